import { describe, expect, it, vi } from "vitest";

vi.stubEnv("API_BASE_URL", "http://127.0.0.1:3100");
const { isLightMode, lightModeCookie } = await import("~/utils/light-mode.server");
const { parseConfig } = await import("~/config.server");

const request = (headers: Record<string, string>) => new Request("http://portal.test/", { headers });

describe("light mode (decision 080)", () => {
  it("is on when the browser asks to save data, or the customer chose it", () => {
    expect(isLightMode(request({}))).toBe(false);
    expect(isLightMode(request({ "Save-Data": "on" }))).toBe(true);
    expect(isLightMode(request({ "Save-Data": " On " }))).toBe(true);
    expect(isLightMode(request({ "Save-Data": "off" }))).toBe(false);
    expect(isLightMode(request({ Cookie: "lng=x; version=liviana" }))).toBe(true);
  });

  it("lets the customer's choice win over the browser's header", () => {
    expect(isLightMode(request({ "Save-Data": "on", Cookie: "version=completa" }))).toBe(false);
    expect(isLightMode(request({ Cookie: "version=liviana; other=1" }))).toBe(true);
    // Another cookie whose name ends the same is not the choice.
    expect(isLightMode(request({ Cookie: "subversion=liviana" }))).toBe(false);
  });

  // The rule as configured by default (LIGHT_MODE_ECT=slow-2g,2g, LIGHT_MODE_DEVICE_MEMORY_GB=1).
  const rule = parseConfig({ API_BASE_URL: "http://127.0.0.1:3100" });

  it.each([
    [{ ECT: "slow-2g" }, true],
    [{ ECT: "2g" }, true],
    [{ ECT: " 2G " }, true],
    [{ ECT: "3g" }, false],
    [{ ECT: "4g" }, false],
    [{ ECT: "2g-ish" }, false],
    [{ "Device-Memory": "0.25" }, true],
    [{ "Device-Memory": "0.5" }, true],
    [{ "Device-Memory": "1" }, true],
    [{ "Device-Memory": "1.0" }, true],
    [{ "Device-Memory": "2" }, false],
    [{ "Device-Memory": "8" }, false],
    [{ "Sec-CH-Device-Memory": "1" }, true],
    [{ "Sec-CH-Device-Memory": "4" }, false],
    // The standard name wins when a browser sends both.
    [{ "Sec-CH-Device-Memory": "4", "Device-Memory": "1" }, false],
    // Not numbers the hint can hold.
    [{ "Device-Memory": "0" }, false],
    [{ "Device-Memory": "-1" }, false],
    [{ "Device-Memory": "1e-3" }, false],
    [{ "Device-Memory": "" }, false],
    [{ ECT: "4g", "Device-Memory": "8", "Save-Data": "off" }, false],
    [{ ECT: "4g", "Device-Memory": "0.5" }, true],
    [{ ECT: "2g", "Device-Memory": "8" }, true],
    // The customer's choice wins both ways.
    [{ ECT: "2g", Cookie: "version=completa" }, false],
    [{ ECT: "slow-2g", "Device-Memory": "0.25", "Save-Data": "on", Cookie: "lng=es; version=completa" }, false],
    [{ ECT: "4g", "Device-Memory": "8", Cookie: "version=liviana" }, true],
  ])("serves light pages for the browser's hints %o: %s (decision 108)", (headers, light) => {
    expect(isLightMode(request(headers), rule)).toBe(light);
  });

  it("follows the provider's rule", () => {
    const provider = (env: Record<string, string>) => parseConfig({ API_BASE_URL: "http://127.0.0.1:3100", ...env });
    const threeG = provider({ LIGHT_MODE_ECT: "slow-2g, 2g, 3G", LIGHT_MODE_DEVICE_MEMORY_GB: "2" });
    expect(isLightMode(request({ ECT: "3g" }), threeG)).toBe(true);
    expect(isLightMode(request({ "Device-Memory": "2" }), threeG)).toBe(true);
    expect(isLightMode(request({ "Device-Memory": "4" }), threeG)).toBe(false);
    const off = provider({ LIGHT_MODE_ECT: "none", LIGHT_MODE_DEVICE_MEMORY_GB: "0" });
    expect(isLightMode(request({ ECT: "slow-2g", "Device-Memory": "0.25" }), off)).toBe(false);
    // Save-Data and the cookie do not depend on the rule.
    expect(isLightMode(request({ "Save-Data": "on" }), off)).toBe(true);
    expect(() => provider({ LIGHT_MODE_ECT: "2g,edge" })).toThrow(
      /LIGHT_MODE_ECT: expected none, or comma-separated connection types/,
    );
    expect(() => provider({ LIGHT_MODE_DEVICE_MEMORY_GB: "poco" })).toThrow(
      /LIGHT_MODE_DEVICE_MEMORY_GB: expected a number of gigabytes/,
    );
    expect(() => provider({ LIGHT_MODE_DEVICE_MEMORY_GB: "-1" })).toThrow(/LIGHT_MODE_DEVICE_MEMORY_GB/);
  });

  it("remembers the choice for a year, out of scripts' reach", () => {
    expect(lightModeCookie("liviana")).toMatch(/^version=liviana; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax/);
  });
});
