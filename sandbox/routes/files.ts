import { Hono } from "hono";
import type { Sandbox } from "../context";
import { one } from "../db";
import { ApiProblem } from "../http";
import { textPdf } from "../../lib/text-pdf";
import { readStoredFile } from "../uploads";

/**
 * Downloads: uploaded files and invoice PDFs. Links carry an unguessable id, as a CDN's
 * signed URLs would, so they open in a new tab without the bearer token.
 */
export function fileRoutes(sandbox: Sandbox) {
  const routes = new Hono();

  routes.get("/files/facturas/:id/:token{[A-Za-z0-9_-]+\\.pdf}", async (c) => {
    const invoice = await one<{ number: string; period: string; issue_date: string; due_date: string; amount: number; paid_at: string | null; name: string; identification: string }>(
      sandbox.db,
      `SELECT number, period, issue_date, due_date, amount, paid_at, customers.name, customers.identification
       FROM invoices JOIN customers ON customers.id = invoices.customer_id WHERE invoices.id = ? AND pdf_token = ?`,
      [Number(c.req.param("id")), c.req.param("token").replace(/\.pdf$/, "")],
    );
    if (!invoice) throw new ApiProblem(404, "La factura no existe");
    const amount = new Intl.NumberFormat("es-AR", { style: "currency", currency: "ARS" }).format(invoice.amount);
    const pdf = textPdf([
      "Nodo Sur Telecomunicaciones S.A.",
      `Factura ${invoice.number}`,
      `Periodo: ${invoice.period}`,
      `Cliente: ${invoice.name} (${invoice.identification})`,
      `Fecha de emisión: ${invoice.issue_date}`,
      `Vencimiento: ${invoice.due_date}`,
      `Total: ${amount}`,
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
