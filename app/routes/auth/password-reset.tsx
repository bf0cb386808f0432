import { Form, href, Link, redirect } from "react-router";
import type { Route } from "./+types/password-reset";
import { requestPasswordReset } from "~/api/auth.server";
import { isApiError } from "~/api/failures.server";
import { ErrorSummary, hasErrors, SubmitButton } from "~/components/forms";
import { Honeypot } from "~/components/honeypot";
import { PageTitle } from "~/components/page-title";
import authStrings from "~/locales/auth";
import { getInstance } from "~/middleware/i18next.server";
import { parseForm, readForm, refusalOf, sendBack } from "~/utils/forms.server";
import { useT } from "~/utils/i18n";
import { tooManyAttempts } from "./login.server";
import { passwordResetRequestSchema } from "./password.server";
import { IdentificationField } from "./identification-field";
import { pageUrl } from "~/utils/request-scope.server";

export function loader({ request }: Route.LoaderArgs) {
  return { sent: pageUrl(request).searchParams.get("enviado") === "1" };
}

/** The same answer whether or not the identification is a customer's (docs/design.md#sessions). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, context, { honeypot: true });
  const t = getInstance(context).getFixedT(null, "auth");
  const submission = parseForm(form, passwordResetRequestSchema(t));
  if (submission.status !== "success") return sendBack(submission);
  try {
    await requestPasswordReset(submission.value.identification);
  } catch (error) {
    if (isApiError(error, 429)) throw tooManyAttempts(href("/password-reset"));
    return sendBack(submission, await refusalOf(error, request, context, { identification: "identification" }));
  }
  return redirect(`${href("/password-reset")}?enviado=1`);
}

export default function PasswordReset({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(authStrings);
  const result = actionData?.result;
  if (loaderData.sent) {
    return (
      <>
        <PageTitle>{t("titles.passwordReset")}</PageTitle>
        <h1>{t("reset.sentHeading")}</h1>
        <p>{t("reset.sent")}</p>
        <p>{t("reset.sentNext")}</p>
        <p className="actions">
          <Link to={href("/iniciar-sesion")} className="button">
            {t("reset.backToLogin")}
          </Link>
          <Link to={href("/password-reset")} className="button button-secondary">
            {t("reset.again")}
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <PageTitle error={hasErrors(result)}>{t("titles.passwordReset")}</PageTitle>
      <ErrorSummary result={result} labels={{ identification: t("login.identificationLabel") }} />
      <h1>{t("reset.heading")}</h1>
      <p>{t("reset.intro")}</p>
      <Form method="post" noValidate className="form">
        <Honeypot />
        <IdentificationField result={result} />
        <SubmitButton>{t("reset.submit")}</SubmitButton>
      </Form>
      <p>
        <Link to={href("/iniciar-sesion")}>{t("reset.backToLogin")}</Link>
      </p>
    </>
  );
}
