import type { MiddlewareFunction } from "react-router";
import { getConfig } from "~/config.server";
import { notFound } from "~/utils/guards.server";

export type ModuleFlag =
  | "FLAG_PLATFORM" | "FLAG_ISSUES" | "FLAG_SERVICES" | "FLAG_AUTOMATIC_DEBIT" | "FLAG_OUTAGES" | "FLAG_EQUIPMENT" | "FLAG_VISITS";

/**
 * A module that is switched off does not exist: its pages, forms and files answer 404
 * (DESIGN §7). This is the middleware of the module's layouts in app/routes.ts
 * (app/routes/modules/), so a route is under its flag by where it sits in the table, and
 * the check runs before any of its loaders and actions: no route of a module can forget it.
 */
export function moduleSwitch(flag: ModuleFlag): MiddlewareFunction<Response> {
  return ({ request }, next) => {
    if (!getConfig()[flag]) throw notFound(request);
    return next();
  };
}
