import { describe, expect, it } from "vitest";
import spanish from "~/locales/es/settings.server";
import { translate } from "~/utils/i18n";
import { contactValue, secondsToResend, type SettingsT } from "~/routes/mi-cuenta/ajustes/settings.server";

const t = ((key: string, values?: Record<string, string | number>) =>
  translate({ settingsServer: spanish }, "settingsServer", key, values)) as unknown as SettingsT;

describe("contact values", () => {
  it.each([
    ["+54 9 351 555-1234", "+5493515551234"],
    ["0351 15 555-1234", "+5493515551234"],
    ["351 5551234", "+543515551234"],
  ])("the phone %s is stored as %s", (written, stored) => {
    expect(contactValue(t, "phone").parse(written)).toBe(stored);
  });

  it("refuses a phone without an area code or from another country", () => {
    expect(contactValue(t, "phone").safeParse("555-1234").success).toBe(false);
    expect(contactValue(t, "phone").safeParse("+1 202 555 0123").success).toBe(false);
  });

  it("checks and lower-cases e-mails", () => {
    expect(contactValue(t, "email").parse("  Ana.Ruiz@Example.COM ")).toBe("ana.ruiz@example.com");
    const result = contactValue(t, "email").safeParse("ana.ruiz@");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(spanish.errors.email);
  });
});

describe("resending a code", () => {
  const sentAt = "2026-11-23T12:00:00.000Z";
  const resendAt = Date.parse("2026-11-23T12:01:00.000Z");
  const pending = {
    pending_code: { sent_at: sentAt, resend_at: "2026-11-23T12:01:00.000Z", expires_at: "2026-11-23T12:15:00.000Z" },
  };
  it("may be asked for when no code is on its way", () => {
    expect(secondsToResend({ pending_code: null })).toBe(0);
  });
  it("waits until the API's resend_at, rounding up", () => {
    expect(secondsToResend(pending, Date.parse(sentAt) + 1_000)).toBe(59);
    expect(secondsToResend(pending, resendAt - 1)).toBe(1);
    expect(secondsToResend(pending, resendAt)).toBe(0);
  });
});
