import { Hono } from "hono";
import type { Sandbox } from "../context.ts";
import { one } from "../db.ts";
import { ApiProblem } from "../http.ts";
import { textPdf } from "../../lib/text-pdf.ts";
import { readStoredFile } from "../uploads.ts";

/**
 * Downloads: uploaded files and invoice PDFs. Links carry an unguessable id, as a CDN's
 * signed URLs would, so they open in a new tab without the bearer token.
 */
export function fileRoutes(sandbox: Sandbox) {
  const routes = new Hono();

  routes.get("/files/facturas/:id/:token{[A-Za-z0-9_-]+\\.pdf}", async (c) => {
    const invoice = await one<{
      number: string;
      period: string;
      issue_date: string;
      due_date: string;
      amount: number;
      paid_at: string | null;
      name: string;
      identification: string;
      second_due_date: string | null;
      second_due_amount: number | null;
      cae: string | null;
      cae_expires_on: string | null;
    }>(
      sandbox.db,
      `SELECT number, period, issue_date, due_date, amount, paid_at, customers.name, customers.identification,
         second_due_date, second_due_amount, cae, cae_expires_on
       FROM invoices JOIN customers ON customers.id = invoices.customer_id WHERE invoices.id = ? AND pdf_token = ?`,
      [Number(c.req.param("id")), c.req.param("token").replace(/\.pdf$/, "")],
    );
    if (!invoice) throw new ApiProblem(404, "La factura no existe");
    const money = (value: number) =>
      new Intl.NumberFormat("es-AR", { style: "currency", currency: "ARS" }).format(value);
    const amount = money(invoice.amount);
    const pdf = textPdf([
      "Nodo Sur Telecomunicaciones S.A.",
      `Factura ${invoice.number}`,
      `Periodo: ${invoice.period}`,
      `Cliente: ${invoice.name} (${invoice.identification})`,
      `Fecha de emisión: ${invoice.issue_date}`,
      `Vencimiento: ${invoice.due_date}`,
      ...(invoice.second_due_date && invoice.second_due_amount !== null
        ? [`Segundo vencimiento: ${invoice.second_due_date} (${money(invoice.second_due_amount)})`]
        : []),
      `Total: ${amount}`,
      ...(invoice.cae ? [`CAE: ${invoice.cae} - Vencimiento del CAE: ${invoice.cae_expires_on}`] : []),
      invoice.paid_at ? `Pagada el ${invoice.paid_at.slice(0, 10)}` : "Pendiente de pago",
      "Documento generado por el entorno de prueba (sandbox).",
    ]);
    return c.body(pdf, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="factura-${invoice.period}.pdf"`,
    });
  });

  routes.get("/files/:id/:name?", async (c) => {
    const file = await readStoredFile(sandbox, c.req.param("id"));
    if (!file) throw new ApiProblem(404, "El archivo no existe");
    return c.body(new Uint8Array(file.data), 200, {
      "Content-Type": file.content_type,
      "Content-Disposition": `inline; filename="${encodeURIComponent(file.name)}"`,
      "X-Content-Type-Options": "nosniff",
    });
  });

  return routes;
}
