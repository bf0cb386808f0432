/** The rejection of a request cancelled through its AbortSignal. */
export function isAbortError(reason: unknown) {
  return reason instanceof DOMException && reason.name === "AbortError";
}

/**
 * React Router aborts the requests of a navigation that a newer one supersedes, and some
 * of those rejections reach the window unhandled (seen under load in the browser tests,
 * as "signal is aborted without reason"). A superseded request is expected, not a
 * failure: keep it out of the console and out of any error report. Every other
 * unhandled rejection still surfaces.
 */
export function ignoreAbortedRequests() {
  window.addEventListener("unhandledrejection", (event) => {
    if (isAbortError(event.reason)) event.preventDefault();
  });
}
