import type { Route } from "./+types/visits";
import { moduleSwitch } from "~/utils/modules.server";

/** Technician visits (FLAG_VISITS, decision 103): a pathless layout of app/routes.ts; switched off, every route inside it answers 404. */
export const middleware: Route.MiddlewareFunction[] = [moduleSwitch("FLAG_VISITS")];
