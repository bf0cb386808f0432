import { afterEach, describe, expect, it, vi } from "vitest";

// The draft cookie reads the configuration once per process: a fresh copy per environment.
async function load(env: Record<string, string> = {}) {
  vi.resetModules();
  vi.stubEnv("API_BASE_URL", "http://127.0.0.1:3100");
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  return import("~/routes/contratar/draft.server");
}

afterEach(() => vi.unstubAllEnvs());

const requestWith = (setCookie?: string) =>
  new Request("http://portal.test/contratar", { headers: setCookie ? { Cookie: setCookie.split(";")[0]! } : {} });

const applicant = {
  nombre: "Ana",
  apellido: "Ruiz",
  dni: "33444555",
  phone: "+5493515551234",
  email: "ana@example.com",
  date: "1990-04-02",
};
const location = {
  localidad_id: 14,
  localidad: "Cosquín",
  address: "Av. San Martín 2950",
  street: "Av. San Martín",
  number: "2950",
  lat: -31.240485,
  lng: -64.480558,
  available: true,
  attempt: true,
};

describe("hiring draft cookie", () => {
  it("is sealed, httpOnly, SameSite=Lax and lasts a day; Secure in production", async () => {
    const dev = await load({ NODE_ENV: "development" });
    const setCookie = await dev.saveDraft(requestWith(), { applicant });
    expect(setCookie).toMatch(/^__contratar=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Max-Age=86400/);
    expect(setCookie).not.toMatch(/Secure/);
    expect(await dev.readDraft(requestWith(setCookie))).toEqual({ applicant });
    const production = await load({ NODE_ENV: "production", SESSION_SECRET: "production-secret-0123456789" });
    expect(await production.saveDraft(requestWith(), { applicant })).toMatch(/Secure/);
  });

  it("is encrypted: no personal data shows, in plain text or base64", async () => {
    const { saveDraft } = await load();
    const value = (await saveDraft(requestWith(), { applicant })).split(";")[0]!.slice("__contratar=".length);
    for (const text of [
      applicant.dni,
      applicant.phone,
      applicant.email,
      applicant.date,
      applicant.apellido,
      JSON.stringify({ applicant }),
    ]) {
      const bytes = Buffer.from(text);
      for (const form of [text, encodeURIComponent(text), bytes.toString("base64"), bytes.toString("base64url")]) {
        expect(value).not.toContain(form);
      }
    }
    for (const decoded of [
      Buffer.from(value.slice(3), "base64url"),
      Buffer.from(decodeURIComponent(value), "base64"),
    ]) {
      expect(decoded.toString("latin1")).not.toContain(applicant.dni);
    }
  });

  it("opens after a secret rotation", async () => {
    const old = await load({ SESSION_SECRET: "old-secret-0123456789" });
    const setCookie = await old.saveDraft(requestWith(), { applicant });
    const rotated = await load({ SESSION_SECRET: "new-secret-0123456789,old-secret-0123456789" });
    expect(await rotated.readDraft(requestWith(setCookie))).toEqual({ applicant });
  });

  it("is forgotten when tampered with, cut short, sealed with another secret, or of an old shape", async () => {
    const draft = await load({ SESSION_SECRET: "first-secret-0123456789" });
    const setCookie = await draft.saveDraft(requestWith(), { applicant });
    const [name, value] = setCookie.split(";")[0]!.split("=") as [string, string];
    const bytes = Buffer.from(value.slice(3), "base64url");
    bytes[20]! ^= 1;
    const cookieOf = (text: string) => new Request("http://portal.test/", { headers: { Cookie: `${name}=${text}` } });
    expect(await draft.readDraft(cookieOf(`v1.${bytes.toString("base64url")}`))).toEqual({});
    expect(await draft.readDraft(cookieOf(value.slice(0, 40)))).toEqual({});
    // A signed draft of the previous format: readable, so never trusted.
    expect(
      await draft.readDraft(cookieOf(`${encodeURIComponent(btoa(JSON.stringify({ applicant })))}.c2lnbmF0dXJl`)),
    ).toEqual({});
    const other = await load({ SESSION_SECRET: "other-secret-0123456789" });
    expect(await other.readDraft(requestWith(setCookie))).toEqual({});
    const old = await draft.saveDraft(requestWith(), { applicant: { nombre: "Ana" } } as never);
    expect(await draft.readDraft(requestWith(old))).toEqual({});
  });

  it("stays well under 4 KB with every field at its longest", async () => {
    const { saveDraft } = await load();
    const long = (length: number) => "ñ".repeat(length);
    const setCookie = await saveDraft(requestWith(), {
      plan: 123456789,
      applicant: {
        nombre: long(80),
        apellido: long(80),
        dni: "12345678",
        phone: "+5491112345678",
        email: `${"a".repeat(108)}@example.com`,
        date: "1990-04-02",
        cuit: "30712345671",
      },
      location: { ...location, localidad: long(60), address: long(120), street: long(120), number: "99999" },
      ticket: { id: "x".repeat(32), expires_at: "2026-11-21T15:00:00.000Z" },
    });
    expect(setCookie.length).toBeLessThan(3000);
  });

  it("clears itself", async () => {
    const { clearDraft } = await load();
    expect(await clearDraft()).toMatch(/Max-Age=0/);
  });
});

describe("hiring guards", () => {
  it("the redirect guard sends to the first step not done yet", async () => {
    const { nextStep } = await load();
    expect(nextStep({})).toBe("/contratar/dejanos-tus-datos");
    expect(nextStep({ plan: 7 })).toBe("/contratar/dejanos-tus-datos");
    expect(nextStep({ applicant })).toBe("/contratar/seleccionar-ubicacion");
    expect(nextStep({ applicant, location: { ...location, available: false } })).toBe(
      "/contratar/seleccionar-ubicacion",
    );
    expect(nextStep({ applicant, location })).toBe("/contratar/formulario");
  });

  it("has-data sends to the data step, or to the confirmation once the application is sent", async () => {
    const draft = await load();
    const redirectOf = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (response: Response) => response.headers.get("Location"),
      );
    expect(await redirectOf(draft.requireApplicant(requestWith()))).toBe("/contratar/dejanos-tus-datos");
    const sent = await draft.saveDraft(requestWith(), {
      sent: { number: "SOL-2026-000001", phone: "+54 9 351 555 1234", address: "Tucumán 845, Cosquín" },
    });
    expect(await redirectOf(draft.requireApplicant(requestWith(sent)))).toBe("/contratar/solicitud-enviada");
    const withData = await draft.saveDraft(requestWith(), { applicant });
    expect(await redirectOf(draft.requireApplicant(requestWith(withData)))).toBeNull();
  });

  it("can-hire sends to the location step until a checked place has service", async () => {
    const draft = await load();
    const redirectOf = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (response: Response) => response.headers.get("Location"),
      );
    expect(await redirectOf(draft.requireServiceableLocation(requestWith()))).toBe("/contratar/dejanos-tus-datos");
    const noService = await draft.saveDraft(requestWith(), { applicant, location: { ...location, available: false } });
    expect(await redirectOf(draft.requireServiceableLocation(requestWith(noService)))).toBe(
      "/contratar/seleccionar-ubicacion",
    );
    const service = await draft.saveDraft(requestWith(), { applicant, location });
    expect(await redirectOf(draft.requireServiceableLocation(requestWith(service)))).toBeNull();
  });
});

describe("a sale by phone's draft (decision 145)", () => {
  const pairs = (...setCookies: string[]) =>
    new Request("http://portal.test/contratar", {
      headers: { Cookie: setCookies.map((cookie) => cookie.split(";")[0]).join("; ") },
    });

  async function loadWithStaff() {
    const draft = await load();
    const staff = await import("~/utils/staff-session.server");
    const now = Date.now();
    const agent = (agentNumber: string) =>
      staff.staffSessionCookie({
        accessToken: `token-${agentNumber}`,
        name: "Agente de prueba",
        agentNumber,
        roles: ["agent"],
        signedInAt: now,
        lastSeenAt: now,
        expiresAt: now + 60 * 60_000,
      });
    return { draft, lucia: await agent("4127"), martin: await agent("4133") };
  }

  it("is stamped with the agent and read by that agent's session only", async () => {
    const { draft, lucia, martin } = await loadWithStaff();
    const sale = await draft.saveDraft(pairs(lucia), { applicant });
    expect(await draft.readDraft(pairs(lucia, sale))).toEqual({ agent: "4127", applicant });
    expect(await draft.readDraft(pairs(martin, sale))).toEqual({});
    // Without the staff session (a customer at the same computer, another browser): nothing.
    expect(await draft.readDraft(pairs(sale))).toEqual({});
    expect(await draft.storedDraft(pairs(sale))).toEqual({ agent: "4127", applicant });
  });

  it("leaves the public's draft to the public: an agent's session does not pick it up", async () => {
    const { draft, lucia } = await loadWithStaff();
    const web = await draft.saveDraft(pairs(), { applicant });
    expect(await draft.readDraft(pairs(web))).toEqual({ applicant });
    expect(await draft.readDraft(pairs(lucia, web))).toEqual({});
  });
});
