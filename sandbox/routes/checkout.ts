import { Hono } from "hono";
import { html } from "hono/html";
import type { Sandbox } from "../context.ts";
import { one, run } from "../db.ts";
import { ApiProblem } from "../http.ts";

/**
 * Stand-ins for the external payment and card sites: a plain HTML page with "Aprobar"
 * and "Rechazar" (forms, no JavaScript) that records the outcome and sends the customer
 * back to the portal's return URL, as the real sites do.
 */

type Kind = "pagos" | "debito";
const TABLE = { pagos: "payments", debito: "debit_subscriptions" } as const;
const OUTCOME = {
  pagos: { approve: "approved", reject: "rejected" },
  debito: { approve: "active", reject: "rejected" },
} as const;

const STATUS_LABEL: Record<string, string> = {
  approved: "aprobado",
  rejected: "rechazado",
  cancelled: "cancelado",
  active: "activo",
  pending: "pendiente",
};

type Pending = {
  id: number;
  customer_id: number;
  status: string;
  return_url: string;
  amount?: number;
  invoice_ids?: string;
  services?: string;
};

const money = (amount: number) => new Intl.NumberFormat("es-AR", { style: "currency", currency: "ARS" }).format(amount);

function page(title: string, body: unknown) {
  return html`<!doctype html>
    <html lang="es">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} - Sitio de pagos (sandbox)</title>
        <style>
          body {
            font-family: system-ui, sans-serif;
            max-width: 32rem;
            margin: 3rem auto;
            padding: 0 1rem;
            color: #1b1b1b;
          }
          form {
            display: inline-block;
            margin-right: 0.5rem;
          }
          button {
            font-size: 1rem;
            padding: 0.6rem 1.2rem;
            border-radius: 0.4rem;
            border: 1px solid #555;
            cursor: pointer;
          }
          .approve {
            background: #0b6b2e;
            color: #fff;
            border-color: #0b6b2e;
          }
          .note {
            color: #555;
            font-size: 0.9rem;
          }
        </style>
      </head>
      <body>
        <p class="note">Entorno de prueba: este sitio reemplaza a la pasarela de pagos real.</p>
        ${body}
      </body>
    </html>`;
}

export function checkoutRoutes(sandbox: Sandbox) {
  const { db } = sandbox;
  const routes = new Hono();

  async function find(kind: Kind, token: string) {
    const row = await one<Pending>(db, `SELECT * FROM ${TABLE[kind]} WHERE checkout_token = ?`, [token]);
    if (!row) throw new ApiProblem(404, "La operación no existe");
    return row;
  }

  function backToPortal(kind: Kind, row: Pending, status: string) {
    const url = new URL(row.return_url);
    url.searchParams.set(kind === "pagos" ? "payment_id" : "subscription_id", String(row.id));
    url.searchParams.set("status", status);
    return url.href;
  }

  routes.get("/:kind{pagos|debito}/:token", async (c) => {
    const kind = c.req.param("kind") as Kind;
    const row = await find(kind, c.req.param("token"));
    const what =
      kind === "pagos"
        ? html`<h1>Pagar ${money(row.amount ?? 0)}</h1>
            <p>Facturas: ${JSON.parse(row.invoice_ids ?? "[]").length}</p>`
        : html`<h1>Adherir al débito automático</h1>
            <p>Servicios: ${JSON.parse(row.services ?? "[]").length}</p>`;
    if (row.status !== "pending") {
      return c.html(
        page(
          "Operación cerrada",
          html`${what}
            <p>Esta operación ya está cerrada: ${STATUS_LABEL[row.status] ?? row.status}.</p>
            <p><a href="${backToPortal(kind, row, row.status)}">Volver al portal</a></p>`,
        ),
      );
    }
    const action = (decision: string) => `/checkout/${kind}/${c.req.param("token")}/${decision}`;
    return c.html(
      page(
        "Confirmar",
        html`${what}
          <form method="post" action="${action("approve")}">
            <button class="approve" type="submit">Aprobar</button>
          </form>
          <form method="post" action="${action("reject")}"><button type="submit">Rechazar</button></form>`,
      ),
    );
  });

  routes.post("/:kind{pagos|debito}/:token/:decision{approve|reject}", async (c) => {
    const kind = c.req.param("kind") as Kind;
    const decision = c.req.param("decision") as "approve" | "reject";
    const row = await find(kind, c.req.param("token"));
    // A second click (or the back button) changes nothing: the first outcome stands.
    if (row.status !== "pending") return c.redirect(backToPortal(kind, row, row.status), 303);
    const status = OUTCOME[kind][decision];
    const at = sandbox.now().toISOString();
    await run(db, `UPDATE ${TABLE[kind]} SET status = ?, updated_at = ? WHERE id = ?`, [status, at, row.id]);
    if (kind === "pagos" && status === "approved") {
      const ids: number[] = JSON.parse(row.invoice_ids ?? "[]");
      await run(
        db,
        `UPDATE invoices SET paid_at = ? WHERE customer_id = ? AND paid_at IS NULL AND id IN (${ids.map(() => "?").join(", ")})`,
        [at, row.customer_id, ...ids],
      );
    }
    if (kind === "debito" && status === "active") {
      // One automatic debit at a time: an older active one is replaced.
      await run(
        db,
        "UPDATE debit_subscriptions SET status = 'cancelled', updated_at = ? WHERE customer_id = ? AND status = 'active' AND id <> ?",
        [at, row.customer_id, row.id],
      );
    }
    return c.redirect(backToPortal(kind, row, status), 303);
  });

  return routes;
}
