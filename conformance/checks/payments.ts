import type { Invoice, Payment } from "../../contract/customer.ts";
import { amountInForce } from "../../contract/due-dates.ts";
import { operations } from "../../contract/operations.ts";
import { answered, expectStatus, expectThat, needs, replayed, succeeded } from "../expect.ts";
import { RETURN_URL, buenosAiresDay, newKey } from "../fixtures.ts";
import type { Kit } from "../kit.ts";
import { expectNewestFirst, walk } from "./support.ts";

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
    const send = () =>
      api.call(operations.createPayment, {
        token,
        json: { invoice_ids: [invoice.id], return_url: RETURN_URL },
        idempotencyKey: key,
      });
    // A double (or triple) click: the copies arrive while the first still runs.
    const copies = await Promise.all([send(), send(), send()]);
    const ids = new Set(copies.map((copy) => succeeded(copy).id));
    expectThat(ids.size === 1, `one form sent three times at once started payments ${[...ids]}`);
    expectThat(
      copies.filter(replayed).length === 2,
      `of three copies sent at once, ${copies.filter(replayed).length} were marked Idempotent-Replayed: true, not two`,
    );
    const later = await send();
    expectThat(
      replayed(later) && succeeded(later).id === succeeded(copies[0]!).id,
      `${later.request} sent again later with its key was not the first answer replayed`,
    );
    const pending = await walk<Payment>(kit, operations.listPayments, token, 50, { status: "pending" });
    const payment = succeeded(copies[0]!);
    expectThat(
      pending.filter((item) => item.id === payment.id).length === 1,
      `payment ${payment.id} is not listed once among the pending payments`,
    );
    return { payment, invoice, key };
  });

  await kit.check(operations.createPayment, "malformed_key", async () => {
    const { token } = await owner();
    const invoice = needs((await unpaidInvoices(kit, token))[0], "the overdue_invoice account has no unpaid invoice");
    expectStatus(
      await api.call(operations.createPayment, {
        token,
        json: { invoice_ids: [invoice.id], return_url: RETURN_URL },
        idempotencyKey: "corta",
      }),
      400,
    );
  });

  await kit.check(operations.createPayment, "amount_in_force", async () => {
    const { payment, invoice } = needs(started, "createPayment.idempotency started no payment");
    const due = [0, -1, 1].map((offset) => amountInForce(invoice as Invoice, buenosAiresDay(offset)).amount);
    expectThat(
      due.includes(payment.amount),
      `invoice ${invoice.id} is paid with ${payment.amount}; the amount in force today is ${due[0]}`,
    );
  });

  await kit.check(operations.getPaymentStatus, "answers", async () => {
    const { payment } = needs(started, "createPayment.idempotency started no payment");
    const status = succeeded(
      await api.call(operations.getPaymentStatus, { token: (await owner()).token, params: { id: payment.id } }),
    );
    expectThat(
      status.id === payment.id && status.status === "pending",
      `payment ${payment.id} reads as ${JSON.stringify(status)}`,
    );
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
    const cancelled = succeeded(
      await api.call(operations.cancelPayment, { token: (await owner()).token, params: { id: payment.id } }),
    );
    expectThat(cancelled.status === "cancelled", `cancelling payment ${payment.id} left it ${cancelled.status}`);
  });

  await kit.check(operations.cancelPayment, "conflict", async () => {
    const { payment } = needs(started, "createPayment.idempotency started no payment");
    expectStatus(
      await api.call(operations.cancelPayment, { token: (await owner()).token, params: { id: payment.id } }),
      409,
    );
  });

  await kit.check(operations.createPayment, "conflict", async () => {
    const { token } = await owner();
    const paid = needs(
      answered(await api.call(operations.listInvoices, { token, query: { status: "paid", per_page: 1 } })).data[0],
      "the overdue_invoice account has no paid invoice",
    );
    expectStatus(
      await api.call(operations.createPayment, {
        token,
        json: { invoice_ids: [paid.id], return_url: RETURN_URL },
        idempotencyKey: newKey(),
      }),
      409,
    );
  });

  await kit.check(operations.createPayment, "ownership", async () => {
    const { owner: theirs, intruder } = await sessions.pair();
    const invoice = needs(
      (await unpaidInvoices(kit, theirs.token))[0],
      "the overdue_invoice account has no unpaid invoice",
    );
    // With the owner's own key, too: keys are the caller's, never a way to read another's answer.
    const key = started?.key ?? newKey();
    const answer = await api.call(operations.createPayment, {
      token: intruder.token,
      json: { invoice_ids: [invoice.id], return_url: RETURN_URL },
      idempotencyKey: key,
    });
    expectThat(
      !replayed(answer),
      `another customer's request with the owner's Idempotency-Key got the owner's answer replayed (${answer.status})`,
    );
    expectStatus(answer, 400);
  });

  const payments = await kit.check(operations.listPayments, "pagination", async () => {
    const { token } = await owner();
    const paged = await walk<Payment>(kit, operations.listPayments, token, 2);
    const whole = await walk<Payment>(kit, operations.listPayments, token, 50);
    expectThat(
      paged.map((p) => p.id).join() === whole.map((p) => p.id).join(),
      "two at a time the payments come in another order, or others, than fifty at a time",
    );
    return whole;
  });

  await kit.check(operations.listPayments, "order", async () => {
    const list = payments ?? (await walk<Payment>(kit, operations.listPayments, (await owner()).token, 50));
    expectNewestFirst(operations.listPayments, list, (payment) => payment.created_at, "created");
  });
}
