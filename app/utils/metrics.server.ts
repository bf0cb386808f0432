import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/**
 * The portal's Prometheus metrics (decision 115): one registry per process, served in the
 * text format on `METRICS_PORT`, never on the public port. Every label is bounded: route
 * and endpoint patterns, methods, status codes, fixed outcome names; never a raw URL, an
 * identification or an id.
 *
 * The HTTP server (server/app.mjs) reaches the same objects through the build's server
 * entry, as it does the settings and the logger: one module, so one registry.
 */

export type CacheResult = "hit" | "miss" | "stale";
/** Where a Redis command failed: a rate limit, the shared cache, or the connection itself. */
export type RedisComponent = "rate-limit" | "cache" | "connection";

const EVENT_LOOP_DELAY = "portal_event_loop_delay_seconds";
const PAGE_TURNS = "portal_pages";

/** Load shedding's turns for pages (decision 120), as `watchPageTurns` hands them over. */
type PageCounts = () => { inFlight: number; waiting: number };

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
  return {
    registry,
    /** Pages, data requests and files answered: by route pattern, method and status. */
    httpRequests: new Histogram({
      name: "portal_http_request_duration_seconds",
      help: "Requests answered by the portal, by route pattern, method and status, with their duration.",
      labelNames: ["route", "method", "status"] as const,
      buckets: seconds,
      registers: [registry],
    }),
    /**
     * Pages answered 503 at once by load shedding (decision 107), by route pattern: they are
     * in httpRequests too, with status 503; this tells them from an outage's 503s.
     */
    shedRequests: new Counter({
      name: "portal_http_requests_shed_total",
      help: "Requests answered 503 at once by load shedding, by route pattern.",
      labelNames: ["route"] as const,
      registers: [registry],
    }),
    /**
     * The event loop's delay as load shedding measures it (the mean over each
     * LOAD_SHED_WINDOW_MS): shedding starts past LOAD_SHED_DELAY_MS. Registered by
     * `watchEventLoopDelay` when shedding is on, so it is absent, not 0, while shedding is
     * off (development, LOAD_SHED_DELAY_MS=0); nodejs_eventloop_lag_* are there either way.
     */
    eventLoopDelay: new Gauge({
      name: EVENT_LOOP_DELAY,
      help: "The event loop's delay over the last load-shedding window (shedding starts past LOAD_SHED_DELAY_MS).",
      registers: [],
    }),
    /**
     * The pages worked on at once and those waiting for a turn (decision 120), read at each
     * scrape. Registered by `watchPageTurns` when shedding is on, as the delay's gauge is.
     */
    pageTurns: pageTurnsGauge(),
    /** Calls to the provider API: by endpoint pattern and outcome. */
    apiCalls: new Histogram({
      name: "portal_api_call_duration_seconds",
      help: "Calls to the provider API, by endpoint pattern and outcome, with their duration.",
      labelNames: ["endpoint", "method", "outcome"] as const,
      buckets: seconds,
      registers: [registry],
    }),
    /** Reads of the shared cache of public data. */
    cacheLookups: new Counter({
      name: "portal_shared_cache_lookups_total",
      help: "Reads of the shared cache of public data: hit (fresh), stale (served while refreshed), miss (the API was called).",
      labelNames: ["result"] as const,
      registers: [registry],
    }),
    /** Requests a rate limit refused, by bucket (the limiter's key prefix). */
    limiterRefusals: new Counter({
      name: "portal_rate_limit_refusals_total",
      help: "Requests refused by one of the portal's rate limits, by bucket.",
      labelNames: ["bucket"] as const,
      registers: [registry],
    }),
    /** Limits counted in this replica's memory because Redis did not answer. */
    limiterFallbacks: new Counter({
      name: "portal_rate_limit_memory_fallbacks_total",
      help: "Rate-limit checks counted in this replica's memory because Redis did not answer, by bucket.",
      labelNames: ["bucket"] as const,
      registers: [registry],
    }),
    redisErrors: new Counter({
      name: "portal_redis_errors_total",
      help: "Redis commands or connections that failed, by component.",
      labelNames: ["component"] as const,
      registers: [registry],
    }),
    /** 1 while the Redis connection is ready, 0 while not; absent without REDIS_URL. */
    redisUp: new Gauge({
      name: "portal_redis_up",
      help: "Whether the connection to Redis is ready (1) or not (0).",
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

// One set per process, on globalThis so a dev-server module reload keeps it (a second
// registration of a name would throw).
const METRICS_KEY = Symbol.for("portal.metrics");

/** The process's metrics. */
export function metrics(): Metrics {
  return ((globalThis as Record<symbol, unknown>)[METRICS_KEY] ??= createMetrics()) as Metrics;
}

/** The gauge load shedding's sampler feeds (server/app.mjs), registered on first use. */
export function watchEventLoopDelay(current: Metrics = metrics()) {
  if (!current.registry.getSingleMetric(EVENT_LOOP_DELAY)) current.registry.registerMetric(current.eventLoopDelay);
  return (delayMs: number) => current.eventLoopDelay.set(delayMs / 1000);
}

/** The gauge of turns for pages, reading the counts it is given at each scrape. */
function pageTurnsGauge() {
  let counts: PageCounts | null = null;
  const gauge = new Gauge({
    name: PAGE_TURNS,
    help: "Pages worked on at once (in_flight) and waiting for a turn (waiting): load shedding's turns for pages (LOAD_SHED_MAX_PAGES).",
    labelNames: ["state"] as const,
    registers: [],
    collect() {
      if (!counts) return;
      const { inFlight, waiting } = counts();
      this.set({ state: "in_flight" }, inFlight);
      this.set({ state: "waiting" }, waiting);
    },
  });
  return Object.assign(gauge, { readFrom: (source: PageCounts) => void (counts = source) });
}

/** The gauge of load shedding's turns for pages (server/app.mjs), registered on first use. */
export function watchPageTurns(counts: PageCounts, current: Metrics = metrics()) {
  if (!current.registry.getSingleMetric(PAGE_TURNS)) current.registry.registerMetric(current.pageTurns);
  current.pageTurns.readFrom(counts);
}
