import { data, Form, href, Link, redirect } from "react-router";
import type { Route } from "./+types/retorno";
import { logout } from "~/api/auth.server";
import { SubmitButton } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import staffStrings from "~/locales/staff";
import { useT } from "~/utils/i18n";
import { logWarning } from "~/utils/logger.server";
import { countRefusal, limitClient } from "~/utils/rate-limit.server";
import { destroySessionCookie, getAccessToken } from "~/utils/session.server";
import { staffSessionCookie } from "~/utils/staff-session.server";
import { endFlowCookie, finishSignIn, type SignInOutcome } from "./sign-in.server";

/**
 * `/agentes/ingresar/retorno`: where the identity provider sends the agent back with a code
 * (decision 140), a GET from another site. The flow must be the one this browser started
 * (its sealed cookie: state, nonce, PKCE); openid-client exchanges the code once and checks
 * the ID token. Signed in, a customer's session in this browser ends (at the API too) and
 * the agent lands on the desk page the flow began for, never anywhere else. A person
 * with neither role, or a return that does not complete a flow, gets a page that says so,
 * counted as a refused sign-in against the address (decision 100). The flow's cookie is
 * spent either way.
 */

type Failure = Exclude<SignInOutcome, { kind: "signed-in" }> | { kind: "unavailable" };

export async function loader({ request, context }: Route.LoaderArgs) {
  // "Reintentar" on the limit's page starts over: this address holds a code.
  await limitClient(request, context, "sign-in", href("/agentes/ingresar"));
  const headers = new Headers({ "Set-Cookie": await endFlowCookie() });
  let outcome: SignInOutcome;
  try {
    outcome = await finishSignIn(request);
  } catch (error) {
    logWarning("Staff sign-in: the identity provider could not be reached to finish a sign-in", error);
    return data<Failure>({ kind: "unavailable" }, { status: 503, headers });
  }
  if (outcome.kind !== "signed-in") {
    await countRefusal(context);
    return data<Failure>(outcome, { status: outcome.kind === "refused" ? 403 : 400, headers });
  }
  // Never both sessions in one browser: the customer's ends here, and at the API.
  const customerToken = await getAccessToken(request);
  if (customerToken) {
    await logout({ token: customerToken }).catch((error: unknown) =>
      logWarning("Staff sign-in: the API did not end the customer's session it replaced", error),
    );
    headers.append("Set-Cookie", await destroySessionCookie(request));
  }
  headers.append("Set-Cookie", await staffSessionCookie(outcome.session));
  return redirect(outcome.redirectTo, { headers });
}

export default function StaffSignInReturn({ loaderData }: Route.ComponentProps) {
  const t = useT(staffStrings);
  const failure = loaderData;
  const heading =
    failure.kind === "refused"
      ? t("back.refused.heading")
      : failure.kind === "unavailable"
        ? t("back.unavailable.heading")
        : t("back.failed.heading");
  return (
    <>
      <PageTitle>{heading}</PageTitle>
      <h1>{heading}</h1>
      <p>
        {failure.kind === "refused"
          ? t(failure.why === "no-role" ? "back.refused.noRole" : "back.refused.noAgentNumber")
          : failure.kind === "unavailable"
            ? t("back.unavailable.text")
            : t(`back.failed.${failure.why}`)}
      </p>
      {failure.kind === "refused" ? (
        // Signed in at the identity provider as someone the desk is not for: it asks who, anew.
        <Form method="post" action={href("/agentes/ingresar")} reloadDocument className="actions">
          <input type="hidden" name="another_account" value="1" />
          <SubmitButton>{t("back.anotherAccount")}</SubmitButton>
        </Form>
      ) : (
        <p className="actions">
          <Link to={href("/agentes/ingresar")} className="button">
            {t("back.again")}
          </Link>
        </p>
      )}
    </>
  );
}
