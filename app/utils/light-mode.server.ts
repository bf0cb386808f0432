import { getConfig, type Config } from "~/config.server";
import { pageUrl } from "~/utils/request-scope.server";

/**
 * Light mode for slow phones (decisions 080 and 108): every page works without JavaScript,
 * so a browser that asks to save data (`Save-Data: on`), says it is on a slow connection
 * (`ECT`) or a device with little memory (`Device-Memory`), or a customer who picked
 * "Versión liviana", gets pages without a single script. The customer's choice, kept in a
 * cookie, wins over every header either way ("Versión completa" undoes what the browser
 * says). Which connections and how much memory count is the provider's to set
 * (`LIGHT_MODE_ECT`, `LIGHT_MODE_DEVICE_MEMORY_GB`).
 */
const COOKIE = "version";
const CHOICE = /(?:^|;\s*)version=(liviana|completa)(?:;|$)/;
// A client hint's number: 0.25, 0.5, 1, 2… (Device Memory API); anything else is no hint.
const GIGABYTES = /^\d+(?:\.\d+)?$/;

const OFFLINE_PAGE = "/sin-conexion";

export type LightModeChoice = "liviana" | "completa";

/** What makes the browser's hints ask for light mode: the configured rule. */
export type LightModeRule = Pick<Config, "LIGHT_MODE_ECT" | "LIGHT_MODE_DEVICE_MEMORY_GB">;

export function isLightMode(request: Request, rule: LightModeRule = getConfig()): boolean {
  // The offline page is shown where no script could be fetched: always light (decision 150).
  if (pageUrl(request).pathname === OFFLINE_PAGE) return true;
  const headers = request.headers;
  const choice = headers.get("Cookie")?.match(CHOICE)?.[1];
  if (choice) return choice === "liviana";
  if (headers.get("Save-Data")?.trim().toLowerCase() === "on") return true;
  const connection = headers.get("ECT")?.trim().toLowerCase();
  if (connection && (rule.LIGHT_MODE_ECT as readonly string[]).includes(connection)) return true;
  // The hint under its standard name, or the older one.
  const memory = (headers.get("Sec-CH-Device-Memory") ?? headers.get("Device-Memory"))?.trim();
  if (memory === undefined || !GIGABYTES.test(memory)) return false;
  const gigabytes = Number(memory);
  return gigabytes > 0 && gigabytes <= rule.LIGHT_MODE_DEVICE_MEMORY_GB;
}

/** The Set-Cookie header that remembers the choice for a year. */
export function lightModeCookie(choice: LightModeChoice): string {
  const secure = getConfig().NODE_ENV === "production" ? "; Secure" : "";
  return `${COOKIE}=${choice}; Path=/; Max-Age=${60 * 60 * 24 * 365}; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * The hints a page asks the browser to send with its next requests (Chromium sends them
 * from then on, over HTTPS or to localhost; other browsers ignore it). No `Critical-CH`: a
 * browser's first page is chosen without them (decision 108).
 */
export const LIGHT_MODE_ACCEPT_CH = "ECT, Device-Memory, Sec-CH-Device-Memory, Save-Data";

/**
 * What a page's answer depends on besides its URL, for any cache on the way: the hints
 * above, and the cookie that holds the customer's choice.
 */
export const LIGHT_MODE_VARY = "Save-Data, ECT, Device-Memory, Sec-CH-Device-Memory, Cookie";
