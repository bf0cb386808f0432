import {
  DOCUMENT_TYPE_CODES,
  INVOICE_TYPE_CODES,
  vatOf,
  type ElectronicInvoice,
  type InvoiceType,
} from "../contract/e-invoice.ts";
import { addDays, isoDate } from "./dates.ts";

/**
 * The sandbox's stand-in for what ARCA authorises (decision 118): the provider's CUIT, a CAE
 * per invoice, and the due-date terms it bills with. A real provider's API answers what
 * its billing system and ARCA gave; these only have to be coherent.
 */

/** Nodo Sur S.A.'s CUIT (made up, with a valid check digit). */
export const ISSUER_CUIT = "30715551248";

/** Days from the first due date to the second, and the surcharge between them. */
export const SECOND_DUE_AFTER_DAYS = 10;
export const SURCHARGE_RATE = 0.05;

/** A CAE is asked for on the issue date and is valid ten days, as ARCA gives them for services. */
export const CAE_VALID_DAYS = 10;

/**
 * A 14-digit CAE from the invoice's id, spread so that neighbours do not look alike: the
 * same in the seed and in schema version 7's upgrade, which writes it in SQL (`CAE_SQL`).
 * BigInt, as SQLite's 64-bit integers compute it, whatever the id.
 */
export const caeFor = (invoiceId: number) =>
  `7${String((BigInt(invoiceId) * 7_919_000_003n + 3_571_000_000_007n) % 10_000_000_000_000n).padStart(13, "0")}`;
export const CAE_SQL = "printf('7%013d', (id * 7919000003 + 3571000000007) % 10000000000000)";

/** The terms of an invoice issued now: its second due date and surcharged amount, its CAE's expiry. */
export function billingTerms(issue: Date, due: Date, amount: number) {
  return {
    second_due_date: isoDate(addDays(due, SECOND_DUE_AFTER_DAYS)),
    second_due_amount: Math.round(amount * (1 + SURCHARGE_RATE) * 100) / 100,
    cae_expires_on: isoDate(addDays(issue, CAE_VALID_DAYS)),
  };
}

/** `B 0003-00012345` → its type, point of sale and number; null for a number not in that form. */
export function parseFiscalNumber(number: string): { type: InvoiceType; point_of_sale: number; number: number } | null {
  const match = /^([ABC]) (\d{4,5})-(\d{8})$/.exec(number);
  if (!match) return null;
  return { type: match[1] as InvoiceType, point_of_sale: Number(match[2]), number: Number(match[3]) };
}

/** The invoice's class for a customer: a company is a registered taxpayer (A); a person, a consumer (B). */
export const invoiceTypeFor = (kind: "person" | "company"): InvoiceType => (kind === "company" ? "A" : "B");

/** The electronic-invoice data of an invoice row; null when it has no CAE (an invoice not issued electronically). */
export function electronicInvoice(
  row: { id: number; number: string; amount: number; cae: string | null; cae_expires_on: string | null },
  customer: { identification: string },
): ElectronicInvoice | null {
  const fiscal = parseFiscalNumber(row.number);
  if (!fiscal || !row.cae || !row.cae_expires_on) return null;
  const document = customer.identification.length === 11 ? DOCUMENT_TYPE_CODES.CUIT : DOCUMENT_TYPE_CODES.DNI;
  return {
    ...fiscal,
    type_code: INVOICE_TYPE_CODES[fiscal.type],
    cae: row.cae,
    cae_expires_on: row.cae_expires_on,
    issuer_cuit: ISSUER_CUIT,
    receiver: { document_type: document, document_number: customer.identification },
    currency: "PES",
    exchange_rate: 1,
    vat: fiscal.type === "C" ? null : { ...vatOf(row.amount), other_national_taxes: 0 },
  };
}
