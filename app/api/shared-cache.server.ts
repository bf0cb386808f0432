import { cachified, isExpired, totalTtl, type Cache, type CacheEntry } from "@epic-web/cachified";
import { redisCacheAdapter } from "cachified-redis-adapter";
import { LRUCache } from "lru-cache";
import { getConfig } from "~/config.server";
import { metrics, type CacheResult } from "~/utils/metrics.server";
import { sharedRedis, type SharedRedis } from "~/utils/redis.server";
import { runInRequestScope } from "~/utils/request-scope.server";
import { ApiError } from "./transport.server";
import { logWarning } from "~/utils/logger.server";

/**
 * The portal's one in-process cache, for public data only: answers that are the same
 * for every visitor (the catalogue, localities, claim categories), never anything of one
 * customer (decision 077). Fresh for `ttl`; then served stale for up to `staleWhileRevalidate`
 * while one refresh runs in the background. A refresh that fails leaves the stale copy in
 * place, so an outage is bridged for at most `ttl + staleWhileRevalidate`; past that the
 * entry is gone and the next page waits for the API (and sees its failure). Errors are never
 * stored, and concurrent misses of one key share one call.
 *
 * With `REDIS_URL` the entries live in Redis (decision 113), so N replicas make one call per
 * key, not N. Redis only ever saves calls: while it is down, or a read or write of it fails
 * or takes too long, the replica uses its own memory as it does without Redis (a miss calls
 * the API); a page never fails nor waits on Redis.
 */

export type SharedCacheTimes = { ttl: number; staleWhileRevalidate: number };

export const PUBLIC_DATA_TIMES: SharedCacheTimes = { ttl: 60_000, staleWhileRevalidate: 10 * 60_000 };

export type SharedCache = {
  /** The cached value of `key`, or the one `fetch` gives (stored only when it succeeds). */
  get<T>(key: string, fetch: () => Promise<T>, times?: SharedCacheTimes): Promise<T>;
  /** Forgets everything, Redis's copies too (tests, and a testing page): the next read of each key calls the API. */
  clear(): Promise<void>;
};

export function createSharedCache(
  options: {
    max?: number;
    times?: SharedCacheTimes;
    /** The time a background refresh may take, as a page's deadline bounds a page's calls. */
    refreshBudgetMs?: number;
    /** Where the replicas share their entries; none: this process's memory only. */
    redis?: SharedRedis | null;
  } = {},
): SharedCache {
  const refreshBudgetMs = options.refreshBudgetMs ?? 4_500;
  const defaults = options.times ?? PUBLIC_DATA_TIMES;
  const max = options.max ?? 100;
  const redis = options.redis ?? null;
  // A new store after each clear: cachified keys its in-flight calls by the cache object,
  // and a call started before a clear writes into the store it started with (retired, so
  // its writes go nowhere), so neither can answer a read made after it.
  let cache = newStore(max, redis);
  return {
    async get<T>(key: string, fetch: () => Promise<T>, times = defaults) {
      // The store of the moment the read was made, whatever a clear does meanwhile.
      const store = cache;
      // Once per process, briefly: a replica just started reads what the others stored.
      if (redis) await redis.firstConnection();
      return cachified<T>(
        {
          key,
          cache: store,
          // A refresh in the background belongs to no page: it gets a budget of its own
          // instead of what is left of the page's that happened to start it.
          getFreshValue: ({ background }) =>
            background ? runInRequestScope({ requestId: "", apiBudgetMs: refreshBudgetMs }, fetch) : fetch(),
          ttl: times.ttl,
          staleWhileRevalidate: times.staleWhileRevalidate,
          // A background refresh's failure is not the page's: the stale copy stays and says so in the log.
          waitUntil: (refresh) => void refresh.catch(() => {}),
        },
        report,
      );
    },
    async clear() {
      cache.retire();
      cache = newStore(max, redis);
      if (!redis?.isReady()) return;
      try {
        for await (const keys of redis.client.scanIterator({ MATCH: `${REDIS_PREFIX}*`, COUNT: 500 })) {
          if (keys.length) await redis.client.unlink(keys);
        }
      } catch (error) {
        redis.failed("cache", error);
      }
    },
  };
}

/**
 * Where the entries live in Redis: `portal:cache:<build>:<key>`. Each build has its own,
 * so during a rolling deploy an old replica never reads a new one's shapes (nor the
 * reverse); the last build's entries expire within their stale window.
 */
const REDIS_PREFIX = "portal:cache:";
const BUILD = typeof __BUILD_ID__ === "string" ? __BUILD_ID__ : "unbuilt";

type Store = Cache & {
  /** Ends the store's writes: calls in flight from before a clear store nothing. */
  retire(): void;
};

/** Redis while it answers, this replica's memory while it does not (or without Redis). */
function newStore(max: number, redis: SharedRedis | null): Store {
  const memory = memoryStore(max);
  let retired = false;
  if (!redis)
    return {
      ...memory,
      set: (key, value) => (retired ? undefined : memory.set(key, value)),
      retire: () => void (retired = true),
    };
  const { client } = redis;
  const shared = redisCacheAdapter({
    name: "Redis",
    get: (key) => client.get(key),
    set: (key, value, options) => client.set(key, value, options),
    del: (key) => client.del(key),
  });
  const inRedis = (key: string) => `${REDIS_PREFIX}${BUILD}:${key}`;
  return {
    name: "Redis, or this replica's memory",
    async get(key) {
      if (!redis.isReady()) return memory.get(key);
      try {
        return await shared.get(inRedis(key));
      } catch (error) {
        redis.failed("cache", error);
        return memory.get(key);
      }
    },
    async set(key, value) {
      if (retired) return;
      if (redis.isReady()) {
        try {
          await shared.set(inRedis(key), value);
          return;
        } catch (error) {
          redis.failed("cache", error);
        }
      }
      memory.set(key, value);
    },
    async delete(key) {
      memory.delete(key);
      if (!redis.isReady()) return;
      try {
        await shared.delete(inRedis(key));
      } catch (error) {
        redis.failed("cache", error);
      }
    },
    retire: () => void (retired = true),
  };
}

function memoryStore(max: number): Cache {
  // On cachified's clock (Date.now, where an entry's createdTime comes from), not the
  // default performance.now, so the LRU's lifetime and cachified's ages agree.
  const entries = new LRUCache<string, CacheEntry>({ max, perf: { now: () => Date.now() } });
  return {
    get: (key) => entries.get(key),
    set(key, value) {
      // The entry leaves the LRU when its stale window ends, not before.
      const lifetime = totalTtl(value?.metadata);
      return entries.set(key, value, {
        ttl: lifetime === Infinity ? undefined : lifetime,
        start: value?.metadata?.createdTime,
      });
    },
    delete: (key) => entries.delete(key),
  };
}

/**
 * Each read counted once, by what answered it (`portal_shared_cache_lookups_total`): a fresh
 * copy (hit), a stale one while a refresh runs (stale), or the API, its own call or one
 * already in flight (miss). A background refresh's failure says so in the log.
 */
const report = ({ key }: { key: string }) => {
  let read: CacheEntry | null | undefined;
  const count = (result: CacheResult) => metrics().cacheLookups.inc({ result });
  return (event: { name: string; entry?: unknown; error?: unknown }) => {
    switch (event.name) {
      case "getCachedValueRead":
        read = event.entry as CacheEntry | null | undefined;
        break;
      case "getCachedValueSuccess":
        count(read && isExpired(read.metadata) === "stale" ? "stale" : "hit");
        break;
      case "getFreshValueStart":
      case "getFreshValueHookPending":
        count("miss");
        break;
      case "refreshValueError": {
        const reason =
          event.error instanceof ApiError
            ? event.error.summary
            : event.error instanceof Error
              ? event.error.message
              : String(event.error);
        logWarning(`Shared cache: refreshing ${key} failed; the stale copy stays (${reason})`);
      }
    }
  };
};

// One cache per server process, on globalThis so a dev-server module reload keeps it.
const CACHE_KEY = Symbol.for("portal.sharedCache");

/** The process's cache of public data. */
export function sharedCache(): SharedCache {
  return ((globalThis as Record<symbol, unknown>)[CACHE_KEY] ??= createSharedCache({
    refreshBudgetMs: getConfig().API_PAGE_DEADLINE_MS,
    redis: sharedRedis(),
  })) as SharedCache;
}
