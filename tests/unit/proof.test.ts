import { afterEach, describe, expect, it, vi } from "vitest";
import { maskEmail, maskIdentification, maskPhone } from "../../contract/masking";
import { ApiError } from "~/api/transport.server";
import {
  codeRefusal,
  passwordRefusal,
  proofSchema,
  returnTo,
  secondsUntil,
  sendRefusal,
} from "~/routes/mi-cuenta/verificar-identidad.server";
import { proofPath } from "~/utils/proof-path";
import { streetAddress } from "~/utils/format";
import { spanish } from "./spanish";

/** Decision 098: how personal data is masked, and the proof page's rules. */

describe("masking", () => {
  it("shows an e-mail's first letter and domain only, with a run of dots that says nothing of its length", () => {
    expect(maskEmail("carlos.gomez@example.com")).toBe("c•••••@example.com");
    expect(maskEmail("c@example.com")).toBe("c•••••@example.com");
    expect(maskEmail("administracion@serraniasdigitales.example")).toBe("a•••••@serraniasdigitales.example");
    expect(maskEmail("not-an-email")).toBe("•••••");
  });

  it("shows a phone's country and area codes and its last two digits, however it is written", () => {
    expect(maskPhone("+5493515551201")).toBe("+54 9 351 ••• ••01");
    expect(maskPhone("+54 9 351 555-1201")).toBe("+54 9 351 ••• ••01");
    expect(maskPhone("+54 9 3541 55-0101")).toBe("+54 9 3541 •• ••01");
    expect(maskPhone("+5491123456789")).toBe("+54 9 11 •••• ••89");
    expect(maskPhone("+543514221234")).toBe("+54 351 ••• ••34");
  });

  it("hides all but the last two digits of a phone it cannot read", () => {
    expect(maskPhone("12345")).toBe("•••• ••45");
    expect(maskPhone("+54 9 3541 55-0101")).not.toContain("55");
  });

  it("writes a DNI as printed with its middle hidden, and a CUIT with its prefix and check digit", () => {
    expect(maskIdentification("20304050")).toBe("20.•••.050");
    expect(maskIdentification("1234567")).toBe("1.•••.567");
    expect(maskIdentification("30712345671")).toBe("30-•••••567-1");
    expect(maskIdentification("abc")).toBe("•••");
  });

  it("writes a service's street without its number when the API withholds it", () => {
    expect(streetAddress({ street: "Independencia", number: "2950" })).toBe("Independencia 2950");
    expect(streetAddress({ street: "Independencia", number: null })).toBe("Independencia");
  });
});

describe("the proof page", () => {
  const request = (query: string) => new Request(`http://portal.test/mi-cuenta/verificar-identidad${query}`);

  it("goes back to a path of this site, never to itself nor elsewhere", () => {
    expect(returnTo(request("?redirectTo=%2Fmi-cuenta%2Fajustes%3Fx%3D1"))).toBe("/mi-cuenta/ajustes?x=1");
    expect(returnTo(request(""))).toBe("/mi-cuenta");
    expect(returnTo(request("?redirectTo=https%3A%2F%2Fevil.example%2F"))).toBe("/mi-cuenta");
    expect(returnTo(request("?redirectTo=%2F%2Fevil.example"))).toBe("/mi-cuenta");
    expect(returnTo(request(`?redirectTo=${encodeURIComponent(proofPath("/mi-cuenta/ajustes"))}`))).toBe("/mi-cuenta");
  });

  it("builds its own address with where to come back", () => {
    expect(proofPath("/mi-cuenta/ajustes?redirectTo=/x")).toBe(
      "/mi-cuenta/verificar-identidad?redirectTo=%2Fmi-cuenta%2Fajustes%3FredirectTo%3D%2Fx",
    );
  });

  it("counts the seconds to the next code up, and none once passed", () => {
    const now = Date.parse("2026-11-23T12:00:00Z");
    expect(secondsUntil(null, now)).toBe(0);
    expect(secondsUntil("2026-11-23T12:00:30.200Z", now)).toBe(31);
    expect(secondsUntil("2026-11-23T11:59:59Z", now)).toBe(0);
  });

  it("reads its three forms apart, each with its own checks", async () => {
    const schema = proofSchema(await spanish("proofServer"));
    expect(schema.safeParse({ intent: "send", contact_id: "3", idempotency_key: "k".repeat(20) }).success).toBe(true);
    expect(
      schema.safeParse({ intent: "send", contact_id: "x", idempotency_key: "k".repeat(20) }).error?.issues[0]?.message,
    ).toBe("Elegí dónde recibir el código");
    expect(schema.safeParse({ intent: "code", code: " 123456 " }).data).toEqual({ intent: "code", code: "123456" });
    expect(schema.safeParse({ intent: "code", code: "12345" }).error?.issues[0]?.message).toBe(
      "El código tiene 6 números",
    );
    expect(schema.safeParse({ intent: "password", password: "" }).error?.issues[0]?.message).toBe(
      "Ingresá tu contraseña",
    );
    expect(schema.safeParse({ intent: "other" }).success).toBe(false);
  });
});

describe("the API's refusals in the proof page's words", () => {
  const refused = (status: number, reason?: string, errors?: Record<string, string[]>) =>
    new ApiError({ status, statusText: "", message: "x", kind: "response", call: "test", reason, errors });

  it("keeps a wrong code's message on the field (it can still be used), and the rest above the page", async () => {
    const t = await spanish("proofServer");
    expect(codeRefusal(t, refused(400, "code_invalid", { code: ["x"] }))).toEqual({
      fields: { code: expect.stringMatching(/no es correcto/) },
    });
    expect(codeRefusal(t, refused(400, "code_expired", { code: ["x"] }))).toEqual({
      form: "El código venció. Pedí uno nuevo.",
    });
    expect(codeRefusal(t, refused(400, "code_used", { code: ["x"] }))).toEqual({
      form: "Ese código ya se usó. Pedí uno nuevo.",
    });
    expect(codeRefusal(t, refused(400, "code_attempts_exceeded", { code: ["x"] }))?.form).toMatch(/5 veces/);
    expect(codeRefusal(t, refused(400, "code_missing", { code: ["x"] }))).toEqual({ form: "Primero pedí un código." });
    expect(codeRefusal(t, refused(500))).toBeNull();
  });

  it("tells a code asked for too soon or too often on the form, not on the too-many-attempts page", async () => {
    const t = await spanish("proofServer");
    expect(sendRefusal(t, refused(429, "resend_too_soon"))?.form).toMatch(/menos de un minuto/);
    expect(sendRefusal(t, refused(429, "too_many_codes"))?.form).toMatch(/última hora/);
    expect(sendRefusal(t, refused(400, undefined, { contact_id: ["x"] }))).toEqual({
      fields: { contact_id: "Elegí dónde recibir el código" },
    });
    // A lock of the whole API (no reason) is the failure handler's.
    expect(sendRefusal(t, refused(429))).toBeNull();
  });

  it("keeps a wrong password on its field and a lock above the form", async () => {
    const t = await spanish("proofServer");
    expect(passwordRefusal(t, refused(400, "password_invalid", { password: ["x"] }))).toEqual({
      fields: { password: "La contraseña no es correcta." },
    });
    expect(passwordRefusal(t, refused(429))?.form).toMatch(/demasiados intentos/);
    expect(passwordRefusal(t, refused(409, "no_password"))?.form).toMatch(/no tiene contraseña/);
  });
});

describe("what is kept across the proof step", () => {
  async function load() {
    vi.resetModules();
    vi.stubEnv("API_BASE_URL", "http://127.0.0.1:3100");
    vi.stubEnv("SESSION_SECRET", "kept-form-secret-0123456789");
    return import("~/utils/kept-form.server");
  }
  afterEach(() => vi.unstubAllEnvs());

  it("keeps the fields a form's schema read, never a password, a code or the form's key", async () => {
    const kept = await load();
    const request = new Request("http://portal.test/mi-cuenta/ajustes", { method: "POST" });
    const form = {};
    kept.rememberForm(request, form);
    kept.rememberFields(form, {
      type: "phone",
      value: "351 555-1234",
      idempotency_key: "k".repeat(20),
      password: "Secreta1",
      current_password: "x",
      code: "123456",
    });
    expect(kept.fieldsToKeep(request)).toEqual({ type: "phone", value: "351 555-1234" });
    // A form of secrets only keeps nothing.
    const secret = new Request("http://portal.test/mi-cuenta/contrase%C3%B1a", { method: "POST" });
    const passwords = {};
    kept.rememberForm(secret, passwords);
    kept.rememberFields(passwords, { password: "a", password_confirmation: "a" });
    expect(kept.fieldsToKeep(secret)).toBeNull();
    expect(kept.fieldsToKeep(new Request("http://portal.test/"))).toBeNull();
  });

  it("gives them back, sealed, to the page they were typed on only, once", async () => {
    const kept = await load();
    const setCookie = (await kept.keepForm("/mi-cuenta/ajustes?redirectTo=%2Fx", {
      type: "phone",
      value: "351 555-1234",
      services: ["1", "2"],
    }))!;
    expect(setCookie).toMatch(/^__kept_form=v1\./);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Max-Age=900/);
    expect(setCookie).toMatch(/Path=\/mi-cuenta;/);
    expect(setCookie).not.toContain("555");
    const cookie = setCookie.split(";")[0]!;
    const elsewhere = await kept.takeKeptForm(
      new Request("http://portal.test/mi-cuenta/ajustes", { headers: { Cookie: cookie } }),
    );
    expect(elsewhere).toEqual({ form: null });
    const here = await kept.takeKeptForm(
      new Request("http://portal.test/mi-cuenta/ajustes?redirectTo=%2Fx", { headers: { Cookie: cookie } }),
    );
    expect(here.form).toEqual({ initialValue: { type: "phone", value: "351 555-1234", services: ["1", "2"] } });
    expect(new Headers(here.headers).get("Set-Cookie")).toMatch(/^__kept_form=; .*Max-Age=0/);
    expect(
      await kept.hasKeptForm(
        new Request("http://portal.test/", { headers: { Cookie: cookie } }),
        "/mi-cuenta/ajustes?redirectTo=%2Fx",
      ),
    ).toBe(true);
  });

  it("keeps nothing too big for a cookie", async () => {
    const kept = await load();
    expect(await kept.keepForm("/mi-cuenta/ajustes", { value: "x".repeat(5_000) })).toBeNull();
    expect(await kept.keepForm("/mi-cuenta/ajustes", null)).toBeNull();
  });
});
