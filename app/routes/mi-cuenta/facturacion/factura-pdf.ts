import { href } from "react-router";
import type { Route } from "./+types/factura-pdf";
import { downloadHeaders, downloadOrBack, fetchApiFile } from "~/api/files.server";
import { withApiErrors } from "~/api/failures.server";
import { getInstance } from "~/middleware/i18next.server";
import { getApiSession } from "~/utils/api-session.server";
import { routeId } from "~/utils/route-id";
import { findInvoice, plainNotFound, invoiceFileName } from "./facturas.server";

/**
 * An invoice's PDF, through the portal (docs/design.md#customer-area): found in the customer's own list
 * (another customer's id is a 404), fetched from the API on the server and streamed on
 * as an attachment. The API's address never reaches the browser.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const id = routeId(params.id);
  const invoice = id === null ? null : await withApiErrors(request, () => findInvoice(session, id));
  if (!invoice) throw plainNotFound(context, "invoice");
  return downloadOrBack(
    request,
    async () => {
      const file = await fetchApiFile(session, invoice.pdf_url, { call: "invoicePdf" });
      return new Response(file.body, {
        headers: downloadHeaders(file, "application/pdf", invoiceFileName(invoice.number)),
      });
    },
    // The customer clicked a link: back to the list.
    () => ({
      to: href("/mi-cuenta/facturacion"),
      message: getInstance(context).getFixedT(null, "billingServer")("pdfUnavailable", { number: invoice.number }),
    }),
  );
}
