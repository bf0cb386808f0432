import { Form, href } from "react-router";
import type { Route } from "./+types/index";
import { ErrorSummary, hasErrors, SubmitButton, TextField } from "~/components/forms";
import { Honeypot } from "~/components/honeypot";
import { PageTitle } from "~/components/page-title";
import consumerStrings from "~/locales/consumer";
import { getInstance } from "~/middleware/i18next.server";
import { argentinaDay } from "~/utils/format";
import { newFormKey, parseForm, readForm, sendBack } from "~/utils/forms.server";
import { useT } from "~/utils/i18n";
import { PrivacyNotice } from "../baja/components";
import { formValues, withdrawalDraft, withdrawalSchema, withinWithdrawalPeriod } from "../baja/consumer.server";
import { TooLate } from "./too-late";

/**
 * `/arrepentimiento`: the "Botón de arrepentimiento" (Ley 24.240 art. 34, Disposición
 * 954/2025): within 10 calendar days of the contract, without signing in.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { request: withdrawal } = await withdrawalDraft.read(request);
  return { values: formValues(withdrawal) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, context, { honeypot: true });
  const t = getInstance(context).getFixedT(null, "consumerServer");
  const submission = parseForm(form, withdrawalSchema(t, argentinaDay()));
  if (submission.status !== "success") return sendBack(submission);
  const withdrawal = { ...submission.value, key: newFormKey() };
  const tooLate =
    withdrawal.contract_date !== undefined && !withinWithdrawalPeriod(withdrawal.contract_date, argentinaDay());
  // Too late by the date given: the page says so at once, and the draft lets the baja start from these data.
  if (tooLate) {
    return sendBack(
      submission,
      {},
      { data: { tooLate: true }, headers: { "Set-Cookie": await withdrawalDraft.save({ request: withdrawal }) } },
    );
  }
  return withdrawalDraft.redirectWith(href("/arrepentimiento/confirmar"), { request: withdrawal });
}

export default function Withdrawal({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(consumerStrings);
  const result = actionData?.result;
  const tooLate = actionData && "tooLate" in actionData;
  const values = loaderData.values;
  const labels = {
    identification: t("fields.identification"),
    application: t("fields.application"),
    contract_date: t("fields.contractDate"),
    contact: t("fields.contact"),
  };
  return (
    <div className="page-narrow">
      <PageTitle error={hasErrors(result) || tooLate}>{t("titles.withdrawal")}</PageTitle>
      <ErrorSummary result={result} labels={labels} />
      {tooLate ? <TooLate /> : null}
      <h1>{t("titles.withdrawal")}</h1>
      <p className="lead">{t("withdrawal.intro")}</p>
      <Form method="post" noValidate className="form">
        <Honeypot />
        <TextField
          name="identification"
          label={labels.identification}
          hint={t("fields.identificationHint")}
          result={result}
          defaultValue={values?.identification}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          name="application"
          label={labels.application}
          hint={t("fields.applicationHint")}
          result={result}
          defaultValue={values?.application}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          name="contract_date"
          label={labels.contract_date}
          hint={t("fields.contractDateHint")}
          result={result}
          defaultValue={values?.contract_date}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          name="contact"
          label={labels.contact}
          hint={t("fields.contactHint")}
          result={result}
          defaultValue={values?.contact}
          autoComplete="email"
          spellCheck={false}
        />
        <PrivacyNotice />
        <div className="actions">
          <SubmitButton>{t("withdrawal.submit")}</SubmitButton>
        </div>
      </Form>
    </div>
  );
}
