import type { Route } from "./+types/factura-codigo";
import { withApiErrors } from "~/api/failures.server";
import { getApiSession } from "~/utils/api-session.server";
import { routeId } from "~/utils/route-id";
import { paymentBarcodeSvg } from "./factura-barcode.server";
import { findInvoice, plainNotFound } from "./facturas.server";

/**
 * The barcode of one of the customer's unpaid invoices, as an SVG image drawn on the
 * server. A paid invoice has no code, and another customer's is not found: both 404.
 * (`nosniff` comes with every response, from the server.)
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const id = routeId(params.id);
  const invoice = id === null ? null : await withApiErrors(request, () => findInvoice(session, id));
  if (!invoice?.payment_code) throw plainNotFound(context, "code");
  return new Response(paymentBarcodeSvg(invoice.payment_code), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "private, no-store",
      // Opened on its own, the drawing may run nothing and load nothing.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
