import type { MiddlewareFunction } from "react-router";
import { features } from "~/api/capabilities.server";
import { getConfig } from "~/config.server";
import type { ModuleSwitch, ModulesOn } from "~/modules";
import { notFound } from "~/utils/guards.server";

export type ModuleFlag = ModuleSwitch;

/**
 * Every module's switch, true when on now: the flags and capabilities, and the desk's, which
 * needs its identity provider (decision 140) and the API's `staff` capability (decision 126).
 */
export function modulesOn(): ModulesOn {
  const on = features();
  return { ...on, STAFF_OIDC_ISSUER: Boolean(getConfig().STAFF_OIDC_ISSUER) && on.FLAG_STAFF };
}

/**
 * A module that is switched off does not exist: its pages, forms and files answer 404
 * (docs/design.md#flags-and-environment). A module is the portal's own (FLAG_SERVICES) or one of the API's
 * capabilities, off by its flag or because the API lacks it (decision 126). This is the
 * middleware of the module's layouts in app/routes.ts (app/routes/modules/), so a route is
 * under its flag by where it sits in the table, and the check runs before any of its
 * loaders and actions: no route of a module can forget it.
 */
export function moduleSwitch(flag: ModuleFlag): MiddlewareFunction<Response> {
  return ({ request }, next) => {
    if (!modulesOn()[flag]) throw notFound(request);
    return next();
  };
}
