import type { Route } from "./+types/job-applications";
import { moduleSwitch } from "~/utils/modules.server";

/** The work-with-us form (FLAG_JOB_APPLICATIONS), a capability of the API (decision 126): a pathless layout of app/routes.ts; switched off or lacking, every route inside it answers 404. */
export const middleware: Route.MiddlewareFunction[] = [moduleSwitch("FLAG_JOB_APPLICATIONS")];
