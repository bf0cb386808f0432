import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConnectionList, DebitCheckout, InvoicePage, Payment, PaymentPage } from "../../contract/customer";
import { startTestSandbox } from "./harness";

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
let carlos: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  // Quick access: paying and reading invoices need no proof (decision 097).
  carlos = await sandbox.client.login("20304050");
});
afterAll(() => sandbox.close());
const call = (...args: Parameters<typeof sandbox.client.call>) => sandbox.client.call(...args);
const RETURN_URL = "http://portal.test/mi-cuenta/mis-pagos?desde=pago";

/** Submits the stand-in payment site's form, as the customer's browser would. */
async function decide(checkoutUrl: string, decision: "approve" | "reject") {
  const page = await fetch(checkoutUrl);
  expect(page.headers.get("content-type")).toMatch(/text\/html/);
  const html = await page.text();
  const action = new RegExp(`action="([^"]+/${decision})"`).exec(html)?.[1];
  expect(action).toBeDefined();
  return fetch(new URL(action!, checkoutUrl), { method: "POST", redirect: "manual" });
}

describe("connections", () => {
  it("lists the customer's connection with internet and TV", async () => {
    const connections = ConnectionList.parse(
      (await call("GET", "/v2/customers/current/conexiones", { token: carlos })).body,
    );
    expect(connections).toHaveLength(1);
    expect(connections[0]!.address.locality).toBe("Cosquín");
    expect(connections[0]!.services.map((service) => service.kind)).toEqual(["internet", "tv"]);
  });

  it("lists the company's two connections", async () => {
    const token = await sandbox.client.login("30712345671");
    expect(ConnectionList.parse((await call("GET", "/v2/customers/current/conexiones", { token })).body)).toHaveLength(
      2,
    );
  });
});

// Each unpaid invoice's payment code and each invoice's PDF are the conformance kit's
// checks (listInvoices.payment_code, listInvoices.pdf in tests/conformance).
describe("invoices", () => {
  it("has one overdue, one pending and a year of paid invoices, newest first", async () => {
    const page = InvoicePage.parse(
      (await call("GET", "/v2/customers/current/facturas?per_page=50", { token: carlos })).body,
    );
    const statuses = page.data.map((invoice) => invoice.status);
    expect(statuses.slice(0, 2)).toEqual(["pending", "overdue"]);
    expect(statuses.filter((status) => status === "paid")).toHaveLength(11);
    expect(page.meta.total).toBe(13);
    const periods = page.data.map((invoice) => invoice.period);
    expect([...periods].sort().reverse()).toEqual(periods);
  });

  it("filters by status and pages", async () => {
    const overdue = InvoicePage.parse(
      (await call("GET", "/v2/customers/current/facturas?status=overdue", { token: carlos })).body,
    );
    expect(overdue.data.map((invoice) => invoice.status)).toEqual(["overdue"]);
    const unpaid = InvoicePage.parse(
      (await call("GET", "/v2/customers/current/facturas?status=unpaid", { token: carlos })).body,
    );
    expect(unpaid.meta.total).toBe(2);
    const second = InvoicePage.parse(
      (await call("GET", "/v2/customers/current/facturas?page=2&per_page=5", { token: carlos })).body,
    );
    expect(second.data).toHaveLength(5);
    expect(second.meta).toEqual({ page: 2, per_page: 5, total: 13 });
    expect((await call("GET", "/v2/customers/current/facturas?status=late", { token: carlos })).status).toBe(400);
  });
});

describe("payments", () => {
  async function unpaidInvoices(token = carlos) {
    return InvoicePage.parse((await call("GET", "/v2/customers/current/facturas?status=unpaid", { token })).body).data;
  }

  it("pays an invoice through the payment site and comes back to the portal", async () => {
    const [pending, overdue] = await unpaidInvoices();
    const created = await call("POST", "/v2/customers/current/payments/create", {
      token: carlos,
      json: { invoice_ids: [overdue!.id], return_url: RETURN_URL },
    });
    expect(created.status).toBe(201);
    const payment = Payment.parse(created.body);
    // Carlos's overdue invoice is past both due dates: the payment is of the surcharged amount (decision 118).
    expect(payment).toMatchObject({
      status: "pending",
      amount: overdue!.second_due!.amount,
      invoice_ids: [overdue!.id],
    });

    const back = await decide(payment.checkout_url, "approve");
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe("http://portal.test/mi-cuenta/mis-pagos");
    expect(Object.fromEntries(location.searchParams)).toEqual({
      desde: "pago",
      payment_id: String(payment.id),
      status: "approved",
    });

    expect((await call("GET", `/v2/customers/current/payments/${payment.id}/status`, { token: carlos })).body).toEqual({
      id: payment.id,
      status: "approved",
    });
    expect(
      (await call("POST", `/v2/customers/current/payments/${payment.id}/check`, { token: carlos })).body.status,
    ).toBe("approved");
    expect((await unpaidInvoices()).map((invoice) => invoice.id)).toEqual([pending!.id]);
    // Paying it again is refused.
    const twice = await call("POST", "/v2/customers/current/payments/create", {
      token: carlos,
      json: { invoice_ids: [overdue!.id], return_url: RETURN_URL },
    });
    expect(twice.status).toBe(409);
    // A late "Rechazar" (another tab, the back button) changes nothing.
    const late = await fetch(`${payment.checkout_url}/reject`, { method: "POST", redirect: "manual" });
    expect(new URL(late.headers.get("location")!).searchParams.get("status")).toBe("approved");
  });

  it("records a rejected payment and leaves the invoice unpaid", async () => {
    const [pending] = await unpaidInvoices();
    const payment = Payment.parse(
      (
        await call("POST", "/v2/customers/current/payments/create", {
          token: carlos,
          json: { invoice_ids: [pending!.id], return_url: RETURN_URL },
        })
      ).body,
    );
    const back = await decide(payment.checkout_url, "reject");
    expect(new URL(back.headers.get("location")!).searchParams.get("status")).toBe("rejected");
    expect((await unpaidInvoices()).map((invoice) => invoice.id)).toContain(pending!.id);
    expect(
      (await call("DELETE", `/v2/customers/current/payments/${payment.id}/cancel`, { token: carlos })).status,
    ).toBe(409);
  });

  it("cancels a pending payment and lists payments by status", async () => {
    const [pending] = await unpaidInvoices();
    const payment = Payment.parse(
      (
        await call("POST", "/v2/customers/current/payments/create", {
          token: carlos,
          json: { invoice_ids: [pending!.id], return_url: RETURN_URL },
        })
      ).body,
    );
    const cancelled = await call("DELETE", `/v2/customers/current/payments/${payment.id}/cancel`, { token: carlos });
    expect(cancelled.body.status).toBe("cancelled");
    const list = PaymentPage.parse((await call("GET", "/v2/customers/current/payments", { token: carlos })).body);
    expect(list.data.map((item) => item.status)).toEqual(["cancelled", "rejected", "approved"]);
    const approved = PaymentPage.parse(
      (await call("GET", "/v2/customers/current/payments?status=approved", { token: carlos })).body,
    );
    expect(approved.meta.total).toBe(1);
  });

  it("validates the invoices and the return URL", async () => {
    const bad = await call("POST", "/v2/customers/current/payments/create", {
      token: carlos,
      json: { invoice_ids: [], return_url: "javascript:alert(1)" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.invoice_ids).toEqual(["Elegí al menos una factura"]);
    expect(bad.body.errors.return_url).toEqual(["Ingresá una dirección http o https válida"]);
    const maria = await sandbox.client.login("27222333", "Portal2026");
    const [someoneElses] = await unpaidInvoices();
    const foreign = await call("POST", "/v2/customers/current/payments/create", {
      token: maria,
      json: { invoice_ids: [someoneElses!.id], return_url: RETURN_URL },
    });
    expect(foreign.status).toBe(400);
    expect((await call("GET", "/v2/customers/current/payments/999/status", { token: carlos })).status).toBe(404);
  });
});

describe("automatic debit", () => {
  it("subscribes through the card site, then updates and cancels", async () => {
    // A verified session: the automatic debit's changes need proof (payments above do not).
    const token = await sandbox.client.loginProved("20304050");
    const [connection] = ConnectionList.parse((await call("GET", "/v2/customers/current/conexiones", { token })).body);
    const serviceIds = connection!.services.map((service) => service.id);
    const created = await call("POST", "/v2/customers/current/debit-subscription/create", {
      token,
      json: { services: serviceIds, return_url: "http://portal.test/subscription/success" },
    });
    expect(created.status).toBe(201);
    const checkout = DebitCheckout.parse(created.body);
    expect(checkout.subscription.status).toBe("pending");

    const back = await decide(checkout.checkout_url, "approve");
    const location = new URL(back.headers.get("location")!);
    expect(location.pathname).toBe("/subscription/success");
    expect(location.searchParams.get("status")).toBe("active");
    const info = (await call("GET", "/v2/customers/current/info", { token })).body;
    expect(info.debit_subscription).toMatchObject({ status: "active", services: serviceIds });

    const again = await call("POST", "/v2/customers/current/debit-subscription/create", {
      token,
      json: { services: serviceIds, return_url: RETURN_URL },
    });
    expect(again.status).toBe(409);

    const updated = await call("PUT", "/v2/customers/current/debit-subscription/update", {
      token,
      json: { services: [serviceIds[0]] },
    });
    expect(updated.body.services).toEqual([serviceIds[0]]);
    const foreign = await call("PUT", "/v2/customers/current/debit-subscription/update", {
      token,
      json: { services: [999] },
    });
    expect(foreign.status).toBe(400);

    const cancelled = await call("DELETE", "/v2/customers/current/debit-subscription/cancel", { token });
    expect(cancelled.body.status).toBe("cancelled");
    expect((await call("GET", "/v2/customers/current/info", { token })).body.debit_subscription).toBeNull();
    expect((await call("DELETE", "/v2/customers/current/debit-subscription/cancel", { token })).status).toBe(404);
  });
});
