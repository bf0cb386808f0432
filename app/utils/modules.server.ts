import { getConfig } from "~/config.server";
import { notFound } from "~/utils/guards.server";

export type ModuleFlag = "FLAG_PLATFORM" | "FLAG_ISSUES" | "FLAG_SERVICES" | "FLAG_AUTOMATIC_DEBIT";

/** A module that is switched off does not exist: its pages answer 404 (DESIGN §7). */
export function requireModules(request: Request, ...flags: ModuleFlag[]) {
  const config = getConfig();
  for (const flag of flags) if (!config[flag]) throw notFound(request);
}

/** The customer area and the ways into it (sign-in, hand-over, password recovery). */
export function requirePlatform(request: Request) {
  requireModules(request, "FLAG_PLATFORM");
}
