import { createClient } from "redis";
import { getConfig } from "~/config.server";
import { getLogger } from "~/utils/logger.server";
import { metrics, type RedisComponent } from "~/utils/metrics.server";

/**
 * The process's one connection to Redis (`REDIS_URL`, decision 113): where the replicas
 * share their rate limits and their cache of public data. Redis is a help, never a
 * dependency: a page must not wait on it nor fail because of it. So:
 *
 * - commands are refused at once while the connection is down (no offline queue), and any
 *   command gives up after `COMMAND_TIMEOUT_MS` (`inTime`: node-redis's own timeout ends
 *   when the command is written, and a hung server never answers); the caller falls back
 *   to this replica's memory (limits) or its own copy and the API (cache), and Redis is
 *   left alone for `PAUSE_AFTER_FAILURE_MS`;
 * - the connection is opened on first use and reopened with backoff, forever;
 * - an outage is logged once when it starts and once when it ends, not per command, and
 *   counted: `portal_redis_errors_total`, `portal_redis_up`.
 *
 * Only the first requests of a process wait, once and briefly, for the first connection, so
 * that a replica just started counts in Redis rather than in memory.
 */

/** Redis answers in well under a millisecond; past this it is not answering. */
const COMMAND_TIMEOUT_MS = 500;
/** How long the first requests of a process wait for the first connection. */
const FIRST_CONNECTION_WAIT_MS = 1_000;
/** A command that failed while the connection looked up (a hung server) is logged at most this often. */
const COMMAND_FAILURE_LOG_EVERY_MS = 60_000;
/**
 * After a command failed, Redis is left alone this long (memory instead), so a server that
 * hangs without closing its connections costs one timeout every few seconds, not one per
 * request.
 */
const PAUSE_AFTER_FAILURE_MS = 5_000;

export function createRedisClient(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    // Bounds the wait to be written only (a full queue); `inTime` bounds the answer.
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: {
      connectTimeout: 2_000,
      // 100 ms, 200 ms, … up to 5 s between attempts, with jitter so replicas do not knock together.
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) + Math.floor(Math.random() * 100),
    },
  });
}

export type RedisClient = ReturnType<typeof createRedisClient>;

export type SharedRedis = {
  /** The client, every command of it (a `multi`'s `exec` too) bounded by `inTime`. */
  client: RedisClient;
  /** Whether to send a command now: not while disconnected, nor for a while after a command failed. */
  isReady(): boolean;
  /** Resolves once the first connection is made or has taken too long (at once after that). */
  firstConnection(): Promise<void>;
  /** Counts a command of `component` that failed, and logs it once in a while. */
  failed(component: RedisComponent, error: unknown): void;
};

export function connectRedis(url: string, client: RedisClient = createRedisClient(url)): SharedRedis {
  const log = getLogger();
  const { redisErrors, redisUp } = metrics();
  const where = redisAddress(url);
  let down = false;
  redisUp.set(0);
  client.on("ready", () => {
    redisUp.set(1);
    if (down) log.info(`Redis at ${where} answers again: limits and the cache of public data are shared again`);
    down = false;
  });
  // node-redis reconnects by itself; without a listener an "error" would end the process.
  client.on("error", (error: unknown) => {
    redisErrors.inc({ component: "connection" });
    redisUp.set(0);
    if (down) return;
    down = true;
    log.warn(
      `Redis at ${where} is unreachable (${describe(error)}): each replica counts the limits in its own memory and keeps its own cache until it answers`,
    );
  });
  client.on("end", () => redisUp.set(0));

  const connecting = client.connect().then(
    () => undefined,
    () => undefined,
  );
  const first = Promise.race([
    connecting,
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_CONNECTION_WAIT_MS).unref()),
  ]);
  const lastLogged = new Map<RedisComponent, number>();
  let pausedUntil = 0;
  return {
    client: boundedInTime(client),
    isReady: () => client.isReady && Date.now() >= pausedUntil,
    firstConnection: () => first,
    failed(component, error) {
      redisErrors.inc({ component });
      const now = Date.now();
      pausedUntil = now + PAUSE_AFTER_FAILURE_MS;
      // While the connection is down, its own line said it all.
      if (down || now - (lastLogged.get(component) ?? -Infinity) < COMMAND_FAILURE_LOG_EVERY_MS) return;
      lastLogged.set(component, now);
      log.warn(
        `Redis at ${where}: a ${component} command failed (${describe(error)}); this replica used its memory instead`,
      );
    },
  };
}

export class RedisTimeoutError extends Error {
  override name = "RedisTimeoutError";
  constructor() {
    super(`no answer from Redis in ${COMMAND_TIMEOUT_MS} ms`);
  }
}

/** The command's answer, or a RedisTimeoutError once it has taken `COMMAND_TIMEOUT_MS`. */
export function inTime<T>(command: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RedisTimeoutError()), COMMAND_TIMEOUT_MS);
  });
  // Its own failure, once the connection is given up on, comes after the caller moved on.
  command.catch(() => {});
  return Promise.race([command, late]).finally(() => clearTimeout(timer));
}

/**
 * The client as its users see it (rate-limiter-flexible, the cache adapter): each method
 * that answers with a promise answers `inTime`; a `multi`'s chain stays on this side, so
 * its `exec` does too.
 */
function boundedInTime<T extends object>(target: T): T {
  const bounded: T = new Proxy(target, {
    get(object, property) {
      const value = Reflect.get(object, property, object) as unknown;
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        const result = (value as (...args: unknown[]) => unknown).apply(object, args);
        if (result instanceof Promise) return inTime(result);
        if (result === object) return bounded;
        if (property === "multi" && typeof result === "object" && result !== null) return boundedInTime(result);
        return result;
      };
    },
  });
  return bounded;
}

/** Host and port only: the URL may carry a password. */
function redisAddress(url: string) {
  const { protocol, host } = new URL(url);
  return `${protocol}//${host}`;
}

const describe = (error: unknown) => (error instanceof Error ? error.message || error.name : String(error));

// One connection per process, on globalThis so a dev-server module reload keeps it.
const REDIS_KEY = Symbol.for("portal.redis");

/** The process's connection to Redis, opened on first use; null without `REDIS_URL`. */
export function sharedRedis(): SharedRedis | null {
  const url = getConfig().REDIS_URL;
  if (!url) return null;
  return ((globalThis as Record<symbol, unknown>)[REDIS_KEY] ??= connectRedis(url)) as SharedRedis;
}
