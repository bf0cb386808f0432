import { randomUUID } from "node:crypto";

/** What the kit sends: keys, files, days, the portal's addresses. */

/** A record id no test account's record has: what "does not exist" answers, to compare "another customer's" with. */
export const NO_SUCH_ID = 999_999_999;

/** A fresh `Idempotency-Key` (16 to 64 of A–Z a–z 0–9 _ -), as the portal makes one per form. */
export const newKey = () => `kit-${randomUUID()}`;

/** A minimal PDF: what an API that checks a file's first bytes recognises as one. */
export function pdfFile(name: string): File {
  const text = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";
  return new File([text], name, { type: "application/pdf" });
}

/** Plain text named as a PDF: a file the API must refuse by its content, not its name. */
export function textAsPdf(name: string): File {
  return new File(["hola, esto no es un PDF\n"], name, { type: "application/pdf" });
}

/** A day in Buenos Aires (`YYYY-MM-DD`), `offset` days from today: the calendar the API counts in. */
export function buenosAiresDay(offset = 0, now = new Date()): string {
  const day = new Date(now.getTime() - 3 * 3600_000 + offset * 24 * 3600_000);
  return day.toISOString().slice(0, 10);
}

/** Where the payment and card sites would send the customer back: the portal's pages (never visited by the kit). */
export const RETURN_URL = "https://portal.example/mi-cuenta/mis-pagos?desde=conformidad";

/** What the kit's own records say, so that a person reading the provider's systems knows them. */
export const KIT_LABEL = "Prueba de conformidad";
