import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PaymentPromise, PaymentPromiseState } from "../../contract/payment-promise";
import { startTestSandbox } from "./harness";

/**
 * The promise to pay's rules as the API enforces them (decision 119): each
 * refusal with its reason, once per calendar month, a double submit making one promise,
 * kept by paying through the payment flow, lapsed the day after `pay_by` on the movable
 * clock, and a suspended service reconnected. The clock starts on a fixed day (10 November
 * 2026, noon in Buenos Aires), so "this month" means the same whatever day the suite runs.
 */

const PATH = "/v2/customers/current/payment-promise";
const DAY_MS = 24 * 3600 * 1000;
let offsetMs = 0;
const now = () => new Date(Date.UTC(2026, 10, 10, 15) + offsetMs);
const laterDays = (days: number) => {
  offsetMs += days * DAY_MS;
};

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
beforeAll(async () => {
  sandbox = await startTestSandbox({ now });
});
afterAll(() => sandbox?.close());

let dni = 41_700_000;
type Invoice = { amount: number; due_in_days: number; second_due_in_days?: number; second_amount?: number };
async function customer(wanted: { invoices: Invoice[]; connection_status?: "active" | "suspended"; plans?: number[] }) {
  const identification = String(++dni);
  const created = await sandbox.client.call("POST", "/__faults/customers", {
    json: { identification, plans: [1], ...wanted },
  });
  expect(created.status).toBe(201);
  return identification;
}

// A token lives 12 hours: each call signs in again at the clock's time, as the customer would.
const login = (identification: string) => sandbox.client.login(identification);

const state = async (identification: string) =>
  PaymentPromiseState.parse((await sandbox.client.call("GET", PATH, { token: await login(identification) })).body);
const ask = async (identification: string, key?: string, token?: string) =>
  fetch(`${sandbox.url}${PATH}`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${token ?? (await login(identification))}`,
      "Content-Type": "application/json",
      ...(key ? { "Idempotency-Key": key } : {}),
    },
    body: "{}",
  }).then(async (response) => ({ status: response.status, body: await response.json() }));

async function pay(identification: string, invoiceIds: number[]) {
  const token = await login(identification);
  const payment = await sandbox.client.call("POST", "/v2/customers/current/payments/create", {
    token,
    json: { invoice_ids: invoiceIds, return_url: "http://portal.test/mi-cuenta/facturacion/pago" },
  });
  expect(payment.status).toBe(201);
  const checkout = new URL(payment.body.checkout_url).pathname;
  expect((await sandbox.client.call("POST", `${checkout}/approve`)).status).toBe(303);
}

describe("the promise to pay (decision 119)", () => {
  it("is reachable in each state with the demo accounts (seeded on 10 November)", async () => {
    expect(await state("20304050")).toMatchObject({
      status: "eligible",
      current: null,
      offer: { days: 3, reconnects: false },
    });
    expect(await state("26555444")).toMatchObject({ status: "eligible", offer: { reconnects: true } });
    expect(await state("29777888")).toMatchObject({
      status: "not_eligible",
      reason: "already_used_this_period",
      current: { state: "lapsed", pay_by: "2026-11-08" },
    });
    expect(await state("28444555")).toMatchObject({ status: "eligible" });
  });

  it("offers the days, gives one promise for a double submit, refuses a second, and is kept by paying", async () => {
    const holder = await customer({
      invoices: [
        { amount: 10_000, due_in_days: -5, second_due_in_days: 5, second_amount: 10_500 },
        { amount: 10_000, due_in_days: 3 },
      ],
    });
    const offered = await state(holder);
    expect(offered).toMatchObject({
      status: "eligible",
      current: null,
      offer: { days: 3, pay_by: "2026-11-13", amount: 10_500, reconnects: false },
    });
    const invoiceIds = offered.status === "eligible" ? offered.offer.invoices.map((invoice) => invoice.id) : [];
    expect(invoiceIds).toHaveLength(1);

    // The same form sent twice: one promise, the first answer replayed.
    const key = "promise-double-submit-0001";
    const session = await login(holder);
    const [first, second] = await Promise.all([ask(holder, key, session), ask(holder, key, session)]);
    expect(first.status).toBe(201);
    expect(second).toEqual(first);
    expect(PaymentPromise.parse(first.body)).toMatchObject({
      state: "active",
      days: 3,
      pay_by: "2026-11-13",
      invoice_ids: invoiceIds,
      amount: 10_500,
    });
    // Two keys at once (two tabs): still one promise.
    const twoTabs = await customer({ invoices: [{ amount: 2_000, due_in_days: -1 }] });
    const tabs = await Promise.all([
      ask(twoTabs, "promise-tab-one-000000001"),
      ask(twoTabs, "promise-tab-two-000000001"),
    ]);
    expect(tabs.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const again = await ask(holder, "promise-another-key-00001");
    expect(again).toEqual({
      status: 409,
      body: { message: "Ya tenés un compromiso de pago vigente.", reason: "already_active" },
    });
    expect(
      await sandbox.sandbox.db.execute(
        "SELECT COUNT(*) AS n FROM payment_promises WHERE customer_id = (SELECT customer_id FROM payment_promises WHERE id = ?)",
        [first.body.id],
      ),
    ).toMatchObject({ rows: [{ n: 1 }] });

    laterDays(2);
    await pay(holder, invoiceIds);
    expect((await state(holder)).current).toMatchObject({ id: first.body.id, state: "kept" });
    expect(await state(holder)).toMatchObject({ status: "not_eligible", reason: "no_overdue" });

    // Once per calendar month: the next invoice falls overdue in November, and again in December.
    laterDays(3);
    expect(await state(holder)).toMatchObject({
      status: "not_eligible",
      reason: "already_used_this_period",
      current: { state: "kept" },
    });
    const refused = await ask(holder);
    expect(refused).toMatchObject({
      status: 409,
      body: { reason: "already_used_this_period", message: expect.stringContaining("este mes") },
    });
    laterDays(20);
    expect(await state(holder)).toMatchObject({ status: "eligible", offer: { pay_by: "2026-12-08" } });
  });

  it("lapses the day after pay_by with the invoice unpaid", async () => {
    const holder = await customer({ invoices: [{ amount: 8_000, due_in_days: -2 }] });
    const given = await ask(holder);
    expect(given.status).toBe(201);
    laterDays(3);
    expect((await state(holder)).current).toMatchObject({ state: "active" });
    laterDays(1);
    expect((await state(holder)).current).toMatchObject({ state: "lapsed", pay_by: given.body.pay_by });
  });

  it("refuses without an overdue invoice, and over the maximum debt (more than one overdue invoice, or too many pesos)", async () => {
    const none = await customer({ invoices: [{ amount: 5_000, due_in_days: 4 }] });
    expect(await ask(none)).toMatchObject({
      status: 422,
      body: { reason: "no_overdue", message: expect.stringContaining("No tenés facturas vencidas") },
    });
    const two = await customer({
      invoices: [
        { amount: 5_000, due_in_days: -40 },
        { amount: 5_000, due_in_days: -10 },
      ],
    });
    expect(await state(two)).toMatchObject({ status: "not_eligible", reason: "debt_too_high" });
    expect(await ask(two)).toMatchObject({ status: 422, body: { reason: "debt_too_high" } });
    const large = await customer({ invoices: [{ amount: 250_000, due_in_days: -3 }] });
    expect(await ask(large)).toMatchObject({ status: 422, body: { reason: "debt_too_high" } });
    expect(
      await sandbox.sandbox.db.execute(
        "SELECT COUNT(*) AS n FROM payment_promises WHERE customer_id IN (SELECT id FROM customers WHERE identification IN (?, ?))",
        [String(dni - 1), String(dni)],
      ),
    ).toMatchObject({ rows: [{ n: 0 }] });
  });

  it("reconnects a suspended service", async () => {
    const holder = await customer({
      invoices: [{ amount: 9_000, due_in_days: -12 }],
      connection_status: "suspended",
      plans: [1, 5],
    });
    expect(await state(holder)).toMatchObject({ status: "eligible", offer: { reconnects: true } });
    const given = await ask(holder);
    expect(given).toMatchObject({ status: 201, body: { reconnected: true, state: "active" } });
    const [connection] = (
      await sandbox.client.call("GET", "/v2/customers/current/conexiones", { token: await login(holder) })
    ).body;
    expect(connection.status).toBe("active");
    expect(connection.services.map((service: { status: string }) => service.status)).toEqual(["active", "active"]);
  });
});
