import { data, Form, href, Link, redirect } from "react-router";
import type { Route } from "./+types/confirmar";
import { requestWithdrawal } from "~/api/consumer-requests.server";
import { SubmitButton } from "~/components/forms";
import { Honeypot } from "~/components/honeypot";
import { PageTitle } from "~/components/page-title";
import consumerStrings from "~/locales/consumer";
import { formatDate } from "~/utils/format";
import { readForm, refusalOf } from "~/utils/forms.server";
import { useT } from "~/utils/i18n";
import { limitIdentification } from "~/utils/rate-limit.server";
import { PrivacyNotice, Summary } from "../baja/components";
import { sentDraft } from "../baja/confirmation.server";
import { withdrawalDraft } from "../baja/consumer.server";
import { TooLate } from "./too-late";
import { isApiError } from "~/api/failures.server";

/** `/arrepentimiento/confirmar`: the withdrawal as it will be sent. */
export async function loader({ request }: Route.LoaderArgs) {
  const draft = await withdrawalDraft.read(request);
  if (!draft.request) throw redirect(draft.sent ? href("/arrepentimiento/enviada") : href("/arrepentimiento"));
  const { identification, application, contract_date, contact } = draft.request;
  return {
    request: {
      identification,
      application,
      contract_date: contract_date ? formatDate(contract_date) : undefined,
      contact,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, context, { honeypot: true });
  const draft = await withdrawalDraft.read(request);
  if (!draft.request) throw redirect(draft.sent ? href("/arrepentimiento/enviada") : href("/arrepentimiento"));
  if (form.formError) return data({ formError: form.formError }, 400);
  const { identification, application, contract_date, contact_email, contact_phone, key } = draft.request;
  await limitIdentification(request, identification);
  let created;
  try {
    created = await requestWithdrawal(
      { identification, application_number: application, contract_date, contact_email, contact_phone, channel: "web" },
      { idempotencyKey: key },
    );
  } catch (error) {
    // The API knows the application's date: more than 10 days ago, the baja instead.
    if (isApiError(error, 422)) return data({ tooLate: true }, 400);
    const refusal = await refusalOf(error, request, context);
    return data({ formError: refusal.form ?? Object.values(refusal.fields ?? {})[0] ?? null }, 400);
  }
  // Filed: the API sent the holder's verified contacts a code, which the next page asks for (decision 099).
  return withdrawalDraft.redirectWith(href("/arrepentimiento/enviada"), {
    sent: sentDraft(created, identification, key),
  });
}

export default function ConfirmWithdrawal({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(consumerStrings);
  const { request } = loaderData;
  const formError = actionData && "formError" in actionData ? actionData.formError : null;
  const tooLate = actionData && "tooLate" in actionData;
  return (
    <div className="page-narrow">
      <PageTitle error={Boolean(formError) || tooLate}>{t("titles.confirm")}</PageTitle>
      {formError ? (
        <div className="error-summary" role="alert" tabIndex={-1} autoFocus>
          <p>{formError}</p>
        </div>
      ) : null}
      {tooLate ? <TooLate /> : null}
      <h1>{t("titles.confirm")}</h1>
      <p className="lead">{t("confirm.intro")}</p>
      <Summary
        rows={[
          [t("fields.identification"), request.identification],
          [t("fields.application"), request.application],
          [t("fields.contractDate"), request.contract_date],
          [t("fields.contact"), request.contact],
        ]}
      />
      {tooLate ? null : (
        <Form method="post" className="form">
          <Honeypot />
          <PrivacyNotice />
          <div className="actions">
            <SubmitButton>{t("confirm.submit")}</SubmitButton>
            <Link to={href("/arrepentimiento")}>{t("confirm.change")}</Link>
          </div>
        </Form>
      )}
    </div>
  );
}
