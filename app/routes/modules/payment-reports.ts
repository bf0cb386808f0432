import type { Route } from "./+types/payment-reports";
import { moduleSwitch } from "~/utils/modules.server";

/** Payment reports (FLAG_PAYMENT_REPORTS), a capability of the API (decision 126): a pathless layout of app/routes.ts; switched off or lacking, every route inside it answers 404. */
export const middleware: Route.MiddlewareFunction[] = [moduleSwitch("FLAG_PAYMENT_REPORTS")];
