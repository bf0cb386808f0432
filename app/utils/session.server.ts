import { createCookieSessionStorage, href, redirect, type Session, type SessionStorage } from "react-router";
import { getConfig } from "~/config.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { createSealedCookie, type SealedCookie } from "~/utils/sealed-cookie.server";
import { pageUrl } from "~/utils/request-scope.server";

/**
 * The customer's session lives in one sealed (encrypted), httpOnly cookie: the API's
 * access token and nothing else, so any portal instance can serve any request, and the
 * token is never readable outside the server (decision 046).
 */
type SessionData = { accessToken: string; expiresAt?: string };

let state: { cookie: SealedCookie; storage: SessionStorage<SessionData> } | undefined;

function sealedSession() {
  if (!state) {
    const config = getConfig();
    const cookie = createSealedCookie("__session", {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: config.NODE_ENV === "production",
      // Newest first: old secrets still open it, so a rotation logs nobody out.
      secrets: config.SESSION_SECRET,
    });
    state = { cookie, storage: createCookieSessionStorage<SessionData>({ cookie }) };
  }
  return state;
}

export function sessionStorage() {
  return sealedSession().storage;
}

export function getSession(request: Request) {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

export async function getAccessToken(request: Request): Promise<string | null> {
  const session = await getSession(request);
  return session.get("accessToken") ?? null;
}

/** Starts a session for a token the API gave; returns the Set-Cookie header. */
export async function createSessionCookie(request: Request, accessToken: string, expiresAt?: string) {
  const session = await getSession(request);
  session.set("accessToken", accessToken);
  if (expiresAt) session.set("expiresAt", expiresAt);
  return sessionStorage().commitSession(session, {
    expires: expiresAt ? new Date(expiresAt) : undefined,
  });
}

/**
 * A session cookie sealed under an older secret, sealed again under the newest; undefined
 * when the request has none or it is current. Keeps a rotation from lasting forever.
 */
export async function resealedSessionCookie(request: Request): Promise<string | undefined> {
  const opened = sealedSession().cookie.open(request.headers.get("Cookie"));
  if (!opened?.rotated) return undefined;
  const current = await getSession(request);
  const expiresAt = current.get("expiresAt");
  if (!current.get("accessToken")) return undefined;
  return sessionStorage().commitSession(current, { expires: expiresAt ? new Date(expiresAt) : undefined });
}

export async function destroySessionCookie(request: Request) {
  const session: Session<SessionData> = await getSession(request);
  return sessionStorage().destroySession(session);
}

export function loginPath(redirectTo?: string | null) {
  const target = redirectTo ? safeRedirectPath(redirectTo, "") : "";
  return target ? `${href("/iniciar-sesion")}?${new URLSearchParams({ redirectTo: target })}` : href("/iniciar-sesion");
}

/** The path and query of a request, to come back to after signing in. */
export function currentPath(request: Request) {
  const url = pageUrl(request);
  return `${url.pathname}${url.search}`;
}

/** The auth guard: the token, or a redirect to the login page that comes back here. */
export async function requireAccessToken(request: Request, redirectTo = currentPath(request)) {
  const token = await getAccessToken(request);
  if (!token) throw redirect(loginPath(redirectTo));
  return token;
}

/** The is-not-auth guard. */
export async function requireAnonymous(request: Request) {
  if (await getAccessToken(request)) throw redirect(href("/mi-cuenta"));
}

/** Clears the session and sends to login, coming back to `redirectTo` afterwards. */
export async function logoutAndRedirect(request: Request, redirectTo = currentPath(request)) {
  return redirect(loginPath(redirectTo), {
    headers: { "Set-Cookie": await destroySessionCookie(request) },
  });
}
