import { Form, href, Link, redirect } from "react-router";
import type { Route } from "./+types/iniciar-sesion";
import { features, isOffered } from "~/api/capabilities.server";
import { handleApiError } from "~/api/failures.server";
import { ErrorSummary, hasErrors, SubmitButton, TextField } from "~/components/forms";
import { Honeypot } from "~/components/honeypot";
import { PageTitle } from "~/components/page-title";
import authStrings from "~/locales/auth";
import { getInstance } from "~/middleware/i18next.server";
import { parseForm, readForm, sendBack } from "~/utils/forms.server";
import { countRefusal } from "~/utils/rate-limit.server";
import { useT } from "~/utils/i18n";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { createSessionCookie, loginPath, requireAnonymous } from "~/utils/session.server";
import { loginFailure, loginSchema, signIn, tooManyAttempts } from "./login.server";
import { IdentificationField } from "./identification-field";
import { pageUrl } from "~/utils/request-scope.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  const on = features();
  return {
    // Only a path of this site survives; anything else is dropped here and again on POST.
    redirectTo: safeRedirectPath(pageUrl(request).searchParams.get("redirectTo"), ""),
    // Without quick access (decision 126) an identification alone opens nothing: the password from the start.
    askPassword: !on.FLAG_QUICK_ACCESS,
    hiring: on.FLAG_HIRING,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAnonymous(request);
  const form = await readForm(request, context, { honeypot: true, rateLimit: "sign-in" });
  const { formData } = form;
  const t = getInstance(context).getFixedT(null, "auth");
  const redirectTo = safeRedirectPath(formData.get("redirectTo"), href("/mi-cuenta"));
  // The password field is on the form once the API has asked for it (406).
  const passwordShown = formData.has("password");
  const submission = parseForm(form, loginSchema(t));
  // A password is never sent back to the browser.
  const hideFields = ["password"];
  if (submission.status !== "success")
    return sendBack(submission, {}, { hideFields, data: { askPassword: passwordShown } });
  const { identification, password } = submission.value;
  // Without quick access the identification alone is never sent: the password is what opens the account.
  if (!password && !isOffered("quick_access")) {
    return sendBack(
      submission,
      { fields: { password: t("loginErrors.passwordMissing") } },
      { hideFields, data: { askPassword: true } },
    );
  }
  try {
    const token = await signIn(identification, password);
    return redirect(redirectTo, {
      headers: { "Set-Cookie": await createSessionCookie(request, token.access_token, token.expires_at) },
    });
  } catch (error) {
    const failure = loginFailure(error, Boolean(password));
    switch (failure.kind) {
      case "ask-password":
        // docs/design.md#sessions: not an error. Once the field was there and left empty, it is one.
        if (passwordShown) {
          return sendBack(
            submission,
            { fields: { password: t("loginErrors.passwordMissing") } },
            { hideFields, data: { askPassword: true } },
          );
        }
        return sendBack(submission, {}, { status: 200, hideFields, data: { askPassword: true } });
      case "too-many-attempts":
        throw tooManyAttempts(loginPath(redirectTo === href("/mi-cuenta") ? null : redirectTo));
      case "offline":
        return handleApiError(error, request);
      case "refused": {
        // What a script guessing DNIs or passwords gets: counted against its address (decision 100).
        if (failure.message !== "other") await countRefusal(context);
        const message = t(`loginErrors.${failure.message}`);
        const refusal = failure.field ? { fields: { [failure.field]: message } } : { form: message };
        return sendBack(submission, refusal, {
          hideFields,
          data: { askPassword: passwordShown || failure.field === "password" },
        });
      }
    }
  }
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(authStrings);
  const result = actionData?.result;
  const askPassword = actionData?.askPassword ?? loaderData.askPassword;
  return (
    <>
      <PageTitle error={hasErrors(result)}>{t("titles.login")}</PageTitle>
      <ErrorSummary
        result={result}
        labels={{ identification: t("login.identificationLabel"), password: t("login.passwordLabel") }}
      />
      <h1>{t("login.heading")}</h1>
      <p>{t("login.intro")}</p>
      <Form method="post" noValidate className="form">
        <Honeypot />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <IdentificationField result={result} />
        {askPassword ? (
          <TextField
            name="password"
            type="password"
            label={t("login.passwordLabel")}
            hint={t("login.passwordHint")}
            result={result}
            autoComplete="current-password"
            // Focus goes to the error summary when there is one, else straight to the password.
            autoFocus={!hasErrors(result)}
            required
          />
        ) : null}
        <SubmitButton>{t("login.submit")}</SubmitButton>
      </Form>
      <p>
        <Link to={href("/password-reset")}>{t("login.forgotPassword")}</Link>
      </p>
      {loaderData.hiring ? (
        <p>
          {t("login.notCustomer")} <Link to={href("/contratar")}>{t("login.hire")}</Link>
        </p>
      ) : null}
    </>
  );
}
