#!/usr/bin/env node
// The portal's HTTP server: `node server/portal.mjs [build/server/index.js]` serves a
// production build (see app.mjs) on PORT (3000), HOST (every interface) if set. On
// SIGTERM or SIGINT it stops taking requests, lets those in flight finish (for at most
// 10 s: an orchestrator's grace period is usually 30) and exits 0.
import { networkInterfaces } from "node:os";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { closeGracefully } from "./shutdown.mjs";

// Before React loads (it picks its development or production build on import), hence
// the dynamic imports below.
process.env.NODE_ENV ??= "production";
const { createPortalApp } = await import("./app.mjs");
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || undefined;
const SHUTDOWN_TIMEOUT_MS = 10_000;

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

const app = createPortalApp(build);
const server = app.listen(port, host, () => {
  const lan = Object.values(networkInterfaces())
    .flat()
    .find((ip) => ip?.family === "IPv4" && !ip.internal)?.address;
  const address = host ?? "localhost";
  console.log(`[portal] http://${address}:${port}${lan && !host ? ` (http://${lan}:${port})` : ""}`);
});

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log(`[portal] ${signal}: finishing the requests in flight, then stopping.`);
    await closeGracefully(server, { timeoutMs: SHUTDOWN_TIMEOUT_MS });
    process.exit(0);
  });
}
