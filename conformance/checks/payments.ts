import type { Invoice, Payment } from "../../contract/customer";
import { amountInForce } from "../../contract/due-dates";
import { operations } from "../../contract/operations";
import { answered, expectStatus, expectThat, needs, replayed, succeeded } from "../expect";
import { RETURN_URL, buenosAiresDay, newKey } from "../fixtures";
import type { Kit } from "../kit";
import { walk } from "./support";

/**
 * Paying online, as quick access may (decision 097): one payment for a form sent twice, the
 * amount in force charged, a paid invoice refused with 409, and another customer's invoice
 * and payments out of reach. The kit cancels the payment it started, so the invoice stays
 * unpaid for the next run.
 */

const unpaidInvoices = async (kit: Kit, token: string) =>
  answered(await kit.api.call(operations.listInvoices, { token, query: { status: "unpaid", per_page: 50 } })).data;

export async function paymentChecks(kit: Kit) {
  const { api, sessions } = kit;
  const owner = () => sessions.of("overdue_invoice");

  const started = await kit.check(operations.createPayment, "idempotency", async () => {
    const { token } = await owner();
    const invoice = needs((await unpaidInvoices(kit, token))[0], "the overdue_invoice account has no unpaid invoice");
    const key = newKey();
    const request = { invoice_ids: [invoice.id], return_url: RETURN_URL };
    const first = succeeded(await api.call(operations.createPayment, { token, json: request, idempotencyKey: key }));
    const again = await api.call(operations.createPayment, { token, json: request, idempotencyKey: key });
    expectThat(replayed(again), `${again.request} sent again with its Idempotency-Key was not marked Idempotent-Replayed: true`);
    expectThat(succeeded(again).id === first.id, `one form sent twice started two payments: ${first.id} and ${succeeded(again).id}`);
    const pending = await walk<Payment>(kit, operations.listPayments, token, 50, { status: "pending" });
    expectThat(pending.filter((payment) => payment.id === first.id).length === 1, `payment ${first.id} is not listed once among the pending payments`);
    return { payment: first, invoice };
  });

  await kit.check(operations.createPayment, "amount_in_force", async () => {
    const { payment, invoice } = needs(started, "createPayment.idempotency started no payment");
    const due = [0, -1, 1].map((offset) => amountInForce(invoice as Invoice, buenosAiresDay(offset)).amount);
    expectThat(due.includes(payment.amount), `invoice ${invoice.id} is paid with ${payment.amount}; the amount in force today is ${due[0]}`);
  });

  await kit.check(operations.getPaymentStatus, "answers", async () => {
    const { payment } = needs(started, "createPayment.idempotency started no payment");
    const status = succeeded(await api.call(operations.getPaymentStatus, { token: (await owner()).token, params: { id: payment.id } }));
    expectThat(status.id === payment.id && status.status === "pending", `payment ${payment.id} reads as ${JSON.stringify(status)}`);
  });

  await kit.check(operations.checkPayment, "answers", async () => {
    const { payment } = needs(started, "createPayment.idempotency started no payment");
    succeeded(await api.call(operations.checkPayment, { token: (await owner()).token, params: { id: payment.id } }));
  });

  for (const operation of [operations.getPaymentStatus, operations.checkPayment, operations.cancelPayment]) {
    await kit.check(operation, "ownership", async () => {
      const { payment } = needs(started, "createPayment.idempotency started no payment");
      const { intruder } = await sessions.pair();
      expectStatus(await api.call(operation, { token: intruder.token, params: { id: payment.id } }), 404);
    });
  }

  await kit.check(operations.cancelPayment, "answers", async () => {
    const { payment } = needs(started, "createPayment.idempotency started no payment");
    const cancelled = succeeded(await api.call(operations.cancelPayment, { token: (await owner()).token, params: { id: payment.id } }));
    expectThat(cancelled.status === "cancelled", `cancelling payment ${payment.id} left it ${cancelled.status}`);
  });

  await kit.check(operations.cancelPayment, "conflict", async () => {
    const { payment } = needs(started, "createPayment.idempotency started no payment");
    expectStatus(await api.call(operations.cancelPayment, { token: (await owner()).token, params: { id: payment.id } }), 409);
  });

  await kit.check(operations.createPayment, "conflict", async () => {
    const { token } = await owner();
    const paid = needs(answered(await api.call(operations.listInvoices, { token, query: { status: "paid", per_page: 1 } })).data[0], "the overdue_invoice account has no paid invoice");
    expectStatus(await api.call(operations.createPayment, { token, json: { invoice_ids: [paid.id], return_url: RETURN_URL }, idempotencyKey: newKey() }), 409);
  });

  await kit.check(operations.createPayment, "ownership", async () => {
    const { owner: theirs, intruder } = await sessions.pair();
    const invoice = needs((await unpaidInvoices(kit, theirs.token))[0], "the overdue_invoice account has no unpaid invoice");
    expectStatus(await api.call(operations.createPayment, { token: intruder.token, json: { invoice_ids: [invoice.id], return_url: RETURN_URL }, idempotencyKey: newKey() }), 400);
  });

  await kit.check(operations.listPayments, "pagination", async () => {
    const { token } = await owner();
    const paged = await walk<Payment>(kit, operations.listPayments, token, 2);
    const whole = await walk<Payment>(kit, operations.listPayments, token, 50);
    expectThat(paged.map((p) => p.id).join() === whole.map((p) => p.id).join(), "two at a time the payments come in another order, or others, than fifty at a time");
  }, "customer_area");
}
