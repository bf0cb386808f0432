import { Form, href, redirect } from "react-router";
import type { Route } from "./+types/index";
import { isApiError } from "~/api/failures.server";
import {
  CheckboxField,
  ErrorSummary,
  FileField,
  hasErrors,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
} from "~/components/forms";
import { Honeypot } from "~/components/honeypot";
import { PageTitle } from "~/components/page-title";
import careersStrings from "~/locales/careers";
import { getInstance } from "~/middleware/i18next.server";
import { useRootData } from "~/utils/root-data";
import { parseForm, refusalOf, sendBack, type Refusal } from "~/utils/forms.server";
import { useT } from "~/utils/i18n";
import { readUploadForm } from "~/utils/uploads.server";
import {
  API_FIELDS,
  CV_KINDS,
  jobApplicationSchema,
  sendApplication,
  type JobApplicationForm,
} from "./application.server";

export async function action({ request, context }: Route.ActionArgs) {
  const t = getInstance(context).getFixedT(null, "careers");
  const form = await readUploadForm(request, context, { field: "cv", kinds: CV_KINDS, honeypot: true });
  const { formData, problem } = form;
  const submission = parseForm(form, jobApplicationSchema(t));
  const cv = formData.get("cv");
  // A file input always comes back empty: after any refusal the CV must be chosen again.
  const cvError =
    problem === "too-big"
      ? t("errors.cvTooBig")
      : problem === "wrong-type"
        ? t("errors.cvType")
        : cv instanceof File
          ? null
          : t("errors.cvMissing");
  const back = (refusal: Refusal = {}) =>
    sendBack(submission, refusal, { file: { name: "cv", error: cvError ?? t("errors.cvAgain") } });
  if (submission.status !== "success" || !(cv instanceof File)) return back();
  try {
    await sendApplication(submission.value, cv);
  } catch (error) {
    if (isApiError(error, 413)) return back({ fields: { cv: t("errors.cvTooBig") } });
    return back(await refusalOf(error, request, context, API_FIELDS));
  }
  return redirect(href("/work-with-us/success"));
}

export default function WorkWithUs({ actionData }: Route.ComponentProps) {
  const t = useT(careersStrings);
  const product = useRootData()?.config.PRODUCT_NAME ?? "";
  const result = actionData?.result;
  const labels = {
    nombre: t("form.nombre"),
    apellido: t("form.apellido"),
    email: t("form.email"),
    phone: t("form.phone"),
    area: t("form.area"),
    mensaje: t("form.mensaje"),
    consent: t("form.consent", { product }),
    cv: t("form.cv"),
  };
  return (
    <div className="page-narrow">
      <PageTitle error={hasErrors(result)}>{t("titles.form")}</PageTitle>
      <ErrorSummary result={result} labels={labels} />
      <h1>{t("form.heading")}</h1>
      <p className="lead">{t("form.intro")}</p>
      {/* The CV goes last: if it is too big, the fields before it are what the server still has. */}
      <Form method="post" encType="multipart/form-data" noValidate className="form">
        <Honeypot />
        <TextField name="nombre" label={labels.nombre} result={result} autoComplete="given-name" required />
        <TextField name="apellido" label={labels.apellido} result={result} autoComplete="family-name" required />
        <TextField
          name="email"
          type="email"
          label={labels.email}
          result={result}
          autoComplete="email"
          spellCheck={false}
          required
        />
        <TextField
          name="phone"
          type="tel"
          label={labels.phone}
          hint={t("form.phoneHint")}
          result={result}
          autoComplete="tel"
          inputMode="tel"
          required
        />
        <SelectField
          name="area"
          label={labels.area}
          result={result}
          placeholder={t("form.areaPlaceholder")}
          options={AREA_OPTIONS.map((area) => ({ value: area, label: t(`form.areas.${area}`) }))}
          required
        />
        <TextareaField
          name="mensaje"
          label={labels.mensaje}
          hint={t("form.mensajeHint")}
          result={result}
          rows={5}
          maxLength={1000}
        />
        <section className="privacy-notice" aria-labelledby="datos-personales">
          <h2 id="datos-personales">{t("form.privacyTitle")}</h2>
          <p>{t("form.privacyUse", { product })}</p>
          <p>{t("form.privacyLaw")}</p>
        </section>
        <CheckboxField name="consent" label={labels.consent} result={result} required />
        <FileField
          name="cv"
          label={labels.cv}
          hint={t("form.cvHint")}
          result={result}
          accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          required
        />
        <SubmitButton>{t("form.submit")}</SubmitButton>
      </Form>
    </div>
  );
}

// The select's values, kept beside the component: the schema's list is server-only.
const AREA_OPTIONS = [
  "tecnica",
  "atencion",
  "ventas",
  "administracion",
  "otra",
] as const satisfies readonly JobApplicationForm["area"][];
