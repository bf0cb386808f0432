import { Form, href, Link, redirect } from "react-router";
import type { Route } from "./+types/verificar";
import { isApiError } from "~/api/failures.server";
import { sendContactCode, verifyContact } from "~/api/customer.server";
import { ErrorSummary, hasErrors, OneTimeCodeField, SubmitButton } from "~/components/forms";
import { FormToken } from "~/components/form-token";
import { PageTitle } from "~/components/page-title";
import settingsStrings from "~/locales/settings";
import { getInstance } from "~/middleware/i18next.server";
import { getApiSession } from "~/utils/api-session.server";
import { routeId } from "~/utils/route-id";
import { formMessages, parseIntent, readForm, refusalOf, sendBack } from "~/utils/forms.server";
import { useT } from "~/utils/i18n";
import { requireProof } from "~/utils/proof.server";
import { redirectWithToast } from "~/utils/toast.server";
import {
  customerContact,
  returnPath,
  secondsToResend,
  shownValue,
  verifyPath,
  verifyPageSchema,
} from "./settings.server";
import { pageUrl } from "~/utils/request-scope.server";

/**
 * A contact's verification, a page of its own: where the code went, the code, another code
 * after 60 s. Only for a session that proved who it is (decision 097).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const contact = await customerContact(request, getApiSession(context), routeId(params.id));
  const settings = `${href("/mi-cuenta/ajustes")}${pageUrl(request).search}`;
  if (contact.verified) throw redirect(settings);
  await requireProof({ request, context });
  // When another code may go is the API's to say (decision 104), so every client says the same.
  return {
    contact: { id: contact.id, type: contact.type, shown: shownValue(contact) },
    sent: contact.pending_code !== null,
    wait: secondsToResend(contact),
    settings,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const t = getInstance(context).getFixedT(null, "settingsServer");
  const session = getApiSession(context);
  const contact = await customerContact(request, session, routeId(params.id));
  const form = await readForm(request, context);
  const redirectTo = returnPath(request);
  const here = verifyPath(contact.id, redirectTo);

  const submission = parseIntent(form, verifyPageSchema(t, formMessages(context).unreadable));
  if (submission.status !== "success") return sendBack(submission);

  if (submission.intent === "send") {
    // The API refuses a code within the minute (decision 104); asking it first would only
    // cost a call, so the page's own reading of the contact answers an early button.
    const wait = secondsToResend(contact);
    if (wait > 0) return sendBack(submission, { form: t("errors.resendTooSoon", { count: wait }) });
    try {
      await sendContactCode(session, contact.id);
    } catch (error) {
      if (isApiError(error, 429)) {
        // Another tab or client asked meanwhile, or the account's hourly codes are spent.
        if (error.reason === "too_many_codes") return sendBack(submission, { form: t("errors.tooManyCodes") });
        const fresh = await customerContact(request, session, contact.id);
        return sendBack(submission, {
          form: t("errors.resendTooSoon", { count: Math.max(1, secondsToResend(fresh)) }),
        });
      }
      // 409: verified meanwhile (another tab); the redirect lands on the settings, which say so.
      if (!isApiError(error, 409)) return sendBack(submission, await refusalOf(error, request, context));
    }
    return redirectWithToast(request, here, {
      kind: "success",
      message: t("toasts.codeSent", { value: shownValue(contact) }),
    });
  }

  try {
    await verifyContact(session, contact.id, submission.value.code);
  } catch (error) {
    // A wrong or expired code is a message on the code field, in our words.
    if (isApiError(error) && (error.status === 400 || error.status === 422) && error.errors?.code) {
      return sendBack(submission, { fields: { code: t("errors.codeWrong") } });
    }
    return sendBack(submission, await refusalOf(error, request, context, { code: "code" }));
  }
  // Sent here by the has-email guard: back where the customer was going.
  return redirectWithToast(request, redirectTo ?? href("/mi-cuenta/ajustes"), {
    kind: "success",
    message: t("toasts.verified", { value: shownValue(contact) }),
  });
}

export default function VerifyContact({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(settingsStrings);
  const result = actionData?.result;
  const { contact, sent, wait } = loaderData;
  const type = t(`settings.type.${contact.type}`).toLowerCase();
  const labels = { code: t("contact.code") };
  return (
    <div className="page-narrow">
      <PageTitle error={hasErrors(result)}>{t("titles.verifyContact")}</PageTitle>
      <p className="back-link">
        <Link to={loaderData.settings}>{t("contact.back")}</Link>
      </p>
      <ErrorSummary result={result} labels={labels} />
      <h1>{t("contact.verifyHeading", { type })}</h1>
      <p className="lead">
        {sent ? t("contact.sentTo", { value: contact.shown }) : t("contact.notSent", { value: contact.shown })}
      </p>
      {sent ? (
        <Form method="post" noValidate className="form">
          <input type="hidden" name="intent" value="verify" />
          <OneTimeCodeField
            name="code"
            label={labels.code}
            hint={t("contact.codeHint")}
            result={result}
            // The page is there to type the code just sent: the focus waits in its field
            // (the error summary takes it instead when the code was refused).
            autoFocus={!hasErrors(result)}
          />
          <SubmitButton>{t("contact.verifySubmit")}</SubmitButton>
        </Form>
      ) : null}
      <Form method="post" className="form">
        <input type="hidden" name="intent" value="send" />
        {import.meta.env.SSR ? <FormToken /> : null}
        {wait > 0 ? <p className="hint">{t("contact.resendWait", { count: wait })}</p> : null}
        {/* Shown but off while waiting; the server refuses an early one either way. */}
        <button type="submit" className="button button-secondary" disabled={wait > 0}>
          {sent ? t("contact.resend") : t("contact.send")}
        </button>
      </Form>
    </div>
  );
}
