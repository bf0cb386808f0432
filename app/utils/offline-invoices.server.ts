import { createHmac, timingSafeEqual } from "node:crypto";
import { getConfig } from "~/config.server";
import { getAccessToken } from "~/utils/session.server";

/**
 * The customer's unpaid invoices kept on the phone for a counter without signal (decision
 * 151). The server keeps two things, neither of them personal:
 *
 * - the consent, a cookie whose value is a keyed hash of the customer's id: it counts only
 *   for the customer who gave it, whoever signs in on the phone later;
 * - on every response, the `Offline-Invoices` header, which the service worker reads to
 *   know whose copy it may keep: `none` (nobody signed in, a session that ends, or no
 *   consent on this phone), or a keyed hash of the session's token. The worker erases its
 *   copy when the value changes, so a copy never outlives the session that saved it.
 */
export const OFFLINE_INVOICES_HEADER = "Offline-Invoices";
/** Said only by the saved page itself, when it holds invoices (the consent matched). */
export const OFFLINE_INVOICES_KEPT_HEADER = "Offline-Invoices-Kept";
export const NO_ONE = "none";

const COOKIE = "facturas-en-el-telefono";
const VALUE = new RegExp(`(?:^|;\\s*)${COOKIE}=([A-Za-z0-9_-]{22})(?:;|$)`);
const YEAR = 60 * 60 * 24 * 365;

/** A keyed hash, 128 bits in base64url: proves nothing to anyone without the secret. */
function digest(secret: string, purpose: string, value: string) {
  return createHmac("sha256", secret).update(`${purpose}\u0000${value}`).digest().subarray(0, 16).toString("base64url");
}

const consentOf = (customerId: number, secret = getConfig().SESSION_SECRET[0]!) =>
  digest(secret, "offline-invoices consent", String(customerId));

/** Whether this phone keeps this customer's invoices: the cookie, under any of the secrets. */
export function hasConsent(request: Request, customerId: number): boolean {
  const value = request.headers.get("Cookie")?.match(VALUE)?.[1];
  if (!value) return false;
  return getConfig().SESSION_SECRET.some((secret) =>
    timingSafeEqual(Buffer.from(consentOf(customerId, secret)), Buffer.from(value)),
  );
}

/** The Set-Cookie header that gives (a customer's id) or withdraws (null) the consent. */
export function consentCookie(customerId: number | null): string {
  const secure = getConfig().NODE_ENV === "production" ? "; Secure" : "";
  const [value, age] = customerId === null ? ["", 0] : [consentOf(customerId), YEAR];
  return `${COOKIE}=${value}; Path=/; Max-Age=${age}; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * The header's value for a response: the session's key when a customer is signed in, the
 * phone holds a consent (checked against the customer only by the saved page, which asks
 * the API who it is) and the response neither ends the session nor withdraws the consent.
 */
export async function offlineInvoicesKey(request: Request, response: Response): Promise<string> {
  const token = await getAccessToken(request);
  if (!token || !VALUE.test(request.headers.get("Cookie") ?? "")) return NO_ONE;
  const cookies = response.headers.getSetCookie();
  if (cookies.some((cookie) => cookie.startsWith("__session=") || cookie.startsWith(`${COOKIE}=;`))) return NO_ONE;
  return digest(getConfig().SESSION_SECRET[0]!, "offline-invoices session", token);
}
