#!/usr/bin/env node
// The portal's HTTP server in development (`npm run dev`, through scripts/start.mjs --dev):
// the very express app production runs (app.mjs: security headers, the cookie rule, the
// client's address for the rate limits, the request log), with Vite in middleware mode in
// place of the build's static files, and each request answered by the server build as
// Vite has it now, so an edit to app/ shows at the next request (and at once in the
// browser, through the hot reload). An edit to server/ needs a restart. Decision 091.
//
// Development only: it imports Vite, a development dependency, and the image leaves it out.
import { createServer } from "node:http";
import { loadBuild, serve } from "./serve.mjs";

/** @import { PortalBuild } from "./app.mjs" */

// Before React loads (it picks its development or production build on import).
process.env.NODE_ENV ??= "development";
const { createServer: createViteServer } = await import("vite");
const { createPortalApp } = await import("./app.mjs");

const SERVER_BUILD = "virtual:react-router/server-build";

const server = createServer();
const vite = await createViteServer({
  // The hot reload's WebSocket on the portal's own port: a port of its own would be one
  // more to keep free, and the pages' CSP (connect-src 'self') would refuse it.
  server: { middlewareMode: true, hmr: { server } },
});

/** The server build as Vite has it now; an error's stack points into the sources. */
async function current() {
  try {
    return /** @type {PortalBuild} */ (await vite.ssrLoadModule(SERVER_BUILD));
  } catch (error) {
    if (error instanceof Error) vite.ssrFixStacktrace(error);
    throw error;
  }
}

const build = await loadBuild(current);
const logger = build.entry.module.getLogger();
const app = createPortalApp(build, { logger, development: { load: current, files: vite.middlewares } });
await serve(app, { build, logger, server, beforeClose: () => vite.close() });
