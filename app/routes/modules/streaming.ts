import type { Route } from "./+types/streaming";
import { moduleSwitch } from "~/utils/modules.server";

/** The DIRECTV GO add-on (FLAG_STREAMING), a capability of the API (decision 126): a pathless layout of app/routes.ts; switched off or lacking, every route inside it answers 404. */
export const middleware: Route.MiddlewareFunction[] = [moduleSwitch("FLAG_STREAMING")];
