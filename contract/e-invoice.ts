import { z } from "zod";
import { IsoDate, Money } from "./common.ts";

/**
 * An invoice's electronic-invoice data (decision 118): what ARCA authorised and what the
 * printed invoice must show (RG 4291 with RG 4892/2020's QR, and Ley 27.743's "IVA
 * contenido" on consumer invoices since April 2025). The API answers it as ARCA gave it;
 * the portal only shows it and builds the QR's address from it (`arcaQrUrl`).
 */

/** ARCA's code of each invoice class ("Factura A" 1, "Factura B" 6, "Factura C" 11). */
export const INVOICE_TYPE_CODES = { A: 1, B: 6, C: 11 } as const;
export type InvoiceType = keyof typeof INVOICE_TYPE_CODES;

/** ARCA's codes of the receiver's document: CUIT, DNI, and none (a consumer not named). */
export const DOCUMENT_TYPE_CODES = { CUIT: 80, DNI: 96, NONE: 99 } as const;

/** The rate of IVA on internet and TV, in percent. */
export const VAT_RATE = 21;

/** The IVA a total carries (total − total / 1.21, to the cent) and the net: they add up to the total. */
export function vatOf(total: number, rate = VAT_RATE) {
  const cents = Math.round(total * 100);
  const netCents = Math.round(cents / (1 + rate / 100));
  return { rate, net: netCents / 100, amount: (cents - netCents) / 100 };
}

export const ElectronicInvoice = z
  .object({
    /** A (to a registered taxpayer: IVA itemised), B (to a consumer: IVA contained), C (from a monotributista: no IVA). */
    type: z.enum(["A", "B", "C"]),
    /** ARCA's code of the type (`INVOICE_TYPE_CODES`). */
    type_code: z.number().int(),
    point_of_sale: z.number().int().min(1).max(99_999),
    number: z.number().int().min(1).max(99_999_999),
    /** Código de Autorización Electrónico: 14 digits. */
    cae: z.string().regex(/^\d{14}$/),
    cae_expires_on: IsoDate,
    /** The issuer's (the provider's) CUIT, 11 digits. */
    issuer_cuit: z.string().regex(/^\d{11}$/),
    /** The receiver's document as ARCA codes it (`DOCUMENT_TYPE_CODES`); number "0" with type 99. */
    receiver: z.object({ document_type: z.number().int(), document_number: z.string().regex(/^\d{1,11}$/) }),
    /** ARCA's currency code: `PES` for pesos. */
    currency: z.string().regex(/^[A-Z0-9]{3}$/),
    /** Pesos per unit of the currency: 1 for pesos. */
    exchange_rate: z.number().positive(),
    /**
     * The IVA of an A or B invoice: its rate, the net and the IVA (on a B invoice, the "IVA
     * contenido" of Ley 27.743) and the other national indirect taxes in the price; null on C.
     */
    vat: z.object({ rate: z.number().positive(), net: Money, amount: Money, other_national_taxes: Money }).nullable(),
  })
  .refine((data) => data.type_code === INVOICE_TYPE_CODES[data.type], {
    message: "type_code is not ARCA's code of type",
    path: ["type_code"],
  });
export type ElectronicInvoice = z.infer<typeof ElectronicInvoice>;

/** `B 0003-00012345`: the number as printed, from the type, point of sale and number. */
export const fiscalNumber = (data: Pick<ElectronicInvoice, "type" | "point_of_sale" | "number">) =>
  `${data.type} ${String(data.point_of_sale).padStart(4, "0")}-${String(data.number).padStart(8, "0")}`;

/** ARCA's verification page: the QR's address is this with `p` = the base64 of `ArcaQrData`'s JSON. */
export const ARCA_QR_URL = "https://www.arca.gob.ar/fe/qr/";

/** The QR's data, RG 4892/2020 version 1, its fields in the order ARCA lists them. */
export type ArcaQrData = {
  ver: 1;
  fecha: string;
  cuit: number;
  ptoVta: number;
  tipoCmp: number;
  nroCmp: number;
  importe: number;
  moneda: string;
  ctz: number;
  tipoDocRec: number;
  nroDocRec: number;
  tipoCodAut: "E";
  codAut: number;
};

/** The QR's data of an invoice: its issue date, total and ARCA's authorisation (`E`: a CAE). */
export function arcaQrData(invoice: { issue_date: string; amount: number; electronic: ElectronicInvoice }): ArcaQrData {
  const e = invoice.electronic;
  return {
    ver: 1,
    fecha: invoice.issue_date,
    cuit: Number(e.issuer_cuit),
    ptoVta: e.point_of_sale,
    tipoCmp: e.type_code,
    nroCmp: e.number,
    importe: invoice.amount,
    moneda: e.currency,
    ctz: e.exchange_rate,
    tipoDocRec: e.receiver.document_type,
    nroDocRec: Number(e.receiver.document_number),
    tipoCodAut: "E",
    codAut: Number(e.cae),
  };
}

/** The QR's content: ARCA's address with the data's JSON in base64 (plain ASCII, so `btoa` takes it whole). */
export const arcaQrUrl = (data: ArcaQrData) => `${ARCA_QR_URL}?p=${btoa(JSON.stringify(data))}`;
