import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSharedCache } from "~/api/shared-cache.server";
import { metrics } from "~/utils/metrics.server";
import type { SharedRedis } from "~/utils/redis.server";
import { getLogger } from "~/utils/logger.server";

/**
 * The shared cache of public data (decision 077) on a fake clock with a fake API: each
 * `fetch` is counted and answers what the test sets, now or when the test releases it.
 */

const TIMES = { ttl: 60_000, staleWhileRevalidate: 600_000 };

function fakeApi() {
  let version = 0;
  let failing: Error | null = null;
  const pending: (() => void)[] = [];
  let holding = false;
  const api = {
    calls: 0,
    /** The next answers fail with this error, or succeed again with null. */
    fail(error: Error | null) {
      failing = error;
    },
    /** Answers wait until `release()`. */
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const resolve of pending.splice(0)) resolve();
    },
    fetch: async () => {
      api.calls++;
      if (holding) await new Promise<void>((resolve) => pending.push(resolve));
      if (failing) throw failing;
      return { version: ++version };
    },
  };
  return api;
}

/** Lets the background refresh that a stale read started run to its end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

let now = Date.parse("2026-11-23T12:00:00Z");
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now);
  // The logger reads the configuration, which needs an API address.
  vi.stubEnv("API_BASE_URL", "http://127.0.0.1:3100");
  vi.spyOn(getLogger(), "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
const advance = (ms: number) => {
  now += ms;
  vi.setSystemTime(now);
};

describe("shared cache of public data", () => {
  it("answers from the cache within the time to live: one call for many reads", async () => {
    const cache = createSharedCache({ times: TIMES });
    const api = fakeApi();
    expect(await cache.get("plans", api.fetch)).toEqual({ version: 1 });
    advance(59_000);
    for (let i = 0; i < 10; i++) expect(await cache.get("plans", api.fetch)).toEqual({ version: 1 });
    expect(api.calls).toBe(1);
  });

  it("keeps keys apart", async () => {
    const cache = createSharedCache({ times: TIMES });
    const plans = fakeApi();
    const localities = fakeApi();
    await cache.get("plans", plans.fetch);
    await cache.get("localities", localities.fetch);
    await cache.get("plans", plans.fetch);
    expect([plans.calls, localities.calls]).toEqual([1, 1]);
  });

  it("past the time to live, serves the stale copy at once while one refresh runs, then the fresh one", async () => {
    const cache = createSharedCache({ times: TIMES });
    const api = fakeApi();
    await cache.get("plans", api.fetch);
    advance(61_000);
    api.hold();
    // Five readers at once: all get the stale copy without waiting, and one refresh runs.
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.get("plans", api.fetch)));
    expect(answers).toEqual(Array(5).fill({ version: 1 }));
    await settle();
    expect(api.calls).toBe(2);
    api.release();
    await settle();
    expect(await cache.get("plans", api.fetch)).toEqual({ version: 2 });
    expect(api.calls).toBe(2);
  });

  it("makes one call for concurrent misses", async () => {
    const cache = createSharedCache({ times: TIMES });
    const api = fakeApi();
    api.hold();
    const readers = Array.from({ length: 20 }, () => cache.get("plans", api.fetch));
    await settle();
    api.release();
    expect(await Promise.all(readers)).toEqual(Array(20).fill({ version: 1 }));
    expect(api.calls).toBe(1);
  });

  it("keeps the stale copy when a refresh fails, within the bound (time to live + stale window)", async () => {
    const cache = createSharedCache({ times: TIMES });
    const api = fakeApi();
    await cache.get("plans", api.fetch);
    api.fail(new Error("API down"));
    advance(61_000);
    expect(await cache.get("plans", api.fetch)).toEqual({ version: 1 });
    await settle();
    advance(500_000);
    expect(await cache.get("plans", api.fetch)).toEqual({ version: 1 });
    await settle();
    expect(api.calls).toBe(3);
    expect(getLogger().warn).toHaveBeenCalledWith(
      expect.anything(),
      expect.stringMatching(/refreshing plans failed; the stale copy stays \(API down\)/),
    );
    // Past the bound the copy is gone: the reader waits for the API and gets its failure.
    advance(100_000);
    await expect(cache.get("plans", api.fetch)).rejects.toThrow("API down");
    // The API back: the next read is fresh.
    api.fail(null);
    expect(await cache.get("plans", api.fetch)).toEqual({ version: 2 });
  });

  it("never stores an error: the next read calls again", async () => {
    const cache = createSharedCache({ times: TIMES });
    const api = fakeApi();
    api.fail(new Error("500"));
    await expect(cache.get("plans", api.fetch)).rejects.toThrow("500");
    await expect(cache.get("plans", api.fetch)).rejects.toThrow("500");
    expect(api.calls).toBe(2);
    api.fail(null);
    expect(await cache.get("plans", api.fetch)).toEqual({ version: 1 });
    expect(await cache.get("plans", api.fetch)).toEqual({ version: 1 });
    expect(api.calls).toBe(3);
  });

  it("shares a failing call's error with the readers that waited for it, and stores nothing", async () => {
    const cache = createSharedCache({ times: TIMES });
    const api = fakeApi();
    api.hold();
    api.fail(new Error("timeout"));
    const readers = Array.from({ length: 3 }, () =>
      cache.get("plans", api.fetch).catch((error: Error) => error.message),
    );
    await settle();
    api.release();
    expect(await Promise.all(readers)).toEqual(["timeout", "timeout", "timeout"]);
    expect(api.calls).toBe(1);
    api.fail(null);
    expect(await cache.get("plans", api.fetch)).toEqual({ version: 1 });
  });

  it("forgets everything on clear, even a call still under way", async () => {
    const cache = createSharedCache({ times: TIMES });
    const api = fakeApi();
    await cache.get("plans", api.fetch);
    api.hold();
    const before = cache.get("localities", api.fetch);
    cache.clear();
    const after = cache.get("localities", api.fetch);
    await settle();
    api.release();
    expect(await before).toEqual({ version: 2 });
    expect(await after).toEqual({ version: 3 });
    expect(await cache.get("plans", api.fetch)).toEqual({ version: 4 });
  });
});

/**
 * A stand-in for Redis (decision 113): a map of strings behind node-redis's calls, which can
 * stop answering (every command fails) or be not ready (no command may be sent).
 */
function fakeRedis() {
  const data = new Map<string, string>();
  const state = { ready: true, failing: false, commands: 0 };
  const failed: string[] = [];
  const command = async <T>(answer: () => T) => {
    state.commands++;
    if (!state.ready) throw new Error("a command sent while not ready");
    if (state.failing) throw new Error("Redis did not answer in time");
    return answer();
  };
  const client = {
    get: (key: string) => command(() => data.get(key) ?? null),
    set: (key: string, value: string) => command(() => (data.set(key, value), "OK")),
    del: (key: string) => command(() => Number(data.delete(key))),
    unlink: (keys: string[]) => command(() => keys.filter((key) => data.delete(key)).length),
    async *scanIterator({ MATCH }: { MATCH: string }) {
      yield await command(() => [...data.keys()].filter((key) => key.startsWith(MATCH.replace(/\*$/, ""))));
    },
  };
  const redis = {
    client,
    isReady: () => state.ready,
    firstConnection: async () => {},
    failed: (component: string) => void failed.push(component),
  };
  return { data, state, failed, redis: redis as unknown as SharedRedis };
}

describe("shared cache of public data in Redis", () => {
  it("is one cache for every replica: the second replica's read makes no call", async () => {
    const { data, redis } = fakeRedis();
    const [replicaA, replicaB] = [
      createSharedCache({ times: TIMES, redis }),
      createSharedCache({ times: TIMES, redis }),
    ];
    const api = fakeApi();
    expect(await replicaA.get("plans", api.fetch)).toEqual({ version: 1 });
    expect(await replicaB.get("plans", api.fetch)).toEqual({ version: 1 });
    expect(api.calls).toBe(1);
    expect([...data.keys()]).toEqual([expect.stringMatching(/^portal:cache:[^:]+:plans$/)]);
  });

  it("still makes one call for concurrent misses in one replica", async () => {
    const { redis } = fakeRedis();
    const cache = createSharedCache({ times: TIMES, redis });
    const api = fakeApi();
    api.hold();
    const readers = Array.from({ length: 5 }, () => cache.get("plans", api.fetch));
    await settle();
    api.release();
    expect(await Promise.all(readers)).toEqual(Array(5).fill({ version: 1 }));
    expect(api.calls).toBe(1);
  });

  it("falls back to this replica's memory when Redis fails a read or a write: the API answers, nothing throws", async () => {
    const { state, failed, redis } = fakeRedis();
    const cache = createSharedCache({ times: TIMES, redis });
    const api = fakeApi();
    state.failing = true;
    expect(await cache.get("plans", api.fetch)).toEqual({ version: 1 });
    expect(await cache.get("plans", api.fetch)).toEqual({ version: 1 });
    expect(api.calls).toBe(1);
    expect(failed.length).toBeGreaterThanOrEqual(2);
    expect(new Set(failed)).toEqual(new Set(["cache"]));
    // A miss whose API call fails is the API's failure, as without Redis; not Redis's.
    api.fail(new Error("API down"));
    await expect(cache.get("localities", api.fetch)).rejects.toThrow("API down");
  });

  it("sends no command while Redis is not ready: memory at once", async () => {
    const { state, failed, redis } = fakeRedis();
    const cache = createSharedCache({ times: TIMES, redis });
    const api = fakeApi();
    state.ready = false;
    expect(await cache.get("plans", api.fetch)).toEqual({ version: 1 });
    expect(await cache.get("plans", api.fetch)).toEqual({ version: 1 });
    expect(api.calls).toBe(1);
    expect(state.commands).toBe(0);
    expect(failed).toEqual([]);
  });

  it("forgets Redis's copies too on clear: the next read of either replica calls the API", async () => {
    const { data, redis } = fakeRedis();
    const [replicaA, replicaB] = [
      createSharedCache({ times: TIMES, redis }),
      createSharedCache({ times: TIMES, redis }),
    ];
    const api = fakeApi();
    await replicaA.get("plans", api.fetch);
    await replicaA.clear();
    expect(data.size).toBe(0);
    expect(await replicaB.get("plans", api.fetch)).toEqual({ version: 2 });
  });
});

describe("shared cache lookups in the metrics", () => {
  const lookups = async () =>
    Object.fromEntries(
      (await metrics().cacheLookups.get()).values.map(({ labels, value }) => [String(labels.result), value]),
    );
  const since = async (before: Record<string, number>) => {
    const now = await lookups();
    return Object.fromEntries(
      ["hit", "miss", "stale"].map((result) => [result, (now[result] ?? 0) - (before[result] ?? 0)]),
    );
  };

  for (const store of ["memory", "Redis"] as const) {
    it(`counts each read once by what answered it: miss, hit, stale (${store})`, async () => {
      const cache = createSharedCache({ times: TIMES, redis: store === "Redis" ? fakeRedis().redis : null });
      const api = fakeApi();
      const before = await lookups();
      // Three readers of one miss: one call, three reads that waited for the API.
      await Promise.all([1, 2, 3].map(() => cache.get("plans", api.fetch)));
      await cache.get("plans", api.fetch);
      advance(TIMES.ttl + 1);
      await cache.get("plans", api.fetch);
      await settle();
      expect(await since(before)).toEqual({ miss: 3, hit: 1, stale: 1 });
    });
  }
});
