import { describe, expect, it, vi } from "vitest";

vi.stubEnv("API_BASE_URL", "http://127.0.0.1:3100");
const { isLightMode, lightModeCookie } = await import("~/utils/light-mode.server");

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

  it("remembers the choice for a year, out of scripts' reach", () => {
    expect(lightModeCookie("liviana")).toMatch(/^version=liviana; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax/);
  });
});
