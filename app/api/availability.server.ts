import type { ApiStatus } from "../../contract/status";

/**
 * What the server last learnt about the provider API's availability. Its own module so
 * that the transport (which refuses calls while offline) and the status monitor (which
 * sets it, through the transport) both import it without importing each other.
 */

export type ApiAvailability = ApiStatus["status"];

// One value per server process, kept on globalThis so a dev-server module reload finds
// the current one instead of starting "online" again.
const AVAILABILITY_KEY = Symbol.for("portal.apiAvailability");
const state = ((globalThis as Record<symbol, unknown>)[AVAILABILITY_KEY] ??= { status: "online" }) as {
  status: ApiAvailability;
};

export function getApiStatus(): ApiAvailability {
  return state.status;
}

export function setApiStatus(status: ApiAvailability) {
  state.status = status;
}

export function isApiOffline() {
  return state.status === "offline";
}
