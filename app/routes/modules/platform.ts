import type { Route } from "./+types/platform";
import { moduleSwitch } from "~/utils/modules.server";

/** The customer area and the ways into it (sign-in, hand-over, password recovery) (FLAG_PLATFORM): a pathless layout of app/routes.ts; switched off, every route inside it answers 404. */
export const middleware: Route.MiddlewareFunction[] = [moduleSwitch("FLAG_PLATFORM")];
