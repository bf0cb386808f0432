import { Hono } from "hono";
import { z } from "zod";
import type { Sandbox } from "./context.ts";
import { all, insert, one, run } from "./db.ts";
import { addDays, argentinaDayFrom, isoDate, isoDateTime, monthStart, period } from "./dates.ts";
import { caeFor, CAE_VALID_DAYS, invoiceTypeFor } from "./e-invoice.ts";
import { ApiProblem, readJson } from "./http.ts";
import { hashPassword, newId } from "./secrets.ts";

/**
 * `POST /__faults/customers` (fault switch only): a customer of its own for a test that
 * changes what it touches (a password reset, a verified e-mail, an automatic debit), so
 * tests running side by side never see each other's changes to the demo accounts.
 */

const TestCustomerRequest = z.object({
  /** A fresh DNI (see `POST /identifications`) unless said. */
  identification: z
    .string()
    .regex(/^(\d{7,8}|\d{11})$/, "Un DNI de 7 u 8 números o un CUIT de 11")
    .optional(),
  name: z.string().trim().min(1).max(80).default("Cliente de Prueba"),
  password: z.string().min(1).max(72).optional(),
  email: z.email().optional(),
  email_verified: z.boolean().default(true),
  /** Plans of one active connection; none gives a customer without services. */
  plans: z.array(z.number().int().positive()).max(4).default([]),
  /**
   * Unpaid invoices, each due that many days from today (a Buenos Aires day; a negative
   * number: overdue). A second due date (decision 118) only when asked: that many days from today,
   * with `second_amount` (the surcharged amount) from the day after the first.
   */
  invoices: z
    .array(
      z
        .object({
          amount: z.number().positive().max(10_000_000),
          due_in_days: z.number().int().min(-365).max(365),
          second_due_in_days: z.number().int().min(-365).max(400).optional(),
          second_amount: z.number().positive().max(11_000_000).optional(),
        })
        .refine(
          (invoice) => (invoice.second_due_in_days === undefined) === (invoice.second_amount === undefined),
          "second_due_in_days and second_amount go together",
        )
        .refine(
          (invoice) => invoice.second_due_in_days === undefined || invoice.second_due_in_days > invoice.due_in_days,
          "The second due date comes after the first",
        ),
    )
    .max(12)
    .default([]),
  /**
   * The locality of that connection (a seeded one's name); the first seeded one unless said.
   * Tests that start an outage or fill a locality's visit windows use one no other test uses.
   * A test that starts an outage puts its customer where no other test's customers live.
   */
  locality: z.string().trim().min(1).max(80).optional(),
  /** The state of that connection and its services. */
  connection_status: z.enum(["active", "suspended", "pending_installation"]).default("active"),
  /** A Directv GO subscription: plan, extras and state. */
  streaming: z
    .object({
      plan_id: z.number().int().positive(),
      extra_ids: z.array(z.number().int().positive()).max(4).default([]),
      state: z.enum(["active", "paused", "stopped"]).default("active"),
    })
    .optional(),
  /** Last month's invoice unpaid and past its due date. */
  overdue_invoice: z.boolean().default(false),
  /**
   * A promise to pay (decision 119) asked `days_ago` days ago for `days` days, covering the
   * customer's overdue invoices: lapsed once `days_ago` > `days` and they are unpaid.
   */
  payment_promise: z
    .object({ days_ago: z.number().int().min(0).max(60), days: z.number().int().min(1).max(30).default(3) })
    .optional(),
});

export function testCustomerRoutes(sandbox: Sandbox) {
  const { db } = sandbox;
  const routes = new Hono();

  // DNIs handed to tests, one sequence for every process of a run (they all call this sandbox):
  // a random pick clashed once in a few runs (birthday odds over thousands of test customers),
  // and a clash made a test's customer someone else's.
  let nextDni = 42_000_000;
  async function freshIdentification() {
    while (await one(db, "SELECT 1 FROM customers WHERE identification = ?", [String(nextDni)])) nextDni++;
    return String(nextDni++);
  }

  /** A DNI that is nobody's and that no other test was given: for a stranger, an applicant, a customer to be. */
  routes.post("/identifications", async (c) => c.json({ identification: await freshIdentification() }, 201));

  routes.post("/", async (c) => {
    const request = await readJson(c, TestCustomerRequest);
    const wanted = { ...request, identification: request.identification ?? (await freshIdentification()) };
    if (await one(db, "SELECT 1 FROM customers WHERE identification = ?", [wanted.identification])) {
      throw new ApiProblem(409, "Ya existe un cliente con esa identificación");
    }
    const now = sandbox.now();
    const id = await insert(
      db,
      "INSERT INTO customers (identification, kind, name, password_hash, created_at) VALUES (?, ?, ?, ?, ?)",
      [
        wanted.identification,
        wanted.identification.length === 11 && !/^2[0347]/.test(wanted.identification) ? "company" : "person",
        wanted.name,
        wanted.password ? await hashPassword(wanted.password) : null,
        isoDateTime(now),
      ],
    );
    if (wanted.email) {
      await run(db, "INSERT INTO contacts (customer_id, type, value, verified) VALUES (?, 'email', ?, ?)", [
        id,
        wanted.email,
        wanted.email_verified ? 1 : 0,
      ]);
    }
    if (wanted.plans.length) {
      const locality = await one<{ id: number; lat: number; lng: number }>(
        db,
        "SELECT id, lat, lng FROM localities WHERE ?1 IS NULL OR name = ?1 ORDER BY id LIMIT 1",
        [wanted.locality ?? null],
      );
      if (!locality) throw new ApiProblem(400, `La localidad ${wanted.locality} no existe`);
      const connectionId = await insert(
        db,
        `INSERT INTO connections (customer_id, number, status, street, house_number, locality_id, lat, lng, since)
         VALUES (?, ?, ?, 'Av. San Martín', '100', ?, ?, ?, ?)`,
        [id, `CN-T${id}`, wanted.connection_status, locality.id, locality.lat, locality.lng, isoDate(now)],
      );
      for (const planId of wanted.plans) {
        const plan = await one<{ kind: string }>(db, "SELECT kind FROM plans WHERE id = ?", [planId]);
        if (!plan) throw new ApiProblem(400, `El plan ${planId} no existe`);
        await run(db, "INSERT INTO services (connection_id, kind, plan_id, status) VALUES (?, ?, ?, ?)", [
          connectionId,
          plan.kind === "tv" ? "tv" : "internet",
          planId,
          wanted.connection_status,
        ]);
      }
    }
    const type = invoiceTypeFor(
      wanted.identification.length === 11 && !/^2[0347]/.test(wanted.identification) ? "company" : "person",
    );
    for (const [index, invoice] of wanted.invoices.entries()) {
      // Days counted in Buenos Aires, as the status and the amount in force are.
      const due = argentinaDayFrom(now, invoice.due_in_days);
      const issue = argentinaDayFrom(now, invoice.due_in_days - 15);
      const invoiceId = await insert(
        db,
        `INSERT INTO invoices (customer_id, number, period, issue_date, due_date, amount, paid_at, pdf_token, second_due_date, second_due_amount, cae_expires_on)
         VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?)`,
        [
          id,
          `${type} 0009-${String(id).padStart(5, "0")}${String(index + 1).padStart(3, "0")}`,
          due.slice(0, 7),
          issue,
          due,
          invoice.amount,
          newId(),
          invoice.second_due_in_days === undefined ? null : argentinaDayFrom(now, invoice.second_due_in_days),
          invoice.second_amount ?? null,
          argentinaDayFrom(now, invoice.due_in_days - 15 + CAE_VALID_DAYS),
        ],
      );
      await run(db, "UPDATE invoices SET cae = ? WHERE id = ?", [caeFor(invoiceId), invoiceId]);
    }
    if (wanted.streaming) {
      const { plan_id, extra_ids, state } = wanted.streaming;
      if (!(await one(db, "SELECT 1 FROM streaming_plans WHERE id = ?", [plan_id])))
        throw new ApiProblem(400, `El plan de streaming ${plan_id} no existe`);
      const subscriptionId = await insert(
        db,
        "INSERT INTO streaming_subscriptions (customer_id, plan_id, state, started_at, updated_at) VALUES (?, ?, ?, ?, ?)",
        [id, plan_id, state, isoDateTime(now), isoDateTime(now)],
      );
      for (const extraId of new Set(extra_ids)) {
        await run(db, "INSERT INTO streaming_subscription_extras (subscription_id, extra_id) VALUES (?, ?)", [
          subscriptionId,
          extraId,
        ]);
      }
    }
    if (wanted.overdue_invoice) {
      const invoiceId = await insert(
        db,
        "INSERT INTO invoices (customer_id, number, period, issue_date, due_date, amount, paid_at, pdf_token, cae_expires_on) VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?)",
        [
          id,
          `${type} 0009-${String(id).padStart(8, "0")}`,
          period(monthStart(now, 1)),
          isoDate(addDays(now, -35)),
          isoDate(addDays(now, -20)),
          19999,
          newId(),
          isoDate(addDays(now, -35 + CAE_VALID_DAYS)),
        ],
      );
      await run(db, "UPDATE invoices SET cae = ? WHERE id = ?", [caeFor(invoiceId), invoiceId]);
    }
    if (wanted.payment_promise) {
      const { days_ago, days } = wanted.payment_promise;
      const asked = addDays(now, -days_ago);
      const covered = await all<{ id: number; amount: number }>(
        db,
        "SELECT id, amount FROM invoices WHERE customer_id = ? AND paid_at IS NULL AND due_date < ?",
        [id, argentinaDayFrom(now, 0)],
      );
      await run(
        db,
        "INSERT INTO payment_promises (customer_id, days, pay_by, invoice_ids, amount, reconnected, created_at) VALUES (?, ?, ?, ?, ?, 0, ?)",
        [
          id,
          days,
          argentinaDayFrom(asked, days),
          JSON.stringify(covered.map((invoice) => invoice.id)),
          covered.reduce((sum, invoice) => sum + invoice.amount, 0),
          isoDateTime(asked),
        ],
      );
    }
    return c.json({ id, identification: wanted.identification }, 201);
  });

  return routes;
}
