import { href } from "react-router";
import type { Route } from "./+types/informe-comprobante";
import { withApiErrors } from "~/api/failures.server";
import { downloadOrBack } from "~/api/files.server";
import { getInstance } from "~/middleware/i18next.server";
import { getApiSession } from "~/utils/api-session.server";
import { routeId } from "~/utils/route-id";
import { plainNotFound } from "./facturas.server";
import { receiptResponse } from "./receipt.server";
import { findOwnReport } from "./reports.server";

/**
 * A report's receipt, through the portal (docs/design.md#customer-area): found in the customer's own reports
 * (anyone else's is a 404), fetched from the API with the customer's token and streamed.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const id = routeId(params.id);
  const report = id === null ? null : await withApiErrors(request, () => findOwnReport(session, id));
  if (!report) throw plainNotFound(context, "report");
  return downloadOrBack(
    request,
    () => receiptResponse(session, report.receipt),
    // The customer clicked a link: back to the report.
    () => ({
      to: href("/mi-cuenta/facturacion/informe/:id", { id: String(report.id) }),
      message: getInstance(context).getFixedT(null, "reportsServer")("toasts.receiptUnavailable"),
    }),
  );
}
