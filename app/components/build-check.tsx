import { href } from "react-router";
import { useEffect } from "react";
import { BUILD_CHECK_INTERVAL_MS } from "~/constants";

/**
 * Every hour, asks which build is deployed and reloads when it is newer than this page.
 * Also registers the service worker (decision 150), once the page works: a new build's
 * worker then installs and takes over by itself, and no byte of it comes before.
 */
export function BuildCheck() {
  useEffect(() => {
    // A refusal (no secure context, blocked) changes nothing: the page works without it.
    if (import.meta.env.PROD) navigator.serviceWorker?.register("/sw.js").catch(Boolean);
    const timer = setInterval(async () => {
      try {
        const response = await fetch(href("/build"), { headers: { Accept: "application/json" }, cache: "no-store" });
        if (!response.ok) return;
        const { id } = (await response.json()) as { id?: string };
        if (id && id !== __BUILD_ID__) window.location.reload();
      } catch {
        // Offline or the server is restarting: the next check will tell.
      }
    }, BUILD_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  return null;
}
