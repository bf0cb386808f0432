import { afterEach, describe, expect, it, vi } from "vitest";

// The configuration is read once per process: a fresh copy of the modules for each secret list.
async function load(secrets: string) {
  vi.resetModules();
  vi.stubEnv("API_BASE_URL", "http://127.0.0.1:3100");
  vi.stubEnv("SESSION_SECRET", secrets);
  return {
    offline: await import("~/utils/offline-invoices.server"),
    session: await import("~/utils/session.server"),
  };
}

afterEach(() => vi.unstubAllEnvs());

const pair = (setCookie: string) => setCookie.split(";")[0]!;
const requestWith = (...cookies: string[]) =>
  new Request("http://portal.test/mi-cuenta", { headers: cookies.length ? { Cookie: cookies.join("; ") } : {} });

/** The consent and the worker's header (decision 151). */
describe("the unpaid invoices kept on the phone", () => {
  it("counts a consent only for the customer who gave it, under any of the secrets", async () => {
    const { offline } = await load("first-secret-of-thirty-two-chars!!");
    const consent = pair(offline.consentCookie(42));
    expect(consent).toMatch(/^facturas-en-el-telefono=[A-Za-z0-9_-]{22}$/);
    expect(offline.hasConsent(requestWith(consent), 42)).toBe(true);
    expect(offline.hasConsent(requestWith(consent), 43)).toBe(false);
    expect(offline.hasConsent(requestWith(), 42)).toBe(false);
    expect(offline.hasConsent(requestWith("facturas-en-el-telefono=x"), 42)).toBe(false);
    // A rotation keeps the consent given under the older secret.
    const rotated = await load("second-secret-of-thirty-two-chars!,first-secret-of-thirty-two-chars!!");
    expect(rotated.offline.hasConsent(requestWith(consent), 42)).toBe(true);
    expect(pair(rotated.offline.consentCookie(42))).not.toBe(consent);
  });

  it("withdraws the consent with a cookie that ends at once, and remembers it for a year, httpOnly", async () => {
    const { offline } = await load("first-secret-of-thirty-two-chars!!");
    expect(offline.consentCookie(null)).toMatch(
      /^facturas-en-el-telefono=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax/,
    );
    expect(offline.consentCookie(7)).toMatch(/; Max-Age=31536000; HttpOnly; SameSite=Lax/);
  });

  it("tells the worker a session's key only with a session and a consent, and never as the session ends", async () => {
    const { offline, session } = await load("first-secret-of-thirty-two-chars!!");
    const signedIn = pair(await session.createSessionCookie(requestWith(), "token-1"));
    const other = pair(await session.createSessionCookie(requestWith(), "token-2"));
    const consent = pair(offline.consentCookie(42));
    const answer = (headers: Record<string, string> = {}) => new Response(null, { headers });
    const key = await offline.offlineInvoicesKey(requestWith(signedIn, consent), answer());
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Nothing of the token shows, and another session has another key.
    expect(key).not.toContain("token");
    expect(await offline.offlineInvoicesKey(requestWith(other, consent), answer())).not.toBe(key);
    expect(await offline.offlineInvoicesKey(requestWith(signedIn), answer())).toBe(offline.NO_ONE);
    expect(await offline.offlineInvoicesKey(requestWith(consent), answer())).toBe(offline.NO_ONE);
    // Signing out, and withdrawing the consent.
    const ends = answer({ "Set-Cookie": "__session=; Path=/; Max-Age=0" });
    expect(await offline.offlineInvoicesKey(requestWith(signedIn, consent), ends)).toBe(offline.NO_ONE);
    const withdrawn = answer({ "Set-Cookie": offline.consentCookie(null) });
    expect(await offline.offlineInvoicesKey(requestWith(signedIn, consent), withdrawn)).toBe(offline.NO_ONE);
  });
});
