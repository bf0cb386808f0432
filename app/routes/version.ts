import { href, redirect } from "react-router";
import type { Route } from "./+types/version";
import { lightModeCookie } from "~/utils/light-mode.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { pageUrl } from "~/utils/request-scope.server";

/**
 * `/version-liviana` and `/version-completa` (the footer's link): remember the choice and
 * go back to the page the link was on: `?volver=`, else the Referer when it is a page of
 * this site, else the home page; only ever a path of this site. Plain links, so they work
 * where no script runs, which is the point of light mode.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const choice = url.pathname === href("/version-liviana") ? "liviana" : "completa";
  return redirect(safeRedirectPath(url.searchParams.get("volver") ?? ownReferer(request, url), "/"), {
    status: 303,
    headers: { "Set-Cookie": lightModeCookie(choice), "Cache-Control": "no-store" },
  });
}

/** The Referer's path, query and hash when it is a page of this very site. */
function ownReferer(request: Request, url: URL): string | null {
  const referer = request.headers.get("Referer");
  if (!referer) return null;
  try {
    const from = new URL(referer);
    // The host alone: behind a proxy that ends TLS the scheme seen here may differ.
    return from.host === url.host ? `${from.pathname}${from.search}` : null;
  } catch {
    return null;
  }
}
