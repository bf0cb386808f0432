import { addFault, api } from "./sandbox";
import { SERVERS } from "./servers";

/**
 * The faults of docs/faults.md, shared by the browser's fault specs (tests/e2e/faults.ts
 * checks a screen as the browser shows it) and the HTTP fault tables (tests/http/faults.ts
 * checks the server's answer): the sandbox rule that makes a call fail, what each fault
 * must lead to, and the API calls a page made.
 */

export type Fault = "offline" | "500" | "503" | "slow" | "429" | "401";

export type Outcome =
  /** The error screen with the spec's "any other error" texts (docs/spec.md#error-screen) and this status. */
  | { screen: "error"; status: 502 | 503 | 504 }
  | { screen: "tryLater" }
  | { screen: "tooMany" }
  | { screen: "signIn" }
  /** The page itself (200), without the block the failing call feeds. */
  | { screen: "withoutBlock"; heading: RegExp | string; block: string };

/** What a required call's failure shows (docs/faults.md, decision 078). */
export const REQUIRED: Record<Fault, Outcome> = {
  offline: { screen: "error", status: 503 },
  500: { screen: "error", status: 502 },
  503: { screen: "tryLater" },
  slow: { screen: "error", status: 504 },
  429: { screen: "tooMany" },
  401: { screen: "signIn" },
};

/** How slow "slow" is: past the short deadline (reads) and timeout (writes), well within the test's time. */
const SLOW_MS = 4_000;

/**
 * Makes the call fail as `fault` says, for as many tries as the portal makes of it (a GET
 * is tried twice; a slow one only once, the deadline leaves no time for the retry).
 * `calls`: how many such calls the page makes at once (two pages of open claims).
 */
export async function applyFault(
  fault: Exclude<Fault, "401">,
  call: { method: string; path: string },
  token: string | undefined,
  calls = 1,
) {
  const tries = (call.method === "GET" ? 2 : 1) * calls;
  const rule = { ...call, token };
  if (fault === "offline") await api("POST", "/__faults/rules", { json: { ...rule, drop: true, times: tries } });
  else if (fault === "slow") await addFault({ ...rule, delayMs: SLOW_MS, times: calls });
  else await addFault({ ...rule, status: Number(fault), times: tries });
}

/** The rules still waiting for this token's calls: none once the page used them up. */
export async function pendingRules(token: string | undefined) {
  const { rules } = (await api("GET", "/__faults/rules")).body as { rules: { token?: string; path: string }[] };
  return rules.filter((rule) => rule.token === token);
}

/** The token's API calls so far, per method and path (`/__faults/requests?token=`). */
export async function callsOf(token: string): Promise<Record<string, number>> {
  return (await api("GET", `/__faults/requests?${new URLSearchParams({ token })}`)).body.counts;
}

/** The POST calls made between two readings of `callsOf`, per path. */
export function postsBetween(before: Record<string, number>, after: Record<string, number>) {
  return Object.fromEntries(
    Object.entries(after)
      .filter(([key]) => key.startsWith("POST "))
      .map(([key, count]) => [key, count - (before[key] ?? 0)] as const)
      .filter(([, count]) => count > 0),
  );
}

/** Where the browser asked to go, as the portal reads it (path and query, percent-encoded). */
export const asked = (path: string) => {
  const url = new URL(path, SERVERS.main);
  return `${url.pathname}${url.search}`;
};

/** The spec's texts of the error screen (docs/spec.md#error-screen, "any other error"). */
export const ERROR_SCREEN = {
  title: "Error - Nodo Sur",
  heading: "¡Ha ocurrido un error en el servidor!",
  texts: ["Algo salió mal en nuestro sistema.", "Por favor, intenta nuevamente más tarde."],
};

/** The headings of the pages a fault sends to. */
export const HEADINGS = {
  tryLater: "Estamos haciendo mantenimiento",
  tooMany: "Hiciste demasiados intentos",
  signIn: "Ingresá a tu cuenta",
};
