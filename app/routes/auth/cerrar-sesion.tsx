import { useEffect, useRef } from "react";
import { Form, href, Link, redirect } from "react-router";
import type { Route } from "./+types/cerrar-sesion";
import { logout } from "~/api/auth.server";
import { PageTitle } from "~/components/page-title";
import authStrings from "~/locales/auth";
import { getInstance } from "~/middleware/i18next.server";
import { useRootData } from "~/utils/root-data";
import { useT } from "~/utils/i18n";
import { destroySessionCookie, getAccessToken } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { readForm } from "~/utils/forms.server";
import { logWarning } from "~/utils/logger.server";
import { FormToken } from "~/components/form-token";
import { forgetOfflineDrafts } from "~/utils/offline-drafts";

export async function loader({ request }: Route.LoaderArgs) {
  // Nothing to close: the page would only offer a button that does nothing.
  if (!(await getAccessToken(request))) throw redirect(href("/"));
  return null;
}

/**
 * Ends the session at the API too, so the cookie, if someone kept a copy, opens nothing
 * (docs/decisions/012-signing-out-ends-the-session-at-the-api.md). A failure there must not keep the customer signed in here.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // No fields, but read as every form is: an upload's body carries its token (decision 133).
  await readForm(request, context);
  const token = await getAccessToken(request);
  if (token) {
    try {
      await logout({ token });
    } catch (error) {
      logWarning("Sign-out: the API did not end the session", error);
    }
  }
  const t = getInstance(context).getFixedT(null, "auth");
  return redirectWithToast(
    request,
    href("/"),
    { kind: "success", message: t("logout.done") },
    { headers: { "Set-Cookie": await destroySessionCookie(request) } },
  );
}

export default function Logout() {
  const t = useT(authStrings);
  const platform = useRootData()?.config.FLAG_PLATFORM;
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  // With JavaScript the page signs out by itself; without it, the button does.
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    form.current?.requestSubmit();
  }, []);
  return (
    <>
      <PageTitle>{t("titles.logout")}</PageTitle>
      <h1>{t("logout.heading")}</h1>
      <p>{t("logout.text")}</p>
      {/* Signing out forgets the forms kept in this browser while offline (decision 149). */}
      <Form method="post" ref={form} className="actions" onSubmit={forgetOfflineDrafts}>
        {import.meta.env.SSR ? <FormToken /> : null}
        <button type="submit" className="button">
          {t("logout.button")}
        </button>
        {platform ? (
          <Link to={href("/mi-cuenta")} className="button button-secondary">
            {t("logout.cancel")}
          </Link>
        ) : null}
      </Form>
    </>
  );
}
