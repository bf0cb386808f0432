/**
 * Where the forms sent without a connection are kept in this browser (decision 149): one
 * localStorage entry per form under this prefix. This module is what the sign-out needs
 * (it is on every page of the area, so it stays this small); keeping and offering a draft
 * is `~/components/offline-draft`, on the three pages that have such a form.
 */
export const DRAFT_PREFIX = "nodo-sur:borrador:";

/** The browser's storage, or null where it is refused (a private window, a blocked site). */
export function draftStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** At sign-out: every draft kept in this browser, whoever typed it. */
export function forgetOfflineDrafts() {
  const storage = draftStorage();
  if (!storage) return;
  for (const key of Object.keys(storage)) if (key.startsWith(DRAFT_PREFIX)) storage.removeItem(key);
}
