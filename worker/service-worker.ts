/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import * as navigationPreload from "workbox-navigation-preload";
import { addPlugins, cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import type { PrecacheEntry } from "workbox-precaching";
import { NavigationRoute, registerRoute, setCatchHandler } from "workbox-routing";
import { NetworkOnly } from "workbox-strategies";
import type { WorkboxPlugin } from "workbox-core";
import { nextStep } from "./saved-copy.ts";

/**
 * The portal's service worker (decision 150), built by `build-steps/service-worker.ts` with
 * Workbox: it only enhances. Pages and their data always come from the network, as without
 * it (no page is ever answered from a cache while online); when a page cannot be reached it
 * shows the offline page instead of the browser's error: the customer's own copy with their
 * payment codes when they consented on this phone (decision 151), else the general advice,
 * precached with the manifest and icons.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const OFFLINE_PAGE = "/sin-conexion";
const SAVED_PAGE = "/sin-conexion?facturas";
const SAVED_CACHE = "facturas-sin-conexion";
const HEADER = "Offline-Invoices";
const KEPT_HEADER = "Offline-Invoices-Kept";
// React Router's single-fetch data requests: client-side navigations and forms.
const DATA_REQUEST = /\.data$/;

// A new build's worker takes over at once: pages are never served from its caches, so no
// open page is left with a stale one; an old chunk it no longer has comes from the network
// as before, and the chunk-reload rule (docs/spec.md, "Build") still applies.
self.addEventListener("install", (event) => {
  void self.skipWaiting();
  // Chromium's static routing (where it exists): the build's files skip the worker, so no
  // script or style waits for it to start.
  const routes = (event as ExtendableEvent & { addRoutes?: (rules: unknown) => Promise<void> }).addRoutes;
  if (routes)
    event.waitUntil(
      routes.call(event, { condition: { urlPattern: "/assets/*" }, source: "network" }).catch(() => undefined),
    );
});
clientsClaim();
cleanupOutdatedCaches();
navigationPreload.enable();

// The general offline page is everyone's: fetched without the visitor's cookies.
addPlugins([{ requestWillFetch: async ({ request }) => new Request(request, { credentials: "omit" }) }]);
precacheAndRoute(self.__WB_MANIFEST);

let queue = Promise.resolve();

/** Carries out, one answer at a time, what the answer's header says of the saved copy. */
function follow(value: string | null, afterForm: boolean) {
  if (value === null) return queue;
  queue = queue.then(() => step(value, afterForm)).catch(() => undefined);
  return queue;
}

async function step(value: string, afterForm: boolean) {
  const cache = await caches.open(SAVED_CACHE);
  const saved = await cache.match(SAVED_PAGE, { ignoreVary: true });
  const copy = saved && { key: saved.headers.get(HEADER), savedAt: Date.parse(saved.headers.get("Date") ?? "") };
  const next = nextStep(value, copy ?? null, Date.now(), afterForm);
  if (next === "keep") return;
  if (next !== "refresh") await cache.delete(SAVED_PAGE);
  if (next === "erase") return;
  const response = await fetch(SAVED_PAGE, { cache: "no-store", credentials: "same-origin" });
  // Another session answered meanwhile, or the server failed: keep nothing.
  if (!response.ok || response.headers.get(HEADER) !== value) return void (await cache.delete(SAVED_PAGE));
  if (response.headers.get(KEPT_HEADER) === "yes") return cache.put(SAVED_PAGE, response);
  // The consent on this phone is someone else's: remember the answer for this session
  // (nothing personal), so its pages do not ask again until the copy would be old.
  await cache.put(SAVED_PAGE, new Response(null, { headers: { [HEADER]: value, Date: new Date().toUTCString() } }));
}

const watchAnswers: WorkboxPlugin = {
  handlerWillRespond: async ({ request, response, event }) => {
    event.waitUntil(follow(response.headers.get(HEADER), request.method !== "GET"));
    return response;
  },
};
const network = new NetworkOnly({ plugins: [watchAnswers] });
registerRoute(new NavigationRoute(network));
registerRoute(({ request }) => request.mode === "navigate", network, "POST");
for (const method of ["GET", "POST"] as const)
  registerRoute(({ url, sameOrigin }) => sameOrigin && DATA_REQUEST.test(url.pathname), network, method);

/** A page that could not be reached: the saved copy if it holds invoices, else the advice. */
setCatchHandler(async ({ request }) => {
  if (request.mode !== "navigate") return Response.error();
  const saved = await (await caches.open(SAVED_CACHE)).match(SAVED_PAGE, { ignoreVary: true });
  if (saved?.headers.get(KEPT_HEADER) === "yes") return saved;
  return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
});
