import { RELOAD_GUARD_TTL_MS } from "~/constants";

const KEY = "chunk-reload";

/** Whether a reload of `path` at `now` is allowed, given the last reloads recorded. */
export function mayReload(record: Record<string, number>, path: string, now: number) {
  const last = record[path];
  return last === undefined || now - last > RELOAD_GUARD_TTL_MS;
}

function readRecord(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * After a deploy, an old page may ask for a chunk that no longer exists. Reload once to
 * get the new build, but at most once per path within the guard time, so a chunk that
 * is really broken cannot make the page reload forever.
 */
export function reloadAfterChunkError() {
  const path = location.pathname;
  const record = readRecord();
  const now = Date.now();
  if (!mayReload(record, path, now)) return false;
  record[path] = now;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(record));
  } catch {
    // Storage may be full or blocked; without the guard, do not risk a reload loop.
    return false;
  }
  location.reload();
  return true;
}

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

export function isChunkLoadError(reason: unknown) {
  const message = reason instanceof Error ? reason.message : String(reason ?? "");
  return CHUNK_ERROR.test(message);
}

export function installChunkReloadGuard() {
  window.addEventListener("vite:preloadError", (event) => {
    event.preventDefault();
    reloadAfterChunkError();
  });
  window.addEventListener("unhandledrejection", (event) => {
    if (isChunkLoadError(event.reason)) reloadAfterChunkError();
  });
}
