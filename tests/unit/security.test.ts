import { describe, expect, it } from "vitest";
import { parseConfig } from "~/config.server";
import { applySecurityHeaders, contentSecurityPolicy, createNonce } from "~/utils/security.server";

const config = parseConfig({ API_BASE_URL: "http://127.0.0.1:3100" });

describe("security headers", () => {
  it("creates a new random nonce each time", () => {
    const nonces = new Set(Array.from({ length: 20 }, createNonce));
    expect(nonces.size).toBe(20);
  });

  it("allows scripts only from this site with the nonce", () => {
    const csp = contentSecurityPolicy("abc", config);
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect(csp).toContain("form-action 'self' http://127.0.0.1:3100 https://pagos.nodosur.example");
  });

  it("sets the baseline headers and drops X-Powered-By", () => {
    const headers = new Headers({ "X-Powered-By": "Express" });
    applySecurityHeaders(headers, "n", config);
    expect(headers.get("X-Powered-By")).toBeNull();
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("X-Frame-Options")).toBe("DENY");
    expect(headers.get("Content-Security-Policy-Report-Only")).toBeNull();
  });
});
