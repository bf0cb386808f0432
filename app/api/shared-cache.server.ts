import { cachified, totalTtl, type Cache, type CacheEntry } from "@epic-web/cachified";
import { LRUCache } from "lru-cache";
import { getConfig } from "~/config.server";
import { runInRequestScope } from "~/utils/request-scope.server";
import { ApiError } from "./transport.server";

/**
 * The portal's one in-process cache, for public data only: answers that are the same
 * for every visitor (the catalogue, localities, claim categories), never anything of one
 * customer (decision 077). Fresh for `ttl`; then served stale for up to `staleWhileRevalidate`
 * while one refresh runs in the background. A refresh that fails leaves the stale copy in
 * place, so an outage is bridged for at most `ttl + staleWhileRevalidate`; past that the
 * entry is gone and the next page waits for the API (and sees its failure). Errors are never
 * stored, and concurrent misses of one key share one call.
 */

export type SharedCacheTimes = { ttl: number; staleWhileRevalidate: number };

export const PUBLIC_DATA_TIMES: SharedCacheTimes = { ttl: 60_000, staleWhileRevalidate: 10 * 60_000 };

export type SharedCache = {
  /** The cached value of `key`, or the one `fetch` gives (stored only when it succeeds). */
  get<T>(key: string, fetch: () => Promise<T>, times?: SharedCacheTimes): Promise<T>;
  /** Forgets everything (tests, and a testing page): the next read of each key calls the API. */
  clear(): void;
};

export function createSharedCache(options: {
  max?: number; times?: SharedCacheTimes;
  /** The time a background refresh may take, as a page's deadline bounds a page's calls. */
  refreshBudgetMs?: number;
} = {}): SharedCache {
  const refreshBudgetMs = options.refreshBudgetMs ?? 4_500;
  const defaults = options.times ?? PUBLIC_DATA_TIMES;
  const max = options.max ?? 100;
  // A new store after each clear: cachified keys its in-flight calls by the cache object,
  // and a call started before a clear writes into the store it started with, so neither
  // can answer a read made after it.
  let cache = newStore(max);
  return {
    get<T>(key: string, fetch: () => Promise<T>, times = defaults) {
      return cachified<T>({
        key,
        cache,
        // A refresh in the background belongs to no page: it gets a budget of its own
        // instead of what is left of the page's that happened to start it.
        getFreshValue: ({ background }) =>
          background ? runInRequestScope({ requestId: "", apiBudgetMs: refreshBudgetMs }, fetch) : fetch(),
        ttl: times.ttl,
        staleWhileRevalidate: times.staleWhileRevalidate,
        // A background refresh's failure is not the page's: the stale copy stays and says so in the log.
        waitUntil: (refresh) => void refresh.catch(() => {}),
      }, reportRefreshFailures);
    },
    clear() {
      cache = newStore(max);
    },
  };
}

function newStore(max: number): Cache {
  // On cachified's clock (Date.now, where an entry's createdTime comes from), not the
  // default performance.now, so the LRU's lifetime and cachified's ages agree.
  const entries = new LRUCache<string, CacheEntry>({ max, perf: { now: () => Date.now() } });
  return {
    get: (key) => entries.get(key),
    set(key, value) {
      // The entry leaves the LRU when its stale window ends, not before.
      const lifetime = totalTtl(value?.metadata);
      return entries.set(key, value, { ttl: lifetime === Infinity ? undefined : lifetime, start: value?.metadata?.createdTime });
    },
    delete: (key) => entries.delete(key),
  };
}

const reportRefreshFailures = ({ key }: { key: string }) => (event: { name: string; error?: unknown }) => {
  if (event.name === "refreshValueError") {
    const reason = event.error instanceof ApiError ? event.error.summary : event.error instanceof Error ? event.error.message : String(event.error);
    console.warn(`Shared cache: refreshing ${key} failed; the stale copy stays (${reason})`);
  }
};

// One cache per server process, on globalThis so a dev-server module reload keeps it.
const CACHE_KEY = Symbol.for("portal.sharedCache");

/** The process's cache of public data. */
export function sharedCache(): SharedCache {
  return ((globalThis as Record<symbol, unknown>)[CACHE_KEY] ??= createSharedCache({ refreshBudgetMs: getConfig().API_PAGE_DEADLINE_MS })) as SharedCache;
}
