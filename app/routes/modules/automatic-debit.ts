import type { Route } from "./+types/automatic-debit";
import { moduleSwitch } from "~/utils/modules.server";

/** Automatic debit (FLAG_AUTOMATIC_DEBIT): a pathless layout of app/routes.ts; switched off, every route inside it answers 404. */
export const middleware: Route.MiddlewareFunction[] = [moduleSwitch("FLAG_AUTOMATIC_DEBIT")];
