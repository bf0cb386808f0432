#!/usr/bin/env node
// The portal's HTTP server in production: `node server/portal.mjs [build/server/index.js]`
// serves a production build with the portal's express app (app.mjs) on PORT (3000), HOST
// (every interface) if set, and stops the gentle way on SIGTERM or SIGINT (serve.mjs: not
// ready at once, SHUTDOWN_DELAY_MS more of serving, then at most SHUTDOWN_TIMEOUT_MS for
// the requests in flight, together under the orchestrator's grace period). `npm run dev`
// serves the same app from the sources (dev.mjs).
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { loadBuild, serve } from "./serve.mjs";

// Before React loads (it picks its development or production build on import), hence
// the dynamic imports below.
process.env.NODE_ENV ??= "production";
const { createPortalApp } = await import("./app.mjs");

const build = await loadBuild(() => import(pathToFileURL(resolve(process.argv[2] ?? "build/server/index.js")).href));
const logger = build.entry.module.getLogger();
// From here on, stdout carries JSON lines only (or pretty ones): console.* goes through it.
build.entry.module.routeConsoleToLogger(logger);
await serve(createPortalApp(build, { logger }), { build, logger });
