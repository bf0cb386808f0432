import { getConfig } from "~/config.server";

/**
 * The site's canonical origin: PUBLIC_ORIGIN, or else the origin the request came to
 * (through a trusted proxy, the browser's: decision 085).
 */
export function canonicalOrigin(request: Request) {
  return getConfig().PUBLIC_ORIGIN ?? new URL(request.url).origin;
}
