import { randomBytes } from "node:crypto";
import type { Config } from "~/config.server";

// Random bytes drawn from the system in blocks: asking it for 16 bytes per page was a
// fiftieth of the server's time per page (decision 081).
const NONCE_BYTES = 16;
let pool = Buffer.alloc(0);
let used = 0;

/** 128 random bits per response, as the CSP specification asks of a nonce. */
export function createNonce() {
  if (used + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * 256);
    used = 0;
  }
  used += NONCE_BYTES;
  return pool.toString("base64", used - NONCE_BYTES, used);
}

function origin(url: string) {
  return new URL(url.replace(/\{[a-z]\}/g, "a")).origin;
}

/**
 * The Content-Security-Policy of every HTML page: scripts only from this site and only
 * with this response's nonce; nothing may frame the portal; forms post here or to the
 * payments site the checkout flows hand over to, and the staff's sign-in and sign-out
 * forms lead to their identity provider (decision 140: browsers apply `form-action` to
 * the redirects that follow a form too).
 */
export function contentSecurityPolicy(nonce: string, config: Config) {
  const tiles = origin(config.MAP_TILES_URL);
  const checkout = [
    ...new Set([
      origin(config.API_BASE_URL),
      origin(config.PAYMENTS_URL),
      ...(config.STAFF_OIDC_ISSUER ? [origin(config.STAFF_OIDC_ISSUER)] : []),
    ]),
  ];
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
