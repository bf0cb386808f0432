import { createServer } from "node:http";
import { createServer as createTcpServer } from "node:net";
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
 * Serves the app on PORT (every interface, or HOST) from LISTEN_SOCKETS listening sockets
 * (decision 137), and prints where, until SIGTERM or
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
export async function serve(app, { build, logger, server, beforeClose }) {
  const settings = build.entry.module.serverSettings();
  // Vite's hot reload shares its one server; otherwise one server per listening socket.
  const servers = server ? [server] : Array.from({ length: settings.listenSockets }, () => createServer());
  for (const each of servers) each.on("request", app);
  await listen(servers, settings, logger);
  const lan = Object.values(networkInterfaces())
    .flat()
    .find((ip) => ip?.family === "IPv4" && !ip.internal)?.address;
  const address = settings.host ?? "localhost";
  const url = `http://${address}:${settings.port}`;
  const lanUrl = lan && !settings.host ? `http://${lan}:${settings.port}` : undefined;
  // scripts/start.mjs waits for "listening on http://…".
  logger.info({ url, lanUrl, sockets: servers.length }, `portal listening on ${url}${lanUrl ? ` (${lanUrl})` : ""}`);
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
      await Promise.all(servers.map((each) => closeGracefully(each, { timeoutMs: settings.shutdownTimeoutMs })));
      if (metricsServer) await closeGracefully(metricsServer, { timeoutMs: settings.shutdownTimeoutMs });
      logger.info("stopped");
      process.exit(0);
    });
  }
  return servers;
}

/**
 * Binds every server to the port. Node accepts one connection per listening socket in a turn
 * of the event loop, so several sockets on the port (`reusePort`: the kernel spreads new
 * connections over them) accept several per turn under load (decision 137). With
 * `reusePort` a second portal started on the same port would share it without a word, so
 * the port is first bound alone, the way a single socket is: a port in use stops the start.
 * @param {import("node:http").Server[]} servers
 * @param {{ port: number, host?: string }} settings
 * @param {Logger} logger
 */
async function listen(servers, { port, host }, logger) {
  /** @type {(server: import("node:net").Server, options: import("node:net").ListenOptions) => Promise<void>} */
  const bind = (server, options) =>
    new Promise((resolve, reject) => {
      server.once("error", reject).listen(options, () => {
        server.off("error", reject);
        resolve();
      });
    });
  try {
    if (servers.length === 1) return await bind(/** @type {import("node:http").Server} */ (servers[0]), { port, host });
    const alone = createTcpServer();
    await bind(alone, { port, host });
    await new Promise((resolve) => alone.close(resolve));
    await Promise.all(servers.map((each) => bind(each, { port, host, reusePort: true })));
  } catch (error) {
    logger.fatal({ err: error }, `cannot listen on port ${port} (PORT)`);
    process.exit(1);
  }
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
