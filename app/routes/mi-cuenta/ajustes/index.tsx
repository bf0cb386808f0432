import { data, Form, href, Link } from "react-router";
import { maskIdentification } from "../../../../contract/masking";
import type { Route } from "./+types/index";
import { addContact, getCustomerInfo, listContacts } from "~/api/customer.server";
import { withApiErrors } from "~/api/failures.server";
import { ErrorSummary, FormKey, hasErrors, SubmitButton, TextField, type FormResult } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { RadioGroup } from "~/components/radio-group";
import { SeeMyData } from "~/components/see-my-data";
import settingsStrings from "~/locales/settings";
import { getInstance } from "~/middleware/i18next.server";
import { getApiSession } from "~/utils/api-session.server";
import { proofPath } from "~/utils/proof-path";
import { newFormKey, parseForm, readForm, refusalOf, sendBack } from "~/utils/forms.server";
import { useT } from "~/utils/i18n";
import { useRootData } from "~/utils/root-data";
import { takeKeptForm } from "~/utils/kept-form.server";
import { redirectWithToast } from "~/utils/toast.server";
import { addContactSchema, returnPath, shownValue, verifyPath } from "./settings.server";

/**
 * The customer's data, contacts and password. A quick-access session (decision 097) sees them
 * masked, as the API gives them (the identification masked here), with "Ver mis datos";
 * adding a contact needs a proved session, so its form waits until then.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const [info, contacts] = await withApiErrors(request, () =>
    Promise.all([getCustomerInfo(session), listContacts(session)]),
  );
  const redirectTo = returnPath(request);
  const proved = info.proof.state === "verified";
  const kept = await takeKeptForm(request);
  return data(
    {
      formKey: newFormKey(),
      customer: {
        name: info.name,
        identification: proved ? info.identification : maskIdentification(info.identification),
        identificationType: info.identification_type,
        hasPassword: info.has_password,
      },
      contacts: contacts.map((contact) => ({ ...contact, shown: shownValue(contact) })),
      proved,
      redirectTo,
      kept: kept.form,
    },
    { headers: kept.headers },
  );
}

/** Adds an e-mail or a phone; the API sends it a code at once, so the next page asks for it. */
export async function action({ request, context }: Route.ActionArgs) {
  const t = getInstance(context).getFixedT(null, "settingsServer");
  const session = getApiSession(context);
  const form = await readForm(request, context);
  const submission = parseForm(form, addContactSchema(t, form.formData.get("type")));
  if (submission.status !== "success") return sendBack(submission);
  const { idempotency_key: idempotencyKey, type, value } = submission.value;
  let contact;
  try {
    contact = await addContact({ ...session, idempotencyKey }, { type, value: value! } as Parameters<
      typeof addContact
    >[1]);
  } catch (error) {
    return sendBack(submission, await refusalOf(error, request, context, { value: "value", type: "type" }));
  }
  return redirectWithToast(request, verifyPath(contact.id, returnPath(request)), {
    kind: "success",
    message: t("toasts.codeSent", { value: shownValue(contact) }),
  });
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(settingsStrings);
  // What was typed before the proof step, shown again (decision 098), until the form is sent.
  const result = actionData?.result ?? loaderData.kept;
  const { customer, contacts, redirectTo, proved } = loaderData;
  const keep = redirectTo ? `?${new URLSearchParams({ redirectTo })}` : "";
  const labels = { type: t("settings.addType"), value: t("settings.addValue") };
  // Linked only while the API offers it (decision 126): a page that leads nowhere is worse than none.
  const activity = Boolean(useRootData()?.config?.FLAG_ACCOUNT_ACTIVITY);
  return (
    <>
      <PageTitle error={hasErrors(result)}>{t("titles.settings")}</PageTitle>
      <h1>{t("settings.heading")}</h1>
      <div className="account-grid">
        <section className="panel account-section" aria-labelledby="tus-datos">
          <h2 id="tus-datos">{t("settings.dataTitle")}</h2>
          <dl className="facts">
            <dt>{t("settings.name")}</dt>
            <dd>{customer.name}</dd>
            <dt>{t("settings.identification")}</dt>
            <dd>
              {customer.identificationType} {customer.identification}
            </dd>
          </dl>
          <p className="hint">{t("settings.dataNote")}</p>
          {proved ? null : <SeeMyData />}
        </section>

        <section className="panel account-section" aria-labelledby="contrasena">
          <h2 id="contrasena">{t("settings.passwordTitle")}</h2>
          <p>{customer.hasPassword ? t("settings.passwordChange") : t("settings.passwordCreate")}</p>
          <p>
            <Link to={href("/mi-cuenta/contraseña")}>
              {customer.hasPassword ? t("settings.passwordChangeLink") : t("settings.passwordCreateLink")}
            </Link>
          </p>
        </section>

        {activity ? (
          <section className="panel account-section" aria-labelledby="actividad">
            <h2 id="actividad">{t("settings.activityTitle")}</h2>
            <p>{t("settings.activityText")}</p>
            <p>
              <Link to={href("/mi-cuenta/actividad")}>{t("settings.activityLink")}</Link>
            </p>
          </section>
        ) : null}

        <section className="panel account-section account-wide" aria-labelledby="contactos">
          <h2 id="contactos">{t("settings.contactsTitle")}</h2>
          <p>{t("settings.contactsIntro")}</p>
          {contacts.length === 0 ? <p>{t("settings.noContacts")}</p> : null}
          <ul className="contact-list">
            {contacts.map((contact) => (
              <li key={contact.id}>
                <span className="contact-type">{t(`settings.type.${contact.type}`)}</span>{" "}
                <strong className="contact-value">{contact.shown}</strong>{" "}
                <span className={`status ${contact.verified ? "status-active" : "status-pending"}`}>
                  {contact.verified ? t("settings.verified") : t("settings.unverified")}
                </span>{" "}
                <span className="contact-actions">
                  <Link
                    to={`${href("/mi-cuenta/ajustes/contacto/:id/cambiar", { id: String(contact.id) })}${keep}`}
                    aria-label={t("settings.changeLabel", { value: contact.shown })}
                  >
                    {t("settings.change")}
                  </Link>
                  {contact.verified ? null : (
                    <>
                      {" · "}
                      <Link
                        to={`${href("/mi-cuenta/ajustes/contacto/:id/verificar", { id: String(contact.id) })}${keep}`}
                        aria-label={t("settings.verifyLabel", { value: contact.shown })}
                      >
                        {t("settings.verify")}
                      </Link>
                    </>
                  )}
                </span>
              </li>
            ))}
          </ul>

          <h3 id="agregar">{t("settings.addTitle")}</h3>
          <ErrorSummary result={result} labels={labels} />
          {proved ? (
            <AddContact result={result} formKey={loaderData.formKey} labels={labels} />
          ) : (
            <p>
              {t("settings.addNeedsProof")}{" "}
              <Link to={proofPath(`${href("/mi-cuenta/ajustes")}${keep}`)}>{t("settings.addProve")}</Link>
            </p>
          )}
        </section>
      </div>
    </>
  );
}

/** Adding a contact: a proved session's only (its page shows this form once proved). */
function AddContact({
  result,
  formKey,
  labels,
}: {
  result: FormResult;
  formKey: string;
  labels: { type: string; value: string };
}) {
  const t = useT(settingsStrings);
  return (
    <Form method="post" noValidate className="form" aria-labelledby="agregar">
      <FormKey result={result} fresh={formKey} />
      <RadioGroup
        name="type"
        legend={labels.type}
        result={result}
        options={[
          { value: "email", label: t("settings.type.email") },
          { value: "phone", label: t("settings.type.phone") },
        ]}
      />
      <TextField
        name="value"
        label={labels.value}
        hint={t("settings.addValueHint")}
        result={result}
        maxLength={120}
        autoComplete="off"
        spellCheck={false}
        required
      />
      <SubmitButton>{t("settings.addSubmit")}</SubmitButton>
    </Form>
  );
}
