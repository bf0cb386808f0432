import { toSVG } from "bwip-js/node";
import type { Invoice } from "../../../../contract/customer";
import { arcaQrData, arcaQrUrl, type ElectronicInvoice } from "../../../../contract/e-invoice";

/**
 * ARCA's QR of an electronic invoice (RG 4892/2020), drawn on the server as SVG (the
 * invoice's `qr.svg` image): no script, and bwip-js never reaches the browser. Its
 * content is ARCA's verification address with the invoice's data (`arcaQrUrl`), which the
 * page also gives as a plain link, for whoever cannot scan it.
 */
type ElectronicInvoiceOf = Pick<Invoice, "issue_date" | "amount"> & { electronic: ElectronicInvoice };

/** The address the QR holds: ARCA's verification with the invoice's data. */
export const arcaQrAddress = (invoice: ElectronicInvoiceOf) => arcaQrUrl(arcaQrData(invoice));

export function arcaQr(invoice: ElectronicInvoiceOf) {
  const url = arcaQrAddress(invoice);
  // BWIPP's own options (the error correction level) are not in bwip-js's types.
  const options: Parameters<typeof toSVG>[0] & { eclevel: "L" | "M" | "Q" | "H" } = {
    bcid: "qrcode",
    text: url,
    // M: a quarter of the code may be smudged, as on a printed copy, and it stays small.
    eclevel: "M",
    scale: 1,
    // The quiet zone a camera needs: four modules (two units each) on every side.
    paddingwidth: 8,
    paddingheight: 8,
    backgroundcolor: "FFFFFF",
  };
  const svg = toSVG(options);
  // Square modules on whole pixels: sharper for a camera held to a screen.
  return { url, svg: svg.replace("<svg ", '<svg shape-rendering="crispEdges" ') };
}
