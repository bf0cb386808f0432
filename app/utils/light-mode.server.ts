import { getConfig } from "~/config.server";

/**
 * Light mode for slow phones (decision 080): every page works without JavaScript, so a
 * browser that asks to save data (`Save-Data: on`), or a customer who picked "Versión
 * liviana", gets pages without a single script. The customer's choice, kept in a cookie,
 * wins over the header either way ("Versión completa" undoes what the browser asks).
 */
const COOKIE = "version";
const CHOICE = /(?:^|;\s*)version=(liviana|completa)(?:;|$)/;

export type LightModeChoice = "liviana" | "completa";

export function isLightMode(request: Request): boolean {
  const choice = request.headers.get("Cookie")?.match(CHOICE)?.[1];
  if (choice) return choice === "liviana";
  return request.headers.get("Save-Data")?.trim().toLowerCase() === "on";
}

/** The Set-Cookie header that remembers the choice for a year. */
export function lightModeCookie(choice: LightModeChoice): string {
  const secure = getConfig().NODE_ENV === "production" ? "; Secure" : "";
  return `${COOKIE}=${choice}; Path=/; Max-Age=${60 * 60 * 24 * 365}; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * What a page's answer depends on besides its URL, for any cache on the way: whether the
 * browser asks to save data, and the cookie that holds the customer's choice.
 */
export const LIGHT_MODE_VARY = "Save-Data, Cookie";
