import type { Route } from "./+types/equipment";
import { moduleSwitch } from "~/utils/modules.server";

/** A connection's equipment and its restart (FLAG_EQUIPMENT): a pathless layout of app/routes.ts; switched off, every route inside it answers 404. */
export const middleware: Route.MiddlewareFunction[] = [moduleSwitch("FLAG_EQUIPMENT")];
