import type { Invoice } from "../../../../contract/customer";
import { amountInForce } from "../../../../contract/due-dates";
import { listInvoices } from "~/api/customer.server";
import type { ApiSession } from "~/api/transport.server";
import type { RouterContextProvider } from "react-router";
import type { InvoiceView } from "~/components/invoice-table";
import { getInstance } from "~/middleware/i18next.server";

/**
 * The API lists invoices page by page and has no call for one invoice, so the screens
 * that need one (its PDF, its barcode) or all the unpaid ones read the list.
 */

const BATCH = 50;
/** 50 × 40: more than thirty years of monthly invoices. */
const MAX_BATCHES = 40;

/** Every invoice of the customer's with `status`, reading pages until `done` says stop. */
async function scanInvoices(session: ApiSession, status: "unpaid" | undefined, done: (seen: Invoice[]) => boolean) {
  const seen: Invoice[] = [];
  for (let page = 1; page <= MAX_BATCHES; page++) {
    const { data, meta } = await listInvoices(session, { status, page, per_page: BATCH });
    seen.push(...data);
    if (done(seen) || data.length === 0 || page * BATCH >= meta.total) break;
  }
  return seen;
}

/** One of the customer's own invoices, or null: another customer's id is not found. */
export async function findInvoice(session: ApiSession, id: number): Promise<Invoice | null> {
  const seen = await scanInvoices(session, undefined, (invoices) => invoices.some((invoice) => invoice.id === id));
  return seen.find((invoice) => invoice.id === id) ?? null;
}

/** Every unpaid invoice (overdue and pending), the one due first first: the order to pay them in. */
export async function unpaidInvoices(session: ApiSession): Promise<Invoice[]> {
  const unpaid = await scanInvoices(session, "unpaid", () => false);
  return unpaid.sort((a, b) => a.due_date.localeCompare(b.due_date) || a.id - b.id);
}

/** The fiscal numbers of some invoices, by id (a payment lists only ids). */
export async function invoiceNumbers(session: ApiSession, ids: Iterable<number>): Promise<Map<number, string>> {
  const wanted = new Set(ids);
  const numbers = new Map<number, string>();
  if (wanted.size === 0) return numbers;
  await scanInvoices(session, undefined, (invoices) => {
    for (const invoice of invoices) if (wanted.has(invoice.id)) numbers.set(invoice.id, invoice.number);
    return numbers.size === wanted.size;
  });
  return numbers;
}

/**
 * What a page shows of an invoice on `day` (today in Buenos Aires, `argentinaDay()`): never
 * its `pdf_url`, which stays on the server, nor ARCA's data, which only its own page shows;
 * with the amount in force that day (decision 118), worked out here so the page's components
 * carry no rule (and no zod) to the browser.
 */
export function invoiceView({ pdf_url: _file, electronic: _arca, ...invoice }: Invoice, day: string): InvoiceView {
  return { ...invoice, due_now: invoice.status === "paid" ? null : amountInForce(invoice, day) };
}

/** `B 0003-00010242` → `factura-B-0003-00010242.pdf`. */
export function invoiceFileName(number: string) {
  const safe = number
    .trim()
    .replace(/\s+/g, "-")
    .replace(/[^A-Za-z0-9-]/g, "");
  return `factura-${safe || "sin-numero"}.pdf`;
}

/** A plain 404 for the resource routes, which have no page to show it in: in the request's language. */
export function plainNotFound(context: Readonly<RouterContextProvider>, what: "invoice" | "code" | "qr" | "report") {
  const message = getInstance(context).getFixedT(null, "billingServer")(`notFound.${what}`);
  return new Response(message, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
