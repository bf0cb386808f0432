import { describe, expect, it } from "vitest";
import { ElectronicInvoice, arcaQrData, arcaQrUrl, fiscalNumber, vatOf } from "../../contract/e-invoice";
import { arcaQr } from "~/routes/mi-cuenta/facturacion/arca-qr.server";

/**
 * ARCA's QR (RG 4892/2020): its address is ARCA's `fe/qr` with `p` the base64 of a JSON
 * of the invoice's data, decoded here and compared field by field with the invoice.
 */

const electronic = ElectronicInvoice.parse({
  type: "B",
  type_code: 6,
  point_of_sale: 3,
  number: 10_242,
  cae: "71234567890123",
  cae_expires_on: "2026-11-30",
  issuer_cuit: "30715551248",
  receiver: { document_type: 96, document_number: "20304050" },
  currency: "PES",
  exchange_rate: 1,
  vat: { ...vatOf(31_998), other_national_taxes: 0 },
});
const invoice = { issue_date: "2026-11-20", amount: 31_998, electronic };

const decode = (url: string) => {
  const [address, payload] = url.split("?p=");
  return { address, data: JSON.parse(Buffer.from(payload!, "base64").toString("utf8")) };
};

describe("ARCA's QR of an invoice", () => {
  it("points to ARCA's verification with the invoice's data as base64 JSON", () => {
    const { address, data } = decode(arcaQrUrl(arcaQrData(invoice)));
    expect(address).toBe("https://www.arca.gob.ar/fe/qr/");
    expect(data).toEqual({
      ver: 1,
      fecha: "2026-11-20",
      cuit: 30715551248,
      ptoVta: 3,
      tipoCmp: 6,
      nroCmp: 10242,
      importe: 31998,
      moneda: "PES",
      ctz: 1,
      tipoDocRec: 96,
      nroDocRec: 20304050,
      tipoCodAut: "E",
      codAut: 71234567890123,
    });
    // ARCA's order of the fields.
    expect(Object.keys(data)).toEqual([
      "ver",
      "fecha",
      "cuit",
      "ptoVta",
      "tipoCmp",
      "nroCmp",
      "importe",
      "moneda",
      "ctz",
      "tipoDocRec",
      "nroDocRec",
      "tipoCodAut",
      "codAut",
    ]);
  });

  it("carries the cents of the total and a company's CUIT as the receiver", () => {
    const company = {
      ...electronic,
      type: "A" as const,
      type_code: 1,
      receiver: { document_type: 80, document_number: "30712345671" },
    };
    const { data } = decode(arcaQrUrl(arcaQrData({ issue_date: "2026-11-20", amount: 33_597.9, electronic: company })));
    expect(data).toMatchObject({ importe: 33597.9, tipoCmp: 1, tipoDocRec: 80, nroDocRec: 30712345671 });
  });

  it("is drawn as an SVG QR code whose address is the one given as a link", () => {
    const { url, svg } = arcaQr(invoice);
    expect(url).toBe(arcaQrUrl(arcaQrData(invoice)));
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    // An image of its own (the page names it with alt): square modules, sharp for a camera.
    expect(svg).toContain('shape-rendering="crispEdges"');
    expect(svg).not.toMatch(/<script|href=/i);
  });

  it("has a contract that knows the type's code, the CAE's digits, and the IVA contained to the cent", () => {
    expect(fiscalNumber(electronic)).toBe("B 0003-00010242");
    expect(vatOf(31_998)).toEqual({ rate: 21, net: 26_444.63, amount: 5_553.37 });
    expect(vatOf(100)).toEqual({ rate: 21, net: 82.64, amount: 17.36 });
    expect(ElectronicInvoice.safeParse({ ...electronic, type_code: 1 }).success).toBe(false);
    expect(ElectronicInvoice.safeParse({ ...electronic, cae: "7123456789012" }).success).toBe(false);
  });
});
