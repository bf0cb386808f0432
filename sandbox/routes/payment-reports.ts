import { Hono } from "hono";
import type { PaymentReport } from "../../contract/tickets.ts";
import { PaymentReportFields } from "../../contract/tickets.ts";
import { recordActivity } from "../activity.ts";
import type { Sandbox, SandboxEnv } from "../context.ts";
import { all, insert } from "../db.ts";
import { ApiProblem, idParam, notFound, parseWith, readForm } from "../http.ts";
import { DOCUMENT_TYPES, checkUpload, storeFile, storedFile, uploadLimit } from "../uploads.ts";

/**
 * Payment reports (informes de pago): the customer paid elsewhere (a transfer, cash at
 * a payment point) and sends the receipt. `/v3/informe/pagos/...`.
 */

type ReportRow = {
  id: number;
  amount: number;
  date: string;
  method: PaymentReport["method"];
  notes: string | null;
  status: PaymentReport["status"];
  created_at: string;
  invoice_id: number;
  invoice_number: string;
  period: string;
  invoice_amount: number;
  file_id: string;
  file_name: string;
  content_type: string;
  size: number;
};

export function paymentReportRoutes(sandbox: Sandbox) {
  const { db } = sandbox;
  const routes = new Hono<SandboxEnv>();

  async function reports(customerId: number, id?: number): Promise<PaymentReport[]> {
    const rows = await all<ReportRow>(
      db,
      `SELECT payment_reports.id, payment_reports.amount, date, method, notes, status, payment_reports.created_at,
              invoices.id AS invoice_id, invoices.number AS invoice_number, invoices.period, invoices.amount AS invoice_amount,
              files.id AS file_id, files.name AS file_name, files.content_type, files.size
       FROM payment_reports JOIN invoices ON invoices.id = payment_reports.invoice_id JOIN files ON files.id = receipt_file_id
       WHERE payment_reports.customer_id = ? AND (? IS NULL OR payment_reports.id = ?) ORDER BY payment_reports.id DESC`,
      [customerId, id ?? null, id ?? null],
    );
    return rows.map((row) => ({
      id: row.id,
      invoice: { id: row.invoice_id, number: row.invoice_number, period: row.period, amount: row.invoice_amount },
      amount: row.amount,
      date: row.date,
      method: row.method,
      notes: row.notes,
      receipt: storedFile(sandbox, {
        id: row.file_id,
        name: row.file_name,
        content_type: row.content_type,
        size: row.size,
      }),
      status: row.status,
      created_at: row.created_at,
    }));
  }

  routes.get("/", async (c) => c.json(await reports(c.get("customer").id)));

  // The id in the path is the invoice being reported as paid.
  routes.post("/:id", uploadLimit(), async (c) => {
    const customerId = c.get("customer").id;
    const invoiceId = idParam(c, "id", "La factura");
    const invoice = (
      await all<{ paid_at: string | null }>(db, "SELECT paid_at FROM invoices WHERE id = ? AND customer_id = ?", [
        invoiceId,
        customerId,
      ])
    )[0];
    if (!invoice) throw notFound("La factura");
    const form = await readForm(c, ["notes"]);
    const fields = parseWith(PaymentReportFields, form);
    const receipt = (await checkUpload("receipt", form.receipt, DOCUMENT_TYPES))!;
    // The same payment reported again (back and send, a second tab): the report already
    // under review is the answer, not a second one. A rejected one may be sent anew.
    const same = await all<{ id: number }>(
      db,
      `SELECT id FROM payment_reports WHERE customer_id = ? AND invoice_id = ? AND amount = ? AND date = ? AND method = ?
       AND status <> 'rejected' ORDER BY id LIMIT 1`,
      [customerId, invoiceId, fields.amount, fields.date, fields.method],
    );
    if (same[0]) return c.json((await reports(customerId, same[0].id))[0], 200);
    if (invoice.paid_at) throw new ApiProblem(409, "Esa factura ya está paga");
    const fileId = await storeFile(sandbox, receipt);
    const id = await insert(
      db,
      `INSERT INTO payment_reports (customer_id, invoice_id, amount, date, method, notes, receipt_file_id, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'received', ?)`,
      [
        customerId,
        invoiceId,
        fields.amount,
        fields.date,
        fields.method,
        fields.notes ?? null,
        fileId,
        sandbox.now().toISOString(),
      ],
    );
    const report = (await reports(customerId, id))[0]!;
    await recordActivity(sandbox, c, "payment_reported", `Pago informado de la factura ${report.invoice.number}`);
    return c.json(report, 201);
  });

  return routes;
}
