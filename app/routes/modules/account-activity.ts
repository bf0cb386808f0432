import type { Route } from "./+types/account-activity";
import { moduleSwitch } from "~/utils/modules.server";

/** The account's activity (FLAG_ACCOUNT_ACTIVITY), a capability of the API (decisions 126, 141): a pathless layout of app/routes.ts; switched off or lacking, every route inside it answers 404. */
export const middleware: Route.MiddlewareFunction[] = [moduleSwitch("FLAG_ACCOUNT_ACTIVITY")];
