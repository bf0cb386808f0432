import { Hono } from "hono";
import { amountInForce } from "../../contract/due-dates.ts";
import { paymentCode } from "../../contract/payment-code.ts";
import type { Connection, DebitSubscription, Invoice, Payment } from "../../contract/customer.ts";
import {
  CreateDebitSubscriptionRequest,
  CreatePaymentRequest,
  InvoiceQuery,
  PaymentQuery,
  UpdateDebitSubscriptionRequest,
} from "../../contract/customer.ts";
import { recordActivity } from "../activity.ts";
import type { Sandbox, SandboxEnv } from "../context.ts";
import { all, insert, one, run } from "../db.ts";
import { argentinaDay } from "../dates.ts";
import { electronicInvoice } from "../e-invoice.ts";
import { ApiProblem, fieldProblem, idParam, notFound, readJson, readQuery } from "../http.ts";
import { newId } from "../secrets.ts";
import { isVerified, requireProof } from "../sessions.ts";

/**
 * Connections, invoices, payments and automatic debit: `/v2/customers/current/...`. The
 * automatic debit's changes need a verified session, and a quick-access one reads the
 * service's address without its number and point (decision 097); paying does not need proof.
 */

/**
 * An invoice's status is derived, so "pending" turns "overdue" by itself the day after its
 * first due date. `?1` is today in Buenos Aires (`argentinaDay`), the day the rule counts in.
 */
export const invoiceStatusSql =
  "CASE WHEN paid_at IS NOT NULL THEN 'paid' WHEN due_date < ?1 THEN 'overdue' ELSE 'pending' END";

type InvoiceRow = Omit<Invoice, "pdf_url" | "payment_code" | "interruption_credit" | "second_due" | "electronic"> & {
  pdf_token: string;
  customer_id: number;
  credit_days: number | null;
  credit_amount: number | null;
  second_due_date: string | null;
  second_due_amount: number | null;
  cae: string | null;
  cae_expires_on: string | null;
};

const secondDueOf = (row: { second_due_date: string | null; second_due_amount: number | null }) =>
  row.second_due_date === null || row.second_due_amount === null
    ? null
    : { date: row.second_due_date, amount: row.second_due_amount };
type PaymentRow = Omit<Payment, "invoice_ids" | "checkout_url"> & { invoice_ids: string; checkout_token: string };
type ConnectionRow = {
  id: number;
  number: string;
  status: Connection["status"];
  street: string;
  house_number: string;
  locality: string;
  province: string;
  lat: number;
  lng: number;
  since: string;
};
type DebitRow = Omit<DebitSubscription, "services"> & { services: string; checkout_token: string };

export const invoicePdfUrl = ({ publicUrl }: Sandbox, invoice: { id: number; pdf_token: string }) =>
  `${publicUrl}/files/facturas/${invoice.id}/${invoice.pdf_token}.pdf`;

function toPayment({ publicUrl }: Sandbox, { checkout_token, invoice_ids, ...row }: PaymentRow): Payment {
  return {
    ...row,
    invoice_ids: JSON.parse(invoice_ids),
    checkout_url: `${publicUrl}/checkout/pagos/${checkout_token}`,
  };
}

function toDebit({ checkout_token: _token, services, ...row }: DebitRow): DebitSubscription {
  return { ...row, services: JSON.parse(services) };
}

const PAYMENT_COLUMNS = "id, status, amount, invoice_ids, checkout_token, created_at, updated_at";
const DEBIT_COLUMNS = "id, status, services, checkout_token, created_at, updated_at";

/** The latest automatic debit that is not cancelled: active, waiting for the card site, or rejected. */
export async function currentDebitSubscription({ db }: Sandbox, customerId: number): Promise<DebitSubscription | null> {
  const row = await one<DebitRow>(
    db,
    `SELECT ${DEBIT_COLUMNS} FROM debit_subscriptions WHERE customer_id = ? ORDER BY id DESC LIMIT 1`,
    [customerId],
  );
  return row && row.status !== "cancelled" ? toDebit(row) : null;
}

export function billingRoutes(sandbox: Sandbox) {
  const { db } = sandbox;
  const routes = new Hono<SandboxEnv>();
  const today = () => argentinaDay(sandbox.now());

  routes.get("/conexiones", async (c) => {
    const connections = await all<ConnectionRow>(
      db,
      `SELECT connections.*, localities.name AS locality, localities.province FROM connections
       JOIN localities ON localities.id = connections.locality_id WHERE customer_id = ? ORDER BY connections.id`,
      [c.get("customer").id],
    );
    const full = isVerified(c.get("customer"));
    const services = await all<{
      id: number;
      connection_id: number;
      kind: "internet" | "tv";
      status: Connection["status"];
      plan_id: number;
      name: string;
      plan_kind: "internet" | "tv" | "combo";
      download_mbps: number | null;
      price: number;
    }>(
      db,
      `SELECT services.id, connection_id, services.kind, status, plan_id, plans.name, plans.kind AS plan_kind, download_mbps, price
       FROM services JOIN plans ON plans.id = services.plan_id
       WHERE connection_id IN (SELECT id FROM connections WHERE customer_id = ?) ORDER BY services.id`,
      [c.get("customer").id],
    );
    return c.json(
      connections.map((row): Connection => ({
        id: row.id,
        number: row.number,
        status: row.status,
        address: {
          street: row.street,
          number: full ? row.house_number : null,
          locality: row.locality,
          province: row.province,
          lat: full ? row.lat : null,
          lng: full ? row.lng : null,
        },
        services: services
          .filter((service) => service.connection_id === row.id)
          .map((service) => ({
            id: service.id,
            kind: service.kind,
            status: service.status,
            plan: {
              id: service.plan_id,
              name: service.name,
              kind: service.plan_kind,
              download_mbps: service.download_mbps,
              price: service.price,
            },
          })),
        since: row.since,
      })),
    );
  });

  routes.get("/facturas", async (c) => {
    const { page, per_page, status } = readQuery(c, InvoiceQuery);
    const listed = `WITH listed AS (SELECT *, ${invoiceStatusSql} AS status FROM invoices WHERE customer_id = ?2)`;
    // `unpaid` is pending and overdue together.
    const matching = "FROM listed WHERE ?3 IS NULL OR status = ?3 OR (?3 = 'unpaid' AND status <> 'paid')";
    const day = today();
    const customer = c.get("customer");
    const args = [day, customer.id, status ?? null];
    const rows = await all<InvoiceRow>(
      db,
      `${listed} SELECT id, customer_id, number, period, issue_date, due_date, amount, status, paid_at, pdf_token, credit_days, credit_amount,
         second_due_date, second_due_amount, cae, cae_expires_on ${matching}
       ORDER BY period DESC, id DESC LIMIT ${per_page} OFFSET ${(page - 1) * per_page}`,
      args,
    );
    const total = await one<{ n: number }>(db, `${listed} SELECT COUNT(*) AS n ${matching}`, args);
    return c.json({
      data: rows.map((row): Invoice => {
        const {
          pdf_token,
          customer_id,
          credit_days,
          credit_amount,
          second_due_date,
          second_due_amount,
          cae,
          cae_expires_on,
          ...invoice
        } = row;
        const second_due = secondDueOf(row);
        // The code pays what is due today, until that amount's due date (decision 118).
        const due = amountInForce({ ...invoice, second_due }, day);
        return {
          ...invoice,
          second_due,
          interruption_credit:
            credit_days === null || credit_amount === null ? null : { days: credit_days, amount: credit_amount },
          pdf_url: invoicePdfUrl(sandbox, { id: invoice.id, pdf_token }),
          payment_code:
            invoice.status === "paid"
              ? null
              : paymentCode({
                  customerId: customer_id,
                  invoiceId: invoice.id,
                  amount: due.amount,
                  dueDate: due.due_date,
                }),
          electronic: electronicInvoice(row, customer),
        };
      }),
      meta: { page, per_page, total: total?.n ?? 0 },
    });
  });

  async function findPayment(customerId: number, id: number) {
    const row = await one<PaymentRow>(db, `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = ? AND customer_id = ?`, [
      id,
      customerId,
    ]);
    if (!row) throw notFound("El pago");
    return toPayment(sandbox, row);
  }

  routes.post("/payments/create", async (c) => {
    const customer = c.get("customer");
    const { invoice_ids, return_url } = await readJson(c, CreatePaymentRequest);
    const ids = [...new Set(invoice_ids)];
    const invoices = await all<{
      id: number;
      number: string;
      amount: number;
      due_date: string;
      paid_at: string | null;
      second_due_date: string | null;
      second_due_amount: number | null;
    }>(
      db,
      `SELECT id, number, amount, due_date, paid_at, second_due_date, second_due_amount FROM invoices
       WHERE customer_id = ? AND id IN (${ids.map(() => "?").join(", ")})`,
      [customer.id, ...ids],
    );
    if (invoices.length !== ids.length) throw fieldProblem("invoice_ids", "Alguna de las facturas elegidas no existe");
    const paid = invoices.find((invoice) => invoice.paid_at);
    if (paid) throw fieldProblem("invoice_ids", `La factura ${paid.number} ya está paga`, 409);
    // Each invoice's amount in force today: with its surcharge after its first due date (decision 118).
    const day = today();
    const cents = invoices.reduce(
      (sum, invoice) =>
        sum + Math.round(amountInForce({ ...invoice, second_due: secondDueOf(invoice) }, day).amount * 100),
      0,
    );
    const amount = cents / 100;
    const at = sandbox.now().toISOString();
    const id = await insert(
      db,
      `INSERT INTO payments (customer_id, checkout_token, status, amount, invoice_ids, return_url, created_at, updated_at)
       VALUES (?, ?, 'pending', ?, ?, ?, ?, ?)`,
      [customer.id, newId(), amount, JSON.stringify(ids), return_url, at, at],
    );
    await recordActivity(
      sandbox,
      c,
      "payment_started",
      `Pago en línea iniciado: ${invoices.length === 1 ? "factura" : "facturas"} ${invoices.map((invoice) => invoice.number).join(", ")}`,
    );
    return c.json(await findPayment(customer.id, id), 201);
  });

  routes.get("/payments", async (c) => {
    const customer = c.get("customer");
    const { page, per_page, status } = readQuery(c, PaymentQuery);
    const where = "customer_id = ? AND (? IS NULL OR status = ?)";
    const args = [customer.id, status ?? null, status ?? null];
    const rows = await all<PaymentRow>(
      db,
      `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE ${where} ORDER BY id DESC LIMIT ${per_page} OFFSET ${(page - 1) * per_page}`,
      args,
    );
    const total = await one<{ n: number }>(db, `SELECT COUNT(*) AS n FROM payments WHERE ${where}`, args);
    return c.json({ data: rows.map((row) => toPayment(sandbox, row)), meta: { page, per_page, total: total?.n ?? 0 } });
  });

  routes.get("/payments/:id/status", async (c) => {
    const payment = await findPayment(c.get("customer").id, idParam(c, "id", "El pago"));
    return c.json({ id: payment.id, status: payment.status });
  });

  // The real API asks the payment site for news; in the sandbox the checkout page already wrote them.
  routes.post("/payments/:id/check", async (c) =>
    c.json(await findPayment(c.get("customer").id, idParam(c, "id", "El pago"))),
  );

  routes.delete("/payments/:id/cancel", async (c) => {
    const customer = c.get("customer");
    const payment = await findPayment(customer.id, idParam(c, "id", "El pago"));
    if (payment.status !== "pending") throw new ApiProblem(409, "Solo se puede cancelar un pago pendiente");
    await run(db, "UPDATE payments SET status = 'cancelled', updated_at = ? WHERE id = ?", [
      sandbox.now().toISOString(),
      payment.id,
    ]);
    await recordActivity(sandbox, c, "payment_cancelled", "Pago en línea cancelado");
    return c.json(await findPayment(customer.id, payment.id));
  });

  async function checkServices(customerId: number, services: number[]) {
    const owned = await all<{ id: number }>(
      db,
      "SELECT services.id FROM services JOIN connections ON connections.id = services.connection_id WHERE customer_id = ?",
      [customerId],
    );
    const ownedIds = new Set(owned.map((row) => row.id));
    if (!services.every((id) => ownedIds.has(id)))
      throw fieldProblem("services", "Alguno de los servicios elegidos no es tuyo");
    return [...new Set(services)];
  }

  async function findDebit(customerId: number) {
    const row = await one<DebitRow>(
      db,
      `SELECT ${DEBIT_COLUMNS} FROM debit_subscriptions WHERE customer_id = ? ORDER BY id DESC LIMIT 1`,
      [customerId],
    );
    return row && { row, subscription: toDebit(row) };
  }

  routes.post("/debit-subscription/create", async (c) => {
    const customer = c.get("customer");
    requireProof(customer);
    const request = await readJson(c, CreateDebitSubscriptionRequest);
    const services = await checkServices(customer.id, request.services);
    const current = await findDebit(customer.id);
    if (current && (current.row.status === "active" || current.row.status === "pending")) {
      throw new ApiProblem(
        409,
        current.row.status === "active"
          ? "Ya tenés el débito automático activo"
          : "Ya hay una adhesión esperando confirmación",
      );
    }
    const at = sandbox.now().toISOString();
    const token = newId();
    await insert(
      db,
      `INSERT INTO debit_subscriptions (customer_id, checkout_token, status, services, return_url, created_at, updated_at)
       VALUES (?, ?, 'pending', ?, ?, ?, ?)`,
      [customer.id, token, JSON.stringify(services), request.return_url, at, at],
    );
    await recordActivity(sandbox, c, "automatic_debit_requested", "Adhesión al débito automático pedida");
    const created = (await findDebit(customer.id))!;
    return c.json(
      { subscription: created.subscription, checkout_url: `${sandbox.publicUrl}/checkout/debito/${token}` },
      201,
    );
  });

  routes.put("/debit-subscription/update", async (c) => {
    const customer = c.get("customer");
    requireProof(customer);
    const request = await readJson(c, UpdateDebitSubscriptionRequest);
    const services = await checkServices(customer.id, request.services);
    const current = await findDebit(customer.id);
    if (current?.row.status !== "active") throw new ApiProblem(404, "No tenés el débito automático activo");
    await run(db, "UPDATE debit_subscriptions SET services = ?, updated_at = ? WHERE id = ?", [
      JSON.stringify(services),
      sandbox.now().toISOString(),
      current.row.id,
    ]);
    await recordActivity(sandbox, c, "automatic_debit_changed", "Servicios del débito automático cambiados");
    return c.json((await findDebit(customer.id))!.subscription);
  });

  routes.delete("/debit-subscription/cancel", async (c) => {
    const customer = c.get("customer");
    requireProof(customer);
    const current = await findDebit(customer.id);
    if (!current || (current.row.status !== "active" && current.row.status !== "pending")) {
      throw new ApiProblem(404, "No tenés el débito automático activo");
    }
    await run(db, "UPDATE debit_subscriptions SET status = 'cancelled', updated_at = ? WHERE id = ?", [
      sandbox.now().toISOString(),
      current.row.id,
    ]);
    await recordActivity(sandbox, c, "automatic_debit_cancelled", "Débito automático cancelado");
    return c.json((await findDebit(customer.id))!.subscription);
  });

  return routes;
}
