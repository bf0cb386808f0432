import { Form, href } from "react-router";
import type { Route } from "./+types/dejanos-tus-datos";
import { ErrorSummary, hasErrors, SubmitButton, TextField } from "~/components/forms";
import { HiringProgress } from "~/components/hiring-progress";
import { Honeypot } from "~/components/honeypot";
import { PageTitle } from "~/components/page-title";
import hiringStrings from "~/locales/hiring";
import { getInstance } from "~/middleware/i18next.server";
import { argentinaDay, formatDate } from "~/utils/format";
import { parseForm, readForm, sendBack } from "~/utils/forms.server";
import { useT } from "~/utils/i18n";
import { formatPhone } from "~/utils/normalize.server";
import { applicantSchema, checkApplicant } from "./dejanos-tus-datos.server";
import { readDraft, redirectWithDraft } from "./draft.server";

/** Step 1 of the hiring flow: who the applicant is (no guard: every application starts here). */
export async function loader({ request }: Route.LoaderArgs) {
  const { applicant } = await readDraft(request);
  // Coming back to fix something: the form shows what the draft holds, as people write it.
  return {
    values: applicant
      ? {
          ...applicant,
          phone: formatPhone(applicant.phone),
          date: formatDate(applicant.date),
          cuit: applicant.cuit ?? "",
        }
      : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, context, { honeypot: true });
  const t = getInstance(context).getFixedT(null, "hiringServer");
  const submission = parseForm(form, applicantSchema(t, argentinaDay()));
  if (submission.status !== "success") return sendBack(submission);
  const applicant = submission.value;
  const refusal = await checkApplicant(request, context, applicant, t);
  if (refusal) return sendBack(submission, refusal);

  const draft = await readDraft(request);
  // Another person (an agent's next call): nothing of the previous one's address carries over.
  const samePerson = draft.applicant?.dni === applicant.dni;
  return redirectWithDraft(request, href("/contratar/seleccionar-ubicacion"), {
    plan: draft.plan,
    applicant,
    location: samePerson ? draft.location : undefined,
    ticket: samePerson ? draft.ticket : undefined,
  });
}

export default function ApplicantStep({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(hiringStrings);
  const result = actionData?.result;
  const values = loaderData.values;
  const failed = hasErrors(result);
  const labels = {
    nombre: t("data.nombre"),
    apellido: t("data.apellido"),
    dni: t("data.dni"),
    phone: t("data.phone"),
    email: t("data.email"),
    date: t("data.date"),
    cuit: t("data.cuit"),
  };
  return (
    <>
      <PageTitle error={failed}>{t("data.title")}</PageTitle>
      <HiringProgress current="data" />
      <h1>{t("data.title")}</h1>
      <p className="lead">{t("data.intro")}</p>
      <ErrorSummary result={result} labels={labels} />
      <Form method="post" noValidate className="form">
        <Honeypot />
        <TextField
          name="nombre"
          label={labels.nombre}
          result={result}
          defaultValue={values?.nombre}
          autoComplete="given-name"
          autoFocus={!failed}
        />
        <TextField
          name="apellido"
          label={labels.apellido}
          result={result}
          defaultValue={values?.apellido}
          autoComplete="family-name"
        />
        <TextField
          name="dni"
          label={labels.dni}
          hint={t("data.dniHint")}
          result={result}
          defaultValue={values?.dni}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          name="phone"
          label={labels.phone}
          hint={t("data.phoneHint")}
          result={result}
          defaultValue={values?.phone}
          type="tel"
          autoComplete="tel"
        />
        <TextField
          name="email"
          label={labels.email}
          result={result}
          defaultValue={values?.email}
          type="email"
          autoComplete="email"
          spellCheck={false}
        />
        <TextField
          name="date"
          label={labels.date}
          hint={t("data.dateHint")}
          result={result}
          defaultValue={values?.date}
          inputMode="numeric"
          autoComplete="bday"
        />
        <TextField
          name="cuit"
          label={labels.cuit}
          hint={t("data.cuitHint")}
          result={result}
          defaultValue={values?.cuit}
          inputMode="numeric"
          autoComplete="off"
        />
        <div className="actions">
          <SubmitButton>{t("data.submit")}</SubmitButton>
        </div>
      </Form>
    </>
  );
}
