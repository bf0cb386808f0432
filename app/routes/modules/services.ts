import type { Route } from "./+types/services";
import { moduleSwitch } from "~/utils/modules.server";

/** Services and the streaming add-on (FLAG_SERVICES): a pathless layout of app/routes.ts; switched off, every route inside it answers 404. */
export const middleware: Route.MiddlewareFunction[] = [moduleSwitch("FLAG_SERVICES")];
