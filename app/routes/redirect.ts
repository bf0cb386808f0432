import { redirect } from "react-router";
import type { Route } from "./+types/redirect";
import { getConfig } from "~/config.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { pageUrl } from "~/utils/request-scope.server";

/** Names for the configured external links, so links can say `?to=pagos`. */
const EXTERNAL = {
  pagos: "PAYMENTS_URL",
  "directv-go": "STREAMING_LOGIN_URL",
  terminos: "TERMS_URL",
  facebook: "FACEBOOK_URL",
  instagram: "INSTAGRAM_URL",
  x: "X_URL",
  youtube: "YOUTUBE_URL",
} as const;

/**
 * Sends to a path of this site (`?to=/planes`) or to one of the configured external
 * links (by name or by its exact URL); anything else goes home.
 */
export function loader({ request }: Route.LoaderArgs) {
  const to = pageUrl(request).searchParams.get("to") ?? "";
  const links = getConfig();
  const external = Object.entries(EXTERNAL).find(([name, key]) => to === name || to === links[key]);
  if (external) return redirect(links[external[1]]);
  return redirect(safeRedirectPath(to, "/"));
}
