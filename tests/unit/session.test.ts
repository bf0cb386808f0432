import { afterEach, describe, expect, it, vi } from "vitest";

// The session helpers read the configuration once per process: load a fresh copy of
// the modules for each environment.
async function load(env: Record<string, string>) {
  vi.resetModules();
  vi.stubEnv("API_BASE_URL", "http://127.0.0.1:3100");
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  return {
    session: await import("~/utils/session.server"),
    toast: await import("~/utils/toast.server"),
  };
}

const requestWith = (cookie?: string) =>
  new Request("http://portal.test/mi-cuenta/facturacion?pagina=2", { headers: cookie ? { Cookie: cookie } : {} });

const cookiePair = (setCookie: string) => setCookie.split(";")[0]!;

afterEach(() => vi.unstubAllEnvs());

describe("session cookie", () => {
  it("is httpOnly and SameSite=Lax, not Secure outside production", async () => {
    const { session } = await load({ NODE_ENV: "development" });
    const setCookie = await session.createSessionCookie(requestWith(), "token-1");
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    expect(await session.getAccessToken(requestWith(cookiePair(setCookie)))).toBe("token-1");
  });

  it("is Secure in production", async () => {
    const { session } = await load({ NODE_ENV: "production", SESSION_SECRET: "first-secret-0123456789" });
    expect(await session.createSessionCookie(requestWith(), "token-1")).toMatch(/Secure/);
  });

  it("is encrypted: the token shows neither in plain text nor in base64", async () => {
    const { session } = await load({});
    const token = "eyJhbGciOiJIUzI1NiJ9.customer-20304050";
    const value = cookiePair(await session.createSessionCookie(requestWith(), token, "2030-01-01T00:00:00.000Z")).slice(
      "__session=".length,
    );
    const plain = JSON.stringify({ accessToken: token });
    for (const text of [token, "20304050", "accessToken", plain]) {
      const bytes = Buffer.from(text);
      for (const form of [text, encodeURIComponent(text), bytes.toString("base64"), bytes.toString("base64url")]) {
        expect(value).not.toContain(form);
      }
    }
    expect(Buffer.from(decodeURIComponent(value), "base64").toString("latin1")).not.toContain("20304050");
  });

  it("survives a secret rotation, is sealed again under the new secret, and refuses a forged cookie", async () => {
    const old = await load({ SESSION_SECRET: "old-secret-0123456789" });
    const cookie = cookiePair(
      await old.session.createSessionCookie(requestWith(), "token-2", "2030-01-01T00:00:00.000Z"),
    );
    const rotated = await load({ SESSION_SECRET: "new-secret-0123456789,old-secret-0123456789" });
    expect(await rotated.session.getAccessToken(requestWith(cookie))).toBe("token-2");
    const resealed = await rotated.session.resealedSessionCookie(requestWith(cookie));
    expect(resealed).toMatch(/^__session=.*Expires=Tue, 01 Jan 2030 00:00:00 GMT/);
    expect(await rotated.session.resealedSessionCookie(requestWith(cookiePair(resealed!)))).toBeUndefined();
    const renewed = await load({ SESSION_SECRET: "new-secret-0123456789" });
    expect(await renewed.session.getAccessToken(requestWith(cookiePair(resealed!)))).toBe("token-2");
    expect(await renewed.session.getAccessToken(requestWith(cookie))).toBeNull();
    const other = await load({ SESSION_SECRET: "unrelated-secret-0123456789" });
    expect(await other.session.getAccessToken(requestWith(cookie))).toBeNull();
  });

  it("a tampered, truncated or old-format cookie is no session, not an error", async () => {
    const { session } = await load({});
    const value = cookiePair(await session.createSessionCookie(requestWith(), "token-5")).slice("__session=".length);
    const tampered = value.slice(0, 10) + (value[10] === "A" ? "Q" : "A") + value.slice(11);
    // A signed cookie of the previous format, as React Router wrote it.
    const signed = "eyJhY2Nlc3NUb2tlbiI6InRva2VuLTUifQ%3D%3D.Jm0Vz6Lg3e0HcSmcIxo6Ytw2S8dBO5IRpKqh2e0l1x8";
    for (const forged of [tampered, value.slice(0, -8), signed, "v1.", "%E0%A4%A"]) {
      expect(await session.getAccessToken(requestWith(`__session=${forged}`))).toBeNull();
    }
  });

  it("guards: the auth guard sends to login and back, the is-not-auth guard to the account", async () => {
    const { session } = await load({});
    const redirect = await session.requireAccessToken(requestWith()).catch((response: Response) => response);
    expect(redirect).toBeInstanceOf(Response);
    expect((redirect as Response).headers.get("Location")).toBe(
      "/iniciar-sesion?redirectTo=%2Fmi-cuenta%2Ffacturacion%3Fpagina%3D2",
    );
    const cookie = cookiePair(await session.createSessionCookie(requestWith(), "token-3"));
    const signedIn = await session.requireAnonymous(requestWith(cookie)).catch((response: Response) => response);
    expect((signedIn as Response).headers.get("Location")).toBe("/mi-cuenta");
    await expect(session.requireAnonymous(requestWith())).resolves.toBeUndefined();
  });

  it("logging out clears the cookie", async () => {
    const { session } = await load({});
    const cookie = cookiePair(await session.createSessionCookie(requestWith(), "token-4"));
    const response = await session.logoutAndRedirect(requestWith(cookie));
    expect(response.headers.get("Set-Cookie")).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/);
  });
});

describe("flash toasts", () => {
  it("are kept in their own signed cookie, newest first, and read once", async () => {
    const { toast } = await load({});
    const first = await toast.createToastHeaders(requestWith(), { kind: "success", message: "Uno" });
    const firstCookie = cookiePair(first.get("Set-Cookie")!);
    expect(firstCookie.startsWith("__toast=")).toBe(true);
    const second = await toast.createToastHeaders(requestWith(firstCookie), { kind: "error", message: "Dos" });
    const { toasts, setCookie } = await toast.getToasts(requestWith(cookiePair(second.get("Set-Cookie")!)));
    expect(toasts.map((item) => item.message)).toEqual(["Dos", "Uno"]);
    expect(setCookie).toMatch(/__toast=;/);
  });

  it("ignore a tampered cookie", async () => {
    const { toast } = await load({});
    const { toasts } = await toast.getToasts(requestWith("__toast=eyJ0b2FzdHMiOltdfQ.forged"));
    expect(toasts).toEqual([]);
  });

  it("redirect with the toast and any other cookies", async () => {
    const { toast } = await load({});
    const response = await toast.redirectWithToast(
      requestWith(),
      "/",
      { message: "Sesión cerrada" },
      {
        headers: { "Set-Cookie": "__session=; Max-Age=0" },
      },
    );
    expect(response.status).toBe(302);
    expect(response.headers.getSetCookie()).toHaveLength(2);
  });
});
