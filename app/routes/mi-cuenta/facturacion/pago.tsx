import { Form, href, Link, redirect } from "react-router";
import type { Route } from "./+types/pago";
import { cancelPayment } from "~/api/customer.server";
import { isApiError, withApiErrors } from "~/api/failures.server";
import { ErrorSummary, hasErrors, SubmitButton } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import billingStrings from "~/locales/billing";
import billingPaymentStrings from "~/locales/billing-payment";
import { getInstance } from "~/middleware/i18next.server";
import { getApiSession } from "~/utils/api-session.server";
import { routeId } from "~/utils/route-id";
import { formatDateTime, formatMoney } from "~/utils/format";
import { parseIntent, readForm, refusalOf, sendBack } from "~/utils/forms.server";
import { notFound } from "~/utils/guards.server";
import { useT } from "~/utils/i18n";
import { redirectWithToast } from "~/utils/toast.server";
import { invoiceNumbers } from "./facturas.server";
import paymentStyles from "./pagos.css?url";
import styles from "./facturacion.css?url";
import { currentPayment, paymentIntentSchema } from "./pago.server";
import { pageUrl } from "~/utils/request-scope.server";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: paymentStyles },
];

/**
 * A payment as the API tells it, where the payment site sends the customer back:
 * approved, rejected, pending (with "verificar", "seguir" and "cancelar", the last after
 * a confirmation step, `?confirmar=cancelar`) or cancelled, each with what comes next.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const id = routeId(params.id);
  if (id === null) throw notFound(request);
  const payment = await withApiErrors(request, () => currentPayment(session, id));
  if (!payment) throw notFound(request);
  const numbers = await withApiErrors(request, () => invoiceNumbers(session, payment.invoice_ids));
  const { checkout_url: _private, ...shown } = payment;
  return {
    payment: shown,
    invoices: payment.invoice_ids.map((invoiceId) => numbers.get(invoiceId) ?? `#${invoiceId}`),
    confirmingCancel: payment.status === "pending" && pageUrl(request).searchParams.get("confirmar") === "cancelar",
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const session = getApiSession(context);
  const id = routeId(params.id);
  if (id === null) throw notFound(request);
  const t = getInstance(context).getFixedT(null, "billingServer");
  const submission = parseIntent(await readForm(request, context), paymentIntentSchema);
  if (submission.status !== "success") return sendBack(submission);
  const page = href("/mi-cuenta/facturacion/pago/:id", { id: String(id) });
  let payment;
  try {
    payment = await currentPayment(session, id);
  } catch (error) {
    return sendBack(submission, await refusalOf(error, request, context));
  }
  if (!payment) throw notFound(request);
  if (submission.intent === "verificar") {
    return redirectWithToast(request, page, {
      kind: payment.status === "rejected" ? "error" : "info",
      message: t(`checked.${payment.status}`),
    });
  }
  if (payment.status !== "pending") return redirectWithToast(request, page, { kind: "info", message: t("notPending") });
  // Another site: React Router sends the browser there with a full page load.
  if (submission.intent === "continuar") return redirect(payment.checkout_url);
  try {
    await cancelPayment(session, id);
  } catch (error) {
    // Cancelled meanwhile (another tab, the same form sent twice): the page shows how it stands.
    if (isApiError(error, 409)) return redirectWithToast(request, page, { kind: "info", message: t("notPending") });
    return sendBack(submission, await refusalOf(error, request, context));
  }
  return redirectWithToast(request, page, { kind: "success", message: t("cancelled") });
}

export default function PaymentPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(billingPaymentStrings);
  const tb = useT(billingStrings);
  const { payment, invoices, confirmingCancel } = loaderData;
  const result = actionData?.result;
  const amount = formatMoney(payment.amount);
  const self = href("/mi-cuenta/facturacion/pago/:id", { id: String(payment.id) });
  const again = `${href("/mi-cuenta/facturacion/pagar")}?${new URLSearchParams(payment.invoice_ids.map((id) => ["factura", String(id)]))}`;

  if (confirmingCancel) {
    return (
      <>
        <PageTitle error={hasErrors(result)}>{t("titles.cancelPayment")}</PageTitle>
        <ErrorSummary result={result} labels={{}} />
        <h1>{t("payment.confirmHeading")}</h1>
        <p>{t("payment.confirmText", { amount })}</p>
        <PaymentFacts payment={payment} invoices={invoices} />
        <div className="actions">
          <Form method="post" action={self} className="inline-form">
            <input type="hidden" name="intent" value="cancelar" />
            <SubmitButton>{t("payment.confirmYes")}</SubmitButton>
          </Form>
          <Link to={self}>{t("payment.confirmNo")}</Link>
        </div>
      </>
    );
  }

  return (
    <>
      <PageTitle error={hasErrors(result)}>{t("titles.payment")}</PageTitle>
      <ErrorSummary result={result} labels={{}} />
      <section className={`panel payment-result payment-result-${payment.status}`} aria-labelledby="resultado">
        <h1 id="resultado">{t(`payment.${payment.status}.heading`)}</h1>
        <p>{t(`payment.${payment.status}.text`, { amount })}</p>
      </section>
      <PaymentFacts payment={payment} invoices={invoices} />
      <div className="actions">
        {payment.status === "pending" ? (
          <>
            <Form method="post" className="inline-form">
              <input type="hidden" name="intent" value="verificar" />
              <SubmitButton>{t("payment.check")}</SubmitButton>
            </Form>
            <Form method="post" className="inline-form">
              <input type="hidden" name="intent" value="continuar" />
              <SubmitButton className="button button-secondary">{t("payment.continue")}</SubmitButton>
            </Form>
            <Link to={`${self}?confirmar=cancelar`}>{t("payment.cancel")}</Link>
          </>
        ) : null}
        {payment.status === "rejected" || payment.status === "cancelled" ? (
          <>
            <Link to={again} className="button">
              {t("payment.tryAgain")}
            </Link>
            <Link to={`${href("/mi-cuenta/facturacion")}#codigos`}>{t("payment.seeCodes")}</Link>
          </>
        ) : null}
        <Link to={href("/mi-cuenta/facturacion")}>{tb("common.toBilling")}</Link>
        <Link to={href("/mi-cuenta/mis-pagos")}>{tb("common.toPayments")}</Link>
      </div>
    </>
  );
}

type Shown = Route.ComponentProps["loaderData"]["payment"];

function PaymentFacts({ payment, invoices }: { payment: Shown; invoices: string[] }) {
  const t = useT(billingPaymentStrings);
  const tb = useT(billingStrings);
  return (
    <section aria-labelledby="detalle">
      <h2 id="detalle">{t("payment.details")}</h2>
      <dl className="facts">
        <dt>{t("payment.amount")}</dt>
        <dd>{formatMoney(payment.amount)}</dd>
        <dt>{t("payment.invoices")}</dt>
        <dd>{invoices.join(", ")}</dd>
        <dt>{t("payment.status")}</dt>
        <dd>
          <span className={`status status-${payment.status}`}>{tb(`common.paymentStatus.${payment.status}`)}</span>
        </dd>
        <dt>{t("payment.created")}</dt>
        <dd>{formatDateTime(payment.created_at)}</dd>
        <dt>{t("payment.updated")}</dt>
        <dd>{formatDateTime(payment.updated_at)}</dd>
      </dl>
    </section>
  );
}
