import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/utils/safe-redirect";

const ORIGIN = "https://portal.example";
// The page the redirect is answered from: a Location is resolved against it.
const REQUEST_URL = `${ORIGIN}/redirect/deep/path?to=x`;

/** Where a browser lands following `location` from `from`, and then again from there. */
function followTwice(location: string, from = REQUEST_URL) {
  const first = new URL(location, from);
  const again = `${first.pathname}${first.search}${first.hash}`;
  return { first, second: new URL(again, first) };
}

// Every one of these must end on a page of this site, whatever the browser does with it.
const HOSTILE = [
  // Dot segments that resolve to `//host` (decision 040).
  "/.//evil.com",
  "/..//evil.com",
  "/%2e//evil.com",
  "/%2E//evil.com",
  "/%2e%2e//evil.com",
  "/a/..//evil.com",
  "/././/evil.com",
  "/a/b/../..//evil.com",
  "/././/evil.com/path?q=1#h",
  "/.%2e//evil.com",
  "/a/%2e%2e//evil.com",
  "/..//..//evil.com",
  "/.//%2fevil.com",
  // Protocol-relative and absolute.
  "//evil.com",
  "///evil.com",
  "////evil.com",
  "https://evil.com",
  "http:evil.com",
  "https:/evil.com",
  "HTTPS://evil.com",
  "//user@evil.com",
  "//user:pass@evil.com/",
  // Backslashes, raw and encoded.
  "/\\evil.com",
  "\\\\evil.com",
  "\\/evil.com",
  "/\\/evil.com",
  "/.\\/evil.com",
  "/%5cevil.com",
  "/%5c%5cevil.com",
  "/%5C/evil.com",
  // Encoded and double-encoded slashes.
  "/%2f%2fevil.com",
  "/%2F/evil.com",
  "%2F%2Fevil.com",
  "/.%2f%2fevil.com",
  "/%252f%252fevil.com",
  "/%252e//evil.com",
  "/%2e%2e%2f%2fevil.com",
  // Tabs, newlines and other control characters inside the slashes.
  "/\t/evil.com",
  "/\n/evil.com",
  "/\r\n/evil.com",
  "/.\t//evil.com",
  "/%09/evil.com",
  "/%0a/evil.com",
  "/\u0000/evil.com",
  " //evil.com",
  "/ /evil.com",
  // Other schemes.
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  "/javascript:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  // Userinfo tricks.
  "/@evil.com",
  "/user@evil.com",
  "@evil.com",
  // Unicode slashes and dots.
  "/\uff0f/evil.com",
  "/\uff0fevil.com",
  "\uff0f\uff0fevil.com",
  "/\u2215/evil.com",
  "/\u2044\u2044evil.com",
  "/\u3002//evil.com",
  "/\uff0e//evil.com",
  // A hop through ourselves.
  "/redirect?to=//evil.com",
  "/redirect?to=/.//evil.com",
  // Not a path.
  "mi-cuenta",
  "evil.com",
  "",
  "?//evil.com",
  "#//evil.com",
];

describe("safeRedirectPath against hostile targets", () => {
  it("has a table big enough to mean something", () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(HOSTILE)("%j ends on this site, followed once or twice", (target) => {
    const result = safeRedirectPath(target, "/fallback");
    expect(result).toMatch(/^\/(?![/\\])/);
    const { first, second } = followTwice(result);
    expect(first.origin).toBe(ORIGIN);
    expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
    expect(first.pathname).not.toMatch(/^\/[/\\]/);
    expect(second.origin).toBe(ORIGIN);
    expect(second.href).toBe(first.href);
    // What we emit is already normal: judging it again changes nothing.
    expect(safeRedirectPath(result, "/other-fallback")).toBe(result);
  });

  // The ones that would reach evil.com once resolved or decoded are refused outright.
  it.each([
    "/.//evil.com",
    "/..//evil.com",
    "/%2e//evil.com",
    "/a/..//evil.com",
    "/././/evil.com",
    "/a/b/../..//evil.com",
    "/.%2e//evil.com",
    "/..//..//evil.com",
    "/.//%2fevil.com",
    "//evil.com",
    "//user@evil.com",
    "https://evil.com",
    "/\\evil.com",
    "\\\\evil.com",
    "/%5cevil.com",
    "/%2f%2fevil.com",
    "/.%2f%2fevil.com",
    "/%2e%2e%2f%2fevil.com",
    "/\t/evil.com",
    "/.\t//evil.com",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
  ])("refuses %j", (target) => {
    expect(safeRedirectPath(target, "/fallback")).toBe("/fallback");
  });

  it.each([null, undefined, 42, {}])("refuses the non-string %j", (target) => {
    expect(safeRedirectPath(target as unknown as string, "/fallback")).toBe("/fallback");
  });

  it("uses / when no fallback is given, and an empty fallback when that is asked for", () => {
    expect(safeRedirectPath("/.//evil.com")).toBe("/");
    expect(safeRedirectPath("/.//evil.com", "")).toBe("");
  });
});

describe("safeRedirectPath with paths of this site", () => {
  it.each([
    ["/", "/"],
    ["/mi-cuenta", "/mi-cuenta"],
    ["/mi-cuenta/", "/mi-cuenta/"],
    ["/planes/3?x=1#y", "/planes/3?x=1#y"],
    ["/mi-cuenta/facturas?desde=2024-01-01&hasta=2024-12-31", "/mi-cuenta/facturas?desde=2024-01-01&hasta=2024-12-31"],
    ["/reclamos?estado=abierto#reclamo-12", "/reclamos?estado=abierto#reclamo-12"],
    ["/redirect?to=%2Fplanes", "/redirect?to=%2Fplanes"],
    ["/iniciar-sesion?redirectTo=%2Fmi-cuenta%3Fx%3D1", "/iniciar-sesion?redirectTo=%2Fmi-cuenta%3Fx%3D1"],
    ["/buscar?q=a%2Fb", "/buscar?q=a%2Fb"],
    ["/buscar?q=100%", "/buscar?q=100%"],
    ["/#arriba", "/#arriba"],
    ["/@usuario", "/@usuario"],
    // Normalised, so the same page can only be written one way.
    ["/mi-cuenta/facturación", "/mi-cuenta/facturaci%C3%B3n"],
    ["/a/../mi-cuenta", "/mi-cuenta"],
    ["/./planes?x=1", "/planes?x=1"],
    ["/planes/..", "/"],
    ["/../../planes", "/planes"],
  ])("keeps %j as %j", (path, expected) => {
    expect(safeRedirectPath(path, "/fallback")).toBe(expected);
  });
});
