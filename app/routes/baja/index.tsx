import { Form, href } from "react-router";
import type { Route } from "./+types/index";
import { getCustomerInfo } from "~/api/customer.server";
import { ErrorSummary, hasErrors, SubmitButton, TextareaField, TextField } from "~/components/forms";
import { Honeypot } from "~/components/honeypot";
import { PageTitle } from "~/components/page-title";
import { RadioGroup } from "~/components/radio-group";
import consumerStrings from "~/locales/consumer";
import { getInstance } from "~/middleware/i18next.server";
import { newFormKey, parseForm, readForm, sendBack } from "~/utils/forms.server";
import { useT } from "~/utils/i18n";
import { getAccessToken } from "~/utils/session.server";
import { PrivacyNotice } from "./components";
import { cancellationDraft, cancellationSchema, formValues, withdrawalDraft } from "./consumer.server";
import { SERVICES } from "./services";
import { pageUrl } from "~/utils/request-scope.server";

/**
 * `/baja`: the "Botón de baja" (Disposición 954/2025). Anyone, signed in or not; the
 * checked request goes to the confirmation in a sealed cookie (decision 073).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const draft = await cancellationDraft.read(request);
  if (draft.request && !url.searchParams.has("conexion")) return { values: formValues(draft.request) };
  // From a service's page (`?conexion=&servicio=`) or from a withdrawal that came too late (`?desde=arrepentimiento`).
  const service = url.searchParams.get("servicio");
  const values: Record<string, string | undefined> = {
    connection: url.searchParams.get("conexion")?.slice(0, 30) || undefined,
    service: SERVICES.find((candidate) => candidate === service),
  };
  if (url.searchParams.get("desde") === "arrepentimiento") {
    const { request: withdrawal } = await withdrawalDraft.read(request);
    if (withdrawal) Object.assign(values, { identification: withdrawal.identification, contact: withdrawal.contact });
  }
  const token = await getAccessToken(request);
  if (token && !values.identification) {
    // Signed in: the holder is known. Without an answer the visitor types it, as anyone does.
    values.identification = await getCustomerInfo({ token }).then(
      (info) => info.identification,
      () => undefined,
    );
  }
  return { values };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, context, { honeypot: true });
  const t = getInstance(context).getFixedT(null, "consumerServer");
  const submission = parseForm(form, cancellationSchema(t));
  if (submission.status !== "success") return sendBack(submission);
  return cancellationDraft.redirectWith(href("/baja/confirmar"), {
    request: { ...submission.value, key: newFormKey() },
  });
}

export default function Cancellation({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(consumerStrings);
  const result = actionData?.result;
  const values = loaderData.values;
  const labels = {
    identification: t("fields.identification"),
    connection: t("fields.connection"),
    address: t("fields.address"),
    service: t("fields.service"),
    contact: t("fields.contact"),
    reason: t("fields.reason"),
  };
  return (
    <div className="page-narrow">
      <PageTitle error={hasErrors(result)}>{t("titles.cancellation")}</PageTitle>
      <ErrorSummary result={result} labels={labels} />
      <h1>{t("titles.cancellation")}</h1>
      <p className="lead">{t("cancellation.intro")}</p>
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
          name="connection"
          label={labels.connection}
          hint={t("fields.connectionHint")}
          result={result}
          defaultValue={values?.connection}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          name="address"
          label={labels.address}
          hint={t("fields.addressHint")}
          result={result}
          defaultValue={values?.address}
          autoComplete="address-line1"
        />
        <RadioGroup
          name="service"
          legend={labels.service}
          result={result}
          defaultValue={values?.service}
          options={SERVICES.map((service) => ({ value: service, label: t(`services.${service}`) }))}
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
        <TextareaField
          name="reason"
          label={labels.reason}
          result={result}
          defaultValue={values?.reason}
          rows={3}
          maxLength={500}
        />
        <PrivacyNotice />
        <div className="actions">
          <SubmitButton>{t("cancellation.submit")}</SubmitButton>
        </div>
      </Form>
    </div>
  );
}
