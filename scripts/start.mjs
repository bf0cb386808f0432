#!/usr/bin/env node
// `npm start`: builds the portal, starts the sandbox API when API_BASE_URL is unset (with
// the portal's API key, made for the run unless given) and beside it the staff identity
// provider when STAFF_OIDC_ISSUER is unset too (decision 140), then serves the production
// build. `--no-build` reuses an existing build (tests).
// `npm run dev` (`--dev`): no build; the same, with the portal served from the sources
// by the same express app, hot-reloading (server/dev.mjs, decision 091).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { requireSupportedNode } from "./runtime.mjs";

requireSupportedNode("start");

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => join(root, "node_modules", ".bin", name);
const env = { ...process.env };
const dev = process.argv.includes("--dev");
const children = [];
let stopping = false;
// The portal keeps serving for SHUTDOWN_DELAY_MS, then takes up to SHUTDOWN_TIMEOUT_MS
// to finish its requests in flight (server/portal.mjs).
const STOP_GRACE_MS = (Number(env.SHUTDOWN_DELAY_MS) || 0) + (Number(env.SHUTDOWN_TIMEOUT_MS) || 10_000) + 2_000;

function log(message) {
  console.log(`[start] ${message}`);
}

/** Stops the children, lets them finish what they are doing (bounded), then exits. */
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  const exited = running.map((child) => new Promise((resolve) => child.once("exit", resolve)));
  for (const child of running) child.kill("SIGTERM");
  await Promise.race([Promise.all(exited), new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS))]);
  process.exit(code);
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

function run(name, command, args, childEnv) {
  const child = spawn(command, args, { cwd: root, env: childEnv, stdio: ["ignore", "pipe", "inherit"] });
  children.push(child);
  child.on("exit", (code, signal) => {
    if (!stopping) {
      log(`${name} stopped (${signal ?? `exit code ${code}`}); stopping everything.`);
      stop(code || 1);
    }
  });
  return child;
}

/**
 * Echoes the child's output; resolves with one match per pattern once the child has
 * printed a line matching each.
 */
function waitForLines(child, patterns, name) {
  return new Promise((resolve, reject) => {
    const matches = patterns.map(() => undefined);
    let buffer = "";
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      if (matches.every(Boolean)) return;
      buffer += chunk.toString();
      patterns.forEach((pattern, index) => (matches[index] ??= buffer.match(pattern) ?? undefined));
      if (matches.every(Boolean)) resolve(matches);
      else if (buffer.length > 10_000) buffer = buffer.slice(-1000);
    });
    child.on("exit", () => reject(new Error(`${name} exited before it was ready`)));
  });
}

if (dev) {
  // Nothing to build: Vite compiles the sources as they are asked for.
} else if (!process.argv.includes("--no-build")) {
  log("Building the portal…");
  const build = spawnSync(bin("react-router"), ["build"], { cwd: root, stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else if (!existsSync(join(root, "build", "server", "index.js"))) {
  log("No build found: run `npm run build` first, or start without --no-build.");
  process.exit(1);
}

env.NODE_ENV ??= dev ? "development" : "production";
env.PORT ??= "3000";
// Prometheus's metrics on a port of their own (decision 115): PORT + 2, as PORT + 1 is
// where the tests and the bench put the sandbox. METRICS_PORT= (empty) serves none.
env.METRICS_PORT ??= String(Number(env.PORT) + 2);
// Readable logs for a person at a terminal; JSON lines when the output goes elsewhere.
if (!env.LOG_FORMAT && process.stdout.isTTY) {
  env.LOG_FORMAT = "pretty";
  env.FORCE_COLOR ??= "1";
}
// Development has a fixed secret of its own (app/config.server.ts): sessions outlive a restart.
if (!env.SESSION_SECRET && !dev) {
  env.SESSION_SECRET = randomBytes(32).toString("hex");
  log("Demo mode: generated a SESSION_SECRET for this run (sessions end when it stops).");
  log("Set SESSION_SECRET to keep sessions across restarts.");
}

/** The demo's audience for the provider API's staff tokens: an identifier, never fetched. */
const DEMO_STAFF_AUDIENCE = "urn:nodo-sur:api";

/**
 * The staff identity provider (idp/, decision 140), started with the sandbox when the portal
 * names no issuer of its own: on IDP_PORT (3200; `IDP_PORT=` starts none, and the call
 * centre's desk stays off), with the portal as its client, a secret made for the run, and
 * the portal's return addresses on this machine. The portal's staff settings are set for it.
 */
function startIdp() {
  const port = env.IDP_PORT ?? "3200";
  const issuer = `http://127.0.0.1:${port}`;
  const secret = randomBytes(32).toString("hex");
  const portal = [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`];
  const idp = run("The staff identity provider", process.execPath, [join("idp", "main.ts")], {
    ...process.env,
    IDP_PORT: port,
    IDP_ISSUER: issuer,
    IDP_CLIENT_ID: "portal",
    IDP_CLIENT_SECRET: secret,
    IDP_AUDIENCE: env.STAFF_OIDC_AUDIENCE ?? DEMO_STAFF_AUDIENCE,
    IDP_REDIRECT_URIS: portal.map((origin) => `${origin}/agentes/ingresar/retorno`).join(","),
    IDP_POST_LOGOUT_REDIRECT_URIS: portal.map((origin) => `${origin}/agentes/ingresar`).join(","),
  });
  Object.assign(env, {
    STAFF_OIDC_ISSUER: issuer,
    STAFF_OIDC_CLIENT_ID: "portal",
    STAFF_OIDC_CLIENT_SECRET: secret,
    STAFF_OIDC_AUDIENCE: env.STAFF_OIDC_AUDIENCE ?? DEMO_STAFF_AUDIENCE,
  });
  log(`STAFF_OIDC_ISSUER is not set: starting the staff identity provider on port ${port}…`);
  return waitForLines(idp, [/Staff identity provider listening on (\S+)/], "The staff identity provider");
}

let sandboxDatabase;
let staffIdp;
try {
  if (!env.API_BASE_URL) {
    if (!existsSync(join(root, "sandbox", "main.ts"))) {
      log("API_BASE_URL is not set and there is no sandbox to start: set API_BASE_URL.");
      process.exit(1);
    }
    env.SANDBOX_PORT ??= "3100";
    // The portal's own credential (decision 127): the demo runs with it on. The sandbox knows
    // the portal by API_KEY (given, or made for this run); SANDBOX_CLIENT_KEYS set is kept as is.
    const sandboxEnv = { ...env };
    if (!env.SANDBOX_CLIENT_KEYS) {
      if (!env.API_KEY) {
        env.API_KEY = randomBytes(32).toString("hex");
        log("Demo mode: generated an API key for this run (API_KEY), which the sandbox asks of the portal.");
        log("Set API_KEY to choose it (and to call the sandbox's sign-in with it: X-Api-Key).");
      }
      sandboxEnv.SANDBOX_CLIENT_KEYS = `portal:${env.API_KEY}`;
    }
    delete env.SANDBOX_CLIENT_KEYS;
    const idpReady = !env.STAFF_OIDC_ISSUER && env.IDP_PORT !== "" ? startIdp() : undefined;
    // The sandbox trusts the staff tokens of the portal's issuer, for the portal's audience.
    if (env.STAFF_OIDC_ISSUER) {
      sandboxEnv.SANDBOX_STAFF_ISSUER ??= env.STAFF_OIDC_ISSUER;
      if (env.STAFF_OIDC_AUDIENCE) sandboxEnv.SANDBOX_STAFF_AUDIENCE ??= env.STAFF_OIDC_AUDIENCE;
    }
    log(`API_BASE_URL is not set: starting the sandbox API on port ${env.SANDBOX_PORT}…`);
    // Node runs the sandbox's TypeScript itself (type stripping, decision 136).
    const sandbox = run("The sandbox API", process.execPath, [join("sandbox", "main.ts")], sandboxEnv);
    const [[, path, state], [, url]] = await waitForLines(
      sandbox,
      [/Sandbox database: (.+) \((new|kept)\b/, /Sandbox API listening on (\S+)/],
      "The sandbox API",
    );
    if (idpReady) [[, staffIdp]] = await idpReady;
    env.API_BASE_URL = url;
    sandboxDatabase = `${path}\n               ${state === "new" ? "new, seeded with the demo data just now" : "kept from an earlier run (seeded then); delete it to start afresh"}`;
  }

  const server = dev
    ? [join("server", "dev.mjs")]
    : [join("server", "portal.mjs"), join("build", "server", "index.js")];
  const portal = run("The portal", process.execPath, server, env);
  const [[, lan]] = await waitForLines(
    portal,
    [/portal listening on http:\/\/\S+:\d+(?: \((http:\/\/[^)\s]+)\))?/],
    "The portal",
  );
  console.log(`
  Portal:      http://localhost:${env.PORT}${lan ? `\n               ${lan} from another device on this network` : ""}${env.METRICS_PORT ? `\n  Metrics:     http://localhost:${env.METRICS_PORT}/metrics (Prometheus's format, on a port of its own)` : ""}
  API:         ${env.API_BASE_URL}${sandboxDatabase ? `\n  Sandbox DB:  ${sandboxDatabase}` : ""}${staffIdp ? `\n  Staff IdP:   ${staffIdp} (the call centre's sign-in; from this machine only)` : ""}
  Environment: APP_ENV=${env.APP_ENV ?? (env.NODE_ENV === "production" ? "production" : "development")}

  Demo accounts (sign in at http://localhost:${env.PORT}/iniciar-sesion):
    DNI 20304050     no password: internet and TV, an overdue and a pending invoice
    DNI 27222333     password Portal2026: all paid, streaming, automatic debit
    DNI 28444555     no password: an invoice past its first due date, the surcharge in force
    DNI 26555444     no password: suspended; a promise to pay reconnects it
    DNI 29777888     no password: a promise to pay that lapsed this month
    CUIT 30712345671 company with two connections
    DNI 11222333     not a customer (shows the 403 message)
${
  staffIdp
    ? `
  Demo staff (the call centre's desk: http://localhost:${env.PORT}/agentes/ingresar):
    lfernandez       password Agente2026: Lucía Fernández, agent 4127
    mgomez           password Agente2026: Martín Gómez, agent 4133
    cpaz             password Supervisora2026: Carolina Paz, supervisor 3001
    psosa            password Oficina2026: Pablo Sosa, neither role (the desk refuses him)
`
    : ""
}`);
} catch (error) {
  log(error instanceof Error ? error.message : String(error));
  stop(1);
}
