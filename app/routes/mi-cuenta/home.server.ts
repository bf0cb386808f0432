import type { CustomerInfo, Invoice, Payment } from "../../../contract/customer";
import { amountInForce } from "../../../contract/due-dates";
import type { PaymentReport } from "../../../contract/tickets";
import { getCustomerInfo, listConnections, listInvoices, listPayments } from "~/api/customer.server";
import { listClaims, listPaymentReports } from "~/api/tickets.server";
import { listVisits } from "~/api/visits.server";
import { getPaymentPromise } from "~/api/payment-promise.server";
import { capabilityBlock } from "~/api/failures.server";
import type { ApiSession } from "~/api/transport.server";
import { argentinaDay } from "~/utils/format";

/**
 * How many items each of the home's lists shows (decision 148): the few that matter, each a
 * link to its page, and a link to the rest. On a 360 px phone three claims or invoices are
 * about a screen; the rest is one tap away in their section.
 */
export const HOME_FEW = 3;

/** The first few of a list, and how many there are in all (for "Ver los 5 reclamos"). */
export const firstFew = <T>(items: T[], total = items.length) => ({ items: items.slice(0, HOME_FEW), total });

/**
 * What the customer's home shows, gathered in parallel from the API. Every amount and
 * every state is the API's: the portal adds nothing up and judges no state itself, but for
 * which of an invoice's two amounts is due today, by the rule the API charges by
 * (`amountInForce`, decision 118).
 */
export async function customerSummary(session: ApiSession) {
  const [info, connections, unpaid, pendingPayments, reports, claims, visits, promise] = await Promise.all([
    getCustomerInfo(session),
    listConnections(session),
    listInvoices(session, { status: "unpaid", per_page: 24 }),
    // The blocks of the API's capabilities (decision 126): each asked only while it is on, and
    // left out when the API fails or lacks it, as any block the page can do without (decision 078).
    capabilityBlock("online_payment", "Customer home: pending payments", () =>
      listPayments(session, { status: "pending", per_page: 10 }),
    ),
    capabilityBlock("payment_reports", "Customer home: payment reports", () => listPaymentReports(session)),
    capabilityBlock("claims", "Customer home: open claims", () => openClaims(session)),
    // Technician visits to come (decision 103).
    capabilityBlock("visits", "Customer home: visits", () => upcomingVisits(session)),
    // The promise to pay (decision 119).
    capabilityBlock("payment_promise", "Customer home: payment promise", () => getPaymentPromise(session)),
  ]);
  // The one due first comes first: that is the one to pay. Only what the page shows
  // travels to it: the API's file and checkout addresses never reach the browser.
  const today = argentinaDay();
  const invoices = [...unpaid.data]
    .sort((a, b) => a.due_date.localeCompare(b.due_date))
    .map((invoice) => invoiceSummary(invoice, today));
  return {
    name: greetingName(info),
    balance: info.balance,
    debit: info.debit_subscription,
    connections,
    unpaid: invoices.length,
    // The overdue ones are in "Para atender", each with its page and the way to pay it: the
    // balance lists the ones still to come, so no invoice is listed twice (decision 148).
    toCome: firstFew(invoices.filter((invoice) => invoice.status !== "overdue")),
    attention: needsAttention(invoices, pendingPayments?.data ?? [], reports ?? []),
    claims,
    visits,
    promise,
  };
}

/** The visits not done nor cancelled, soonest first (the API's order). */
async function upcomingVisits(session: ApiSession) {
  return (await listVisits(session)).filter((visit) => visit.state === "confirmed" || visit.state === "on_the_way");
}

/** An unpaid invoice as the home shows it: with its second due date and what pays it today. */
const invoiceSummary = (invoice: Invoice, day: string) => {
  const { id, number, period, due_date, amount, status, second_due } = invoice;
  return { id, number, period, due_date, amount, status, second_due, due_now: amountInForce(invoice, day) };
};
type InvoiceSummary = ReturnType<typeof invoiceSummary>;

/**
 * What the customer should act on or keep an eye on, as the API states it: overdue
 * invoices (to pay), payments the payment site has not settled yet, and payment
 * reports still under review.
 */
export function needsAttention(invoices: InvoiceSummary[], payments: Payment[], reports: PaymentReport[]) {
  return {
    overdue: invoices.filter((invoice) => invoice.status === "overdue"),
    pendingPayments: payments
      .filter((payment) => payment.status === "pending")
      // The day it was made, in Buenos Aires: the page prints a day, and working it out here
      // spares the browser loading its time-zone data for it (decision 123).
      .map(({ id, amount, status, created_at }) => ({ id, amount, status, day: argentinaDay(new Date(created_at)) })),
    reportsInReview: reports
      .filter((report) => report.status === "received")
      .map(({ id, amount, date, invoice }) => ({ id, amount, date, invoiceNumber: invoice.number })),
  };
}

/**
 * The few open and in-progress claims most recently updated, and how many are open in all
 * (the API's count). A claim updated later than the few of either state could not be among
 * the few of both, so each state's first few are enough.
 */
async function openClaims(session: ApiSession) {
  const pages = await Promise.all(
    (["open", "in_progress"] as const).map((status) => listClaims(session, { status, per_page: HOME_FEW })),
  );
  const claims = pages
    .flatMap((page) => page.data)
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
    .map(({ id, number, subject, status, updated_at }) => ({
      id,
      number,
      subject,
      status,
      updated: argentinaDay(new Date(updated_at)),
    }));
  return firstFew(
    claims,
    pages.reduce((total, page) => total + page.meta.total, 0),
  );
}

/** People are greeted by their first name; companies by their name. */
export function greetingName(info: Pick<CustomerInfo, "name" | "kind">) {
  return info.kind === "person" ? (info.name.trim().split(/\s+/)[0] ?? info.name) : info.name;
}
