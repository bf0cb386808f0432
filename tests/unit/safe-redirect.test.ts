import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/utils/safe-redirect";

describe("safeRedirectPath", () => {
  it.each(["/mi-cuenta", "/planes/3?x=1#y", "/mi-cuenta/facturación"])("keeps the same-origin path %s", (path) => {
    expect(safeRedirectPath(path)).toBe(new URL(path, "http://a").pathname + new URL(path, "http://a").search + new URL(path, "http://a").hash);
  });

  it.each([
    "//evil.example",
    "///evil.example",
    "https://evil.example",
    "http:evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/%2F/evil.example",
    "%2F%2Fevil.example",
    "/%5Cevil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "javascript:alert(1)",
    "mi-cuenta",
    "",
    null,
    undefined,
  ])("refuses %j", (target) => {
    expect(safeRedirectPath(target as string, "/fallback")).toBe("/fallback");
  });
});
