import type { Route } from "./+types/outages";
import { moduleSwitch } from "~/utils/modules.server";

/** Outages by area (FLAG_OUTAGES, decision 101): a pathless layout of app/routes.ts; switched off, every route inside it answers 404. */
export const middleware: Route.MiddlewareFunction[] = [moduleSwitch("FLAG_OUTAGES")];
