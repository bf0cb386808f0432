import { data, Form, href, Link, redirect } from "react-router";
import type { Route } from "./+types/solicitar";
import { requestAutomaticDebit } from "~/api/customer.server";
import { isApiError } from "~/api/failures.server";
import { refusalWords } from "~/api/refusal-words.server";
import { ErrorSummary, FormKey, hasErrors, SubmitButton } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import debitStrings from "~/locales/debit";
import { getApiSession } from "~/utils/api-session.server";
import { newFormKey, parseForm, readForm, refusalOf, sendBack } from "~/utils/forms.server";
import { useT } from "~/utils/i18n";
import { takeKeptForm } from "~/utils/kept-form.server";
import { requireProof } from "~/utils/proof.server";
import { redirectWithToast } from "~/utils/toast.server";
import {
  debitMessages,
  isUnderWay,
  loadDebit,
  notTheirs,
  readDebit,
  requestSchema,
  requireCanRequestDebit,
  rethrowRedirect,
} from "./debit.server";
import { ServicesField } from "./services-field";

/**
 * Requesting the automatic debit: the guards (a verified e-mail, nothing overdue), the
 * services to pay by debit, then the card site (`checkout_url`), which sends the customer
 * back to `/subscription/success`. The portal believes only the API about the outcome.
 * Only for a session that proved who it is (decision 097).
 */
export async function loader(args: Route.LoaderArgs) {
  const { info, debit, services } = await readDebit(args);
  // Running or waiting for the card site: nothing to request, the state page says what to do.
  if (isUnderWay(debit)) throw redirect(href("/mi-cuenta/debito-automatico"));
  await requireCanRequestDebit(args, info);
  // Last: nobody is asked to prove who they are only to be told they cannot go on.
  await requireProof(args);
  const kept = await takeKeptForm(args.request);
  return data({ services, formKey: newFormKey(), kept: kept.form }, { headers: kept.headers });
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const t = debitMessages(context);
  const submission = parseForm(await readForm(request, context), requestSchema(t));
  try {
    // The page's preconditions hold for its form too: it can be posted without the page.
    const { info, debit, services } = await loadDebit(getApiSession(context));
    if (isUnderWay(debit)) return redirect(href("/mi-cuenta/debito-automatico"));
    await requireCanRequestDebit(args, info);
    if (submission.status !== "success") return sendBack(submission);
    const { idempotency_key: idempotencyKey, services: chosen } = submission.value;
    if (notTheirs(chosen, services).length)
      return sendBack(submission, { fields: { services: t("errors.servicesNotYours") } });
    const checkout = await requestAutomaticDebit(
      { ...getApiSession(context), idempotencyKey },
      { services: chosen, return_url: new URL(href("/subscription/success"), request.url).href },
    );
    return redirect(checkout.checkout_url);
  } catch (error) {
    rethrowRedirect(error);
    // One already running or waiting (a second tab, back and send again): its state page.
    if (isApiError(error, 409) && !error.errors)
      return redirectWithToast(request, href("/mi-cuenta/debito-automatico"), {
        kind: "info",
        message: refusalWords(error, context).form,
      });
    return sendBack(submission, await refusalOf(error, request, context, { services: "services" }));
  }
}

export default function RequestAutomaticDebit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(debitStrings);
  const { services, formKey } = loaderData;
  // What was chosen before the proof step, shown again (decision 098).
  const result = actionData?.result ?? loaderData.kept;
  const labels = { services: t("request.services") };
  return (
    <div className="page-narrow">
      <PageTitle error={hasErrors(result)}>{t("titles.request")}</PageTitle>
      <ErrorSummary result={result} labels={labels} />
      <h1>{t("request.heading")}</h1>
      {services.length === 0 ? (
        <p className="lead">{t("request.noServices")}</p>
      ) : (
        <>
          <p className="lead">{t("request.intro")}</p>
          <Form method="post" noValidate className="form">
            <FormKey result={result} fresh={formKey} />
            <ServicesField
              legend={labels.services}
              hint={t("request.servicesHint")}
              result={result}
              services={services}
            />
            <SubmitButton>{t("request.submit")}</SubmitButton>
          </Form>
        </>
      )}
      <p>
        <Link to={href("/mi-cuenta/debito-automatico")}>{t("request.back")}</Link>
      </p>
    </div>
  );
}
