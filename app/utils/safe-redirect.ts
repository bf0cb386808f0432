const BASE = "http://portal.invalid";

/**
 * Returns `to` when it is a path of this site, else `fallback`. Parsing with the same
 * URL rules as the browser catches the tricks a prefix check misses: `//host`,
 * `/\host`, tabs or newlines inside the slashes, and percent-encoded variants of them.
 */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof to !== "string" || !to.startsWith("/")) return fallback;
  // Control characters and backslashes never belong in our own paths.
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  let decoded = to;
  try {
    decoded = decodeURIComponent(to);
  } catch {
    return fallback;
  }
  if (decoded.startsWith("//") || /[\u0000-\u001f\u007f\\]/.test(decoded)) return fallback;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
