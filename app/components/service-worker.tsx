import { useEffect } from "react";

/**
 * Registers the service worker (decision 150) once the page is interactive and the browser
 * idle: nothing of it weighs on a first load, and a page works the same without it.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
    const register = () => void navigator.serviceWorker.register("/sw.js").catch(() => undefined);
    if ("requestIdleCallback" in window) requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 1000);
  }, []);
  return null;
}
