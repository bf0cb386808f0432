import { randomBytes } from "node:crypto";
import type { Config } from "~/config.server";

export function createNonce() {
  return randomBytes(16).toString("base64");
}

function origin(url: string) {
  return new URL(url.replace(/\{[a-z]\}/g, "a")).origin;
}

/**
 * The Content-Security-Policy of every HTML page: scripts only from this site and only
 * with this response's nonce; nothing may frame the portal; forms post here or to the
 * payments site the checkout flows hand over to.
 */
export function contentSecurityPolicy(nonce: string, config: Config) {
  const tiles = origin(config.MAP_TILES_URL);
  const checkout = [...new Set([origin(config.API_BASE_URL), origin(config.PAYMENTS_URL)])];
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    // Leaflet and React set element styles; attributes, never style sheets.
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob: ${tiles}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action 'self' ${checkout.join(" ")}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The headers of an HTML response that only the page can set: its CSP, with this
 * response's nonce. The headers every response carries, whatever it is (nosniff, framing,
 * referrer, opener, permissions, HSTS), are the HTTP server's (`server/security-headers.mjs`),
 * so each header has one source and none is sent twice.
 */
export function applySecurityHeaders(headers: Headers, nonce: string, config: Config) {
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, config));
}
