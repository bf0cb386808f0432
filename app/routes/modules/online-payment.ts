import type { Route } from "./+types/online-payment";
import { moduleSwitch } from "~/utils/modules.server";

/** Paying invoices online (FLAG_ONLINE_PAYMENT), a capability of the API (decision 126): a pathless layout of app/routes.ts; switched off or lacking, every route inside it answers 404. */
export const middleware: Route.MiddlewareFunction[] = [moduleSwitch("FLAG_ONLINE_PAYMENT")];
