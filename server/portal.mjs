#!/usr/bin/env node
// The portal's HTTP server: `node server/portal.mjs [build/server/index.js]` serves a
// production build (see app.mjs) on PORT (3000), HOST (every interface) if set.
//
// On SIGTERM or SIGINT: /readyz answers 503 at once and, for SHUTDOWN_DELAY_MS (0 unless
// set; a few seconds under Kubernetes, whose endpoints catch up with a terminating pod
// asynchronously), new requests are still served; then the server takes no new
// connections, lets those in flight finish (for at most SHUTDOWN_TIMEOUT_MS, 10 s) and
// exits 0. Both together stay under the orchestrator's grace period (30 s).
import { networkInterfaces } from "node:os";
import { resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { pathToFileURL } from "node:url";
import { closeGracefully } from "./shutdown.mjs";

// Before React loads (it picks its development or production build on import), hence
// the dynamic imports below.
process.env.NODE_ENV ??= "production";
const { createPortalApp } = await import("./app.mjs");

let build;
try {
  build = await import(pathToFileURL(resolve(process.argv[2] ?? "build/server/index.js")).href);
} catch (error) {
  // The build validates the configuration as it loads: say what is wrong, no stack.
  if (error instanceof Error && error.name === "ConfigError") {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = build.entry.module.getLogger();
// From here on, stdout carries JSON lines only (or pretty ones): console.* goes through it.
build.entry.module.routeConsoleToLogger(logger);
const settings = build.entry.module.serverSettings();
const app = createPortalApp(build, { logger });
const server = app.listen(settings.port, settings.host, () => {
  const lan = Object.values(networkInterfaces())
    .flat()
    .find((ip) => ip?.family === "IPv4" && !ip.internal)?.address;
  const address = settings.host ?? "localhost";
  const url = `http://${address}:${settings.port}`;
  const lanUrl = lan && !settings.host ? `http://${lan}:${settings.port}` : undefined;
  // scripts/start.mjs waits for "listening on http://…".
  logger.info({ url, lanUrl }, `portal listening on ${url}${lanUrl ? ` (${lanUrl})` : ""}`);
});

process.on("uncaughtException", (error) => {
  logger.fatal({ err: error }, "uncaught exception: stopping");
  process.exit(1);
});

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    app.locals.draining = true;
    logger.info(
      { signal, delayMs: settings.shutdownDelayMs, timeoutMs: settings.shutdownTimeoutMs },
      "stopping: not ready any more; finishing the requests in flight",
    );
    if (settings.shutdownDelayMs > 0) await sleep(settings.shutdownDelayMs);
    await closeGracefully(server, { timeoutMs: settings.shutdownTimeoutMs });
    logger.info("stopped");
    process.exit(0);
  });
}
