import { href, redirect } from "react-router";
import type { Route } from "./+types/token-login";
import { exchangeHandoverCode } from "~/api/auth.server";
import { handleApiError, isApiError } from "~/api/failures.server";
import { getCustomerInfo } from "~/api/customer.server";
import { getConfig } from "~/config.server";
import { getInstance } from "~/middleware/i18next.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { createSessionCookie } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { pageUrl } from "~/utils/request-scope.server";

/**
 * `/auth/login?code=`: another of the provider's sites hands over a signed-in customer
 * (decision 127). The code is the API's, one-time: it works once, for 60 seconds,
 * and only for this portal's client credential. The server exchanges it with the API for a
 * session of the portal's own, stores it and redirects, so the code leaves the address bar
 * with the redirect; a bad, used or expired one is the sign-in page with a message.
 *
 * The spec's `?token=` (the API's bearer token in the URL, where history, proxies and logs
 * keep it) is refused the same way, unless `HANDOVER_TOKEN_IN_URL` is on for a transition:
 * then the token is tried against the API before it is stored.
 */

// What the API's codes and tokens look like; anything else is not worth a call.
const CODE = /^[\w.~+/=-]{16,500}$/;
const TOKEN = /^[\w.~+/=-]{20,500}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const t = getInstance(context).getFixedT(null, "auth");
  const handOverFailed = () =>
    redirectWithToast(request, href("/iniciar-sesion"), { kind: "error", message: t("handover.invalid") });
  const signedIn = async (token: string, expiresAt?: string) =>
    redirect(safeRedirectPath(url.searchParams.get("redirectTo"), href("/mi-cuenta")), {
      headers: { "Set-Cookie": await createSessionCookie(request, token, expiresAt) },
    });

  const code = url.searchParams.get("code");
  if (code !== null) {
    if (!CODE.test(code)) return handOverFailed();
    try {
      const session = await exchangeHandoverCode(code);
      return await signedIn(session.access_token, session.expires_at);
    } catch (error) {
      if (isApiError(error, 400)) return handOverFailed();
      return handleApiError(error, request);
    }
  }

  const token = url.searchParams.get("token");
  if (token === null || !getConfig().HANDOVER_TOKEN_IN_URL || !TOKEN.test(token)) return handOverFailed();
  try {
    await getCustomerInfo({ token });
  } catch (error) {
    if (isApiError(error, 401) || isApiError(error, 403)) return handOverFailed();
    return handleApiError(error, request);
  }
  return signedIn(token);
}

// Never rendered (the loader always redirects); a component makes this a page, so a 404
// (platform off) or a failure shows the error screen rather than a bare answer.
export default function Redirecting() {
  return null;
}
