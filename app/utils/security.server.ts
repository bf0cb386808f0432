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

/** Headers every HTML response carries. */
export function applySecurityHeaders(headers: Headers, nonce: string, config: Config) {
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, config));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), payment=(), geolocation=(self)");
  if (config.NODE_ENV === "production" && config.APP_ENV === "production") {
    headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
  headers.delete("X-Powered-By");
}
