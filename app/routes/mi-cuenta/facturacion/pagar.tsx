import { useState } from "react";
import { Form, href, Link, redirect } from "react-router";
import type { Route } from "./+types/pagar";
import { withApiErrors } from "~/api/failures.server";
import {
  ErrorSummary,
  FieldError,
  fieldErrors,
  fieldId,
  FormKey,
  hasErrors,
  SubmitButton,
  type FormResult,
} from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import billingPayStrings from "~/locales/billing-pay";
import { getInstance } from "~/middleware/i18next.server";
import { getApiSession } from "~/utils/api-session.server";
import { argentinaDay, formatDate, formatMoney, formatPeriod } from "~/utils/format";
import { formMessages, newFormKey, parseForm, readForm, refusalOf, sendBack } from "~/utils/forms.server";
import { useT } from "~/utils/i18n";
import { invoiceView, unpaidInvoices } from "./facturas.server";
import paymentStyles from "./pagos.css?url";
import styles from "./facturacion.css?url";
import { paySchema, returnUrlFor, startPayment } from "./pagar.server";
import { pageUrl } from "~/utils/request-scope.server";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: paymentStyles },
];

/**
 * Pagar: the customer picks unpaid invoices (the overdue ones ticked, or the one the
 * link names), sees the total and goes to the payment site.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const invoices = await withApiErrors(request, () => unpaidInvoices(session));
  const named = pageUrl(request).searchParams.getAll("factura");
  const preselected = invoices.filter((invoice) => named.includes(String(invoice.id))).map((invoice) => invoice.id);
  const today = argentinaDay();
  return {
    // Each with what pays it today (decision 118): the API charges the same.
    invoices: invoices.map((invoice) => {
      const { id, number, period, status, due_now } = invoiceView(invoice, today);
      return {
        id,
        number,
        period,
        status,
        amount: due_now?.amount ?? invoice.amount,
        due_date: due_now?.due_date ?? invoice.due_date,
        surcharge: due_now?.surcharge ?? 0,
      };
    }),
    // A link that names invoices chooses them; otherwise the overdue ones come ticked.
    checked: preselected.length
      ? preselected
      : invoices.filter((invoice) => invoice.status === "overdue").map((invoice) => invoice.id),
    formKey: newFormKey(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = getApiSession(context);
  const t = getInstance(context).getFixedT(null, "billingServer");
  const submission = parseForm(await readForm(request, context), paySchema(t, formMessages(context).expired));
  if (submission.status !== "success") return sendBack(submission);
  const { facturas, idempotency_key } = submission.value;
  try {
    const outcome = await startPayment(
      session,
      { invoiceIds: facturas, idempotencyKey: idempotency_key, returnUrl: returnUrlFor(request) },
      t,
    );
    if ("refusal" in outcome) return sendBack(submission, { fields: { facturas: outcome.refusal } });
    // Another site: React Router sends the browser there with a full page load.
    return redirect(outcome.checkoutUrl);
  } catch (error) {
    return sendBack(submission, await refusalOf(error, request, context, { invoice_ids: "facturas" }));
  }
}

type Data = Route.ComponentProps["loaderData"];

/** The ids ticked when the page is shown: what was sent last time, else the loader's choice. */
function initiallyChecked(result: FormResult, fallback: number[]) {
  const sent = result?.initialValue?.facturas;
  if (sent === undefined) return result?.initialValue ? [] : fallback;
  return (Array.isArray(sent) ? sent : [sent]).map(Number);
}

export default function Pay({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(billingPayStrings);
  const result = actionData?.result;
  const { invoices } = loaderData;
  return (
    <>
      <PageTitle error={hasErrors(result)}>{t("titles.pay")}</PageTitle>
      <ErrorSummary result={result} labels={{ facturas: t("pay.legend") }} />
      <h1>{t("pay.heading")}</h1>
      {invoices.length === 0 ? (
        <>
          <p>{t("pay.nothing")}</p>
          <p>
            <Link to={href("/mi-cuenta/facturacion")}>{t("pay.back")}</Link>
          </p>
        </>
      ) : (
        <>
          <p className="lead">{t("pay.intro")}</p>
          <PayForm data={loaderData} result={result} />
          <p>
            {t("pay.otherMeans")} <Link to={`${href("/mi-cuenta/facturacion")}#codigos`}>{t("pay.back")}</Link>
          </p>
        </>
      )}
    </>
  );
}

function PayForm({ data, result }: { data: Data; result: FormResult }) {
  const t = useT(billingPayStrings);
  const [checked, setChecked] = useState(() => new Set(initiallyChecked(result, data.checked)));
  // The sum of the ticked invoices' amounts in force today, in cents; the API charges its own total by the same rule.
  const total =
    data.invoices
      .filter((invoice) => checked.has(invoice.id))
      .reduce((sum, invoice) => sum + Math.round(invoice.amount * 100), 0) / 100;
  const errors = fieldErrors(result, "facturas");
  const id = fieldId("facturas");
  const toggle = (invoiceId: number, on: boolean) =>
    setChecked((previous) => {
      const next = new Set(previous);
      if (on) next.add(invoiceId);
      else next.delete(invoiceId);
      return next;
    });
  return (
    <Form method="post" noValidate className="form">
      <FormKey result={result} fresh={data.formKey} />
      <div className={errors ? "field field-invalid" : "field"}>
        <fieldset className="pay-options" id={id} tabIndex={-1} aria-describedby={errors ? `${id}-error` : undefined}>
          <legend>{t("pay.legend")}</legend>
          <FieldError id={id} errors={errors} />
          {data.invoices.map((invoice) => {
            const optionId = `${id}-${invoice.id}`;
            return (
              <div className="pay-option" key={invoice.id}>
                <input
                  type="checkbox"
                  id={optionId}
                  name="facturas"
                  value={invoice.id}
                  checked={checked.has(invoice.id)}
                  onChange={(event) => toggle(invoice.id, event.currentTarget.checked)}
                  aria-describedby={`${optionId}-ayuda`}
                />
                <label htmlFor={optionId}>
                  <span>{t("pay.option", { number: invoice.number, period: formatPeriod(invoice.period) })}</span>
                  <span className="hint" id={`${optionId}-ayuda`}>
                    {t("pay.optionHint", { amount: formatMoney(invoice.amount), date: formatDate(invoice.due_date) })}{" "}
                    {invoice.surcharge > 0 ? (
                      <>{t("pay.surcharged", { surcharge: formatMoney(invoice.surcharge) })} </>
                    ) : null}
                    <span className={`status status-${invoice.status}`}>{t(`pay.status.${invoice.status}`)}</span>
                  </span>
                </label>
              </div>
            );
          })}
        </fieldset>
      </div>
      <div>
        <p className="hint" id="total-ayuda">
          {t("pay.totalHint")}
        </p>
        <p className="pay-total" aria-live="polite">
          {t("pay.total")}: <output aria-describedby="total-ayuda">{formatMoney(total)}</output>
        </p>
      </div>
      <div className="actions">
        <SubmitButton>{t("pay.submit")}</SubmitButton>
      </div>
    </Form>
  );
}
