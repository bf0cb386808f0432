/** Client behaviours' timings and limits (docs/spec.md#states-and-transitions, #constants), in one place. */

/** How often the browser asks whether a newer build has been deployed. */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;
/** A failed chunk load reloads the page at most once per path within this time. */
export const RELOAD_GUARD_TTL_MS = 10_000;
/** How long a toast stays on screen when JavaScript runs. */
export const TOAST_DURATION_MS = 5_000;
