import type { Invoice } from "../../contract/customer.ts";
import { amountInForce } from "../../contract/due-dates.ts";
import { operations } from "../../contract/operations.ts";
import { answered, expectSameAnswer, expectStatus, expectThat, needs, replayed, succeeded } from "../expect.ts";
import { NO_SUCH_ID, buenosAiresDay, newKey, pdfFile, textAsPdf } from "../fixtures.ts";
import type { Kit } from "../kit.ts";

/**
 * Reporting a payment made elsewhere: one report for a form sent twice, and for the same
 * report sent again with a new key (decision 061: 200 with the one there is); a paid
 * invoice refused; another customer's invoice out of reach; a receipt judged by its bytes.
 */

function reportForm(invoice: Invoice, receipt = pdfFile("comprobante.pdf")) {
  const form = new FormData();
  form.set("amount", String(amountInForce(invoice, buenosAiresDay()).amount));
  form.set("date", buenosAiresDay());
  form.set("method", "transferencia");
  form.set("notes", "Prueba de conformidad");
  form.set("receipt", receipt);
  return form;
}

export async function paymentReportChecks(kit: Kit) {
  const { api, sessions } = kit;
  const owner = () => sessions.of("overdue_invoice");
  const invoices = async (token: string, status: "unpaid" | "paid") =>
    answered(await api.call(operations.listInvoices, { token, query: { status, per_page: 1 } })).data;

  const reported = await kit.check(operations.reportPayment, "idempotency", async () => {
    const { token } = await owner();
    const invoice = needs((await invoices(token, "unpaid"))[0], "the overdue_invoice account has no unpaid invoice");
    const key = newKey();
    const params = { id: invoice.id };
    // 200 when an earlier run reported the same payment: the report there is.
    const first = succeeded(
      await api.call(operations.reportPayment, { token, params, form: reportForm(invoice), idempotencyKey: key }),
    );
    const again = await api.call(operations.reportPayment, {
      token,
      params,
      form: reportForm(invoice),
      idempotencyKey: key,
    });
    expectThat(
      replayed(again),
      `${again.request} sent again with its Idempotency-Key was not marked Idempotent-Replayed: true`,
    );
    expectThat(
      succeeded(again).id === first.id,
      `one form sent twice made two reports: ${first.id} and ${succeeded(again).id}`,
    );
    return { report: first, invoice };
  });

  await kit.check(operations.reportPayment, "duplicate", async () => {
    const { report, invoice } = needs(reported, "reportPayment.idempotency made no report");
    const again = await api.call(operations.reportPayment, {
      token: (await owner()).token,
      params: { id: invoice.id },
      form: reportForm(invoice),
      idempotencyKey: newKey(),
    });
    expectStatus(again, 200);
    expectThat(
      succeeded(again).id === report.id,
      `the same payment reported again made report ${succeeded(again).id} beside ${report.id}`,
    );
  });

  await kit.check(operations.listPaymentReports, "answers", async () => {
    const { report } = needs(reported, "reportPayment.idempotency made no report");
    const list = succeeded(await api.call(operations.listPaymentReports, { token: (await owner()).token }));
    expectThat(list.filter((item) => item.id === report.id).length === 1, `report ${report.id} is not listed once`);
  });

  await kit.check(operations.reportPayment, "conflict", async () => {
    const { token } = await owner();
    const paid = needs((await invoices(token, "paid"))[0], "the overdue_invoice account has no paid invoice");
    expectStatus(
      await api.call(operations.reportPayment, {
        token,
        params: { id: paid.id },
        form: reportForm(paid),
        idempotencyKey: newKey(),
      }),
      409,
    );
  });

  await kit.check(operations.reportPayment, "ownership", async () => {
    const { owner: theirs, intruder } = await sessions.pair();
    const invoice = needs(
      (await invoices(theirs.token, "unpaid"))[0],
      "the overdue_invoice account has no unpaid invoice",
    );
    const refused = await api.call(operations.reportPayment, {
      token: intruder.token,
      params: { id: invoice.id },
      form: reportForm(invoice),
      idempotencyKey: newKey(),
    });
    expectStatus(refused, 404);
    // Exactly as an invoice that does not exist: the answer tells nothing of whose it is.
    expectSameAnswer(
      refused,
      await api.call(operations.reportPayment, {
        token: intruder.token,
        params: { id: NO_SUCH_ID },
        form: reportForm(invoice),
        idempotencyKey: newKey(),
      }),
    );
  });

  await kit.check(operations.reportPayment, "file_type", async () => {
    const { token } = await owner();
    const invoice = needs((await invoices(token, "unpaid"))[0], "the overdue_invoice account has no unpaid invoice");
    const form = reportForm(invoice, textAsPdf("comprobante.pdf"));
    form.set("amount", "1.23");
    expectStatus(
      await api.call(operations.reportPayment, { token, params: { id: invoice.id }, form, idempotencyKey: newKey() }),
      400,
    );
  });
}
