import type { Invoice } from "../../contract/customer.ts";
import { amountInForce } from "../../contract/due-dates.ts";
import { DOCUMENT_TYPE_CODES, fiscalNumber } from "../../contract/e-invoice.ts";
import { cuitHolder, isDni } from "../../contract/identification.ts";
import { operations } from "../../contract/operations.ts";
import { isValidPaymentCode } from "../../contract/payment-code.ts";
import { answered, expectThat } from "../expect.ts";
import { buenosAiresDay } from "../fixtures.ts";
import type { Kit } from "../kit.ts";
import { NotTested } from "../results.ts";
import type { Session } from "../sessions.ts";
import { expectNewestFirst, walk } from "./support.ts";

/**
 * The invoices, by the rules JSON Schema cannot say (`rules` in the operations table): every
 * page walked once; each unpaid invoice's payment code with its check digit and what it
 * encodes; ARCA's data coherent; the status and the balance derived from the due dates.
 */

const cents = (amount: number) => Math.round(amount * 100);

/** The days the API may be counting in: today in Buenos Aires, or a neighbour near midnight. */
const DAYS = () => [buenosAiresDay(0), buenosAiresDay(-1), buenosAiresDay(1)];

/** Why an unpaid invoice's code is wrong, or null: 40 digits, Luhn, and the customer, invoice, amount in force and due date it encodes. */
export function paymentCodeProblem(invoice: Invoice, customerId: number): string | null {
  const code = invoice.payment_code;
  if (invoice.status === "paid") return code === null ? null : `paid invoice ${invoice.id} still has a payment code`;
  if (typeof code !== "string" || !isValidPaymentCode(code))
    return `invoice ${invoice.id}'s payment_code ${JSON.stringify(code)} is not 40 digits with a Luhn check digit`;
  if (Number(code.slice(4, 13)) !== customerId)
    return `invoice ${invoice.id}'s payment_code names customer ${Number(code.slice(4, 13))}, not ${customerId}`;
  if (Number(code.slice(13, 23)) !== invoice.id)
    return `invoice ${invoice.id}'s payment_code names invoice ${Number(code.slice(13, 23))}`;
  const encodes = (day: string) => {
    const due = amountInForce(invoice, day);
    return (
      Number(code.slice(23, 33)) === cents(due.amount) &&
      code.slice(33, 39) === due.due_date.slice(2).replaceAll("-", "")
    );
  };
  if (!DAYS().some(encodes)) {
    const due = amountInForce(invoice, DAYS()[0]!);
    return `invoice ${invoice.id}'s payment_code encodes ${Number(code.slice(23, 33)) / 100} due ${code.slice(33, 39)}; in force today: ${due.amount} until ${due.due_date}`;
  }
  return null;
}

/** Why an invoice's ARCA data is incoherent, or null. */
export function electronicProblem(invoice: Invoice, identification: string): string | null {
  const e = invoice.electronic;
  if (!e) return null;
  if (!/^\d{14}$/.test(String(e.cae))) return `invoice ${invoice.id}'s CAE ${JSON.stringify(e.cae)} is not 14 digits`;
  if (e.cae_expires_on < invoice.issue_date)
    return `invoice ${invoice.id}'s CAE expired (${e.cae_expires_on}) before its issue (${invoice.issue_date})`;
  if (cuitHolder(e.issuer_cuit) === null)
    return `invoice ${invoice.id}'s issuer CUIT ${e.issuer_cuit} fails its check digit or prefix`;
  if (fiscalNumber(e) !== invoice.number)
    return `invoice ${invoice.id} is numbered ${invoice.number}; ARCA's data make it ${fiscalNumber(e)}`;
  const { document_type: type, document_number: number } = e.receiver;
  if (
    type === DOCUMENT_TYPE_CODES.CUIT &&
    (cuitHolder(number) === null || (identification.length === 11 && number !== identification))
  ) {
    return `invoice ${invoice.id}'s receiver CUIT ${number} is not the customer's ${identification}, or fails its check digit`;
  }
  if (type === DOCUMENT_TYPE_CODES.DNI && (!isDni(number) || (isDni(identification) && number !== identification))) {
    return `invoice ${invoice.id}'s receiver DNI ${number} is not the customer's ${identification}`;
  }
  if (e.vat && cents(e.vat.net) + cents(e.vat.amount) + cents(e.vat.other_national_taxes) !== cents(invoice.amount)) {
    return `invoice ${invoice.id}'s net, IVA and other taxes do not add up to its amount ${invoice.amount}`;
  }
  return null;
}

/** Why an invoice's amounts are not pesos with whole cents, or null: a fraction of a cent cannot be paid nor printed. */
export function amountsProblem(invoice: Invoice): string | null {
  const amounts: [string, unknown][] = [
    ["amount", invoice.amount],
    ["second_due.amount", invoice.second_due?.amount],
    ["interruption_credit.amount", invoice.interruption_credit?.amount],
    ["vat.net", invoice.electronic?.vat?.net],
    ["vat.amount", invoice.electronic?.vat?.amount],
  ];
  for (const [field, value] of amounts) {
    if (value === undefined || value === null) continue;
    if (typeof value !== "number" || Math.abs(value * 100 - Math.round(value * 100)) > 1e-6)
      return `invoice ${invoice.id}'s ${field} is ${JSON.stringify(value)}, not pesos with whole cents`;
  }
  return null;
}

export async function invoiceChecks(kit: Kit) {
  const { api, sessions } = kit;
  const owner = () => sessions.of("overdue_invoice");
  const all = async (session: Session) =>
    (await walk<Invoice>(kit, operations.listInvoices, session.token, 50)).slice();

  const invoices = await kit.check(operations.listInvoices, "pagination", async () => {
    const { token } = await owner();
    const paged = await walk<Invoice>(kit, operations.listInvoices, token, 5);
    const whole = await walk<Invoice>(kit, operations.listInvoices, token, 50);
    const ids = (list: Invoice[]) => list.map((invoice) => invoice.id).join(",");
    expectThat(
      ids(paged) === ids(whole),
      `five at a time the invoices come as ${ids(paged)}; fifty at a time as ${ids(whole)}`,
    );
    return whole;
  });

  await kit.check(operations.listInvoices, "order", async () => {
    expectNewestFirst(
      operations.listInvoices,
      invoices ?? (await all(await owner())),
      (invoice) => invoice.period,
      "period",
    );
  });

  await kit.check(operations.listInvoices, "status_filter", async () => {
    const session = await owner();
    const list = invoices ?? (await all(session));
    for (const status of ["unpaid", "paid", "overdue"] as const) {
      const filtered = answered(
        await api.call(operations.listInvoices, { token: session.token, query: { status, per_page: 50 } }),
      ).data;
      const due = list.filter((invoice) =>
        status === "unpaid" ? invoice.status !== "paid" : invoice.status === status,
      );
      const ids = (items: Invoice[]) =>
        items
          .map((invoice) => invoice.id)
          .sort()
          .join(",");
      expectThat(
        ids(filtered) === ids(due),
        `?status=${status} answered invoices ${ids(filtered) || "none"}; the list says ${ids(due) || "none"}`,
      );
    }
  });

  await kit.check(operations.listInvoices, "overdue", async () => {
    const list = invoices ?? (await all(await owner()));
    const overdue = list.filter((invoice) => invoice.status === "overdue");
    if (overdue.length === 0)
      throw new NotTested("the overdue_invoice account has no overdue invoice", "overdue_invoice");
    // Overdue from the day after the first due date, in Buenos Aires days (a day's slack for the clocks).
    for (const invoice of list.filter((candidate) => candidate.status !== "paid")) {
      const late = invoice.due_date < buenosAiresDay(invoice.status === "overdue" ? 1 : -1);
      expectThat(
        late === (invoice.status === "overdue"),
        `invoice ${invoice.id} is ${invoice.status} with its first due date ${invoice.due_date}`,
      );
    }
  });

  await kit.check(operations.listInvoices, "payment_code", async () => {
    const session = await owner();
    const list = invoices ?? (await all(session));
    expectThat(
      list.some((invoice) => invoice.status !== "paid"),
      "the overdue_invoice account has no unpaid invoice: no payment code to check",
    );
    for (const invoice of list) {
      const problem = paymentCodeProblem(invoice, session.info.id);
      expectThat(problem === null, problem!);
    }
  });

  await kit.check(operations.listInvoices, "e_invoice", async () => {
    const session = await owner();
    const list = invoices ?? (await all(session));
    expectThat(
      list.some((invoice) => invoice.electronic),
      "no invoice of the overdue_invoice account carries ARCA's data (CAE): every invoice must be electronic (RG 4291)",
    );
    for (const invoice of list) {
      const problem = electronicProblem(invoice, session.info.identification);
      expectThat(problem === null, problem!);
    }
  });

  await kit.check(operations.listInvoices, "amounts", async () => {
    for (const invoice of invoices ?? (await all(await owner()))) {
      const problem = amountsProblem(invoice);
      expectThat(problem === null, problem!);
    }
  });

  await kit.check(operations.listInvoices, "pdf", async () => {
    const [first] = invoices ?? (await all(await owner()));
    if (!first) throw new NotTested("the overdue_invoice account has no invoice", "overdue_invoice");
    const file = await api.download(first.pdf_url);
    expectThat(
      file.status === 200 && /^application\/pdf\b/.test(file.type ?? "") && file.head === "%PDF-",
      `invoice ${first.id}'s pdf_url answered ${file.status} ${file.type ?? ""}, not a PDF (without the token, as the portal fetches it)`,
    );
  });

  await kit.check(operations.getCustomerInfo, "balance", async () => {
    const session = await owner();
    const list = invoices ?? (await all(session));
    const { balance } = answered(await api.call(operations.getCustomerInfo, { token: session.token }));
    const sum = (status: Invoice["status"]) =>
      list.filter((invoice) => invoice.status === status).reduce((total, invoice) => total + cents(invoice.amount), 0);
    expectThat(
      cents(balance.overdue) === sum("overdue") && cents(balance.pending) === sum("pending"),
      `the balance says ${balance.overdue} overdue and ${balance.pending} pending; the invoices add up to ${sum("overdue") / 100} and ${sum("pending") / 100}`,
    );
  });

  await kit.check(operations.getCustomerInfo, "company", async () => {
    const company = await sessions.of("company");
    const { info } = company;
    expectThat(
      info.identification_type === "CUIT" && info.kind === "company",
      `the company reads as ${info.identification_type} ${info.kind}`,
    );
    expectThat(
      cuitHolder(info.identification) === "company",
      `the company's identification ${info.identification} is not a company's CUIT`,
    );
    for (const invoice of await all(company)) {
      const problem = electronicProblem(invoice, info.identification) ?? paymentCodeProblem(invoice, info.id);
      expectThat(problem === null, problem!);
    }
  });
}
