import { describe, expect, it } from "vitest";
import { parseConfig } from "~/config.server";
import { applySecurityHeaders, contentSecurityPolicy, createNonce } from "~/utils/security.server";

const config = parseConfig({ API_BASE_URL: "http://127.0.0.1:3100" });

describe("security headers", () => {
  it("creates a new random nonce each time", () => {
    const nonces = new Set(Array.from({ length: 20 }, createNonce));
    expect(nonces.size).toBe(20);
  });

  it("keeps nonces 128 bits and distinct across the random pool's refills", () => {
    const nonces = Array.from({ length: 1000 }, createNonce);
    expect(new Set(nonces).size).toBe(1000);
    expect(nonces.every((nonce) => Buffer.from(nonce, "base64").length === 16)).toBe(true);
  });

  it("allows scripts only from this site with the nonce", () => {
    const csp = contentSecurityPolicy("abc", config);
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect(csp).toContain("form-action 'self' http://127.0.0.1:3100 https://pagos.nodosur.example");
  });

  it("sets only the page's own header, the CSP: the server sets the rest on every response", () => {
    const headers = new Headers();
    applySecurityHeaders(headers, "n", config);
    expect([...headers.keys()]).toEqual(["content-security-policy"]);
    expect(headers.get("Content-Security-Policy")).toContain("'nonce-n'");
  });
});
