import type { CustomerInfo } from "../../../contract/customer";
import type { TicketSummary } from "../../../contract/tickets";
import { getCustomerInfo, listConnections, listInvoices } from "~/api/customer.server";
import { listClaims } from "~/api/tickets.server";
import type { ApiSession } from "~/api/transport.server";

/** What the customer's home shows, gathered in parallel from the API. */
export async function customerSummary(session: ApiSession, modules: { claims: boolean }) {
  const [info, connections, unpaid, claims] = await Promise.all([
    getCustomerInfo(session),
    listConnections(session),
    listInvoices(session, { status: "unpaid", per_page: 24 }),
    modules.claims ? openClaims(session) : null,
  ]);
  return {
    name: greetingName(info),
    balance: info.balance,
    debit: info.debit_subscription,
    connections,
    // The one due first comes first: that is the one to pay.
    invoices: [...unpaid.data].sort((a, b) => a.due_date.localeCompare(b.due_date)),
    claims,
  };
}

/** Open and in-progress claims, the most recently updated first. */
async function openClaims(session: ApiSession): Promise<TicketSummary[]> {
  const pages = await Promise.all(
    (["open", "in_progress"] as const).map((status) => listClaims(session, { status, per_page: 20 })),
  );
  return pages.flatMap((page) => page.data).sort((a, b) => b.updated_at.localeCompare(a.updated_at));
}

/** People are greeted by their first name; companies by their name. */
export function greetingName(info: Pick<CustomerInfo, "name" | "kind">) {
  return info.kind === "person" ? (info.name.trim().split(/\s+/)[0] ?? info.name) : info.name;
}
