import { createHash } from "node:crypto";
import { posix } from "node:path";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import escapeHtml from "escape-html";

/**
 * @import { Request, RequestHandler, Response } from "express"
 * @import { Logger } from "pino"
 */

/**
 * Load shedding (decision 107). Every request of a Node process waits its turn on one
 * event loop: past a certain load, each page added makes every page slower, until none is
 * answered in time (the bench's 200 connections left requests unanswered after 10 s).
 * Past a measured event-loop delay the portal answers pages at once with a small 503 and
 * `Retry-After` (no React, no API call, about a kilobyte) instead of queueing them, so the
 * requests it keeps are answered in time and a customer is told to try again in seconds.
 * Besides, at most a few pages are worked on at once and the next wait a bounded time
 * for their turn (`pageTurns`, decision 120).
 * Never shed: the probes (a liveness probe failing under load would restart the pod, the
 * worst moment to) and static files (a file costs next to nothing, and a page already
 * sent needs them).
 */

/** What the shed page asks a browser to wait, in seconds. */
export const RETRY_AFTER_S = 5;

// monitorEventLoopDelay's timer: it records each interval between its runs, this included.
const RESOLUTION_MS = 10;

/**
 * Whether to shed: the loop's delay over the last window, or the delay building up right
 * now (the sampler's own timer overdue: a block the window has not seen yet), past the
 * threshold. A threshold of 0 turns shedding off.
 * @param {{ measuredMs: number, overdueMs: number, thresholdMs: number }} delay
 */
export function shouldShed({ measuredMs, overdueMs, thresholdMs }) {
  return thresholdMs > 0 && Math.max(measuredMs, overdueMs) > thresholdMs;
}

/**
 * Requests answered whatever the load: the probes, and files (the build's assets, and any
 * path with an extension except React Router's `.data` requests, which are pages' data).
 * @param {string} path
 */
export function neverShed(path) {
  if (path === "/healthz" || path === "/readyz" || path.startsWith("/assets/")) return true;
  const extension = posix.extname(path);
  return extension !== "" && extension !== ".data";
}

/**
 * The event loop's delay, measured by perf_hooks over windows of `windowMs`: the mean of how
 * late its 10 ms timer ran (one long garbage collection barely moves it; a loop that is late
 * on every turn does), or the window's own timer's lateness when larger (a block longer than
 * the window). `onWindow` hears each window's figure.
 * @param {{ windowMs: number }} options
 */
export function eventLoopDelaySampler({ windowMs }) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let measuredMs = 0;
  let lastTick = performance.now();
  /** @type {((delayMs: number) => void)[]} */
  const listeners = [];
  const timer = setInterval(() => {
    const now = performance.now();
    const mean = histogram.count > 0 ? histogram.mean / 1e6 - RESOLUTION_MS : 0;
    measuredMs = Math.round(Math.max(0, mean, now - lastTick - windowMs));
    lastTick = now;
    histogram.reset();
    for (const listener of listeners) listener(measuredMs);
  }, windowMs);
  timer.unref();
  return {
    /** The last window's delay, and how late this window's timer already is. */
    current: () => ({ measuredMs, overdueMs: Math.max(0, performance.now() - lastTick - windowMs) }),
    /** @param {(delayMs: number) => void} listener */
    onWindow: (listener) => void listeners.push(listener),
    stop() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}

/**
 * Turns for pages (decision 120): at most `maxInFlight` pages are worked on at once, from
 * the request's arrival to the end of its answer; the next ones wait for a turn in their
 * order of arrival, at most `maxWaitMs`, and are shed past it. A page that has a turn gets
 * the CPU's share of a few pages, not of every connection open (200 pages rendering at
 * once each took 200 times longer, and none came in time). `maxInFlight` 0: no limit.
 * @param {{ maxInFlight: number, maxWaitMs: number }} options
 */
export function pageTurns({ maxInFlight, maxWaitMs }) {
  let inFlight = 0;
  /** Those waiting, in their order of arrival (a Set keeps it). @type {Set<() => void>} */
  const waiting = new Set();
  const release = () => {
    inFlight--;
    for (const next of waiting) {
      if (inFlight >= maxInFlight) break;
      next();
    }
  };
  return {
    /**
     * Calls `go` when the page has its turn (now, or when one ends), or `refuse` once it
     * has waited `maxWaitMs`; a request whose client leaves while it waits is forgotten.
     * @param {import("node:http").ServerResponse} res
     * @param {() => void} go
     * @param {() => void} refuse
     */
    take(res, go, refuse) {
      if (maxInFlight === 0) return go();
      const start = () => {
        inFlight++;
        res.once("close", release);
        go();
      };
      if (inFlight < maxInFlight && waiting.size === 0) return start();
      const leave = () => {
        clearTimeout(timer);
        waiting.delete(turn);
        res.off("close", leave);
      };
      const turn = () => {
        leave();
        start();
      };
      const timer = setTimeout(() => {
        leave();
        refuse();
      }, maxWaitMs);
      waiting.add(turn);
      res.once("close", leave);
    },
    /** The pages being worked on, and those waiting for a turn. */
    counts: () => ({ inFlight, waiting: waiting.size }),
  };
}

/** @typedef {Pick<ReturnType<typeof eventLoopDelaySampler>, "current" | "onWindow">} DelaySource */

const STYLE =
  "body{font:1.125rem/1.5 system-ui,sans-serif;margin:0 auto;max-width:36rem;padding:1.5rem;color:#1a1a1a}a{color:#0b57d0}";
const STYLE_HASH = createHash("sha256").update(STYLE).digest("base64");

/**
 * The shed page: Spanish (the portal's default language; reading the visitor's choice is
 * work this moment has no room for), no script, one inline style allowed by its hash, and
 * a link that loads the same address again.
 * @param {string} productName
 */
export function shedPage(productName) {
  const title = "Hay mucha gente usando el portal";
  return (
    `<!doctype html><html lang="es-AR"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(`${title} - ${productName}`)}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${title}</h1>` +
    `<p>En este momento no podemos mostrarte esta página. Probá de nuevo en unos segundos.</p>` +
    `<p><a href="">Volver a intentar</a></p></main></body></html>`
  );
}

/** The page's own policy: nothing but its inline style; never framed, no form, no base. */
export const SHED_PAGE_CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/**
 * The middleware: first in the chain, before the request log (a line per shed request
 * would be work added exactly when there is none to spare, and a flood would flood the
 * logs), so one line per window counts what was shed. `headers` is the security headers'
 * middleware, so a shed answer carries the same headers as every other.
 * @param {object} options
 * @param {number} options.thresholdMs
 * @param {DelaySource} options.delay
 * @param {ReturnType<typeof pageTurns>} [options.turns] pages at once, and how long one may wait (decision 120)
 * @param {Logger} options.logger
 * @param {RequestHandler} options.headers
 * @param {string} options.productName
 * @returns {RequestHandler}
 */
export function loadShedding({
  thresholdMs,
  delay,
  turns = pageTurns({ maxInFlight: 0, maxWaitMs: 0 }),
  logger,
  headers,
  productName,
}) {
  const body = Buffer.from(shedPage(productName));
  let shed = 0;
  let episode = 0;
  delay.onWindow((delayMs) => {
    if (shed > 0) {
      logger.warn(
        { shed, eventLoopDelayMs: delayMs, thresholdMs, ...turns.counts() },
        "load shedding: pages answered 503 at once",
      );
      episode += shed;
      shed = 0;
    } else if (episode > 0 && delayMs <= thresholdMs) {
      logger.info({ shed: episode, eventLoopDelayMs: delayMs, thresholdMs }, "load shedding over");
      episode = 0;
    }
  });
  /** @type {(req: Request, res: Response) => void} */
  const refuse = (req, res) => {
    shed++;
    headers(req, res, () => {
      res.writeHead(503, {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Length": body.length,
        "Content-Security-Policy": SHED_PAGE_CSP,
        "Cache-Control": "no-store",
        "Retry-After": String(RETRY_AFTER_S),
        // Tells a shed 503 from an outage's without reading the page (the bench counts them).
        "X-Load-Shed": "1",
      });
      res.end(req.method === "HEAD" ? undefined : body);
    });
  };
  return (req, res, next) => {
    if (neverShed(req.path)) return next();
    if (shouldShed({ ...delay.current(), thresholdMs })) return refuse(req, res);
    turns.take(
      res,
      () => next(),
      () => refuse(req, res),
    );
  };
}
