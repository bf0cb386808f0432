import { href } from "react-router";
import type { TFunction } from "i18next";
import { z } from "zod";
import type { Invoice, Payment } from "../../../../contract/customer";
import { createPayment, listPayments } from "~/api/customer.server";
import type { ApiSession } from "~/api/transport.server";
import { formKeyField } from "~/utils/forms.server";
import { unpaidInvoices } from "./facturas.server";
import { pageUrl } from "~/utils/request-scope.server";

export type BillingT = TFunction<"billingServer">;

/** The pay form: the chosen invoices (checkboxes named `facturas`) and the form's key. */
export function paySchema(t: BillingT, expired: string) {
  const id = z
    .string()
    .regex(/^[1-9]\d{0,9}$/, t("notYours"))
    .transform(Number);
  return z.object({
    facturas: z
      .array(id, { error: t("chooseInvoices") })
      .min(1, t("chooseInvoices"))
      .max(50, t("notYours")),
    idempotency_key: formKeyField(expired),
  });
}

/** What paying these invoices comes to: where to send the customer, or why not. */
export type PayOutcome = { checkoutUrl: string; paymentId: number; created: boolean } | { refusal: string };

/**
 * Starts (or continues) paying the chosen invoices. They must be the customer's own
 * unpaid ones, whatever the form said. A payment already pending for exactly these
 * invoices is continued rather than doubled (the same form sent again after its key
 * was spent, or from another tab); one pending for only some of them is not a reason to
 * pay those twice, so the customer is told to settle that one first. Otherwise the API
 * creates it, once per form key (`Idempotency-Key`).
 */
export async function startPayment(
  session: ApiSession,
  request: { invoiceIds: number[]; idempotencyKey: string; returnUrl: string },
  t: BillingT,
): Promise<PayOutcome> {
  const chosen = [...new Set(request.invoiceIds)];
  const [unpaid, pending] = await Promise.all([unpaidInvoices(session), pendingPayments(session)]);
  const byId = new Map(unpaid.map((invoice) => [invoice.id, invoice]));
  if (!chosen.every((id) => byId.has(id))) return { refusal: t("notYours") };

  const same = pending.find((payment) => sameInvoices(payment.invoice_ids, chosen));
  if (same) return { checkoutUrl: same.checkout_url, paymentId: same.id, created: false };
  const busy = chosen.find((id) => pending.some((payment) => payment.invoice_ids.includes(id)));
  if (busy !== undefined) return { refusal: t("paymentInProgress", { number: (byId.get(busy) as Invoice).number }) };

  const payment = await createPayment(
    { ...session, idempotencyKey: request.idempotencyKey },
    { invoice_ids: chosen, return_url: request.returnUrl },
  );
  return { checkoutUrl: payment.checkout_url, paymentId: payment.id, created: true };
}

export function sameInvoices(a: readonly number[], b: readonly number[]) {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}

/** The customer's pending payments (a handful at most; the first 50 are plenty). */
async function pendingPayments(session: ApiSession): Promise<Payment[]> {
  return (await listPayments(session, { status: "pending", per_page: 50 })).data;
}

/**
 * Where the payment site sends the customer back: the portal's own address (from the
 * request), to a page that asks the API what happened. The site adds `?payment_id=`.
 */
export function returnUrlFor(request: Request) {
  return new URL(href("/mi-cuenta/facturacion/pago"), pageUrl(request).origin).href;
}
