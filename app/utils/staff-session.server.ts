import { createContext, data, href, redirect } from "react-router";
import { getConfig } from "~/config.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { createSealedCookie, type SealedCookie } from "~/utils/sealed-cookie.server";
import type { ConsentAsked, ServedCustomer } from "~/utils/served-customer.server";
import { currentPath } from "~/utils/session.server";

/**
 * A call-centre agent's session (decision 140): one sealed (encrypted) cookie of its own,
 * never the customer's, holding the API's access token for the staff calls, who signed in
 * (for the desk's header) and its times. It ends after 30 minutes without a request to the
 * desk, and at most 8 hours after signing in (or when the access token does, if sooner).
 * Sent to the whole site (path `/`, decision 144): the customer area's pages read it to act
 * for the caller being served, and the hiring flow to attribute a sale; a browser holds it
 * or a customer's session, never both.
 */

export type StaffRole = "agent" | "supervisor";
export const STAFF_ROLES: readonly StaffRole[] = ["agent", "supervisor"];

export type StaffSession = {
  accessToken: string;
  name: string;
  agentNumber: string;
  roles: StaffRole[];
  /** Epoch milliseconds. */
  signedInAt: number;
  /** The last request to the desk: idle time counts from here. */
  lastSeenAt: number;
  /** When it ends whatever the activity: 8 hours after signing in, or the access token's end. */
  expiresAt: number;
  /** The caller being served, with the customer token the API gave for the call (decision 143). */
  served?: ServedCustomer;
  /** The consent code last asked for, to show where it went and until when. */
  consentAsked?: ConsentAsked;
};

/** The agent's session, for the desk's pages: set by the desk's guard (`agentes/route.tsx`). */
export const staffSessionContext = createContext<StaffSession>();

export const STAFF_IDLE_MS = 30 * 60_000;
export const STAFF_MAX_MS = 8 * 60 * 60_000;
/** Activity is written back at most this often: a desk page's every request need not set the cookie. */
const TOUCH_EVERY_MS = 60_000;

export const STAFF_COOKIE = "__staff";

/**
 * Where the sign-in may send the agent back to: the desk's pages, and the hiring flow, where
 * a sale by phone goes on after signing in again (decision 145); never the sign-in itself.
 */
export function isStaffReturnPath(path: string) {
  return /^\/(?:agentes|contratar)(?:[/?#]|$)/.test(path) && !path.startsWith(href("/agentes/ingresar"));
}

let cookie: SealedCookie | undefined;

function staffCookie() {
  const config = getConfig();
  cookie ??= createSealedCookie(STAFF_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: config.NODE_ENV === "production",
    secrets: config.SESSION_SECRET,
  });
  return cookie;
}

/** The session's times, for a token the identity provider gave `expiresInSeconds` to live. */
export function sessionTimes(now: number, expiresInSeconds: number | undefined) {
  const tokenEnd = expiresInSeconds ? now + expiresInSeconds * 1000 : Infinity;
  return { signedInAt: now, lastSeenAt: now, expiresAt: Math.min(now + STAFF_MAX_MS, tokenEnd) };
}

function isStaffSession(value: unknown): value is StaffSession {
  const session = value as StaffSession | null;
  return (
    typeof session?.accessToken === "string" &&
    typeof session.name === "string" &&
    typeof session.agentNumber === "string" &&
    Array.isArray(session.roles) &&
    typeof session.signedInAt === "number" &&
    typeof session.lastSeenAt === "number" &&
    typeof session.expiresAt === "number"
  );
}

export type StaffSessionState =
  { state: "active"; session: StaffSession } | { state: "ended"; why: "idle" | "expired" } | { state: "none" };

// The cookie opened once per request: the root's data, the area's guard, the limits and the
// caching middleware all ask (an unseal is a decryption each time).
const opened = new WeakMap<Request, unknown>();

function openedStaffCookie(request: Request) {
  if (!opened.has(request)) opened.set(request, staffCookie().open(request.headers.get("Cookie"))?.value);
  return opened.get(request);
}

/** The request's staff session, and whether it is still on. A cookie that does not open is none. */
export function readStaffSession(request: Request, now = Date.now()): StaffSessionState {
  const value = openedStaffCookie(request);
  if (!isStaffSession(value)) return { state: "none" };
  if (now >= value.expiresAt || now - value.signedInAt >= STAFF_MAX_MS) return { state: "ended", why: "expired" };
  if (now - value.lastSeenAt >= STAFF_IDLE_MS) return { state: "ended", why: "idle" };
  return { state: "active", session: value };
}

/** The Set-Cookie header that stores `session`; the browser drops it at its end. */
export function staffSessionCookie(session: StaffSession) {
  return staffCookie().serialize(session, { expires: new Date(session.expiresAt) });
}

/** The Set-Cookie header that ends the staff session in this browser. */
export function endStaffSessionCookie() {
  return staffCookie().serialize("", { maxAge: 0 });
}

/**
 * The Set-Cookie header that counts this request as activity, or undefined when the last
 * one was under a minute ago (or there is no session on).
 */
export async function touchedStaffSession(request: Request, now = Date.now()) {
  const current = readStaffSession(request, now);
  if (current.state !== "active" || now - current.session.lastSeenAt < TOUCH_EVERY_MS) return undefined;
  return staffSessionCookie({ ...current.session, lastSeenAt: now });
}

/**
 * `response`, with the request counted as the agent's activity (the 30 idle minutes start
 * again), unless the page wrote the session itself (an attention begun or ended).
 */
export async function countsAsActivity(request: Request, response: Response) {
  const written = response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${STAFF_COOKIE}=`));
  const touched = written ? undefined : await touchedStaffSession(request);
  if (touched) response.headers.append("Set-Cookie", touched);
  return response;
}

/** The staff sign-in's address, coming back to `redirectTo` (a desk page) after it; `ended` says why it is asked again. */
export function staffSignInPath(redirectTo?: string | null, ended?: "idle" | "expired") {
  const target = redirectTo ? safeRedirectPath(redirectTo, "") : "";
  const query = new URLSearchParams();
  if (isStaffReturnPath(target)) query.set("redirectTo", target);
  if (ended) query.set("sesion", ended === "idle" ? "inactiva" : "vencida");
  return `${href("/agentes/ingresar")}${query.size ? `?${query}` : ""}`;
}

/**
 * The desk's guard: the agent's session, holding `role` when one is asked for. Without a
 * session (or with one ended), a page read is sent to sign in and back (GET, HEAD); anything
 * else is refused (403), as a form sent after the session ended must not be replayed after
 * a sign-in. A session without the role is refused (403) either way.
 */
export async function requireStaff(request: Request, { role }: { role?: StaffRole } = {}): Promise<StaffSession> {
  const current = readStaffSession(request);
  if (current.state !== "active") {
    if (request.method === "GET" || request.method === "HEAD")
      throw redirect(staffSignInPath(currentPath(request), current.state === "ended" ? current.why : undefined), {
        headers: current.state === "ended" ? { "Set-Cookie": await endStaffSessionCookie() } : undefined,
      });
    throw data("A staff session is required", { status: 403 });
  }
  if (role && !current.session.roles.includes(role)) throw data(`The ${role} role is required`, { status: 403 });
  return current.session;
}
