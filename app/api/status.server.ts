import { operations } from "../../contract/operations";
import { getConfig } from "~/config.server";
import { getApiStatus, setApiStatus, type ApiAvailability } from "./availability.server";
import { setListedCapabilities } from "./capabilities.server";
import { ApiError, apiRequest, type ApiOptions } from "./transport.server";
import { logError } from "~/utils/logger.server";

export { getApiStatus, isApiOffline, type ApiAvailability } from "./availability.server";

/**
 * Whether the provider API is up (docs/spec.md#states-and-transitions, #constants). With API_POLLING on, the server asks
 * `GET /status` every minute; once it says "offline", the fast cycle stops and a single
 * re-check runs every five minutes, until "online" resumes the one-minute cycle. While
 * offline, calls fail at once with 503 instead of piling onto a system in maintenance.
 * Each answer also says which capabilities the API offers (decision 126).
 */

export const STATUS_POLL_INTERVAL_MS = 60_000;
export const STATUS_RETRY_AFTER_OUTAGE_MS = 300_000;

type Monitor = {
  timer?: ReturnType<typeof setTimeout>;
  running: boolean;
  options: ApiOptions;
};

// One monitor per server process, kept on globalThis so a dev-server module reload
// finds the running one instead of starting a second.
const MONITOR_KEY = Symbol.for("portal.apiStatusMonitor");
const monitor: Monitor = ((globalThis as Record<symbol, unknown>)[MONITOR_KEY] ??= {
  running: false,
  options: {},
}) as Monitor;

/**
 * Asks the API once and remembers the answer. An API that cannot be reached keeps its
 * last known status: a network blip should not put the portal in maintenance mode, and
 * each call reports its own connection failure anyway.
 */
export async function checkApiStatus(options: ApiOptions = monitor.options): Promise<ApiAvailability> {
  try {
    const { status, capabilities } = await apiRequest(operations.checkApiStatus, {}, options);
    setApiStatus(status);
    // What the API offers (decision 126): read while it is up; in maintenance it may list nothing.
    if (status === "online") setListedCapabilities(capabilities);
  } catch (error) {
    // Keep the last known status (see above); a bug, unlike an outage, is worth a log line.
    if (!(error instanceof ApiError)) logError(error, "The API status check failed");
  }
  return getApiStatus();
}

async function tick() {
  await checkApiStatus();
  if (!monitor.running) return;
  monitor.timer = setTimeout(
    tick,
    getApiStatus() === "offline" ? STATUS_RETRY_AFTER_OUTAGE_MS : STATUS_POLL_INTERVAL_MS,
  );
  // Never keep the process alive just to poll.
  monitor.timer.unref?.();
}

/**
 * Starts polling when API_POLLING is on (or `polling` says so); calling it again while
 * it runs does nothing. The first check runs at once, so a server started during
 * maintenance knows it.
 */
export function startStatusMonitor(options: ApiOptions & { polling?: boolean } = {}): Promise<void> {
  const { polling = getConfig().API_POLLING, ...apiOptions } = options;
  if (monitor.running || !polling) return Promise.resolve();
  monitor.running = true;
  monitor.options = apiOptions;
  return tick();
}

export function stopStatusMonitor() {
  monitor.running = false;
  clearTimeout(monitor.timer);
  monitor.timer = undefined;
}

/** Forgets what the monitor learnt (tests, and a portal that points at a new API). */
export function resetApiStatus() {
  stopStatusMonitor();
  setApiStatus("online");
  monitor.options = {};
}
