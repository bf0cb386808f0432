import { Form, href, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/compromiso-de-pago";
import { PromiseRefusal } from "../../../../contract/payment-promise";
import { withApiErrors } from "~/api/failures.server";
import { askPaymentPromise, getPaymentPromise } from "~/api/payment-promise.server";
import { ApiError } from "~/api/transport.server";
import { ErrorSummary, FormKey, hasErrors, SubmitButton } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { getInstance } from "~/middleware/i18next.server";
import { getApiSession } from "~/utils/api-session.server";
import { formatDate, formatMoney } from "~/utils/format";
import { formKeyField, newFormKey, parseForm, readForm, refusalOf, sendBack } from "~/utils/forms.server";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * `/mi-cuenta/facturacion/compromiso-de-pago`: the promise to pay's one confirmation
 * (decision 119). The page says what the API offers (the days, the date, the
 * invoices, the reconnection) and one POST asks for it, with the form's key as the
 * Idempotency-Key so a double submit makes one promise; then the home shows it. When the API
 * says no, now or at the POST, its reason is shown as it gave it. Everything is worded here,
 * on the server (the promiseServer namespace): the page sends no strings of its own.
 */
const schema = (message: string) => z.object({ idempotency_key: formKeyField(message) });

async function offerOf(request: Request, context: Route.LoaderArgs["context"]) {
  const state = await withApiErrors(request, () => getPaymentPromise(getApiSession(context)));
  const t = getInstance(context).getFixedT(null, "promiseServer");
  if (state.status !== "eligible") {
    return {
      title: t("title"),
      back: t("page.back"),
      refused: t("page.notNow"),
      reason: t(`reasons.${state.reason}`),
      offer: null,
    };
  }
  const { days, pay_by, invoices, amount, reconnects } = state.offer;
  const date = formatDate(pay_by);
  return {
    title: t("title"),
    back: t("page.back"),
    refused: null,
    reason: null,
    offer: {
      intro: t("page.intro", { count: days }),
      payBy: t("page.payBy", { date }),
      invoices: invoices.map((invoice) => ({ id: invoice.id, text: t("page.invoice", { number: invoice.number }) })),
      total: t("page.total", { amount: formatMoney(amount) }),
      reconnects: reconnects ? t("page.reconnects") : null,
      rules: t("page.rules"),
      confirm: t("page.confirm", { date }),
    },
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return { ...(await offerOf(request, context)), formKey: newFormKey() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = getApiSession(context);
  const form = await readForm(request, context);
  const t = getInstance(context).getFixedT(null, "promiseServer");
  const submission = parseForm(form, schema(t("formKey")));
  if (submission.status !== "success") return sendBack(submission);
  try {
    const promise = await askPaymentPromise({ ...session, idempotencyKey: submission.value.idempotency_key });
    return redirectWithToast(request, href("/mi-cuenta"), {
      kind: "success",
      message: t(promise.reconnected ? "toastReconnected" : "toast", { date: formatDate(promise.pay_by) }),
    });
  } catch (error) {
    // A refusal (409/422: already used, debt too high) in the portal's words for its reason.
    const reason = error instanceof ApiError ? PromiseRefusal.safeParse(error.reason) : null;
    if (reason?.success) return sendBack(submission, { form: t(`reasons.${reason.data}`) });
    return sendBack(submission, await refusalOf(error, request, context));
  }
}

export default function PaymentPromisePage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData?.result;
  const { offer } = loaderData;
  return (
    <>
      <PageTitle error={hasErrors(result)}>{loaderData.title}</PageTitle>
      <p className="back-link">
        <Link to={href("/mi-cuenta/facturacion")}>{loaderData.back}</Link>
      </p>
      <h1>{loaderData.title}</h1>
      {offer ? (
        <>
          <ErrorSummary result={result} labels={{}} />
          <p className="lead">{offer.intro}</p>
          <p>{offer.payBy}</p>
          <ul>
            {offer.invoices.map((invoice) => (
              <li key={invoice.id}>{invoice.text}</li>
            ))}
          </ul>
          <p>{offer.total}</p>
          {offer.reconnects ? <p>{offer.reconnects}</p> : null}
          <p className="hint">{offer.rules}</p>
          <Form method="post" className="form">
            <FormKey result={result} fresh={loaderData.formKey} />
            <div className="actions">
              <SubmitButton>{offer.confirm}</SubmitButton>
            </div>
          </Form>
        </>
      ) : (
        <>
          <p className="lead">{loaderData.refused}</p>
          <p>{loaderData.reason}</p>
        </>
      )}
    </>
  );
}
