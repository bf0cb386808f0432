import { getConfig, type Config } from "~/config.server";

/**
 * What the HTTP server (`server/app.mjs`, in production and in development) needs from the
 * validated configuration. The server sits in front of the build, so it reads these, and
 * the router context for the client's address, from the build's server entry: one
 * validation, one context object.
 */
export function serverSettings(config: Config = getConfig()) {
  return {
    trustProxy: config.TRUST_PROXY,
    // HSTS only where the portal is served over HTTPS for real: a staging or development
    // host that sent it would pin browsers to HTTPS for a year.
    strictTransportSecurity: config.NODE_ENV === "production" && config.APP_ENV === "production",
    host: config.HOST,
    port: config.PORT,
    // Listening sockets on PORT (decision 137): each accepts one new connection per turn of the loop.
    listenSockets: config.LISTEN_SOCKETS,
    shutdownDelayMs: config.SHUTDOWN_DELAY_MS,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    assetsFallbackDir: config.ASSETS_FALLBACK_DIR,
    // The 503 page of load shedding is written by the HTTP server, outside React: its title.
    productName: config.PRODUCT_NAME,
    loadShedding: {
      delayMs: config.LOAD_SHED_DELAY_MS,
      windowMs: config.LOAD_SHED_WINDOW_MS,
      maxPages: config.LOAD_SHED_MAX_PAGES,
      maxWaitMs: config.LOAD_SHED_MAX_WAIT_MS,
    },
    // Prometheus's metrics on a listener of their own (decision 115); undefined: none.
    metricsPort: config.METRICS_PORT,
  };
}

export type ServerSettings = ReturnType<typeof serverSettings>;
