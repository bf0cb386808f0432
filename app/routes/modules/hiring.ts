import type { Route } from "./+types/hiring";
import { moduleSwitch } from "~/utils/modules.server";

/** Hiring a connection (FLAG_HIRING), a capability of the API (decision 126): a pathless layout of app/routes.ts; switched off or lacking, every route inside it answers 404. */
export const middleware: Route.MiddlewareFunction[] = [moduleSwitch("FLAG_HIRING")];
