import { createContext, useContext } from "react";

/**
 * Light mode: the page is served without any script (the server decides per request,
 * `~/utils/light-mode.server`). Only the server renders in light mode, since no client
 * code runs there; in the browser this is always false.
 */
const LightModeContext = createContext(false);

export const LightModeProvider = LightModeContext.Provider;

export function useLightMode() {
  return useContext(LightModeContext);
}
