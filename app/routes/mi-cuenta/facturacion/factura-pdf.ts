import { href } from "react-router";
import type { Route } from "./+types/factura-pdf";
import { downloadHeaders, fetchApiFile } from "~/api/files.server";
import { handleApiError, withApiErrors } from "~/api/failures.server";
import { getInstance } from "~/middleware/i18next.server";
import { getApiSession } from "~/utils/api-session.server";
import { routeId } from "~/utils/route-id";
import { redirectWithToast } from "~/utils/toast.server";
import { findInvoice, plainNotFound, invoiceFileName } from "./facturas.server";
import { logError } from "~/utils/logger.server";

/**
 * An invoice's PDF, through the portal (DESIGN §9): found in the customer's own list
 * (another customer's id is a 404), fetched from the API on the server and streamed on
 * as an attachment. The API's address never reaches the browser.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const id = routeId(params.id);
  const invoice = id === null ? null : await withApiErrors(request, () => findInvoice(session, id));
  if (!invoice) throw plainNotFound("Factura no encontrada");
  try {
    const file = await fetchApiFile(session, invoice.pdf_url, { call: "invoicePdf" });
    return new Response(file.body, {
      headers: downloadHeaders(file, "application/pdf", invoiceFileName(invoice.number)),
    });
  } catch (error) {
    // An expired session or too many attempts lead where they always do.
    const thrown = await handleApiError(error, request).catch((redirect: unknown) => redirect);
    if (thrown instanceof Response) throw thrown;
    // The customer clicked a link: back to the list, with a message, instead of a broken download.
    logError(error, "an invoice's PDF could not be fetched");
    const t = getInstance(context).getFixedT(null, "billingServer");
    return redirectWithToast(request, href("/mi-cuenta/facturacion"), {
      kind: "error",
      message: t("pdfUnavailable", { number: invoice.number }),
    });
  }
}
