import { data, Form, href } from "react-router";
import type { Route } from "./+types/formulario";
import { cuitHolder } from "../../../contract/identification";
import { cachedPlans } from "~/api/public-data.server";
import { startApplication, submitApplication } from "~/api/public.server";
import { withApiErrors } from "~/api/failures.server";
import { ExternalLink } from "~/components/external-link";
import { CheckboxField, ErrorSummary, hasErrors, SubmitButton, TextField } from "~/components/forms";
import { HiringProgress } from "~/components/hiring-progress";
import { Honeypot } from "~/components/honeypot";
import { PageTitle } from "~/components/page-title";
import { RadioGroup } from "~/components/radio-group";
import hiringStrings from "~/locales/hiring";
import { getInstance } from "~/middleware/i18next.server";
import { useRootData } from "~/utils/root-data";
import { formatMoney } from "~/utils/format";
import { parseForm, readForm, refusalOf, sendBack } from "~/utils/forms.server";
import { useT } from "~/utils/i18n";
import { formatPhone } from "~/utils/normalize.server";
import { isTicketRefusal } from "./ticket.server";
import { deskSale, saleOptions, signInAgainAfter } from "./desk-sale.server";
import { redirectWithDraft, requireServiceableLocation, saveDraft } from "./draft.server";
import { applicationRequest, applicationSchema, deskWords, ensureTicket, refusalFields } from "./formulario.server";
import { splitAddress } from "./geocode.server";

/** Step 3 of the hiring flow (can-hire guard): the plan, the installation details, the consents. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { draft, applicant, location } = await requireServiceableLocation(request);
  const [plans, { ticket, renewed }] = await withApiErrors(request, () =>
    Promise.all([cachedPlans(), ensureTicket(draft)]),
  );
  const address = location.street
    ? { street: location.street, number: location.number }
    : splitAddress(location.address);
  const company = applicant.cuit && cuitHolder(applicant.cuit) === "company";
  return data(
    {
      // A sale by phone (decision 145): the consent is a script the agent reads to the caller,
      // its words sent with an agent's page only.
      desk: deskSale(request) ? deskWords(getInstance(context).getFixedT(null, "hiringServer")) : null,
      plans: plans.map((plan) => ({ value: String(plan.id), name: plan.name, price: formatMoney(plan.price) })),
      applicant: { name: `${applicant.nombre} ${applicant.apellido}`, dni: applicant.dni },
      place: { address: location.address, locality: location.localidad },
      values: {
        plan: plans.some((plan) => plan.id === draft.plan) ? String(draft.plan) : undefined,
        calle: address.street,
        altura: address.number ?? "",
        titular: company ? "empresa" : "persona",
        cuit: applicant.cuit ?? "",
      },
    },
    renewed ? { headers: { "Set-Cookie": await saveDraft(request, { ...draft, ticket }) } } : undefined,
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  // After the application went in, a resent form finds no applicant and lands on the confirmation.
  const { draft, applicant, location } = await requireServiceableLocation(request);
  const submitted = await readForm(request, context, { honeypot: true });
  const i18n = getInstance(context);
  const t = i18n.getFixedT(null, "hiringServer");
  const plans = await withApiErrors(request, () => cachedPlans());
  const submission = parseForm(submitted, applicationSchema(t, plans));
  if (submission.status !== "success") return sendBack(submission);
  const form = submission.value;

  // The ticket is taken when the form is shown (decision 019). A post without one (the form
  // was never loaded in this draft) gets the form back with a ticket instead of an
  // application: every such post would otherwise create one of its own.
  const ticket = draft.ticket;
  if (!ticket) {
    const started = await withApiErrors(request, () => startApplication());
    const renewed = { ...draft, ticket: { id: started.request_id, expires_at: started.expires_at } };
    return sendBack(
      submission,
      { form: t("errors.confirmAgain") },
      { headers: { "Set-Cookie": await saveDraft(request, renewed) } },
    );
  }
  // The notes are read by the provider's staff: always in Spanish.
  const body = applicationRequest(i18n.getFixedT("es", "hiringServer"), form, applicant, location, ticket.id);
  let number: string;
  try {
    // With the agent's token, a sale by phone: the API records it as theirs (decision 145).
    ({ number } = await submitApplication(body, saleOptions(request)));
  } catch (error) {
    await signInAgainAfter(error, request, href("/contratar/formulario"));
    if (isTicketRefusal(error)) {
      // The id expired unused, so nothing was created with it: a fresh one for the next try.
      const started = await withApiErrors(request, () => startApplication());
      const renewed = { ...draft, ticket: { id: started.request_id, expires_at: started.expires_at } };
      return sendBack(
        submission,
        { form: t("errors.expired") },
        { headers: { "Set-Cookie": await saveDraft(request, renewed) } },
      );
    }
    return sendBack(submission, await refusalOf(error, request, context, refusalFields(form), t("errors.unavailable")));
  }

  // Personal data leaves the draft; the confirmation keeps what it shows.
  return redirectWithDraft(request, href("/contratar/solicitud-enviada"), {
    sent: {
      number,
      plan: form.plan.name,
      phone: formatPhone(applicant.phone),
      address: `${form.calle} ${form.altura}, ${location.localidad}`,
    },
  });
}

export default function ApplicationStep({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(hiringStrings);
  const config = useRootData()?.config;
  const result = actionData?.result;
  const failed = hasErrors(result);
  const { values, desk } = loaderData;
  const labels = {
    plan: t("form.plan"),
    calle: t("form.calle"),
    altura: t("form.altura"),
    piso: t("form.piso"),
    depto: t("form.depto"),
    entre_calles: t("form.entreCalles"),
    referencias: t("form.referencias"),
    titular: t("form.holderTitle"),
    cuit: t("form.cuit"),
    razon_social: t("form.razonSocial"),
    // A sale by phone: the agent confirms the notice read, and the caller's acceptance (decision 145).
    consentimiento: desk ? desk.consentRead : t("form.consent", { product: config?.PRODUCT_NAME ?? "" }),
    terminos: `${desk ? desk.terms : t("form.terms")} ${t("form.termsLink")}`,
  };
  return (
    <>
      <PageTitle error={failed}>{t("form.title")}</PageTitle>
      <HiringProgress current="form" />
      <h1>{t("form.title")}</h1>
      <p className="lead">
        {t("form.intro", { address: loaderData.place.address, locality: loaderData.place.locality })}
      </p>
      <ErrorSummary result={result} labels={labels} />
      <Form method="post" noValidate className="form">
        <Honeypot />
        <RadioGroup
          name="plan"
          legend={labels.plan}
          result={result}
          defaultValue={values.plan}
          autoFocus={!failed}
          className="plan-options"
          options={loaderData.plans.map((plan) => ({
            value: plan.value,
            label: plan.name,
            hint: t("form.planPrice", { price: plan.price }),
          }))}
        />
        <fieldset className="field-group">
          <legend>{t("form.addressTitle")}</legend>
          <div className="field-row">
            <TextField
              name="calle"
              label={labels.calle}
              result={result}
              defaultValue={values.calle}
              autoComplete="address-line1"
            />
            <TextField
              name="altura"
              label={labels.altura}
              result={result}
              defaultValue={values.altura}
              inputMode="numeric"
              autoComplete="off"
            />
          </div>
          <div className="field-row">
            <TextField name="piso" label={labels.piso} result={result} autoComplete="address-line2" />
            <TextField name="depto" label={labels.depto} result={result} autoComplete="address-line3" />
          </div>
          <TextField
            name="entre_calles"
            label={labels.entre_calles}
            hint={t("form.entreCallesHint")}
            result={result}
            autoComplete="off"
          />
          <TextField
            name="referencias"
            label={labels.referencias}
            hint={t("form.referenciasHint")}
            result={result}
            autoComplete="off"
          />
        </fieldset>
        <RadioGroup
          name="titular"
          legend={labels.titular}
          result={result}
          defaultValue={values.titular}
          options={[
            {
              value: "persona",
              label: t("form.holderPerson", { name: loaderData.applicant.name, dni: loaderData.applicant.dni }),
            },
            { value: "empresa", label: t("form.holderCompany") },
          ]}
        />
        <div className="company-fields">
          <p className="hint">{t("form.companyHint")}</p>
          <TextField
            name="cuit"
            label={labels.cuit}
            hint={t("form.cuitHint")}
            result={result}
            defaultValue={values.cuit}
            inputMode="numeric"
            autoComplete="off"
          />
          <TextField name="razon_social" label={labels.razon_social} result={result} autoComplete="organization" />
        </div>
        {/* Text, not a control: the keyboard's order stays the form's (decision 130). */}
        {desk ? (
          <p className="desk-script">
            <strong>{desk.scriptTitle}</strong> «{desk.consentScript}»
          </p>
        ) : null}
        <CheckboxField
          name="consentimiento"
          label={labels.consentimiento}
          hint={desk ? undefined : t("form.consentHint")}
          result={result}
        />
        <CheckboxField
          name="terminos"
          result={result}
          label={
            <>
              {desk ? desk.terms : t("form.terms")}{" "}
              {config ? (
                <ExternalLink href={config.TERMS_URL}>{t("form.termsLink")}</ExternalLink>
              ) : (
                t("form.termsLink")
              )}
            </>
          }
        />
        <div className="actions">
          <SubmitButton>{t("form.submit")}</SubmitButton>
        </div>
      </Form>
    </>
  );
}
