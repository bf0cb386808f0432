import { href, type RouterContextProvider } from "react-router";
import type { CustomerInfo } from "../../contract/customer";
import { getCustomerInfo, listInvoices } from "~/api/customer.server";
import { withApiErrors } from "~/api/failures.server";
import { getApiSession } from "~/utils/api-session.server";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * The customer guards of docs/design.md#guards, for the screens that start something recurring (the
 * automatic debit, the streaming add-on): each throws a redirect with a toast that says
 * what to do, so a loader or an action reads as a list of preconditions. Run them in the
 * action too: a form can be posted without its page. Each screen words its own toast
 * (`message`): what the customer was about to do is part of what to tell them.
 */

type GuardArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** has-email: a verified e-mail contact. Answers the customer's info (read here unless given). */
export async function requireVerifiedEmail(
  { request, context }: GuardArgs,
  { message, info }: { message: string; info?: CustomerInfo },
): Promise<CustomerInfo> {
  const current = info ?? (await withApiErrors(request, () => getCustomerInfo(getApiSession(context))));
  if (current.email && current.email_verified) return current;
  throw await redirectWithToast(request, href("/mi-cuenta/ajustes"), { kind: "warning", message });
}

/** has-not-billings: no overdue invoice, as the API lists them (no new recurring charge while one is). */
export async function requireNoOverdueInvoices(
  { request, context }: GuardArgs,
  { message }: { message: string },
): Promise<void> {
  const overdue = await withApiErrors(request, () =>
    listInvoices(getApiSession(context), { status: "overdue", per_page: 1 }),
  );
  if (overdue.meta.total === 0 && overdue.data.length === 0) return;
  throw await redirectWithToast(request, href("/mi-cuenta/facturacion"), { kind: "warning", message });
}
