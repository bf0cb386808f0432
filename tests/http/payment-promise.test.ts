import { describe, expect, it } from "vitest";
import { PaymentPromiseState } from "../../contract/payment-promise";
import { formatDate, formatMoney as moneyWithNoBreakSpace } from "~/utils/format";
import { addFault, api, createCustomer, sandboxToken } from "../support/sandbox";
import { hrefOf, links, textOf, Visitor } from "../support/visitor";

/**
 * The promise to pay as the server renders it, without JavaScript (decision 119):
 * the offer on the home and Facturación, the one confirmation with the date and the amount
 * in force, the home showing the promise after it; a double submit making one promise; a
 * refusal saying the API's reason, on the page and at the POST; a lapsed promise shown as
 * such. The rules themselves are the API's (tests/sandbox/payment-promise.test.ts).
 */

const PAGE = "/mi-cuenta/facturacion/compromiso-de-pago";
const formatMoney = (amount: number) => moneyWithNoBreakSpace(amount).replace(/\s/g, " ");

async function customerWith(wanted: Parameters<typeof createCustomer>[0]) {
  const identification = await createCustomer({ plans: [1], ...wanted });
  const token = await sandboxToken(identification);
  const state = async () =>
    PaymentPromiseState.parse((await api("GET", "/v2/customers/current/payment-promise", { token })).body);
  return { token, state, visitor: await new Visitor().signIn(token) };
}

describe("the promise to pay", () => {
  it("is offered on the home and Facturación, asked in one confirmation with its date and amount, then shown on the home", async () => {
    const { visitor, state } = await customerWith({
      invoices: [{ amount: 10_000, due_in_days: -5, second_due_in_days: 5, second_amount: 10_500 }],
    });
    const offered = await state();
    if (offered.status !== "eligible") throw new Error(`not eligible: ${JSON.stringify(offered)}`);
    const date = formatDate(offered.offer.pay_by);

    const home = await visitor.open("/mi-cuenta");
    expect(textOf(home.doc)).toContain(`Podés pedir 3 días más para pagar: tendrías hasta el ${date}.`);
    expect(hrefOf(home.doc, "Pedir 3 días más")).toBe(PAGE);
    const billing = await visitor.open("/mi-cuenta/facturacion");
    expect(hrefOf(billing.doc, "Pedir 3 días más")).toBe(PAGE);

    const confirm = await visitor.open(PAGE);
    expect(confirm.status).toBe(200);
    const text = textOf(confirm.doc);
    expect(text).toContain(`Tendrías hasta el ${date} inclusive para pagar:`);
    expect(text).toContain(`Factura ${offered.offer.invoices[0]!.number}`);
    // The amount in force today: past the first due date, the surcharged one.
    expect(text).toContain(`Total de hoy: ${formatMoney(10_500)}`);
    expect(text).not.toContain("reconectamos");
    const key = confirm.doc.querySelector<HTMLInputElement>('input[name="idempotency_key"]')!.getAttribute("value")!;

    const done = await visitor.open(PAGE, { form: { idempotency_key: key } });
    expect(done.url.pathname).toBe("/mi-cuenta");
    expect(textOf(done.doc)).toContain(`Listo: tenés hasta el ${date} para pagar.`);
    expect(textOf(done.doc)).toContain(`Compromiso de pago: pagá hasta el ${date} inclusive.`);
    expect(links(done.doc, "Pedir 3 días más")).toHaveLength(0);

    // The same form sent again (a double click, a resend): the first answer, one promise.
    const again = await visitor.open(PAGE, { form: { idempotency_key: key } });
    expect(again.url.pathname).toBe("/mi-cuenta");
    const after = await state();
    expect(after).toMatchObject({
      status: "not_eligible",
      reason: "already_active",
      current: { state: "active", pay_by: offered.offer.pay_by },
    });
    const shown = await visitor.open("/mi-cuenta");
    expect(textOf(shown.doc)).toContain(`Compromiso de pago: pagá hasta el ${date} inclusive.`);
  });

  it("says the reconnection for a suspended service", async () => {
    const { visitor } = await customerWith({
      connection_status: "suspended",
      invoices: [{ amount: 7_000, due_in_days: -9 }],
    });
    const page = await visitor.open(PAGE);
    expect(textOf(page.doc)).toContain("Tu servicio está suspendido: al confirmar lo reconectamos.");
    const key = page.doc.querySelector('input[name="idempotency_key"]')!.getAttribute("value")!;
    const done = await visitor.open(PAGE, { form: { idempotency_key: key } });
    expect(textOf(done.doc)).toContain("y reconectamos tu servicio.");
  });

  it("refused: the API's reason on Facturación and the page, no form; and at the POST, the reason with the page kept", async () => {
    const owing = await customerWith({
      invoices: [
        { amount: 5_000, due_in_days: -40 },
        { amount: 5_000, due_in_days: -10 },
      ],
    });
    const reason = "Tu deuda supera lo que permite un compromiso de pago. Comunicate con atención al cliente.";
    const billing = await owing.visitor.open("/mi-cuenta/facturacion");
    expect(textOf(billing.doc)).toContain(`Compromiso de pago: ${reason}`);
    expect(links(billing.doc, /días más/)).toHaveLength(0);
    const page = await owing.visitor.open(PAGE);
    expect(page.status).toBe(200);
    expect(textOf(page.doc)).toContain("No podés pedir un compromiso de pago ahora.");
    expect(textOf(page.doc)).toContain(reason);
    expect(page.doc.querySelector('form[method="post"] input[name="idempotency_key"]')).toBeNull();

    // Eligible when the page was drawn, not when it was sent: the API's 409 and its reason.
    const racing = await customerWith({ invoices: [{ amount: 6_000, due_in_days: -3 }] });
    const drawn = await racing.visitor.open(PAGE);
    const key = drawn.doc.querySelector('input[name="idempotency_key"]')!.getAttribute("value")!;
    expect((await api("POST", "/v2/customers/current/payment-promise", { token: racing.token, json: {} })).status).toBe(
      201,
    );
    const refused = await racing.visitor.open(PAGE, { form: { idempotency_key: key } });
    expect(refused.status).toBe(400);
    expect(refused.url.pathname).toBe(PAGE);
    expect(textOf(refused.doc)).toContain("Ya tenés un compromiso de pago vigente.");
  });

  it("is kept by paying through the payment site: the home no longer shows it", async () => {
    const { visitor, token, state } = await customerWith({ invoices: [{ amount: 3_000, due_in_days: -6 }] });
    expect((await api("POST", "/v2/customers/current/payment-promise", { token, json: {} })).status).toBe(201);
    expect(textOf((await visitor.open("/mi-cuenta")).doc)).toContain("Compromiso de pago: pagá hasta el");
    const covered = (await state()).current!.invoice_ids;
    const payment = await api("POST", "/v2/customers/current/payments/create", {
      token,
      json: { invoice_ids: covered, return_url: "http://portal.test/mi-cuenta/facturacion/pago" },
    });
    expect((await fetch(`${payment.body.checkout_url}/approve`, { method: "POST", redirect: "manual" })).status).toBe(
      303,
    );
    expect((await state()).current).toMatchObject({ state: "kept" });
    const home = await visitor.open("/mi-cuenta");
    expect(textOf(home.doc)).not.toContain("Compromiso de pago");
    expect(textOf(home.doc)).not.toContain("días más");
  });

  it("shows a lapsed promise as such", async () => {
    // Two overdue invoices: over the maximum debt, so no new offer hides the lapsed one.
    const { visitor, state } = await customerWith({
      invoices: [
        { amount: 5_000, due_in_days: -40 },
        { amount: 5_000, due_in_days: -15 },
      ],
      payment_promise: { days_ago: 10 },
    });
    const current = (await state()).current!;
    expect(current.state).toBe("lapsed");
    const home = await visitor.open("/mi-cuenta");
    expect(textOf(home.doc)).toContain(
      `Tu compromiso de pago venció el ${formatDate(current.pay_by)} y las facturas siguen impagas.`,
    );
  });

  it("docs/faults.md: the home and Facturación do without the line when the call fails; the confirmation page cannot, and its POST gives the form back", async () => {
    const { visitor, token } = await customerWith({ invoices: [{ amount: 4_000, due_in_days: -2 }] });
    const path = "/v2/customers/current/payment-promise";
    // A GET is tried twice: both fail.
    await addFault({ method: "GET", path, status: 500, times: 6, token });
    for (const url of ["/mi-cuenta", "/mi-cuenta/facturacion"]) {
      const page = await visitor.open(url);
      expect(page.status, url).toBe(200);
      expect(textOf(page.doc), url).not.toContain("días más");
    }
    expect((await visitor.open(PAGE)).status).toBe(502);

    const drawn = await visitor.open(PAGE);
    expect(drawn.status).toBe(200);
    const key = drawn.doc.querySelector('input[name="idempotency_key"]')!.getAttribute("value")!;
    await addFault({ method: "POST", path, status: 500, token });
    const back = await visitor.open(PAGE, { form: { idempotency_key: key } });
    expect(back.status).toBe(400);
    expect(textOf(back.doc)).toContain("No pudimos completar la operación en este momento");
    // The same form again, once the API answers: the promise, once.
    const done = await visitor.open(PAGE, { form: { idempotency_key: key } });
    expect(done.url.pathname).toBe("/mi-cuenta");
    expect(textOf(done.doc)).toContain("Compromiso de pago: pagá hasta el");
  });
});
