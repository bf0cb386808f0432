import { href, Link } from "react-router";
import type { Invoice } from "../../contract/customer";
import type { AmountInForce } from "../../contract/due-dates";
import billingStrings from "~/locales/billing";
import { formatDate, formatMoney, formatPeriod } from "~/utils/format";
import { useT } from "~/utils/i18n";
import { useRootData } from "~/utils/root-data";

/**
 * What a page shows of an invoice (made by `invoiceView` in facturas.server.ts): not its
 * file's address nor ARCA's data; with what is due today, null once paid (decision 118).
 */
export type InvoiceView = Omit<Invoice, "pdf_url" | "electronic"> & { due_now: AmountInForce | null };

const invoicePage = (id: number) => href("/mi-cuenta/facturacion/factura/:id", { id: String(id) });

/** Where a payment report of an invoice starts (the payment reports' screens). */
const reportHref = (id: number) =>
  `/mi-cuenta/facturacion/informar-pago/crear?${new URLSearchParams({ factura: String(id) })}`;

/**
 * Invoices as a table whose rows become labelled cards on a phone (`.responsive-table`):
 * number, period, dates, amount, status in words, and what can be done with each.
 */
export function InvoiceTable({ invoices, caption }: { invoices: InvoiceView[]; caption: string }) {
  const t = useT(billingStrings);
  // Paying online and reporting a payment are capabilities the API may lack (decision 126).
  const config = useRootData()?.config;
  const label = {
    number: t("billing.number"),
    period: t("billing.period"),
    issued: t("billing.issued"),
    due: t("billing.due"),
    amount: t("billing.amount"),
    status: t("billing.status"),
    actions: t("billing.actions"),
  };
  return (
    <div className="table-scroll">
      <table className="table responsive-table invoice-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{label.number}</th>
            <th scope="col">{label.period}</th>
            <th scope="col">{label.issued}</th>
            <th scope="col">{label.due}</th>
            <th scope="col" className="numeric">
              {label.amount}
            </th>
            <th scope="col">{label.status}</th>
            <th scope="col">{label.actions}</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <td data-label={label.number}>
                {/* The number names the link: its column says what it is. */}
                <Link to={invoicePage(invoice.id)}>{invoice.number}</Link>
              </td>
              <td data-label={label.period}>{formatPeriod(invoice.period)}</td>
              <td data-label={label.issued}>{formatDate(invoice.issue_date)}</td>
              <td data-label={label.due}>
                {/* Both due dates while they matter; a paid invoice's first is its date. */}
                {invoice.second_due && invoice.status !== "paid" ? (
                  <>
                    {t("billing.firstDue", { date: formatDate(invoice.due_date) })} <br />
                    {t("billing.secondDue", { date: formatDate(invoice.second_due.date) })}
                  </>
                ) : (
                  formatDate(invoice.due_date)
                )}
              </td>
              <td data-label={label.amount} className="numeric">
                {/* What pays it today (decision 118): the surcharged amount after the first due date. */}
                {formatMoney(invoice.due_now?.amount ?? invoice.amount)}{" "}
                {invoice.due_now && invoice.due_now.surcharge > 0 ? (
                  <span className="invoice-note">
                    {t("billing.surcharged", { surcharge: formatMoney(invoice.due_now.surcharge) })}
                  </span>
                ) : invoice.due_now?.stage === "first" && invoice.second_due ? (
                  <span className="invoice-note">
                    {t("billing.fromSecond", { amount: formatMoney(invoice.second_due.amount) })}
                  </span>
                ) : null}
                {/* The credit for days without service, as the API reports it (decision 101). */}
                {invoice.interruption_credit ? (
                  <span className="invoice-credit">
                    {t("billing.interruptionCredit", {
                      count: invoice.interruption_credit.days,
                      amount: formatMoney(invoice.interruption_credit.amount),
                    })}
                  </span>
                ) : null}
              </td>
              <td data-label={label.status}>
                <span className={`status status-${invoice.status}`}>{t(`common.invoiceStatus.${invoice.status}`)}</span>
              </td>
              <td data-label={label.actions}>
                <ul className="row-actions">
                  <li>
                    {/* A download, not a page: the browser fetches it, not the router. */}
                    <a
                      href={href("/mi-cuenta/facturacion/factura/:id/pdf", { id: String(invoice.id) })}
                      download
                      aria-label={t("billing.pdfOf", { number: invoice.number })}
                    >
                      {t("billing.pdf")}
                    </a>
                  </li>
                  {invoice.status !== "paid" ? (
                    <>
                      {config?.FLAG_ONLINE_PAYMENT ? (
                        <li>
                          <Link
                            to={`${href("/mi-cuenta/facturacion/pagar")}?${new URLSearchParams({ factura: String(invoice.id) })}`}
                            aria-label={t("billing.payOf", { number: invoice.number })}
                          >
                            {t("billing.pay")}
                          </Link>
                        </li>
                      ) : null}
                      {config?.FLAG_PAYMENT_REPORTS ? (
                        <li>
                          <a
                            href={reportHref(invoice.id)}
                            aria-label={t("billing.reportOf", { number: invoice.number })}
                          >
                            {t("billing.report")}
                          </a>
                        </li>
                      ) : null}
                      {invoice.payment_code ? (
                        <li>
                          <a
                            href={`#codigo-${invoice.id}`}
                            aria-label={t("billing.codeOf", { number: invoice.number })}
                          >
                            {t("billing.code")}
                          </a>
                        </li>
                      ) : null}
                    </>
                  ) : null}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
