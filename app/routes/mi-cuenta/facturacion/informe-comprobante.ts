import { href } from "react-router";
import type { Route } from "./+types/informe-comprobante";
import { handleApiError, withApiErrors } from "~/api/failures.server";
import { getInstance } from "~/middleware/i18next.server";
import { getApiSession } from "~/utils/api-session.server";
import { routeId } from "~/utils/route-id";
import { redirectWithToast } from "~/utils/toast.server";
import { plainNotFound } from "./facturas.server";
import { receiptResponse } from "./receipt.server";
import { findOwnReport } from "./reports.server";
import { logError } from "~/utils/logger.server";

/**
 * A report's receipt, through the portal (DESIGN §9): found in the customer's own reports
 * (anyone else's is a 404), fetched from the API with the customer's token and streamed.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const id = routeId(params.id);
  const report = id === null ? null : await withApiErrors(request, () => findOwnReport(session, id));
  if (!report) throw plainNotFound("Informe no encontrado");
  try {
    return await receiptResponse(session, report.receipt);
  } catch (error) {
    // An expired session or too many attempts lead where they always do.
    const thrown = await handleApiError(error, request).catch((redirect: unknown) => redirect);
    if (thrown instanceof Response) throw thrown;
    // The customer clicked a link: back to the report, with a message, instead of a broken download.
    logError(error, "a report's receipt could not be fetched");
    const t = getInstance(context).getFixedT(null, "reportsServer");
    return redirectWithToast(request, href("/mi-cuenta/facturacion/informe/:id", { id: String(report.id) }), {
      kind: "error",
      message: t("toasts.receiptUnavailable"),
    });
  }
}
