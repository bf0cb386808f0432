import type { Route } from "./+types/staff";
import { moduleSwitch } from "~/utils/modules.server";

/** The call centre's desk and its sign-in (decision 140): a pathless layout of app/routes.ts; without STAFF_OIDC_ISSUER, every route inside it answers 404. */
export const middleware: Route.MiddlewareFunction[] = [moduleSwitch("STAFF_OIDC_ISSUER")];
