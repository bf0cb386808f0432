import { redirect } from "react-router";
import type { Route } from "./+types/token-login";
import { handleApiError, isApiError } from "~/api/failures.server";
import { getCustomerInfo } from "~/api/customer.server";
import { getInstance } from "~/middleware/i18next.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { createSessionCookie } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { pageUrl } from "~/utils/request-scope.server";

/**
 * `/auth/login?token=`: another of the provider's sites hands over a signed-in customer.
 * The token is tried against the API before it is stored, so a bad or stale one never
 * becomes a session; it then leaves the address bar with the redirect.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const token = url.searchParams.get("token")?.trim() ?? "";
  const t = getInstance(context).getFixedT(null, "auth");
  const handOverFailed = () => redirectWithToast(request, "/iniciar-sesion", { kind: "error", message: t("handover.invalid") });
  // The API's tokens are long opaque strings; anything else is not worth a call.
  if (!/^[\w.~+/=-]{20,500}$/.test(token)) return handOverFailed();
  try {
    await getCustomerInfo({ token });
  } catch (error) {
    if (isApiError(error, 401) || isApiError(error, 403)) return handOverFailed();
    return handleApiError(error, request);
  }
  return redirect(safeRedirectPath(url.searchParams.get("redirectTo"), "/mi-cuenta"), {
    headers: { "Set-Cookie": await createSessionCookie(request, token) },
  });
}

// Never rendered (the loader always redirects); a component makes this a page, so a 404
// (platform off) or a failure shows the error screen rather than a bare answer.
export default function Redirecting() {
  return null;
}
