/**
 * What the service worker does with its copy of the customer's offline page (decision 151),
 * given the `Offline-Invoices` header of an answer from the portal: `none`, or the key of
 * the session whose invoices the phone may keep. A pure function, so the rules are unit
 * tests (tests/unit/saved-copy.test.ts) and the worker only carries them out.
 */
export const NO_ONE = "none";
/** A copy older than this is read again at the next answer: the codes follow payments made elsewhere. */
export const MAX_AGE_MS = 15 * 60 * 1000;

/** The copy kept, as its headers say: whose it is and when the server wrote it. */
export type SavedCopy = { key: string | null; savedAt: number } | null;

/**
 * - `keep`: nothing to do;
 * - `erase`: nobody may have a copy now (signed out, no consent, the consent withdrawn);
 * - `replace`: another session's copy, or none yet: erased at once, then read for this one;
 * - `refresh`: this session's copy, read again (old, or the answer was to a form, which may
 *   have paid or changed something).
 */
export type Step = "keep" | "erase" | "replace" | "refresh";

export function nextStep(value: string, saved: SavedCopy, now: number, afterForm: boolean): Step {
  if (value === NO_ONE) return saved ? "erase" : "keep";
  if (!saved || saved.key !== value) return "replace";
  const stale = !Number.isFinite(saved.savedAt) || now - saved.savedAt > MAX_AGE_MS || saved.savedAt > now + MAX_AGE_MS;
  return afterForm || stale ? "refresh" : "keep";
}
