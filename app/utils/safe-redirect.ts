const BASE = "http://portal.invalid";
const ORIGIN = new URL(BASE).origin;
// eslint-disable-next-line no-control-regex -- control characters are what this looks for: a browser drops them from a Location
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;

/**
 * `path` resolved the way a browser resolves a Location header (WHATWG URL rules), when
 * it lands on this site: `.` and `..` segments, `%2e`, tabs, newlines and backslashes are
 * settled before anything is judged. A resolved path starting with `//` (or `/\`) would
 * be read again as protocol-relative (`/.//evil.com` resolves to `//evil.com`), so it is
 * refused too.
 */
function resolveOwn(path: string): URL | null {
  let url: URL;
  try {
    url = new URL(path, BASE);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || /^\/[/\\]/.test(url.pathname)) return null;
  return url;
}

/**
 * Returns `to` when it is a path of this site, else `fallback`. What comes back is the
 * normalised, resolved path with its query and hash (`/a/../b` becomes `/b`), never the
 * text as given, so the Location header we send can only be read one way.
 */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof to !== "string" || !to.startsWith("/")) return fallback;
  // Control characters and backslashes never belong in our own paths; refusing them
  // outright rather than letting the parser quietly repair them keeps the rule simple.
  if (CONTROL_OR_BACKSLASH.test(to)) return fallback;
  const url = resolveOwn(to);
  if (!url) return fallback;
  // A proxy or a later hop that decodes the path once more (`/%2f%2fevil.com`,
  // `/.%2f%2fevil.com`) must still find a path of this site.
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return fallback;
  }
  if (CONTROL_OR_BACKSLASH.test(decoded) || !resolveOwn(decoded)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
