import type { TFunction } from "i18next";
import { href } from "react-router";
import type { PaymentPromiseState } from "../../../../contract/payment-promise";
import { formatDate } from "~/utils/format";

/**
 * The promise to pay as the home and Facturación show it (decision 119): one line
 * worded on the server, and the way to ask when the API says the customer may. The portal
 * judges nothing: eligibility, the days, the date and the state are the API's.
 * `refusals`: whether to say why the customer may not ask (Facturación does; the home only
 * shows what needs acting on).
 */
export type PromiseNotice = {
  text: string;
  state: "offer" | "active" | "lapsed" | "refused";
  ask?: { href: string; label: string };
};

export function promiseNotice(
  state: PaymentPromiseState | null,
  t: TFunction<"promiseServer">,
  refusals = false,
): PromiseNotice | null {
  if (!state) return null;
  const current = state.current;
  if (current?.state === "active") return { state: "active", text: t("active", { date: formatDate(current.pay_by) }) };
  if (state.status === "eligible") {
    const { days, pay_by, reconnects } = state.offer;
    return {
      state: "offer",
      text: t(reconnects ? "offerReconnects" : "offer", { count: days, date: formatDate(pay_by) }),
      ask: { href: href("/mi-cuenta/facturacion/compromiso-de-pago"), label: t("ask", { count: days }) },
    };
  }
  // A lapsed promise stays in sight while its invoices are unpaid (the API says no_overdue once they are paid).
  if (current?.state === "lapsed" && state.reason !== "no_overdue")
    return { state: "lapsed", text: t("lapsed", { date: formatDate(current.pay_by) }) };
  if (refusals && (state.reason === "already_used_this_period" || state.reason === "debt_too_high")) {
    return { state: "refused", text: t("refused", { reason: t(`reasons.${state.reason}`) }) };
  }
  return null;
}
