import { describe, expect, it, vi } from "vitest";
import { CancellationRequest, REQUEST_CODE, WithdrawalRequest } from "../../contract/consumer-requests";
import spanish from "~/locales/es/consumer.server";
import {
  cancellationSchema,
  daysBetween,
  normalizeRequestCode,
  readContact,
  statusSchema,
  withdrawalSchema,
  withinWithdrawalPeriod,
  type ConsumerT,
} from "~/routes/baja/consumer.server";
import { confirmationSchema, secondsToResend } from "~/routes/baja/confirmation.server";
import { translate } from "~/utils/i18n";

const t = ((key: string, values?: Record<string, string | number>) =>
  translate({ consumerServer: spanish }, "consumerServer", key, values)) as unknown as ConsumerT;

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("request codes", () => {
  it.each(["B-2026-000123", "A-2026-000001"])("%s is a code", (code) => expect(REQUEST_CODE.test(code)).toBe(true));
  it.each(["B-2026-123", "C-2026-000123", "B2026000123", "b-2026-000123 ", "B-26-000123"])("%j is not", (code) =>
    expect(REQUEST_CODE.test(code)).toBe(false),
  );

  it("reads a code as people type it", () => {
    expect(normalizeRequestCode(" b-2026-000123 ")).toBe("B-2026-000123");
    expect(normalizeRequestCode("A 2026 000045")).toBe("A-2026-000045");
    expect(normalizeRequestCode("B–2026–000123")).toBe("B-2026-000123");
    expect(normalizeRequestCode("SOL-2026-000123")).toBeNull();
  });
});

describe("contact", () => {
  it("takes an e-mail, lower-cased", () => {
    expect(readContact(" Ana@Example.COM ")).toEqual({ contact: "ana@example.com", contact_email: "ana@example.com" });
  });
  it("takes an Argentine phone in E.164, shown as people read it", () => {
    expect(readContact("0351 15 555-1234")).toEqual({ contact: "+54 9 351 555 1234", contact_phone: "+5493515551234" });
  });
  it.each(["ana@", "555-1234", "+1 202 555 0123", ""])("refuses %j", (text) => expect(readContact(text)).toBeNull());
});

describe("the cancellation form", () => {
  const schema = cancellationSchema(t);
  it("normalises the identification like the sign-in and keeps connection or address", () => {
    const value = schema.parse({
      identification: "D.N.I. 20.304.050",
      connection: "cn-4101",
      contact: "351 555-1234",
      service: "internet",
    });
    expect(value).toEqual({
      identification: "20304050",
      connection: "CN-4101",
      contact: "+54 351 555 1234",
      contact_phone: "+543515551234",
      service: "internet",
    });
    // And it is what the API's contract takes.
    expect(CancellationRequest.safeParse({ ...value, connection_number: value.connection }).success).toBe(true);
  });

  it("asks for the connection or the address, except for Directv GO", () => {
    expect(errorsOf(schema.safeParse({ identification: "20304050", contact: "a@example.com", service: "tv" }))).toEqual(
      { connection: spanish.errors.where },
    );
    expect(schema.safeParse({ identification: "20304050", contact: "a@example.com", service: "dgo" }).success).toBe(
      true,
    );
  });

  it("takes no contact at all: it is only how to reach the sender about a pending request", () => {
    expect(schema.parse({ identification: "20304050", connection: "CN-4101", service: "internet" })).toEqual({
      identification: "20304050",
      connection: "CN-4101",
      service: "internet",
    });
  });

  it("gives a Spanish message per field", () => {
    expect(
      errorsOf(
        schema.safeParse({
          identification: "123",
          connection: "CN 41/01",
          contact: "nadie",
          service: "radio",
          reason: "x".repeat(501),
        }),
      ),
    ).toEqual({
      identification: spanish.errors.identificationInvalid,
      connection: spanish.errors.connection,
      contact: spanish.errors.contact,
      service: spanish.errors.service,
      reason: spanish.errors.reason,
    });
  });
});

describe("the withdrawal form", () => {
  const today = "2026-11-23";
  const schema = withdrawalSchema(t, today);
  it("takes an application number or a contract date (dd/mm/aaaa)", () => {
    expect(
      schema.parse({ identification: "20304050", application: "sol-2026-000012", contact: "a@example.com" })
        .application,
    ).toBe("SOL-2026-000012");
    const byDate = schema.parse({ identification: "20304050", contract_date: "13/11/2026", contact: "a@example.com" });
    expect(byDate.contract_date).toBe("2026-11-13");
    expect(WithdrawalRequest.safeParse({ ...byDate, application_number: undefined }).success).toBe(true);
  });

  it("asks for one of them, and refuses a date after today", () => {
    expect(errorsOf(schema.safeParse({ identification: "20304050", contact: "a@example.com" }))).toEqual({
      application: spanish.errors.which,
    });
    expect(
      errorsOf(schema.safeParse({ identification: "20304050", contract_date: "24/11/2026", contact: "a@example.com" })),
    ).toEqual({ contract_date: spanish.errors.contractDateFuture });
  });

  it("counts 10 calendar days from the contract's day", () => {
    expect(daysBetween("2026-11-13", today)).toBe(10);
    expect(withinWithdrawalPeriod("2026-11-13", today)).toBe(true);
    expect(withinWithdrawalPeriod("2026-11-12", today)).toBe(false);
    // Across a month's end.
    expect(withinWithdrawalPeriod("2026-02-25", "2026-03-07")).toBe(true);
    expect(withinWithdrawalPeriod("2026-02-25", "2026-03-08")).toBe(false);
  });
});

describe("the status form", () => {
  it("reads the code and the identification", () => {
    expect(statusSchema(t).parse({ code: "b-2026-000001", identification: "30-71234567-1" })).toEqual({
      code: "B-2026-000001",
      identification: "30712345671",
    });
    expect(errorsOf(statusSchema(t).safeParse({ code: "123", identification: undefined }))).toEqual({
      code: spanish.errors.code,
      identification: spanish.errors.identificationMissing,
    });
  });
});

describe("the confirmation code's form", () => {
  const schema = confirmationSchema(t);
  it("reads six digits, spaces aside, or a request for another code", () => {
    expect(schema.parse({ intent: "confirm", confirmation_code: " 123 456 " })).toEqual({
      intent: "confirm",
      confirmation_code: "123456",
    });
    expect(schema.parse({ intent: "resend", confirmation_code: "no importa" })).toEqual({ intent: "resend" });
  });
  it.each(["12345", "1234567", "abcdef", undefined])("refuses %j in Spanish", (code) => {
    expect(errorsOf(schema.safeParse({ intent: "confirm", confirmation_code: code }))).toEqual({
      confirmation_code: spanish.errors.confirmationCode,
    });
  });
  it("waits 60 seconds before another code", () => {
    expect(secondsToResend(1_000_000, 1_000_000)).toBe(60);
    expect(secondsToResend(1_000_000, 1_000_000 + 59_001)).toBe(1);
    expect(secondsToResend(1_000_000, 1_000_000 + 60_000)).toBe(0);
  });
});

describe("the drafts", () => {
  const requestWith = (setCookie: string) =>
    new Request("http://portal.test/baja", { headers: { Cookie: setCookie.split(";")[0]! } });

  it("are sealed, httpOnly cookies of their own flow that read back what was stored, keys included", async () => {
    vi.resetModules();
    vi.stubEnv("API_BASE_URL", "http://127.0.0.1:3100");
    try {
      const { cancellationDraft, withdrawalDraft } = await import("~/routes/baja/consumer.server");
      const request = {
        identification: "20304050",
        contact: "a@example.com",
        contact_email: "a@example.com",
        key: "k".repeat(20),
      };
      const setCookie = await withdrawalDraft.save({ request });
      expect(setCookie).toMatch(/^__arrepentimiento=v1\./);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).not.toContain("20304050");
      expect(await withdrawalDraft.read(requestWith(setCookie))).toEqual({ request });
      // One flow's cookie is not the other's.
      expect(await cancellationDraft.read(requestWith(setCookie.replace("__arrepentimiento", "__baja")))).toEqual({});
      const sent = {
        code: "B-2026-000001",
        created_at: "2026-11-23T12:00:00Z",
        identification: "20304050",
        confirmed: false,
        code_sent_at: 1,
        key: "k".repeat(20),
        step: 0,
      };
      const redirect = await cancellationDraft.redirectWith("/baja/enviada", { sent });
      expect(redirect.headers.get("Location")).toBe("/baja/enviada");
      expect((await cancellationDraft.read(requestWith(redirect.headers.get("Set-Cookie")!))).sent?.code).toBe(
        "B-2026-000001",
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
