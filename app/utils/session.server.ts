import { createCookieSessionStorage, redirect, type Session } from "react-router";
import { getConfig } from "~/config.server";
import { safeRedirectPath } from "~/utils/safe-redirect";

/**
 * The customer's session lives in one signed, httpOnly cookie: the API's access token
 * and nothing else, so any portal instance can serve any request.
 */
type SessionData = { accessToken: string; expiresAt?: string };

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  const config = getConfig();
  return createCookieSessionStorage<SessionData>({
    cookie: {
      name: "__session",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: config.NODE_ENV === "production",
      // Newest first: old secrets still verify, so a rotation logs nobody out.
      secrets: config.SESSION_SECRET,
    },
  });
}

export function sessionStorage() {
  storage ??= createStorage();
  return storage;
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

export async function destroySessionCookie(request: Request) {
  const session: Session<SessionData> = await getSession(request);
  return sessionStorage().destroySession(session);
}

export function loginPath(redirectTo?: string | null) {
  const target = redirectTo ? safeRedirectPath(redirectTo, "") : "";
  return target ? `/iniciar-sesion?${new URLSearchParams({ redirectTo: target })}` : "/iniciar-sesion";
}

/** The path and query of a request, to come back to after signing in. */
export function currentPath(request: Request) {
  const url = new URL(request.url);
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
  if (await getAccessToken(request)) throw redirect("/mi-cuenta");
}

/** Clears the session and sends to login, coming back to `redirectTo` afterwards. */
export async function logoutAndRedirect(request: Request, redirectTo = currentPath(request)) {
  return redirect(loginPath(redirectTo), {
    headers: { "Set-Cookie": await destroySessionCookie(request) },
  });
}
