import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InvoicePage, Payment, type Invoice } from "../../contract/customer";
import { amountInForce } from "../../contract/due-dates";
import { DOCUMENT_TYPE_CODES, fiscalNumber, INVOICE_TYPE_CODES } from "../../contract/e-invoice";
import { cuitCheckDigit } from "../../contract/identification";
import { argentinaDay } from "../../sandbox/dates";
import { ISSUER_CUIT } from "../../sandbox/e-invoice";
import { clockedSandbox, startTestSandbox } from "./harness";

/**
 * Decision 118 in the API: each invoice's two due dates and ARCA's data, coherent in every
 * seeded invoice; the seed reaches each due-date stage; and the rule the API enforces
 * itself: the payment code and a new payment carry the amount in force that day.
 */

const RETURN_URL = "http://portal.test/mi-cuenta/facturacion/pago";
const DAY_MINUTES = 24 * 60;

async function invoicesOf(
  call: (...args: any[]) => Promise<{ status: number; body: any }>,
  token: string,
  query = "per_page=50",
) {
  return InvoicePage.parse((await call("GET", `/v2/customers/current/facturas?${query}`, { token })).body).data;
}

describe("the seeded invoices", () => {
  let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ faults: false });
  });
  afterAll(() => sandbox.close());

  it("are all coherent: fiscal number, CAE, dates, IVA contained, receiver, currency", async () => {
    expect(cuitCheckDigit(ISSUER_CUIT.slice(0, 10))).toBe(Number(ISSUER_CUIT[10]));
    for (const identification of ["20304050", "27222333", "30712345671", "28444555"]) {
      const token = await sandbox.client.login(
        identification,
        identification === "27222333" ? "Portal2026" : undefined,
      );
      const invoices = await invoicesOf(sandbox.client.call, token);
      expect(invoices.length, identification).toBe(13);
      const company = identification.startsWith("30");
      for (const invoice of invoices) {
        const e = invoice.electronic!;
        expect(e, invoice.number).not.toBeNull();
        expect(e.type).toBe(company ? "A" : "B");
        expect(e.type_code).toBe(INVOICE_TYPE_CODES[e.type]);
        expect(fiscalNumber(e)).toBe(invoice.number);
        expect(e.cae).toMatch(/^\d{14}$/);
        expect(e.issuer_cuit).toBe(ISSUER_CUIT);
        expect(e.receiver).toEqual({
          document_type: company ? DOCUMENT_TYPE_CODES.CUIT : DOCUMENT_TYPE_CODES.DNI,
          document_number: identification,
        });
        expect([e.currency, e.exchange_rate]).toEqual(["PES", 1]);
        // Dates in order: issued, CAE valid past the issue, first and second due dates.
        expect(invoice.issue_date < invoice.due_date).toBe(true);
        expect(e.cae_expires_on > invoice.issue_date).toBe(true);
        expect(invoice.second_due!.date > invoice.due_date).toBe(true);
        expect(invoice.second_due!.amount).toBe(Math.round(invoice.amount * 1.05 * 100) / 100);
        // IVA 21 % contained: total − total / 1.21, to the cent; net and IVA add up to the total.
        const contained = Math.round((invoice.amount - invoice.amount / 1.21) * 100) / 100;
        expect(e.vat).toEqual({
          rate: 21,
          amount: contained,
          net: Math.round((invoice.amount - contained) * 100) / 100,
          other_national_taxes: 0,
        });
      }
      // CAEs are the invoices' own.
      expect(new Set(invoices.map((invoice) => invoice.electronic!.cae)).size).toBe(invoices.length);
    }
  });

  it("reach each due-date stage: before the first, between the two with the surcharge, past both", async () => {
    const today = argentinaDay(new Date());
    const stages = async (identification: string) =>
      (await invoicesOf(sandbox.client.call, await sandbox.client.login(identification), "status=unpaid")).map(
        (invoice) => amountInForce(invoice, today).stage,
      );
    expect(await stages("20304050")).toEqual(["first", "past"]);
    expect(await stages("28444555")).toEqual(["second"]);
    expect(await stages("30712345671")).toEqual(["first"]);
  });
});

describe("the amount in force, as the API charges it (on a moved clock)", () => {
  const clock = clockedSandbox();
  let token: string;
  let invoice: Invoice;
  beforeAll(async () => {
    // Due in two days; the second due date ten days later, with $ 1.050 instead of $ 1.000.
    const created = await clock.call("POST", "/__faults/customers", {
      json: {
        identification: "26111222",
        invoices: [{ amount: 1000, due_in_days: 2, second_due_in_days: 12, second_amount: 1050 }],
      },
    });
    expect(created.status).toBe(201);
    token = await clock.sandbox.client.login("26111222");
    invoice = (await invoicesOf(clock.call, token))[0]!;
  });

  // A session lasts hours: after each move of the clock the customer signs in again.
  const current = async () => {
    token = await clock.sandbox.client.login("26111222");
    return (await invoicesOf(clock.call, token))[0]!;
  };
  const codeAmount = (code: string) => Number(code.slice(23, 33)) / 100;
  const codeDue = (code: string) => code.slice(33, 39);
  const yymmdd = (day: string) => day.slice(2).replaceAll("-", "");

  async function pay() {
    const created = await clock.call("POST", "/v2/customers/current/payments/create", {
      token,
      json: { invoice_ids: [invoice.id], return_url: RETURN_URL },
    });
    expect(created.status).toBe(201);
    const payment = Payment.parse(created.body);
    await clock.call("DELETE", `/v2/customers/current/payments/${payment.id}/cancel`, { token });
    return payment.amount;
  }

  it("is the invoice's own amount up to and on the first due date", async () => {
    expect(invoice.second_due).toEqual({ date: expect.any(String), amount: 1050 });
    expect(invoice.status).toBe("pending");
    expect(codeAmount(invoice.payment_code!)).toBe(1000);
    expect(codeDue(invoice.payment_code!)).toBe(yymmdd(invoice.due_date));
    expect(await pay()).toBe(1000);
    clock.later(2 * DAY_MINUTES);
    expect(argentinaDay(clock.now())).toBe(invoice.due_date);
    const onTheDay = await current();
    expect(onTheDay.status).toBe("pending");
    expect(codeAmount(onTheDay.payment_code!)).toBe(1000);
    expect(await pay()).toBe(1000);
  });

  it("is the surcharged amount from the next day, until the second due date and after it", async () => {
    clock.later(DAY_MINUTES);
    const late = await current();
    expect(late.status).toBe("overdue");
    expect(codeAmount(late.payment_code!)).toBe(1050);
    expect(codeDue(late.payment_code!)).toBe(yymmdd(invoice.second_due!.date));
    expect(await pay()).toBe(1050);
    clock.later(10 * DAY_MINUTES);
    expect(argentinaDay(clock.now()) > invoice.second_due!.date).toBe(true);
    expect(codeAmount((await current()).payment_code!)).toBe(1050);
    expect(await pay()).toBe(1050);
  });

  it("refuses a test invoice with a second due date before the first, or without its amount", async () => {
    const before = await clock.call("POST", "/__faults/customers", {
      json: {
        identification: "26111333",
        invoices: [{ amount: 1000, due_in_days: 5, second_due_in_days: 3, second_amount: 1050 }],
      },
    });
    expect(before.status).toBe(400);
    const alone = await clock.call("POST", "/__faults/customers", {
      json: { identification: "26111333", invoices: [{ amount: 1000, due_in_days: 5, second_due_in_days: 9 }] },
    });
    expect(alone.status).toBe(400);
  });
});
