import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSharedCache } from "~/api/shared-cache.server";

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
  vi.spyOn(console, "warn").mockImplementation(() => {});
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
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/refreshing plans failed; the stale copy stays \(API down\)/));
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
    const readers = Array.from({ length: 3 }, () => cache.get("plans", api.fetch).catch((error: Error) => error.message));
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
