import type { Route } from "./+types/issues";
import { moduleSwitch } from "~/utils/modules.server";

/** Claims (FLAG_ISSUES): a pathless layout of app/routes.ts; switched off, every route inside it answers 404. */
export const middleware: Route.MiddlewareFunction[] = [moduleSwitch("FLAG_ISSUES")];
