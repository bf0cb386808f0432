import { createRequire } from "node:module";
import { format } from "node:util";
import { pino, stdTimeFunctions, type DestinationStream, type Logger } from "pino";
import { getConfig, type Config } from "~/config.server";
import { currentRequestScope } from "~/utils/request-scope.server";

/**
 * The portal's one logger: JSON lines on stdout for a log collector (one per request,
 * written by the HTTP server, server/app.mjs, with this same logger), readable lines for a
 * person at a terminal. Nothing that identifies a customer or opens a session is ever
 * logged: no headers (cookies, tokens), no bodies (passwords), no raw paths (a route's
 * pattern instead), so no DNI either.
 */
let current: Logger | undefined;

export function getLogger(): Logger {
  if (!current) {
    const config = getConfig();
    // The development server run in a terminal reads like `npm start` does, unless told otherwise.
    const pretty = config.NODE_ENV === "development" && !process.env.LOG_FORMAT && process.stdout.isTTY;
    const secrets = [config.API_KEY, config.STAFF_OIDC_CLIENT_SECRET, ...config.SESSION_SECRET].filter(
      (secret): secret is string => Boolean(secret),
    );
    current = createLogger({ ...config, ...(pretty ? { LOG_FORMAT: "pretty" as const } : {}), secrets });
  }
  return current;
}

// Written synchronously to stdout (or `output`): a process stopping on SIGTERM keeps its
// last lines. Every line passes `scrubLogLine` on its way out, with the configuration's
// `secrets` (the API key, the session secrets) blanked wherever they would appear.
export function createLogger(
  config: Pick<Config, "LOG_LEVEL" | "LOG_FORMAT"> & { secrets?: readonly string[] },
  output?: DestinationStream,
): Logger {
  const secrets = (config.secrets ?? []).filter((secret) => secret.length >= 8);
  const destination = prettyStream(config.LOG_FORMAT, output) ?? output ?? pino.destination({ dest: 1, sync: true });
  return pino(
    {
      level: config.LOG_LEVEL,
      base: undefined,
      timestamp: stdTimeFunctions.isoTime,
      // "info", not 30: what log collectors and people read.
      formatters: { level: (label) => ({ level: label }) },
      // Belt and braces: should an object with headers ever be logged, these never show.
      redact: {
        paths: [
          "req.headers.cookie",
          "req.headers.authorization",
          "req.headers['x-api-key']",
          "res.headers['set-cookie']",
          "headers.cookie",
          "headers.authorization",
          "headers['x-api-key']",
        ],
        censor: "[redacted]",
      },
      hooks: { streamWrite: (line) => scrubLogLine(line, secrets) },
    },
    destination,
  );
}

/**
 * The last guard between a line and the log (decision 127): no log line ever
 * carries a hand-over code or a bearer token, wherever a URL or a header slipped into it
 * (an error's message, a library's warning). Blanked: the query of `/auth/login` (the
 * hand-over's `?code=`, the old `?token=`), any `token` or `code` query parameter, what
 * follows `Bearer`, and each of `secrets` word for word. The request lines themselves
 * carry route patterns, never a URL (decision 084).
 */
export function scrubLogLine(line: string, secrets: readonly string[] = []): string {
  let scrubbed = line
    .replace(/(\/auth\/login\?)[^\s"\\#]*/g, "$1[redacted]")
    .replace(/([?&](?:token|code)=)[^&\s"\\#]*/gi, "$1[redacted]")
    .replace(/(Bearer\s+)[\w.~+/=-]+/gi, "$1[redacted]");
  // As written, and as a JSON string holds it (a quote or a backslash escaped).
  for (const secret of secrets)
    scrubbed = scrubbed.replaceAll(secret, "[redacted]").replaceAll(JSON.stringify(secret).slice(1, -1), "[redacted]");
  return scrubbed;
}

/**
 * pino-pretty, when asked for and installed. It is a development dependency: the
 * production image does not have it, and there the logs stay JSON.
 */
function prettyStream(format: Config["LOG_FORMAT"], output?: DestinationStream): DestinationStream | undefined {
  if (format !== "pretty") return undefined;
  try {
    const pretty = createRequire(import.meta.url)("pino-pretty") as (options: object) => DestinationStream;
    return pretty({
      sync: true,
      destination: output ?? 1,
      // On stdout: colours where supported (a terminal, or FORCE_COLOR: scripts/start.mjs
      // sets it, as the portal's output reaches the terminal through it).
      ...(output ? { colorize: false } : {}),
      translateTime: "SYS:HH:MM:ss",
      // A request on one line, as a person scans them: "GET /planes/:id 200 12 ms".
      messageFormat: (line: Record<string, unknown>, key: string) =>
        line.route ? `${line.method} ${line.route} ${line.status} ${line.durationMs} ms` : String(line[key] ?? ""),
      ignore: "pid,hostname,reqId,method,route,status,durationMs,url,lanUrl",
    });
  } catch {
    process.stderr.write("LOG_FORMAT=pretty needs pino-pretty (a development dependency): logging JSON.\n");
    return undefined;
  }
}

/**
 * An unexpected error, with its stack, once, tied to the request being served (if any) by
 * its id, like the request's own log line. (`null` for a fault with no error object: a
 * misconfiguration the message names.)
 */
export function logError(error: unknown, message = "unexpected error", requestId = currentRequestScope()?.requestId) {
  getLogger().error({ ...(requestId ? { reqId: requestId } : {}), ...(error == null ? {} : { err: error }) }, message);
}

/**
 * Something an operator should know that is not a failure of the page (a block left out, a
 * capability gone, a stale copy kept), tied to the request like `logError`.
 */
export function logWarning(message: string, error?: unknown, requestId = currentRequestScope()?.requestId) {
  getLogger().warn(
    { ...(requestId ? { reqId: requestId } : {}), ...(error === undefined ? {} : { err: error }) },
    message,
  );
}

type ConsoleMethods = Pick<Console, "error" | "warn" | "info" | "log">;

/**
 * Sends what code writes with `console.*` through the logger, as one JSON line with the
 * request's id: an error's stack printed over many lines would be many log entries for a
 * collector, none tied to a request. The HTTP server calls it at start; returns the undo.
 */
export function routeConsoleToLogger(logger: Logger = getLogger(), target: ConsoleMethods = console): () => void {
  const original = { error: target.error, warn: target.warn, info: target.info, log: target.log };
  const through =
    (level: "error" | "warn" | "info") =>
    (...args: unknown[]) => {
      const error = args.find((arg) => arg instanceof Error);
      const rest = args.filter((arg) => arg !== error);
      const requestId = currentRequestScope()?.requestId;
      const fields = { ...(requestId ? { reqId: requestId } : {}), ...(error ? { err: error } : {}) };
      logger[level](
        fields,
        rest.length ? format(...rest).replace(/:\s*$/, "") : ((error as Error | undefined)?.message ?? ""),
      );
    };
  target.error = through("error");
  target.warn = through("warn");
  target.info = target.log = through("info");
  return () => Object.assign(target, original);
}
