import { toSVG } from "bwip-js/node";

/**
 * An invoice's payment code as an Interleaved 2 of 5 barcode, the symbology of Pago Fácil
 * and Rapipago, drawn as SVG on the server (bwip-js never reaches the browser). It keeps
 * the quiet zones a scanner needs (ten modules each side) and bars tall enough for a
 * phone's screen held under a counter scanner.
 */
export function paymentBarcodeSvg(code: string): string {
  if (!/^(\d\d)+$/.test(code)) throw new RangeError("Interleaved 2 of 5 takes an even number of digits");
  const svg = toSVG({
    bcid: "interleaved2of5",
    text: code,
    // Module width 1 at scale 1; the page scales the drawing to its box.
    scale: 1,
    // Millimetres at 72 dpi: about a fifth of the symbol's width.
    height: 25,
    // The quiet zones, in modules.
    paddingwidth: 12,
    paddingheight: 4,
    includetext: false,
    backgroundcolor: "FFFFFF",
  });
  // Bars on whole pixels wherever the drawing lands: sharp edges scan better.
  return svg.replace("<svg ", '<svg shape-rendering="crispEdges" ');
}
