import { href, Link } from "react-router";
import type { Route } from "./+types/factura";
import { features } from "~/api/capabilities.server";
import { withApiErrors } from "~/api/failures.server";
import { ExternalLink } from "~/components/external-link";
import { PageTitle } from "~/components/page-title";
import invoiceStrings from "~/locales/invoice";
import { getApiSession } from "~/utils/api-session.server";
import { routeId } from "~/utils/route-id";
import { argentinaDay, formatDate, formatMoney, formatPeriod } from "~/utils/format";
import { notFound } from "~/utils/guards.server";
import { useT } from "~/utils/i18n";
import { arcaQrAddress } from "./arca-qr.server";
import { findInvoice, invoiceView } from "./facturas.server";
import billingStyles from "./facturacion.css?url";
import styles from "./factura.css?url";
import paymentStyles from "./pagos.css?url";

// The billing pages' sheet (its actions), the payment screens' (the total), and this page's own (the QR, ARCA's data).
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: billingStyles },
  { rel: "stylesheet", href: paymentStyles },
  { rel: "stylesheet", href: styles },
];

/**
 * One invoice (decision 118): its two due dates and what is due today, then what ARCA requires
 * the invoice to show (type and number, CAE and its expiry, the IVA, on a consumer invoice
 * Ley 27.743's legend with the IVA contained) and ARCA's QR (an image the server draws,
 * `qr.svg`) with the same address as a plain link, beside the PDF. Another customer's id
 * is not found.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const id = routeId(params.id);
  const invoice = id === null ? null : await withApiErrors(request, () => findInvoice(session, id));
  if (!invoice) throw notFound(request);
  const { electronic } = invoice;
  return {
    invoice: invoiceView(invoice, argentinaDay()),
    // Paying online is a capability the API may lack (decision 126); the payment code stays.
    canPay: features().FLAG_ONLINE_PAYMENT,
    electronic: electronic && {
      ...electronic,
      // RG 4291's printed form: five digits of point of sale, eight of number.
      fiscalNumber: `${String(electronic.point_of_sale).padStart(5, "0")}-${String(electronic.number).padStart(8, "0")}`,
      issuerCuit: cuitWithDashes(electronic.issuer_cuit),
      receiverNumber:
        electronic.receiver.document_number.length === 11
          ? cuitWithDashes(electronic.receiver.document_number)
          : electronic.receiver.document_number,
      qrUrl: arcaQrAddress({ ...invoice, electronic }),
    },
  };
}

/** `30715551248` → `30-71555124-8`, as a CUIT is printed. */
const cuitWithDashes = (cuit: string) => `${cuit.slice(0, 2)}-${cuit.slice(2, 10)}-${cuit.slice(10)}`;

type Data = Route.ComponentProps["loaderData"];

export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  const t = useT(invoiceStrings);
  const { invoice, electronic, canPay } = loaderData;
  return (
    <article className="page-narrow">
      <PageTitle>{t("title", { number: invoice.number })}</PageTitle>
      <h1>{t("heading", { number: invoice.number })}</h1>
      <p className="lead">
        <span className={`status status-${invoice.status}`}>{t(`status.${invoice.status}`)}</span>{" "}
        {t("period", { period: formatPeriod(invoice.period) })}
      </p>
      <Dues invoice={invoice} canPay={canPay} />
      {electronic ? <Electronic invoice={invoice} electronic={electronic} /> : null}
      <section aria-labelledby="comprobante">
        <h2 id="comprobante">{t("receipt.title")}</h2>
        <p>
          {/* A download, not a page: the browser fetches it, not the router. */}
          <a href={href("/mi-cuenta/facturacion/factura/:id/pdf", { id: String(invoice.id) })} download>
            {t("receipt.pdf")}
          </a>
        </p>
        {electronic ? (
          <figure className="arca-qr">
            {/* Drawn on the server; its text alternative names it, the link is its way without a camera. */}
            <img
              className="arca-qr-code"
              src={href("/mi-cuenta/facturacion/factura/:id/qr.svg", { id: String(invoice.id) })}
              alt={t("receipt.qrAlt", { number: invoice.number })}
              width={160}
              height={160}
              loading="lazy"
            />
            <figcaption>
              <strong>{t("receipt.qrTitle")}</strong>
              <span className="hint"> {t("receipt.qrHint")}</span>
              <br />
              <ExternalLink href={electronic.qrUrl}>{t("receipt.qrLink", { number: invoice.number })}</ExternalLink>
            </figcaption>
          </figure>
        ) : (
          <p>{t("electronic.none")}</p>
        )}
      </section>
      <p>
        <Link to={href("/mi-cuenta/facturacion")}>{t("back")}</Link>
      </p>
    </article>
  );
}

function Dues({ invoice, canPay }: { invoice: Data["invoice"]; canPay: boolean }) {
  const t = useT(invoiceStrings);
  const { due_now: now, second_due: second } = invoice;
  return (
    <section aria-labelledby="vencimientos">
      <h2 id="vencimientos">{t("dues.title")}</h2>
      <dl className="facts invoice-facts">
        <dt>{t("dues.issued")}</dt>
        <dd>{formatDate(invoice.issue_date)}</dd>
        <dt>{t("dues.first")}</dt>
        <dd>{t("dues.amountOn", { date: formatDate(invoice.due_date), amount: formatMoney(invoice.amount) })}</dd>
        {second ? (
          <>
            <dt>{t("dues.second")}</dt>
            <dd>
              {t("dues.amountOn", { date: formatDate(second.date), amount: formatMoney(second.amount) })}
              {second.amount > invoice.amount
                ? ` (${t("dues.surcharge", { surcharge: formatMoney(Math.round((second.amount - invoice.amount) * 100) / 100) })})`
                : ""}
            </dd>
          </>
        ) : null}
        {invoice.interruption_credit ? (
          <>
            <dt>{t("dues.credit")}</dt>
            <dd>
              {t("dues.creditText", {
                count: invoice.interruption_credit.days,
                amount: formatMoney(invoice.interruption_credit.amount),
              })}
            </dd>
          </>
        ) : null}
        {now ? (
          <>
            <dt>{t("dues.toPay")}</dt>
            <dd className="pay-total">
              {t(now.stage === "past" ? "dues.toPayLate" : "dues.toPayUntil", {
                amount: formatMoney(now.amount),
                date: formatDate(now.due_date),
              })}
            </dd>
          </>
        ) : (
          <>
            <dt>{t("dues.paid")}</dt>
            <dd>{invoice.paid_at ? t("dues.paidOn", { date: formatDate(invoice.paid_at) }) : t("status.paid")}</dd>
          </>
        )}
      </dl>
      {now ? (
        <ul className="row-actions">
          {canPay ? (
            <li>
              <Link
                to={`${href("/mi-cuenta/facturacion/pagar")}?${new URLSearchParams({ factura: String(invoice.id) })}`}
                className="button"
              >
                {t("dues.pay")}
              </Link>
            </li>
          ) : null}
          {invoice.payment_code ? (
            <li>
              <Link to={`${href("/mi-cuenta/facturacion")}#codigo-${invoice.id}`}>{t("dues.code")}</Link>
            </li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}

function Electronic({
  invoice,
  electronic,
}: {
  invoice: Data["invoice"];
  electronic: NonNullable<Data["electronic"]>;
}) {
  const t = useT(invoiceStrings);
  const { vat, receiver } = electronic;
  const documentKey = receiver.document_type === 80 ? "80" : receiver.document_type === 96 ? "96" : "other";
  return (
    <section aria-labelledby="factura-electronica">
      <h2 id="factura-electronica">{t("electronic.title")}</h2>
      <dl className="facts invoice-facts">
        <dt>{t("electronic.type")}</dt>
        <dd>
          {t("electronic.typeText", { type: electronic.type, code: String(electronic.type_code).padStart(3, "0") })}
        </dd>
        <dt>{t("electronic.number")}</dt>
        <dd>{electronic.fiscalNumber}</dd>
        <dt>{t("electronic.cae")}</dt>
        <dd>{electronic.cae}</dd>
        <dt>{t("electronic.caeExpires")}</dt>
        <dd>{formatDate(electronic.cae_expires_on)}</dd>
        <dt>{t("electronic.issuer")}</dt>
        <dd>{electronic.issuerCuit}</dd>
        <dt>{t("electronic.receiver")}</dt>
        <dd>{t(`electronic.receiverDocument.${documentKey}`, { number: electronic.receiverNumber })}</dd>
        {/* An A invoice itemises the IVA; a B one contains it, and says so below (Ley 27.743). */}
        {vat && electronic.type === "A" ? (
          <>
            <dt>{t("electronic.net")}</dt>
            <dd>{formatMoney(vat.net)}</dd>
            <dt>{t("electronic.vat", { rate: vat.rate })}</dt>
            <dd>{formatMoney(vat.amount)}</dd>
          </>
        ) : null}
        <dt>{t("electronic.total")}</dt>
        <dd>{formatMoney(invoice.amount)}</dd>
      </dl>
      {vat && electronic.type === "B" ? (
        <section className="panel transparency" aria-labelledby="transparencia-fiscal">
          <h3 id="transparencia-fiscal">{t("transparency.title")}</h3>
          <dl className="facts invoice-facts">
            <dt>{t("transparency.vat")}</dt>
            <dd>{formatMoney(vat.amount)}</dd>
            <dt>{t("transparency.other")}</dt>
            <dd>{formatMoney(vat.other_national_taxes)}</dd>
          </dl>
        </section>
      ) : null}
    </section>
  );
}
