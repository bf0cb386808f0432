import { describe, expect, it } from "vitest";
import { parseConfig } from "~/config.server";
import { serverSettings } from "~/utils/server-settings.server";

const base = { API_BASE_URL: "http://127.0.0.1:3100" };
const production = { ...base, NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) };

describe("the HTTP server's settings", () => {
  it("trusts no proxy unless told", () => {
    expect(serverSettings(parseConfig(base)).trustProxy).toBe(false);
  });

  it.each([
    ["off", false],
    ["0", false],
    ["1", 1],
    ["2", 2],
    ["true", true],
    ["loopback", ["loopback"]],
    ["10.0.0.0/8, 192.168.1.7,fd00::/8", ["10.0.0.0/8", "192.168.1.7", "fd00::/8"]],
  ])("reads TRUST_PROXY=%s", (value, expected) => {
    expect(serverSettings(parseConfig({ ...base, TRUST_PROXY: value })).trustProxy).toEqual(expected);
  });

  it.each(["maybe", "10.0.0.0/33", "300.1.1.1", "loopback,", "-1"])(
    "refuses TRUST_PROXY=%s naming the variable",
    (value) => {
      expect(() => parseConfig({ ...base, TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: expected off, the number of proxies/,
      );
    },
  );

  it("asks for HSTS only from a production build configured as production", () => {
    expect(serverSettings(parseConfig(production)).strictTransportSecurity).toBe(true);
    expect(serverSettings(parseConfig({ ...production, APP_ENV: "staging" })).strictTransportSecurity).toBe(false);
    expect(serverSettings(parseConfig({ ...base, APP_ENV: "production" })).strictTransportSecurity).toBe(false);
  });

  it("serves the metrics on METRICS_PORT only when it is set, and never on the public port", () => {
    expect(serverSettings(parseConfig(base)).metricsPort).toBeUndefined();
    expect(serverSettings(parseConfig({ ...base, METRICS_PORT: "" })).metricsPort).toBeUndefined();
    expect(serverSettings(parseConfig({ ...base, METRICS_PORT: "9464" })).metricsPort).toBe(9464);
    expect(() => parseConfig({ ...base, METRICS_PORT: "metrics" })).toThrow(/METRICS_PORT: expected a port number/);
    expect(() => parseConfig({ ...base, METRICS_PORT: "70000" })).toThrow(
      /METRICS_PORT: expected a port number between 1 and 65535/,
    );
    expect(() => parseConfig({ ...base, PORT: "3000", METRICS_PORT: "3000" })).toThrow(
      /METRICS_PORT: expected a port other than PORT/,
    );
  });
});
