import { Form, href, Link } from "react-router";
import type { Route } from "./+types/password-reset-process";
import { resetPassword } from "~/api/auth.server";
import { apiFieldErrors, isApiError } from "~/api/failures.server";
import { ErrorSummary, hasErrors, SubmitButton, TextField, type FormResult } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import authStrings from "~/locales/auth";
import { getInstance } from "~/middleware/i18next.server";
import { parseForm, readForm, refusalOf, sendBack } from "~/utils/forms.server";
import { useT } from "~/utils/i18n";
import { destroySessionCookie } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { tooManyAttempts } from "./login.server";
import { API_FIELDS, newPasswordSchema } from "./password.server";
import { pageUrl } from "~/utils/request-scope.server";

export function loader() {
  return null;
}

/**
 * The link's token is only checked by the API when the new password is sent (checking
 * it would use it up). An expired or used one gets a message and a way to ask again.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const t = getInstance(context).getFixedT(null, "auth");
  const submission = parseForm(await readForm(request, context), newPasswordSchema(t));
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") return sendBack(submission, {}, { hideFields, data: { expired: false } });
  const { password, confirmPassword } = submission.value;
  try {
    await resetPassword({ token: params.id, password, password_confirmation: confirmPassword });
  } catch (error) {
    if (isApiError(error, 429)) throw tooManyAttempts(pageUrl(request).pathname);
    if (apiFieldErrors(error)?.token) {
      return sendBack(submission, { form: t("resetProcess.linkExpired") }, { hideFields, data: { expired: true } });
    }
    const refusal = await refusalOf(error, request, context, API_FIELDS);
    return sendBack(submission, refusal, { hideFields, data: { expired: false } });
  }
  // The API ended every session of the customer; this browser's cookie goes too.
  return redirectWithToast(
    request,
    href("/iniciar-sesion"),
    { kind: "success", message: t("resetProcess.done") },
    { headers: { "Set-Cookie": await destroySessionCookie(request) } },
  );
}

export default function PasswordResetProcess({ actionData }: Route.ComponentProps) {
  const t = useT(authStrings);
  const result = actionData?.result;
  return (
    <>
      <PageTitle error={hasErrors(result)}>{t("titles.passwordResetProcess")}</PageTitle>
      <ErrorSummary
        result={result}
        labels={{ password: t("resetProcess.passwordLabel"), confirmPassword: t("resetProcess.confirmLabel") }}
      />
      <h1>{t("resetProcess.heading")}</h1>
      {actionData?.expired ? (
        // The link is spent: asking for a new one is the only way on.
        <p>
          <Link to={href("/password-reset")} className="button">
            {t("resetProcess.askAgain")}
          </Link>
        </p>
      ) : (
        <PasswordForm result={result} />
      )}
    </>
  );
}

function PasswordForm({ result }: { result: FormResult }) {
  const t = useT(authStrings);
  return (
    <Form method="post" noValidate className="form">
      <TextField
        name="password"
        type="password"
        label={t("resetProcess.passwordLabel")}
        hint={t("resetProcess.passwordHint")}
        result={result}
        autoComplete="new-password"
        required
      />
      <TextField
        name="confirmPassword"
        type="password"
        label={t("resetProcess.confirmLabel")}
        result={result}
        autoComplete="new-password"
        required
      />
      <SubmitButton>{t("resetProcess.submit")}</SubmitButton>
    </Form>
  );
}
