import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  features,
  isOffered,
  markNotOffered,
  NOT_OFFERED_RECHECK_MS,
  resetCapabilities,
  setListedCapabilities,
} from "~/api/capabilities.server";
import { parseConfig } from "~/config.server";
import { getLogger } from "~/utils/logger.server";

// Which of the API's capabilities the portal uses (decision 126): its flag, what GET /status
// lists, and what the capability's calls answered.
const config = (env: Record<string, string> = {}) => parseConfig({ API_BASE_URL: "http://127.0.0.1:3100", ...env });

let warnings: string[] = [];
beforeEach(() => {
  resetCapabilities();
  warnings = [];
  // The logger reads the configuration, which needs an API address.
  vi.stubEnv("API_BASE_URL", "http://127.0.0.1:3100");
  vi.spyOn(getLogger(), "warn").mockImplementation(
    ((_fields: object, message: string) => void warnings.push(message)) as never,
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetCapabilities();
});

describe("a capability of the API", () => {
  it("is on with its flag unset and the API saying nothing, off with its flag at 0", () => {
    expect(isOffered("payment_promise", config())).toBe(true);
    expect(isOffered("payment_promise", config({ FLAG_PAYMENT_PROMISE: "0" }))).toBe(false);
    expect(features(config({ FLAG_STREAMING: "off" }))).toMatchObject({
      FLAG_STREAMING: false,
      FLAG_PAYMENT_PROMISE: true,
      FLAG_SERVICES: true,
    });
  });

  it("follows GET /status's list unless its flag says otherwise, and says once what changed", () => {
    setListedCapabilities(["customer_area", "claims", "a_newer_portal_s_capability"]);
    expect(isOffered("claims", config())).toBe(true);
    expect(isOffered("streaming", config())).toBe(false);
    // The flag wins over the list.
    expect(isOffered("streaming", config({ FLAG_STREAMING: "1" }))).toBe(true);
    expect(isOffered("claims", config({ FLAG_ISSUES: "0" }))).toBe(false);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^The API does not offer quick_access, online_payment, .*job_applications, account_activity, staff \(GET \/status\)/,
    );
    expect(warnings[0]).not.toContain("claims");
    // The same list again says nothing; one that gains a capability says so, once.
    setListedCapabilities(["customer_area", "claims", "a_newer_portal_s_capability"]);
    setListedCapabilities(["customer_area", "claims", "streaming"]);
    expect(warnings.slice(1)).toEqual(["The API offers streaming again (GET /status)"]);
    expect(isOffered("streaming", config())).toBe(true);
    // An API that stops listing: everything is taken as offered again.
    setListedCapabilities(undefined);
    expect(isOffered("payment_reports", config())).toBe(true);
  });

  it("is off once a call says the API lacks it, logged once, even with its flag at 1; then asked again after a while", () => {
    vi.useFakeTimers({ now: new Date("2026-11-28T12:00:00Z") });
    markNotOffered("payment_reports", "listPaymentReports (GET /v3/informe/pagos): answered 404");
    markNotOffered("payment_reports", "listPaymentReports (GET /v3/informe/pagos): answered 404");
    expect(isOffered("payment_reports", config())).toBe(false);
    expect(isOffered("payment_reports", config({ FLAG_PAYMENT_REPORTS: "1" }))).toBe(false);
    expect(features(config()).FLAG_PAYMENT_REPORTS).toBe(false);
    expect(warnings).toEqual([
      "The API does not offer payment_reports: listPaymentReports (GET /v3/informe/pagos): answered 404; its pages and blocks are left out, and asked again in 10 minutes",
    ]);
    vi.advanceTimersByTime(NOT_OFFERED_RECHECK_MS - 1);
    expect(isOffered("payment_reports", config())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isOffered("payment_reports", config())).toBe(true);
    // Missing again: said again, once.
    markNotOffered("payment_reports", "listPaymentReports (GET /v3/informe/pagos): answered 501");
    expect(warnings).toHaveLength(2);
  });
});
