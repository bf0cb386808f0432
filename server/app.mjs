import { randomUUID } from "node:crypto";
import { join, posix } from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { pinoHttp } from "pino-http";
import { RouterContextProvider } from "react-router";
import { cookieSecurity } from "./cookie-security.mjs";
import { eventLoopDelaySampler, loadShedding, pageTurns } from "./load-shedding.mjs";
import { precompressedFiles } from "./precompressed.mjs";
import { requestMetrics } from "./metrics.mjs";
import { routePatterns } from "./route-pattern.mjs";
import { securityHeaders } from "./security-headers.mjs";

/**
 * @import { Express, NextFunction, Request, RequestHandler, Response } from "express"
 * @import { Logger } from "pino"
 * @import { ServerBuild } from "react-router"
 */

/**
 * A server build of this portal. Its server entry (app/entry.server.tsx) also exports what
 * the HTTP server needs: the validated settings, the logger, and the router contexts for
 * the client's address and the request's id. Typed from the entry itself, so renaming one
 * of them fails the type check here, not the first request.
 * @typedef {ServerBuild & { entry: { module: typeof import("../app/entry.server.tsx") } }} PortalBuild
 */

/**
 * What development changes (server/dev.mjs): Vite serves the files, and each request is
 * answered by the build as Vite has it now, with the modules edited since reloaded.
 * @typedef {object} Development
 * @property {() => Promise<PortalBuild>} load the current build
 * @property {RequestHandler} files the sources, the public folder and the hot reload's client
 */

// An id a proxy or a client may hand us: short, and nothing a log line could be forged with.
const REQUEST_ID = /^[\w.:@-]{1,128}$/;
// Probes answered as expected are not worth a line each (one per pod every few seconds).
const PROBES = new Set(["/healthz", "/readyz"]);

/**
 * The portal's express app around a React Router server build: every response timed for
 * the metrics (decision 115), load shedding (107), one JSON log line per request with its
 * id (084), the public origin from a trusted proxy and the Secure cookie rule (085), security headers on every
 * response, the readiness probe (086), compression, the build's static files (087), and
 * the client's address and the request's id in the router context. `app.locals.draining =
 * true` (server/serve.mjs, on SIGTERM) turns readiness off. The same app serves `npm run
 * dev` (decision 091), with `development` given.
 *
 * @param {PortalBuild} build the build (in development, its first version: the settings and the logger)
 * @param {{ mode?: string, logger?: Logger, development?: Development }} [options]
 * @returns {Express}
 */
export function createPortalApp(build, { mode = process.env.NODE_ENV, logger, development } = {}) {
  // These come from the build's server entry (app/entry.server.tsx), so the configuration
  // is validated once, by the app, and the contexts are the very objects the app reads.
  const { serverSettings, getLogger, metrics, watchEventLoopDelay, watchPageTurns } = build.entry.module;
  const settings = serverSettings();

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", settings.trustProxy);
  app.locals.draining = false;

  const log = logger ?? getLogger();
  const headers = securityHeaders(settings);
  // Before load shedding, so its 503s are timed and counted too (decision 115). A shed
  // page's pattern comes from the build's table (pagesOf, below): shedding is off in development.
  app.use(requestMetrics({ metrics: metrics(), routeOf: (path) => pagesOf(build).routeOf(path) }));
  // Pages answered 503 at once past an event-loop delay (decision 107). Not under Vite: a
  // first compile holding the loop is no overload, and no customer waits on it.
  const { delayMs, windowMs, maxPages, maxWaitMs } = settings.loadShedding;
  if (!development && delayMs > 0) {
    const delay = eventLoopDelaySampler({ windowMs });
    delay.onWindow(watchEventLoopDelay());
    const turns = pageTurns({ maxInFlight: maxPages, maxWaitMs });
    watchPageTurns(turns.counts);
    app.use(
      loadShedding({ thresholdMs: delayMs, delay, turns, logger: log, headers, productName: settings.productName }),
    );
  }
  app.use(
    pinoHttp({
      logger: log,
      quietReqLogger: true,
      quietResLogger: true,
      genReqId(req, res) {
        const given = req.headers["x-request-id"];
        const id = typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      customLogLevel(req, res, error) {
        if (error || res.statusCode >= 500) return "error";
        if (res.statusCode < 400 && PROBES.has(pathOf(req))) return "silent";
        // A page in development asks Vite for a hundred modules: the pages' lines are the
        // ones a person reads (LOG_LEVEL=debug shows the rest).
        if (development && res.statusCode < 400 && localsOf(res).route === undefined) return "debug";
        return "info";
      },
      customSuccessObject: (req, res, { responseTime }) => requestLine(req, res, responseTime),
      // The error behind a 500 is logged once, with its stack, where it happened
      // (entry.server.tsx's handleError); here only a socket's own error is added.
      customErrorObject: (req, res, error, { responseTime }) => ({
        ...requestLine(req, res, responseTime),
        ...(/^failed with status code/.test(error?.message) ? {} : { err: error }),
      }),
      customSuccessMessage: () => "request",
      customErrorMessage: () => "request failed",
    }),
  );
  app.use(forwardedHost(app));
  app.use(foreignOrigin);
  app.use(cookieSecurity());
  app.use(headers);
  app.use((_req, res, next) => {
    // Keep-alive clients reconnect, through the load balancer, to an instance that stays.
    if (app.locals.draining) res.setHeader("Connection", "close");
    next();
  });
  app.get("/readyz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (app.locals.draining) res.status(503).json({ status: "draining" });
    else res.json({ status: "ready" });
  });
  app.use(compression());
  if (development) app.use(development.files);
  else staticFiles(app, build, settings.assetsFallbackDir);

  /** @type {WeakMap<PortalBuild, { routeOf: (path: string) => string | undefined, handler: RequestHandler }>} */
  const pagesByBuild = new WeakMap();
  /** The route table and the request handler of a build: made once (in development, once per edit). */
  const pagesOf = (/** @type {PortalBuild} */ current) => {
    let pages = pagesByBuild.get(current);
    if (!pages)
      pagesByBuild.set(current, (pages = { routeOf: routePatterns(current), handler: requestHandler(current, mode) }));
    return pages;
  };
  /** @type {(pages: ReturnType<typeof pagesOf>, req: Request, res: Response, next: NextFunction) => unknown} */
  const answer = ({ routeOf, handler }, req, res, next) => {
    res.locals.route = routeOf(req.path);
    return handler(req, res, next);
  };
  if (development) {
    app.use((req, res, next) => development.load().then((current) => answer(pagesOf(current), req, res, next), next));
  } else {
    const pages = pagesOf(build);
    app.use((req, res, next) => answer(pages, req, res, next));
  }
  return app;
}

/**
 * React Router's handler for one build, with the client's address and the request's id in
 * the router context: the context objects of that same build, the ones its code reads.
 * @param {PortalBuild} build
 * @param {string | undefined} mode
 */
function requestHandler(build, mode) {
  const { clientAddressContext, requestIdContext } = build.entry.module;
  return createRequestHandler({
    build,
    mode,
    getLoadContext(req) {
      const context = new RouterContextProvider();
      context.set(clientAddressContext, req.ip ?? "unknown");
      context.set(requestIdContext, String(req.id));
      return context;
    },
  });
}

/**
 * Fingerprinted build output never changes under its name: cached for a year, sent as
 * its precompressed copy where the browser accepts one (decision 135). Then
 * earlier builds' files, if a folder of them is mounted; a file in neither is a plain
 * 404 (an old page's guard reloads it), not a page rendered for a script tag.
 * @param {Express} app
 * @param {PortalBuild} build
 * @param {string | undefined} fallbackDir
 */
function staticFiles(app, build, fallbackDir) {
  const assets = posix.join(build.publicPath, "assets");
  const immutable = { immutable: true, maxAge: "1y" };
  // Each file's Brotli or gzip copy made at build time when the browser accepts one (decision 135).
  const dirs = [join(build.assetsBuildDirectory, "assets"), ...(fallbackDir ? [fallbackDir] : [])];
  for (const dir of dirs) {
    app.use(assets, precompressedFiles(dir, immutable));
    app.use(assets, express.static(dir, immutable));
  }
  app.use(assets, (_req, res) => res.status(404).type("text/plain").send("Not found"));
  // The rest (favicon, robots.txt…) keep their names across deploys: an hour. Only a path
  // with an extension is looked for on disk: pages have none, and a disk lookup for every
  // page view was about 8% of a cached page's time (decision 081's profile).
  const publicFiles = express.static(build.assetsBuildDirectory, { maxAge: "1h" });
  app.use(build.publicPath, (req, res, next) => (posix.extname(req.path) ? publicFiles(req, res, next) : next()));
}

// pino-http hands its hooks node's own request and response, which express extended.
const pathOf = (/** @type {import("node:http").IncomingMessage} */ req) => /** @type {Request} */ (req).path;
const localsOf = (/** @type {import("node:http").ServerResponse} */ res) => /** @type {Response} */ (res).locals;

/**
 * What the log line of a request says: its id comes from the logger's bindings.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {number} responseTime
 */
function requestLine(req, res, responseTime) {
  return {
    method: req.method,
    // Pages by their pattern; files and probes (never a page) by their fixed paths.
    route: localsOf(res).route ?? pathOf(req),
    status: res.statusCode,
    durationMs: responseTime,
    // The client went away before the answer was complete.
    ...(res.writableFinished ? {} : { aborted: true }),
  };
}

/**
 * A post whose `Origin` is not ours (`null` included) is a cross-site post, and is said to be
 * one: its `Origin` goes, `Sec-Fetch-Site: cross-site` takes its place, and the root route's
 * middleware refuses it with its page (app/middleware/forms-from-this-site.server.ts),
 * as it refuses any cross-site post, resource routes' too. Left as it came, React
 * Router would answer a page's with a bare "Bad Request" before any middleware ran, and a
 * resource route's not at all (decision 133). After `forwardedHost`: the origin compared
 * is the one the browser used.
 * @param {Request} req
 * @param {Response} _res
 * @param {NextFunction} next
 */
function foreignOrigin(req, _res, next) {
  const origin = req.headers.origin;
  if (origin !== undefined && !SAFE_METHODS.has(req.method) && origin !== `${req.protocol}://${req.get("host")}`) {
    delete req.headers.origin;
    req.headers["sec-fetch-site"] = "cross-site";
  }
  next();
}
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Behind a trusted proxy, the public host (X-Forwarded-Host) becomes the request's Host, so
 * the request's URL is the one the browser used: React Router compares it with a form's
 * Origin (a mismatch answers 400), and the adapter would otherwise take the port from the
 * proxy's own Host (`portal:3000`). From anyone else the header is dropped.
 * @param {Express} app
 * @returns {RequestHandler}
 */
function forwardedHost(app) {
  /** @type {(address: string | undefined, hop: number) => boolean} */
  const trusted = app.get("trust proxy fn");
  return (req, _res, next) => {
    const forwarded = req.headers["x-forwarded-host"];
    if (forwarded !== undefined) {
      const first = String(forwarded).split(",")[0]?.trim();
      if (first && trusted(req.socket.remoteAddress, 0)) req.headers.host = first;
      delete req.headers["x-forwarded-host"];
    }
    next();
  };
}
