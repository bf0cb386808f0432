import { createServer } from "node:http";

/**
 * @import { RequestHandler } from "express"
 * @import { Logger } from "pino"
 * @import { Registry } from "prom-client"
 * @import { PortalBuild } from "./app.mjs"
 */

/** @typedef {ReturnType<PortalBuild["entry"]["module"]["metrics"]>} Metrics */

/**
 * Prometheus's metrics of the HTTP server (decision 115): every response timed by
 * route pattern, method and status, and the listener that serves the registry on
 * METRICS_PORT. Labels are bounded: a page by its pattern (`/mi-cuenta/reclamos/:id`, every
 * unknown address under the catch-all's `/*`), files under one label, the probes under
 * their own paths; never a raw path or query.
 */

/** Every file (the build's assets, the public folder's, Vite's modules in development). */
export const STATIC_ROUTE = "static";
/** A page request no route matched at all (outside the basename). */
export const UNMATCHED_ROUTE = "unmatched";
/** What nginx calls it: the client went away before the answer was complete. */
export const CLIENT_CLOSED = "499";

const PROBES = new Set(["/healthz", "/readyz"]);
const METHODS = new Set(["GET", "POST", "HEAD"]);

/** @param {string} method */
export const methodLabel = (method) => (METHODS.has(method) ? method : "other");

/**
 * The route label of a response. `locals.route` is set (perhaps to undefined) once a
 * request reaches the pages' handler; a shed page never does, so its pattern is looked up.
 * @param {{ path: string, locals: Record<string, unknown>, shed: boolean, routeOf: (path: string) => string | undefined }} response
 */
export function routeLabel({ path, locals, shed, routeOf }) {
  if ("route" in locals) return /** @type {string | undefined} */ (locals.route) ?? UNMATCHED_ROUTE;
  if (PROBES.has(path)) return path;
  if (shed) return routeOf(path) ?? UNMATCHED_ROUTE;
  return STATIC_ROUTE;
}

/**
 * Times every response, from the first middleware to the last byte (or the client leaving),
 * so load shedding's 503s are counted with the rest, and once more in their own counter.
 * @param {{ metrics: Metrics, routeOf: (path: string) => string | undefined }} options
 * @returns {RequestHandler}
 */
export function requestMetrics({ metrics, routeOf }) {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    // Now: a mounted middleware (static files) rewrites req.url and may leave it so.
    const path = req.path;
    res.once("close", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      // Load shedding marks its answers (server/load-shedding.mjs).
      const shed = res.getHeader("X-Load-Shed") !== undefined;
      const route = routeLabel({ path, locals: res.locals, shed, routeOf });
      const status = res.writableFinished ? String(res.statusCode) : CLIENT_CLOSED;
      metrics.httpRequests.observe({ route, method: methodLabel(req.method), status }, seconds);
      if (shed) metrics.shedRequests.inc({ route });
    });
    next();
  };
}

/**
 * The metrics' own listener: `GET /metrics` in Prometheus's text format, and nothing else
 * (a plain 404 for any other path). It is never the public port: the operator's network
 * reaches it, the internet does not (docs/security.md).
 * @param {Registry} registry
 * @param {Logger} logger
 */
export function createMetricsServer(registry, logger) {
  return createServer((req, res) => {
    const plain = (/** @type {number} */ status, /** @type {string} */ text, headers = {}) =>
      res
        .writeHead(status, {
          "Content-Type": "text/plain; charset=utf-8",
          "X-Content-Type-Options": "nosniff",
          ...headers,
        })
        .end(`${text}\n`);
    if ((req.url ?? "").split("?")[0] !== "/metrics") return plain(404, "Not found");
    if (req.method !== "GET" && req.method !== "HEAD") return plain(405, "Method not allowed", { Allow: "GET, HEAD" });
    registry.metrics().then(
      (body) =>
        res
          .writeHead(200, {
            "Content-Type": registry.contentType,
            "Cache-Control": "no-store",
            "X-Content-Type-Options": "nosniff",
          })
          .end(req.method === "HEAD" ? undefined : body),
      (error) => {
        logger.error({ err: error }, "metrics: collecting failed");
        plain(500, "Internal server error");
      },
    );
  });
}
