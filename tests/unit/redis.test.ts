import { EventEmitter } from "node:events";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RedisClient } from "~/utils/redis.server";

/**
 * The process's connection to Redis (decision 113), around a stand-in for node-redis's
 * client (its events, `isReady`, `connect`): what an outage logs and counts, and how long
 * Redis is left alone after a command failed.
 */

beforeEach(() => {
  vi.resetModules();
  vi.stubEnv("API_BASE_URL", "http://127.0.0.1:3100");
  vi.stubEnv("LOG_LEVEL", "silent");
  vi.useFakeTimers({ toFake: ["Date", "setTimeout"] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

async function connect({ connects = true } = {}) {
  const { connectRedis } = await import("~/utils/redis.server");
  const { getLogger } = await import("~/utils/logger.server");
  const { metrics } = await import("~/utils/metrics.server");
  const logger = getLogger();
  const warn = vi.spyOn(logger, "warn");
  const info = vi.spyOn(logger, "info");
  const client = Object.assign(new EventEmitter(), {
    isReady: false,
    connect: () => (connects ? Promise.resolve() : new Promise(() => {})),
  });
  const redis = connectRedis("redis://:secret@redis.test:6379", client as unknown as RedisClient);
  const value = async (metric: "redisErrors" | "redisUp", component?: string) =>
    (await metrics()[metric].get()).values.find(
      ({ labels }) => component === undefined || labels.component === component,
    )?.value ?? 0;
  const up = () => {
    client.isReady = true;
    client.emit("ready");
  };
  const down = (message = "connect ECONNREFUSED") => {
    client.isReady = false;
    client.emit("error", new Error(message));
  };
  return { redis, warn, info, value, up, down };
}

describe("the connection to Redis", () => {
  it("logs an outage once when it starts and once when it ends, counts every error, and says whether it is up", async () => {
    const { warn, info, value, up, down } = await connect();
    const errorsBefore = await value("redisErrors", "connection");
    up();
    expect(await value("redisUp")).toBe(1);
    for (let attempt = 0; attempt < 5; attempt++) down();
    expect(await value("redisUp")).toBe(0);
    expect(await value("redisErrors", "connection")).toBe(errorsBefore + 5);
    expect(warn).toHaveBeenCalledTimes(1);
    // Where, but never the password the URL carries.
    expect(warn.mock.calls[0]![0]).toMatch(
      /^Redis at redis:\/\/redis\.test:6379 is unreachable \(connect ECONNREFUSED\)/,
    );
    expect(JSON.stringify(warn.mock.calls)).not.toContain("secret");
    up();
    expect(info).toHaveBeenCalledTimes(1);
    expect(await value("redisUp")).toBe(1);
    down();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("leaves Redis alone for a few seconds after a command failed, and logs such failures at most once a minute", async () => {
    const { redis, warn, value, up } = await connect();
    up();
    const before = await value("redisErrors", "cache");
    expect(redis.isReady()).toBe(true);
    redis.failed("cache", new Error("Command timed out"));
    expect(redis.isReady()).toBe(false);
    vi.advanceTimersByTime(5_000);
    expect(redis.isReady()).toBe(true);
    redis.failed("cache", new Error("Command timed out"));
    expect(await value("redisErrors", "cache")).toBe(before + 2);
    expect(warn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    redis.failed("cache", new Error("Command timed out"));
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("gives up on a command that gets no answer (a hung server) after 500 ms, a transaction's too", async () => {
    const { connectRedis, RedisTimeoutError } = await import("~/utils/redis.server");
    const never = () => new Promise(() => {});
    const multi = { get: () => multi, pTTL: () => multi, exec: never };
    const client = Object.assign(new EventEmitter(), {
      isReady: true,
      connect: async () => {},
      get: never,
      multi: () => multi,
      ping: async () => "PONG",
    });
    const redis = connectRedis("redis://redis.test:6379", client as unknown as RedisClient);
    const answers = [redis.client.get("key"), redis.client.multi().get("key").pTTL("key").exec(true)].map((command) =>
      command.then(
        () => "answered",
        (error: unknown) => (error instanceof RedisTimeoutError ? "timed out" : String(error)),
      ),
    );
    const settled: string[] = [];
    for (const answer of answers) void answer.then((outcome) => settled.push(outcome));
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual(["timed out", "timed out"]);
    // A command that answers in time answers as it would.
    const ping = redis.client.ping();
    expect(await ping).toBe("PONG");
  });

  it("lets the first requests wait for the first connection one second at most", async () => {
    const { redis } = await connect({ connects: false });
    let waited = false;
    const first = redis.firstConnection().then(() => (waited = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(waited).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await first;
    expect(waited).toBe(true);
    expect(redis.isReady()).toBe(false);
  });
});
