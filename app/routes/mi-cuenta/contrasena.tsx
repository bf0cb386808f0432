import { Form, href } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/contrasena";
import { changePassword, createPassword, getCustomerInfo } from "~/api/customer.server";
import { withApiErrors } from "~/api/failures.server";
import { ErrorSummary, hasErrors, SubmitButton, TextField } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import settingsStrings from "~/locales/settings";
import { getInstance } from "~/middleware/i18next.server";
import { newPasswordField } from "~/routes/auth/password.server";
import { getApiSession } from "~/utils/api-session.server";
import { parseForm, readForm, refusalOf, sendBack } from "~/utils/forms.server";
import { useT } from "~/utils/i18n";
import { requireProof } from "~/utils/proof.server";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * `/mi-cuenta/contraseña`: a customer who signs in with the identification alone creates a
 * password (`enable-ls`); one who has it changes it. The URL's `ñ` arrives encoded
 * (`contrase%C3%B1a`) and React Router matches it decoded, typed or linked alike. Only for a
 * session that proved who it is (decision 097): otherwise anyone who knows a DNI could set the
 * holder's password.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireProof({ request, context });
  const info = await withApiErrors(request, () => getCustomerInfo(getApiSession(context)));
  return { hasPassword: info.has_password };
}

function passwordSchema(context: Route.ActionArgs["context"], hasPassword: boolean) {
  const i18n = getInstance(context);
  const auth = i18n.getFixedT(null, "auth");
  const t = i18n.getFixedT(null, "settingsServer");
  const pair = {
    password: newPasswordField(auth),
    password_confirmation: z.string({ error: auth("passwordErrors.confirmMissing") }),
  };
  const fields = hasPassword
    ? z.object({
        current_password: z.string({ error: t("errors.currentPassword") }).min(1, t("errors.currentPassword")),
        ...pair,
      })
    : z.object(pair);
  return fields.refine((form) => form.password === form.password_confirmation, {
    path: ["password_confirmation"],
    message: auth("passwordErrors.mismatch"),
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = getApiSession(context);
  const t = getInstance(context).getFixedT(null, "settingsServer");
  const { has_password: hasPassword } = await withApiErrors(request, () => getCustomerInfo(session));
  const submission = parseForm(await readForm(request, context), passwordSchema(context, hasPassword));
  // Passwords are never sent back to the page.
  const hideFields = ["current_password", "password", "password_confirmation"];
  if (submission.status !== "success") return sendBack(submission, {}, { hideFields });
  const form = submission.value as { current_password?: string; password: string; password_confirmation: string };
  try {
    if (hasPassword)
      await changePassword(session, {
        current_password: form.current_password ?? "",
        password: form.password,
        password_confirmation: form.password_confirmation,
      });
    else await createPassword(session, { password: form.password, password_confirmation: form.password_confirmation });
  } catch (error) {
    // A wrong current password is the API's 400 on that field: a message there, the session kept.
    const refusal = await refusalOf(error, request, context, {
      current_password: "current_password",
      password: "password",
      password_confirmation: "password_confirmation",
    });
    if (refusal.fields?.current_password) refusal.fields.current_password = t("errors.currentPasswordWrong");
    return sendBack(submission, refusal, { hideFields });
  }
  return redirectWithToast(request, href("/mi-cuenta/ajustes"), {
    kind: "success",
    message: t(hasPassword ? "toasts.passwordChanged" : "toasts.passwordCreated"),
  });
}

export default function Password({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(settingsStrings);
  const result = actionData?.result;
  const { hasPassword } = loaderData;
  const labels = {
    ...(hasPassword ? { current_password: t("password.current") } : {}),
    password: t("password.password"),
    password_confirmation: t("password.confirmation"),
  };
  return (
    <div className="page-narrow">
      <PageTitle error={hasErrors(result)}>{hasPassword ? t("titles.changePassword") : t("titles.password")}</PageTitle>
      <ErrorSummary result={result} labels={labels} />
      <h1>{hasPassword ? t("password.changeHeading") : t("password.createHeading")}</h1>
      {hasPassword ? null : <p className="lead">{t("password.createIntro")}</p>}
      <Form method="post" noValidate className="form">
        {hasPassword ? (
          <TextField
            name="current_password"
            type="password"
            label={t("password.current")}
            result={result}
            autoComplete="current-password"
            required
          />
        ) : null}
        <TextField
          name="password"
          type="password"
          label={labels.password}
          hint={t("password.hint")}
          result={result}
          autoComplete="new-password"
          minLength={8}
          maxLength={72}
          required
        />
        <TextField
          name="password_confirmation"
          type="password"
          label={labels.password_confirmation}
          result={result}
          autoComplete="new-password"
          required
        />
        <SubmitButton>{hasPassword ? t("password.changeSubmit") : t("password.createSubmit")}</SubmitButton>
      </Form>
    </div>
  );
}
