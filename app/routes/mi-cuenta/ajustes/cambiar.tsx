import { data, Form, href, Link, redirect } from "react-router";
import type { Route } from "./+types/cambiar";
import { updateContact } from "~/api/customer.server";
import { ErrorSummary, hasErrors, SubmitButton, TextField } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import settingsStrings from "~/locales/settings";
import { getInstance } from "~/middleware/i18next.server";
import { getApiSession } from "~/utils/api-session.server";
import { routeId } from "~/utils/route-id";
import { parseForm, readForm, refusalOf, sendBack } from "~/utils/forms.server";
import { useT } from "~/utils/i18n";
import { takeKeptForm } from "~/utils/kept-form.server";
import { requireProof } from "~/utils/proof.server";
import { redirectWithToast } from "~/utils/toast.server";
import { changeContactSchema, customerContact, returnPath, shownValue, verifyPath } from "./settings.server";
import { pageUrl } from "~/utils/request-scope.server";

/**
 * A contact's new value; a changed value is a new address to prove, so a code goes to it.
 * Only for a session that proved who it is (decision 098): it goes to prove before typing.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const contact = await customerContact(request, getApiSession(context), routeId(params.id));
  await requireProof({ request, context });
  const kept = await takeKeptForm(request);
  return data(
    {
      contact: { id: contact.id, type: contact.type, shown: shownValue(contact) },
      settings: `${href("/mi-cuenta/ajustes")}${pageUrl(request).search}`,
      kept: kept.form,
    },
    { headers: kept.headers },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const t = getInstance(context).getFixedT(null, "settingsServer");
  const session = getApiSession(context);
  const contact = await customerContact(request, session, routeId(params.id));
  const submission = parseForm(await readForm(request, context), changeContactSchema(t, contact.type));
  if (submission.status !== "success") return sendBack(submission);
  let saved;
  try {
    saved = await updateContact(session, contact.id, submission.value.value);
  } catch (error) {
    return sendBack(submission, await refusalOf(error, request, context, { value: "value" }));
  }
  const redirectTo = returnPath(request);
  if (saved.verified) {
    const settings = `${href("/mi-cuenta/ajustes")}${redirectTo ? `?${new URLSearchParams({ redirectTo })}` : ""}`;
    return saved.value === contact.value
      ? redirect(settings)
      : redirectWithToast(request, settings, { kind: "success", message: t("toasts.saved") });
  }
  return redirectWithToast(request, verifyPath(saved.id, redirectTo), {
    kind: "success",
    message: t("toasts.codeSent", { value: shownValue(saved) }),
  });
}

export default function ChangeContact({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(settingsStrings);
  // What was typed before the proof step, shown again (decision 098).
  const result = actionData?.result ?? loaderData.kept;
  const { contact } = loaderData;
  const type = t(`settings.type.${contact.type}`);
  const labels = { value: t("contact.newValue") };
  return (
    <div className="page-narrow">
      <PageTitle error={hasErrors(result)}>{t("titles.changeContact")}</PageTitle>
      <p className="back-link">
        <Link to={loaderData.settings}>{t("contact.back")}</Link>
      </p>
      <ErrorSummary result={result} labels={labels} />
      <h1>{t("contact.changeHeading", { type: type.toLowerCase() })}</h1>
      <p className="lead">{t("contact.current", { value: contact.shown })}</p>
      <Form method="post" noValidate className="form">
        <TextField
          name="value"
          label={labels.value}
          hint={contact.type === "phone" ? t("settings.addValueHint") : undefined}
          result={result}
          type={contact.type === "email" ? "email" : "tel"}
          inputMode={contact.type === "email" ? "email" : "tel"}
          autoComplete={contact.type === "email" ? "email" : "tel"}
          spellCheck={false}
          maxLength={120}
          required
        />
        <SubmitButton>{t("contact.changeSubmit")}</SubmitButton>
      </Form>
    </div>
  );
}
