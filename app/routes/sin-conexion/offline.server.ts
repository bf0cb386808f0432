import type { TFunction } from "i18next";
import { getCustomerInfo } from "~/api/customer.server";
import { getConfig } from "~/config.server";
import { groupDigits } from "~/components/payment-code";
import { paymentBarcodeSvg } from "~/routes/mi-cuenta/facturacion/factura-barcode.server";
import { invoiceView, unpaidInvoices } from "~/routes/mi-cuenta/facturacion/facturas.server";
import { argentinaDay, formatDate, formatMoney, formatTime } from "~/utils/format";
import { hasConsent } from "~/utils/offline-invoices.server";
import { logWarning } from "~/utils/logger.server";

/** One unpaid invoice as the offline page shows it: everything a cashier needs, drawn already. */
export type SavedInvoice = { id: number; heading: string; facts: string; digits: string; barcode: string; alt: string };

/**
 * The unpaid invoices of the signed-in customer who consented on this phone (decision 151),
 * worded and drawn on the server, the barcode inline: the page is kept whole by the service
 * worker and shown with no network, where not even an image could be fetched. Null without
 * a consent that is this customer's, or when the API cannot say (the worker keeps nothing).
 */
export async function savedInvoices(request: Request, token: string, t: TFunction<"offlineServer">, now = new Date()) {
  try {
    const info = await getCustomerInfo({ token });
    if (!hasConsent(request, info.id)) return null;
    const today = argentinaDay(now);
    const invoices: SavedInvoice[] = [];
    for (const invoice of await unpaidInvoices({ token })) {
      if (!invoice.payment_code) continue;
      const view = invoiceView(invoice, today);
      invoices.push({
        id: invoice.id,
        heading: t("invoice.heading", { number: invoice.number }),
        facts: t("invoice.facts", {
          amount: formatMoney(view.due_now?.amount ?? invoice.amount),
          date: formatDate(view.due_now?.due_date ?? invoice.due_date),
        }),
        digits: groupDigits(invoice.payment_code),
        // As wide as its box, its height in proportion (the drawing's viewBox).
        barcode: paymentBarcodeSvg(invoice.payment_code).replace("<svg ", '<svg width="100%" '),
        alt: t("invoice.barcodeAlt", { digits: invoice.payment_code }),
      });
    }
    return { invoices, saved: t("saved", { date: formatDate(now), time: formatTime(now) }) };
  } catch (error) {
    logWarning("Offline page: the customer's invoices could not be read", error);
    return null;
  }
}

/** The general advice, which every offline page carries, with or without invoices. */
export function advice(t: TFunction<"offlineServer">) {
  const { SUPPORT_PHONE } = getConfig();
  return {
    title: t("title"),
    lead: t("lead"),
    steps: [t("steps.counter"), t("steps.code"), t("steps.phone", { phone: SUPPORT_PHONE }), t("steps.back")],
    invoicesTitle: t("invoicesTitle"),
    digitsLabel: t("invoice.digits"),
    none: t("none"),
    howTo: t("howTo"),
    retry: t("retry"),
  };
}
