/** Client behaviours' timings and limits (spec §4, §9), in one place. */

/** How often the browser asks whether a newer build has been deployed. */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;
/** A failed chunk load reloads the page at most once per path within this time. */
export const RELOAD_GUARD_TTL_MS = 10_000;
/** How long a toast stays on screen when JavaScript runs. */
export const TOAST_DURATION_MS = 5_000;
/** The loading bar's expected duration, for its progress animation. */
export const PROGRESS_BAR_DURATION_MS = 5_000;
/** Below this width the mascot of the error screen is smaller. */
export const NARROW_SCREEN_PX = 768;
/** Layout breakpoints (the same values live in app.css). */
export const BREAKPOINTS = { sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
/** Dialogs never grow wider than this. */
export const DIALOG_MAX_WIDTH_PX = 800;
