import { Hono, type Context } from "hono";
import { amountInForce } from "../../contract/due-dates.ts";
import {
  CreatePaymentPromiseRequest,
  type PaymentPromise,
  type PaymentPromiseState,
  type PromiseRefusal,
} from "../../contract/payment-promise.ts";
import { recordActivity, shownDate } from "../activity.ts";
import type { Sandbox, SandboxEnv } from "../context.ts";
import { all, insert, one, run, type Db } from "../db.ts";
import { argentinaDay, argentinaDayFrom } from "../dates.ts";
import { ApiProblem, readJson } from "../http.ts";

/**
 * The promise to pay, "compromiso de pago" (decision 119):
 * `GET|POST /v2/customers/current/payment-promise`. The API decides, by the provider's
 * rules (`PromiseRules`, the sandbox's from its environment): a customer with overdue
 * invoices, no promise running, none asked this calendar month (Buenos Aires) and a debt
 * within the maximum gets `days` more days for all their overdue invoices; a suspended
 * service comes back at once. A promise's state is derived on read from the invoices and the
 * clock, so paying through the payment flow keeps it and the day after `pay_by` lapses it.
 */

export type PromiseRules = {
  /** Days a promise gives (3, like ISPCube's default grace). */
  days: number;
  /** At most this many overdue invoices (Ubilling's "at most one month owed"). */
  maxOverdueInvoices: number;
  /** At most this much owed, in pesos, as the invoices' amounts in force today. */
  maxDebt: number;
};

export const DEFAULT_PROMISE_RULES: PromiseRules = { days: 3, maxOverdueInvoices: 1, maxDebt: 200_000 };

/** The Spanish reason the API gives with each refusal. */
export const REFUSALS: Record<PromiseRefusal, { status: 409 | 422; message: string }> = {
  no_overdue: { status: 422, message: "No tenés facturas vencidas: no hace falta un compromiso de pago." },
  already_used_this_period: {
    status: 409,
    message: "Ya pediste un compromiso de pago este mes. Podés volver a pedirlo el mes que viene.",
  },
  debt_too_high: {
    status: 422,
    message: "Tu deuda supera lo que permite un compromiso de pago. Comunicate con atención al cliente.",
  },
  already_active: { status: 409, message: "Ya tenés un compromiso de pago vigente." },
};

type PromiseRow = {
  id: number;
  days: number;
  pay_by: string;
  invoice_ids: string;
  amount: number;
  reconnected: number;
  created_at: string;
};
type InvoiceRow = {
  id: number;
  number: string;
  amount: number;
  due_date: string;
  paid_at: string | null;
  second_due_date: string | null;
  second_due_amount: number | null;
};

const secondDueOf = (row: InvoiceRow) =>
  row.second_due_date === null || row.second_due_amount === null
    ? null
    : { date: row.second_due_date, amount: row.second_due_amount };

/** A promise as it stands on `day`: kept when every invoice it covers was paid by `pay_by`. */
async function promiseOf(db: Db, row: PromiseRow, day: string): Promise<PaymentPromise> {
  const ids: number[] = JSON.parse(row.invoice_ids);
  const invoices = await all<{ paid_at: string | null }>(
    db,
    `SELECT paid_at FROM invoices WHERE id IN (${ids.map(() => "?").join(", ")})`,
    ids,
  );
  const keptOnTime = invoices.every(
    (invoice) => invoice.paid_at !== null && argentinaDay(new Date(invoice.paid_at)) <= row.pay_by,
  );
  const state = keptOnTime ? "kept" : day > row.pay_by ? "lapsed" : "active";
  return {
    id: row.id,
    state,
    days: row.days,
    pay_by: row.pay_by,
    invoice_ids: ids,
    amount: row.amount,
    reconnected: row.reconnected === 1,
    created_at: row.created_at,
  };
}

/** Where the customer stands today: their latest promise, and whether they may ask one and what it would give. */
export async function promiseState(sandbox: Sandbox, customerId: number): Promise<PaymentPromiseState> {
  const { db, promiseRules: rules } = sandbox;
  const now = sandbox.now();
  const day = argentinaDay(now);
  const latest = await one<PromiseRow>(
    db,
    "SELECT * FROM payment_promises WHERE customer_id = ? ORDER BY id DESC LIMIT 1",
    [customerId],
  );
  const current = latest ? await promiseOf(db, latest, day) : null;
  const refuse = (reason: PromiseRefusal): PaymentPromiseState => ({
    status: "not_eligible",
    reason,
    message: REFUSALS[reason].message,
    current,
  });

  if (current?.state === "active") return refuse("already_active");
  const overdue = await all<InvoiceRow>(
    db,
    `SELECT id, number, amount, due_date, paid_at, second_due_date, second_due_amount FROM invoices
     WHERE customer_id = ? AND paid_at IS NULL AND due_date < ? ORDER BY due_date, id`,
    [customerId, day],
  );
  if (overdue.length === 0) return refuse("no_overdue");
  // Once per calendar month in Buenos Aires, whatever became of the last one.
  if (latest && argentinaDay(new Date(latest.created_at)).slice(0, 7) === day.slice(0, 7))
    return refuse("already_used_this_period");
  const cents = overdue.reduce(
    (sum, invoice) =>
      sum + Math.round(amountInForce({ ...invoice, second_due: secondDueOf(invoice) }, day).amount * 100),
    0,
  );
  if (overdue.length > rules.maxOverdueInvoices || cents / 100 > rules.maxDebt) return refuse("debt_too_high");
  const suspended = await one(db, "SELECT 1 FROM connections WHERE customer_id = ? AND status = 'suspended'", [
    customerId,
  ]);
  return {
    status: "eligible",
    offer: {
      days: rules.days,
      pay_by: argentinaDayFrom(now, rules.days),
      invoices: overdue.map(({ id, number }) => ({ id, number })),
      amount: cents / 100,
      reconnects: Boolean(suspended),
    },
    current,
  };
}

export function paymentPromiseRoutes(sandbox: Sandbox) {
  const { db } = sandbox;
  const routes = new Hono<SandboxEnv>();

  routes.get("/payment-promise", async (c) => c.json(await promiseState(sandbox, c.get("customer").id)));

  // One customer's asks run one after another, so two at once (two tabs, two keys) cannot
  // both pass the checks before either writes: the second finds the first promise running.
  const queues = new Map<number, Promise<unknown>>();
  function oneAtATime<T>(customerId: number, work: () => Promise<T>): Promise<T> {
    const next = (queues.get(customerId) ?? Promise.resolve()).then(work, work);
    const settled = next.catch(() => undefined);
    queues.set(customerId, settled);
    void settled.then(() => {
      if (queues.get(customerId) === settled) queues.delete(customerId);
    });
    return next;
  }

  // A double submit with one Idempotency-Key replays the first answer (sandbox/idempotency.ts);
  // with two keys, the second finds the first promise running and is refused.
  routes.post("/payment-promise", async (c) => {
    const customer = c.get("customer");
    await readJson(c, CreatePaymentPromiseRequest);
    return oneAtATime(customer.id, () => givePromise(c));
  });

  async function givePromise(c: Context<SandboxEnv>) {
    const customer = c.get("customer");
    const state = await promiseState(sandbox, customer.id);
    if (state.status === "not_eligible") {
      const refusal = REFUSALS[state.reason];
      throw new ApiProblem(refusal.status, refusal.message, undefined, undefined, state.reason);
    }
    const { offer } = state;
    const at = sandbox.now().toISOString();
    // Reconnection: the suspended connections and their services come back while the promise runs.
    const reconnected = offer.reconnects
      ? await run(db, "UPDATE connections SET status = 'active' WHERE customer_id = ? AND status = 'suspended'", [
          customer.id,
        ])
      : 0;
    if (reconnected) {
      await run(
        db,
        "UPDATE services SET status = 'active' WHERE status = 'suspended' AND connection_id IN (SELECT id FROM connections WHERE customer_id = ?)",
        [customer.id],
      );
    }
    const id = await insert(
      db,
      "INSERT INTO payment_promises (customer_id, days, pay_by, invoice_ids, amount, reconnected, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      [
        customer.id,
        offer.days,
        offer.pay_by,
        JSON.stringify(offer.invoices.map((invoice) => invoice.id)),
        offer.amount,
        reconnected ? 1 : 0,
        at,
      ],
    );
    const row = (await one<PromiseRow>(db, "SELECT * FROM payment_promises WHERE id = ?", [id]))!;
    await recordActivity(
      sandbox,
      c,
      "payment_promise",
      `Compromiso de pago hasta el ${shownDate(offer.pay_by)}${reconnected ? ", con el servicio reconectado" : ""}`,
    );
    return Response.json(await promiseOf(db, row, argentinaDay(sandbox.now())), { status: 201 });
  }

  return routes;
}
