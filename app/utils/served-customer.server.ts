import { data, href, redirect } from "react-router";
import type { DelegatedAccess, DelegatedToken } from "../../contract/staff";
import { getAccessToken } from "~/utils/session.server";
import { readStaffSession, type StaffSession, staffSessionCookie } from "~/utils/staff-session.server";

/**
 * The caller an agent is serving (decision 143): the customer token the API handed out for
 * the call (`DelegatedToken`, naming the agent), kept in the agent's own sealed staff
 * cookie and nowhere else, so it is never usable from another browser. One caller at a
 * time; it ends at the token's end, 30 minutes after it began, or the staff session's end,
 * whichever comes first.
 */

export type ServedCustomer = {
  customerId: number;
  /** Masked as the banner shows it ("Juan P."): the cookie holds no more of the customer than the desk shows. */
  name: string;
  access: DelegatedAccess;
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
};

export const SERVE_MAX_MS = 30 * 60_000;

/** "María José Gómez" → "María J. G.": the first name, the rest as initials. */
export function maskName(name: string) {
  const [first = "", ...rest] = name.trim().split(/\s+/);
  return [first, ...rest.map((word) => `${word[0]!.toLocaleUpperCase("es-AR")}.`)].join(" ");
}

/** The session, now serving the customer the API's `token` is for, never past 30 minutes nor the session's end. */
export function serving(session: StaffSession, token: DelegatedToken, name: string, now = Date.now()): StaffSession {
  const expiresAt = Math.min(Date.parse(token.expires_at), now + SERVE_MAX_MS, session.expiresAt);
  return {
    ...session,
    served: {
      customerId: token.customer_id,
      name: maskName(name),
      access: token.access,
      token: token.access_token,
      expiresAt,
    },
  };
}

/** The caller being served, while the attention lasts; null otherwise. */
export function servedCustomer(session: StaffSession, now = Date.now()): ServedCustomer | null {
  const served = session.served;
  if (!served || now >= served.expiresAt || now >= session.expiresAt) return null;
  return served;
}

/**
 * For the desk's pages that act on the caller's account: the customer's token and id, or
 * a 403 when no attention is on (ended, never begun, or another browser's).
 */
export function requireServedCustomer(request: Request, now = Date.now()) {
  const current = readStaffSession(request, now);
  const served = current.state === "active" ? servedCustomer(current.session, now) : null;
  if (!served) throw data("No caller is being served", { status: 403 });
  return { token: served.token, customerId: served.customerId, access: served.access };
}

/**
 * When the API answers 401 to the caller's token on the customer area's pages (decision
 * 144), the attention ended there (its 30 minutes, or signed out): the redirect that forgets
 * it and sends the agent to the search, which says why. Null for a customer's own request,
 * whose 401 signs the customer out instead.
 */
export async function attentionLapsed(request: Request) {
  if (await getAccessToken(request)) return null;
  const current = readStaffSession(request);
  if (current.state !== "active" || !current.session.served) return null;
  const session = { ...current.session, served: undefined, consentAsked: undefined };
  return redirect(ATTENTION_LAPSED_PATH, { headers: { "Set-Cookie": await staffSessionCookie(session) } });
}

/** The desk's search, saying the attention ended (`clientes.tsx` reads the parameter). */
export const ATTENTION_LAPSED_PATH = `${href("/agentes/clientes")}?atencion=terminada`;

/** A consent code on its way to the customer (decision 143): where it went, masked, and until when it is good. */
export type ConsentAsked = { customerId: number; masked: string; expiresAt: number };

/** The code asked for this customer, while it is good; null otherwise. */
export function consentAsked(session: StaffSession, customerId: number, now = Date.now()): ConsentAsked | null {
  const asked = session.consentAsked;
  return asked && asked.customerId === customerId && now < asked.expiresAt ? asked : null;
}
