import { createHash } from "node:crypto";
import { Transform } from "node:stream";
import { LRUCache } from "lru-cache";
import type { EntryContext } from "react-router";

/**
 * Rendered HTML of anonymous pages, reused when the very same page would be rendered
 * again (decision 082). React's render was over a third of the server's time per page,
 * and most pages people open (home, plans, hiring's first step) come out byte for byte the
 * same for everyone: same address, language, light mode and data from the loaders.
 *
 * The key is all of that: the URL, the language, light mode and the loaders' data
 * itself (so a page whose data changed, or was left out because the API failed, is
 * rendered again: nothing is cached that the loaders would not give). Only requests
 * without a session, a draft, a toast or any other cookie of a person (just the
 * language and light-mode choices), answered 200 without errors, are kept. The CSP nonce
 * is the only part of the page that changes with every response: it is swapped for the
 * new one. Entries live a minute at most (a page may print today's date) and the
 * whole store is bounded.
 */
const TTL_MS = 60_000;
const MAX_BYTES = 16 * 1024 * 1024;

type Entry = { html: string; nonce: string };

const store = new LRUCache<string, Entry>({
  ttl: TTL_MS,
  maxSize: MAX_BYTES,
  sizeCalculation: (entry) => entry.html.length * 2 || 1,
});

// Cookies that do not make a page anyone's own: the language and the light-mode choice.
const IMPERSONAL_COOKIES = new Set(["lng", "version"]);

function anonymous(request: Request) {
  const cookie = request.headers.get("Cookie");
  if (!cookie) return true;
  return cookie.split(";").every((pair) => {
    const name = pair.split("=")[0]!.trim();
    return name === "" || IMPERSONAL_COOKIES.has(name);
  });
}

class NotPlainData extends Error {}

/** The loaders' data as JSON, or null when it holds anything JSON cannot tell apart (a promise streamed later, a Map…). */
function plainJson(value: unknown): string | null {
  try {
    return JSON.stringify(value, (_key, item: unknown) => {
      if (item !== null && typeof item === "object" && !Array.isArray(item)) {
        const prototype = Object.getPrototypeOf(item);
        if (prototype !== Object.prototype && prototype !== null) throw new NotPlainData();
      }
      return item;
    });
  } catch (error) {
    if (error instanceof NotPlainData) return null;
    throw error;
  }
}

/** The page's key, or null when this render must not be kept or reused. */
export function renderKey(request: Request, context: EntryContext, status: number, variant: string): string | null {
  if (request.method !== "GET" || status !== 200 || context.isSpaMode || !anonymous(request)) return null;
  const { loaderData, actionData, errors } = context.staticHandlerContext;
  if (actionData || errors) return null;
  // A page with the visitor's own form token (a browser without Sec-Fetch-Site, decision 133) is theirs alone.
  if ((loaderData.root as { formToken?: string | null } | undefined)?.formToken) return null;
  const data = plainJson(loaderData);
  if (data === null) return null;
  return createHash("sha256").update(`${request.url}\n${variant}\n${data}`).digest("base64");
}

/** The kept page with this response's nonce in place of the one it was rendered with. */
export function cachedRender(key: string, nonce: string): string | undefined {
  const entry = store.get(key);
  return entry && entry.html.replaceAll(entry.nonce, nonce);
}

/**
 * A pass-through for the render's stream that keeps the whole page once it has gone out
 * complete; `discard()` (a render error) keeps nothing.
 */
export function keepRender(key: string, nonce: string) {
  const chunks: Buffer[] = [];
  let failed = false;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(Buffer.from(chunk));
      callback(null, chunk);
    },
    flush(callback) {
      if (!failed) store.set(key, { html: Buffer.concat(chunks).toString("utf8"), nonce });
      callback();
    },
  });
  return {
    stream,
    discard() {
      failed = true;
    },
  };
}

/**
 * Testing environments answer whether a page came from here (`hit`), was rendered and
 * kept (`miss`) or could not be kept (`none`): the HTTP test of the cache's promise
 * (tests/http/render-cache.test.ts, decision 094) tells a served copy from a render by it.
 */
export const RENDER_CACHE_HEADER = "X-Render-Cache";

/** For tests: forget every kept page. */
export function clearRenderCache() {
  store.clear();
}
