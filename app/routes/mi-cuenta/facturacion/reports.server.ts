import type { TFunction } from "i18next";
import { z } from "zod";
import { amountInForce } from "../../../../contract/due-dates";
import type { PaymentReport } from "../../../../contract/tickets";
import { listPaymentReports, reportPayment } from "~/api/tickets.server";
import type { ApiSession } from "~/api/transport.server";
import { argentinaDay } from "~/utils/format";
import { formKeyField } from "~/utils/forms.server";
import { parseMoney } from "~/utils/money";
import { parseDate } from "~/utils/normalize.server";
import { FILE_KINDS } from "~/utils/uploads.server";
import { unpaidInvoices } from "./facturas.server";

/** Payment reports (informes de pago): the form's rules, and what the pages may show of a report. */

export const METHODS = ["transferencia", "deposito", "efectivo", "tarjeta"] as const;
export const RECEIPT_KINDS = [FILE_KINDS.pdf, FILE_KINDS.jpg, FILE_KINDS.png];
/** The API's limit (contract `PaymentReportFields`). */
export const MAX_AMOUNT = 10_000_000;
/** A payment older than this is a typo in the year (decision 061). */
const OLDEST_YEARS = 2;

/** The rules of the report form; `today` is the calendar day in Buenos Aires (`aaaa-mm-dd`). */
export function reportSchema(t: TFunction<"reportsServer">, today = argentinaDay()) {
  const [year, month, day] = today.split("-");
  const oldest = `${Number(year) - OLDEST_YEARS}-${month}-${day}`;
  return z.object({
    idempotency_key: formKeyField(t("errors.formKey")),
    invoice: z.coerce
      .number({ error: t("errors.invoice") })
      .int(t("errors.invoice"))
      .positive(t("errors.invoice")),
    amount: z
      .string({ error: t("errors.amount") })
      .transform((text, ctx) => {
        const amount = parseMoney(text);
        if (amount === null) ctx.addIssue({ code: "custom", message: t("errors.amountFormat") });
        return amount ?? 0;
      })
      .refine((amount) => amount > 0, t("errors.amountPositive"))
      .refine((amount) => amount <= MAX_AMOUNT, t("errors.amountTooBig")),
    date: z.string({ error: t("errors.date") }).transform((text, ctx) => {
      const date = parseDate(text);
      if (!date) {
        ctx.addIssue({ code: "custom", message: t("errors.dateFormat") });
        return z.NEVER;
      }
      if (date > today) ctx.addIssue({ code: "custom", message: t("errors.dateFuture") });
      else if (date < oldest) ctx.addIssue({ code: "custom", message: t("errors.dateTooOld") });
      return date;
    }),
    method: z.enum(METHODS, { error: t("errors.method") }),
    notes: z.string().trim().max(500, t("errors.notesTooLong")).optional(),
  });
}

export type ReportForm = z.output<ReturnType<typeof reportSchema>>;

/** The API's field names, as the form calls them. */
export const API_FIELDS: Record<string, string> = {
  amount: "amount",
  date: "date",
  method: "method",
  notes: "notes",
  receipt: "receipt",
};

/**
 * The customer's unpaid invoices as the form offers them, the one due first first: the
 * amount in force today and the date it is good until (decision 118: after the first due date,
 * the surcharged amount), never the PDF's address at the API.
 */
export async function invoicesToReport(session: ApiSession, day = argentinaDay()) {
  return (await unpaidInvoices(session)).map((invoice) => {
    const due = amountInForce(invoice, day);
    return {
      id: invoice.id,
      number: invoice.number,
      period: invoice.period,
      amount: due.amount,
      due_date: due.due_date,
      pastDue: due.stage === "past",
    };
  });
}

/** The report to the API, with the form's key: the same form sent twice is one report (decision 034). */
export function sendReport(session: ApiSession, form: ReportForm, receipt: File) {
  const body = new FormData();
  body.set("amount", String(form.amount));
  body.set("date", form.date);
  body.set("method", form.method);
  if (form.notes) body.set("notes", form.notes);
  body.set("receipt", receipt, receipt.name);
  return reportPayment({ ...session, idempotencyKey: form.idempotency_key }, form.invoice, body);
}

/** The customer's reports, newest first, as the pages show them: the receipt without its API address. */
export async function customerReports(session: ApiSession) {
  const reports = await listPaymentReports(session);
  return [...reports].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id).map(reportView);
}

export function reportView({ receipt, ...report }: PaymentReport) {
  return { ...report, receipt: { name: receipt.name, size: receipt.size } };
}

/** One of the customer's own reports, found in their list (the API has no call for one); null for anyone else's. */
export async function findOwnReport(session: ApiSession, id: number): Promise<PaymentReport | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return (await listPaymentReports(session)).find((report) => report.id === id) ?? null;
}
