import { href, redirect } from "react-router";
import type { Route } from "./+types/version";
import { lightModeCookie } from "~/utils/light-mode.server";
import { safeRedirectPath } from "~/utils/safe-redirect";

/**
 * `/version-liviana` and `/version-completa` (the footer's link): remember the choice and
 * go back to the page the link was on (`?volver=`, only a path of this site). Plain links,
 * so they work where no script runs, which is the point of light mode.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const choice = url.pathname === href("/version-liviana") ? "liviana" : "completa";
  return redirect(safeRedirectPath(url.searchParams.get("volver"), "/"), {
    status: 303,
    headers: { "Set-Cookie": lightModeCookie(choice), "Cache-Control": "no-store" },
  });
}
