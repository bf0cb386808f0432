import { CAPABILITIES, CAPABILITY_NAMES, isCapability, type Capability } from "../../contract/capabilities";
import { getConfig, type Config, type Features } from "~/config.server";
import { logWarning } from "~/utils/logger.server";

/**
 * Which of the API's optional capabilities the portal uses now (decision 126). A capability
 * is on unless its flag says `0`; with the flag unset, the portal follows the API: what
 * `GET /status` lists (the status monitor reads it), and what its calls answer: a 501, or a
 * 404 from a call without a parameter whose contract gives it no 404 of its own
 * (`notFoundMeansNotOffered`), says the API lacks it. Such an answer switches the
 * capability off for `NOT_OFFERED_RECHECK_MS`, logged once; then one call tries again. A
 * flag set to `1` overrides the API's list, never an answer that the call is not there:
 * the page would break.
 *
 * A capability that is off is a module that is off (docs/design.md#flags-and-environment): its routes answer 404
 * (their layouts' `moduleSwitch`), and its links and blocks disappear (`features()`).
 */

export const NOT_OFFERED_RECHECK_MS = 10 * 60_000;

type State = {
  /** What `GET /status` listed last; null while the API has listed nothing. */
  listed: ReadonlySet<Capability> | null;
  /** Capabilities whose calls answered "not here", until when that holds. */
  missing: Map<Capability, number>;
};

// One per server process, on globalThis so a dev-server module reload keeps what was learnt.
const STATE_KEY = Symbol.for("portal.apiCapabilities");
const state = ((globalThis as Record<symbol, unknown>)[STATE_KEY] ??= { listed: null, missing: new Map() }) as State;

export function isOffered(capability: Capability, config: Config = getConfig()): boolean {
  const flag = config[CAPABILITIES[capability].flag];
  if (flag === false) return false;
  if ((state.missing.get(capability) ?? 0) > Date.now()) return false;
  if (flag === true) return true;
  return state.listed?.has(capability) ?? true;
}

/** Every module and capability flag, true when on now: what pages and the browser read. */
export function features(config: Config = getConfig()): Features {
  const capabilities = Object.fromEntries(
    CAPABILITY_NAMES.map((name) => [CAPABILITIES[name].flag, isOffered(name, config)]),
  );
  return { FLAG_SERVICES: config.FLAG_SERVICES, ...capabilities } as Features;
}

/**
 * What `GET /status` says the API offers (undefined: it lists nothing, so everything is
 * taken as offered). A change is logged once, when it happens.
 */
export function setListedCapabilities(list: readonly string[] | undefined) {
  const next = list ? new Set(list.filter(isCapability)) : null;
  const before = state.listed;
  state.listed = next;
  if (!next) return;
  const gone = CAPABILITY_NAMES.filter((name) => !next.has(name) && (before ? before.has(name) : true));
  const back = CAPABILITY_NAMES.filter((name) => next.has(name) && before !== null && !before.has(name));
  if (gone.length)
    logWarning(`The API does not offer ${gone.join(", ")} (GET /status): their pages and blocks are left out`);
  if (back.length) logWarning(`The API offers ${back.join(", ")} again (GET /status)`);
}

/** A call answered that the API lacks the capability: off for a while, said once. */
export function markNotOffered(capability: Capability, call: string) {
  const now = Date.now();
  if ((state.missing.get(capability) ?? 0) > now) return;
  state.missing.set(capability, now + NOT_OFFERED_RECHECK_MS);
  logWarning(
    `The API does not offer ${capability}: ${call}; its pages and blocks are left out, and asked again in ${NOT_OFFERED_RECHECK_MS / 60_000} minutes`,
  );
}

/** Forgets what was learnt (tests, and the testing routes' cache reset). */
export function resetCapabilities() {
  state.listed = null;
  state.missing.clear();
}
