import helmet from "helmet";

/**
 * @import { RequestHandler } from "express"
 * @import { ServerSettings } from "../app/utils/server-settings.server.ts"
 */

/**
 * The security headers every response carries: pages, `.data` requests, JSON resource
 * routes, redirects, 404s and static files alike. The Content-Security-Policy is not here:
 * it is per page, with a per-request nonce (`app/utils/security.server.ts`).
 * @param {Pick<ServerSettings, "strictTransportSecurity">} settings
 * @returns {RequestHandler}
 */
export function securityHeaders({ strictTransportSecurity }) {
  const headers = helmet({
    contentSecurityPolicy: false,
    xContentTypeOptions: true,
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    strictTransportSecurity: strictTransportSecurity ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  return (req, res, next) => {
    // Helmet has no Permissions-Policy: the map may ask where the applicant is, nothing more.
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), payment=(), geolocation=(self)");
    headers(req, res, next);
  };
}
