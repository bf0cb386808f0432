import { isIP } from "node:net";

/** @import { RequestHandler } from "express" */

/**
 * The rule for the `Secure` cookie flag (decision 085). A production build marks every
 * cookie Secure; this middleware takes the flag off the responses to requests that did not
 * come over HTTPS and are not for this machine's own loopback name:
 *
 * - HTTPS, directly or through a trusted TLS-terminating proxy (X-Forwarded-Proto from a
 *   TRUST_PROXY address; express's `req.secure`): Secure.
 * - http://localhost, 127.0.0.1, [::1]: Secure, as before (browsers keep Secure cookies
 *   for loopback addresses over plain HTTP).
 * - Plain HTTP to anything else (the `npm start` demo opened from a phone at
 *   http://192.168.1.20:3000): not Secure, or the browser would drop the cookies and
 *   nobody could sign in.
 *
 * Whatever the flag, a browser only sends back cookies to the origin that set them; over
 * plain HTTP the session is as exposed as the password typed into the form.
 * @returns {RequestHandler}
 */
export function cookieSecurity() {
  return (req, res, next) => {
    if (req.secure || isLoopback(req.hostname)) return next();
    const writeHead = res.writeHead;
    // Every response ends up here (a page, a redirect, a file, an error), also when the
    // headers are written implicitly by the first write.
    res.writeHead = /** @type {typeof writeHead} */ (
      (/** @type {unknown[]} */ ...args) => {
        const cookies = res.getHeader("Set-Cookie");
        if (cookies !== undefined) res.setHeader("Set-Cookie", [cookies].flat().map(String).map(withoutSecure));
        return Reflect.apply(writeHead, res, args);
      }
    );
    next();
  };
}

/** @param {string} cookie a Set-Cookie header's value */
export function withoutSecure(cookie) {
  return cookie
    .split(";")
    .filter((attribute, index) => index === 0 || attribute.trim().toLowerCase() !== "secure")
    .join(";");
}

/** @param {string} hostname */
export function isLoopback(hostname) {
  const bare = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (bare === "localhost" || bare.endsWith(".localhost")) return true;
  if (isIP(bare) === 4) return bare.startsWith("127.");
  return bare === "::1";
}
