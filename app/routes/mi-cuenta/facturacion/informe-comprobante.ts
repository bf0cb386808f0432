import { data } from "react-router";
import type { Route } from "./+types/informe-comprobante";
import { withApiErrors } from "~/api/guards.server";
import { getApiSession } from "~/utils/api-session.server";
import { streamApiFile } from "./receipt.server";
import { findOwnReport } from "./reports.server";

/**
 * A report's receipt, through the portal (DESIGN §9): found in the customer's own reports
 * (anyone else's is a 404), fetched from the API with the customer's token and streamed.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const report = await withApiErrors(request, () => findOwnReport(session, Number(params.id)));
  if (!report) throw data(`Page not found: ${new URL(request.url).pathname}`, { status: 404 });
  return streamApiFile(session, report.receipt);
}
