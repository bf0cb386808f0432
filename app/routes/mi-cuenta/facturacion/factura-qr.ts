import type { Route } from "./+types/factura-qr";
import { withApiErrors } from "~/api/failures.server";
import { getApiSession } from "~/utils/api-session.server";
import { routeId } from "~/utils/route-id";
import { arcaQr } from "./arca-qr.server";
import { findInvoice, plainNotFound } from "./facturas.server";

/**
 * ARCA's QR of one of the customer's electronic invoices (RG 4892/2020), as an SVG image
 * drawn on the server: an image of its own, not inline, so the invoice page carries it once
 * (inline, React's data for the page would carry it a second time) and a phone fetches it
 * after the page's text. An invoice without ARCA's data, and another customer's, 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const id = routeId(params.id);
  const invoice = id === null ? null : await withApiErrors(request, () => findInvoice(session, id));
  if (!invoice?.electronic) throw plainNotFound(context, "qr");
  return new Response(arcaQr({ ...invoice, electronic: invoice.electronic }).svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "private, no-store",
      // Opened on its own, the drawing may run nothing and load nothing.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
