import { createServer } from "node:http";
import { networkInterfaces } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { createMetricsServer } from "./metrics.mjs";
import { closeGracefully } from "./shutdown.mjs";

/**
 * @import { Express } from "express"
 * @import { Logger } from "pino"
 * @import { PortalBuild } from "./app.mjs"
 */

/**
 * Loads the server build. The build validates the configuration as it loads: a bad
 * variable stops the start with its message and no stack.
 * @param {() => Promise<unknown>} load
 * @returns {Promise<PortalBuild>}
 */
export async function loadBuild(load) {
  try {
    return /** @type {PortalBuild} */ (await load());
  } catch (error) {
    if (error instanceof Error && error.name === "ConfigError") {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Serves the app on PORT (every interface, or HOST) and prints where, until SIGTERM or
 * SIGINT: then /readyz answers 503 at once and, for SHUTDOWN_DELAY_MS, new requests are
 * still served; then the server takes no new connections, lets those in flight finish
 * (for at most SHUTDOWN_TIMEOUT_MS) and the process exits 0 (decision 086). With
 * METRICS_PORT, the metrics' own listener starts with it on that port (same HOST rule) and
 * closes after it, so a scrape during the drain still sees it (decision 115).
 *
 * @param {Express} app
 * @param {object} options
 * @param {PortalBuild} options.build the settings come from its validated configuration
 * @param {Logger} options.logger
 * @param {import("node:http").Server} [options.server] a server made beforehand (Vite's hot reload shares it)
 * @param {() => Promise<void>} [options.beforeClose] what to stop before the server closes
 */
export function serve(app, { build, logger, server = createServer(), beforeClose }) {
  const settings = build.entry.module.serverSettings();
  server.on("request", app);
  server.listen(settings.port, settings.host, () => {
    const lan = Object.values(networkInterfaces())
      .flat()
      .find((ip) => ip?.family === "IPv4" && !ip.internal)?.address;
    const address = settings.host ?? "localhost";
    const url = `http://${address}:${settings.port}`;
    const lanUrl = lan && !settings.host ? `http://${lan}:${settings.port}` : undefined;
    // scripts/start.mjs waits for "listening on http://…".
    logger.info({ url, lanUrl }, `portal listening on ${url}${lanUrl ? ` (${lanUrl})` : ""}`);
  });
  const metricsServer = listenForMetrics(build, logger);

  process.on("uncaughtException", (error) => {
    logger.fatal({ err: error }, "uncaught exception: stopping");
    process.exit(1);
  });

  let stopping = false;
  for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      app.locals.draining = true;
      logger.info(
        { signal, delayMs: settings.shutdownDelayMs, timeoutMs: settings.shutdownTimeoutMs },
        "stopping: not ready any more; finishing the requests in flight",
      );
      if (settings.shutdownDelayMs > 0) await sleep(settings.shutdownDelayMs);
      await beforeClose?.();
      await closeGracefully(server, { timeoutMs: settings.shutdownTimeoutMs });
      if (metricsServer) await closeGracefully(metricsServer, { timeoutMs: settings.shutdownTimeoutMs });
      logger.info("stopped");
      process.exit(0);
    });
  }
  return server;
}

/**
 * The metrics' listener on METRICS_PORT, if set: a port it cannot have stops the start, as
 * the main port does (a deploy whose metrics nobody could scrape is a broken deploy).
 * @param {PortalBuild} build
 * @param {Logger} logger
 */
function listenForMetrics(build, logger) {
  const { metricsPort, host } = build.entry.module.serverSettings();
  if (metricsPort === undefined) return undefined;
  const server = createMetricsServer(build.entry.module.metrics().registry, logger);
  server.once("error", (error) => {
    logger.fatal({ err: error }, `metrics: cannot listen on port ${metricsPort} (METRICS_PORT)`);
    process.exit(1);
  });
  server.listen(metricsPort, host, () => {
    const url = `http://${host ?? "localhost"}:${metricsPort}/metrics`;
    logger.info({ url }, `metrics listening on ${url}`);
  });
  return server;
}
