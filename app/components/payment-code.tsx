import { href } from "react-router";
import billingStrings from "~/locales/billing";
import { formatDate, formatMoney } from "~/utils/format";
import { useT } from "~/utils/i18n";
import type { InvoiceView } from "./invoice-table";

/** Forty digits in groups of four, easier to read out and to type into a home banking. */
export const groupDigits = (code: string) => code.match(/\d{1,4}/g)?.join(" ") ?? code;

/**
 * An unpaid invoice's payment code: the digits, and the barcode drawn by the server
 * (an image whose text alternative is the same digits).
 */
export function PaymentCodeCard({ invoice }: { invoice: InvoiceView & { payment_code: string } }) {
  const t = useT(billingStrings);
  const headingId = `codigo-${invoice.id}-titulo`;
  return (
    <article className="payment-code" id={`codigo-${invoice.id}`} aria-labelledby={headingId} tabIndex={-1}>
      <h3 id={headingId}>{t("billing.codeHeading", { number: invoice.number })}</h3>
      {/* The code pays the amount in force today, until its due date (decision 118): the API made it so. */}
      <p className="hint">
        {t("billing.codeFacts", {
          amount: formatMoney(invoice.due_now?.amount ?? invoice.amount),
          date: formatDate(invoice.due_now?.due_date ?? invoice.due_date),
        })}
      </p>
      <p className="payment-code-digits">
        <span className="visually-hidden">{t("billing.codeDigits")}: </span>
        <code>{groupDigits(invoice.payment_code)}</code>
      </p>
      {/* Lazy: below the invoices on a phone, fetched when scrolled to (and never preloaded). */}
      <img
        className="barcode"
        loading="lazy"
        src={href("/mi-cuenta/facturacion/factura/:id/codigo-de-barras.svg", { id: String(invoice.id) })}
        alt={t("billing.barcodeAlt", { digits: invoice.payment_code })}
        width={788}
        height={160}
      />
    </article>
  );
}
