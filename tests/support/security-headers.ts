import { expect } from "vitest";

/**
 * The headers the portal's HTTP server (server/app.mjs) puts on every response, whatever
 * it is, in production and in development alike (decisions 045 and 091). The page's CSP is
 * the page's own (app/utils/security.server.ts).
 */
export function expectSecurityHeaders(response: Response, what: string) {
  const headers = response.headers;
  expect(headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(headers.get("x-frame-options"), what).toBe("DENY");
  expect(headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(headers.get("cross-origin-opener-policy"), what).toBe("same-origin");
  expect(headers.get("permissions-policy"), what).toContain("camera=()");
  expect(headers.get("x-powered-by"), what).toBeNull();
}
