import { join, posix } from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import morgan from "morgan";
import { RouterContextProvider } from "react-router";
import { securityHeaders } from "./security-headers.mjs";

/**
 * The portal's express app around a React Router server build: security headers on every
 * response, compression, the build's static files, one log line per request, and the
 * client's address in the router context.
 */
export function createPortalApp(build, { mode = process.env.NODE_ENV } = {}) {
  // Both come from the build's server entry (app/entry.server.tsx), so the configuration
  // is validated once, by the app, and the context is the very object the app reads.
  const { clientAddressContext, serverSettings } = build.entry.module;
  const settings = serverSettings();

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", settings.trustProxy);

  app.use(morgan("tiny"));
  app.use(securityHeaders(settings));
  app.use(compression());
  // Fingerprinted build output never changes under its name: cached for a year.
  app.use(
    posix.join(build.publicPath, "assets"),
    express.static(join(build.assetsBuildDirectory, "assets"), { immutable: true, maxAge: "1y" }),
  );
  // The rest (favicon, robots.txt…) keep their names across deploys: an hour.
  app.use(build.publicPath, express.static(build.assetsBuildDirectory, { maxAge: "1h" }));

  app.all(
    "*",
    createRequestHandler({
      build,
      mode,
      getLoadContext(req) {
        const context = new RouterContextProvider();
        context.set(clientAddressContext, req.ip ?? "unknown");
        return context;
      },
    }),
  );
  return app;
}
