import { href, Link } from "react-router";
import type { Route } from "./+types/home";
import { withApiErrors } from "~/api/failures.server";
import { OutageNotices } from "~/components/outage-notice";
import { PageTitle } from "~/components/page-title";
import { features } from "~/api/capabilities.server";
import accountStrings from "~/locales/account";
import { getApiSession } from "~/utils/api-session.server";
import { formatDate, formatMoney, formatPeriod } from "~/utils/format";
import { useT } from "~/utils/i18n";
import { useSectionPath } from "./area-nav";
import { outageNotices } from "./cortes/notices.server";
import { customerSummary } from "./home.server";
import { promiseNotice } from "./facturacion/promise.server";
import { UpcomingVisits } from "./reclamos/upcoming-visits";
import { visitLines } from "./reclamos/visits.server";
import { getInstance } from "~/middleware/i18next.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const on = features();
  const [summary, outages] = await withApiErrors(request, () =>
    Promise.all([customerSummary(session), outageNotices(session, context)]),
  );
  // Technician visits (decision 103), worded here: the home's bundle has no room for their namespace.
  const visits = summary.visits?.length
    ? visitLines(summary.visits, getInstance(context).getFixedT(null, "visits"))
    : null;
  // The promise to pay (decision 119), worded here too: one line and, when the API offers it, the way to ask.
  const promise = promiseNotice(summary.promise, getInstance(context).getFixedT(null, "promiseServer"));
  return {
    ...summary,
    outages,
    visits,
    promise,
    showDebit: on.FLAG_AUTOMATIC_DEBIT,
    claimLinks: on.FLAG_ISSUES,
    canPay: on.FLAG_ONLINE_PAYMENT,
  };
}

type Data = Route.ComponentProps["loaderData"];

/**
 * On a phone the home is read top to bottom (decision 148): what is urgent first (an outage
 * on the customer's line, a visit today, what is overdue), then what is owed, the claims, the
 * services and the automatic debit. Every item listed is a link to its own page, and each
 * list shows a few with a link to the rest.
 */
export default function CustomerHome({ loaderData }: Route.ComponentProps) {
  const t = useT(accountStrings);
  const visits = loaderData.visits ? (
    <UpcomingVisits visits={loaderData.visits} claimLinks={loaderData.claimLinks} />
  ) : null;
  return (
    <>
      <PageTitle>{t("titles.home")}</PageTitle>
      <h1>{t("home.greeting", { name: loaderData.name })}</h1>
      {/* An outage in the customer's area comes first (decision 101). */}
      {loaderData.outages ? <OutageNotices {...loaderData.outages} back={href("/mi-cuenta")} /> : null}
      <p className="lead">{t("home.intro")}</p>
      {loaderData.visits?.today ? visits : null}
      <Attention attention={loaderData.attention} promise={loaderData.promise} canPay={loaderData.canPay} />
      {loaderData.visits?.today ? null : visits}
      <div className="account-grid">
        <Balance data={loaderData} />
        {loaderData.claims ? <Claims claims={loaderData.claims} /> : null}
        <Services connections={loaderData.connections} />
        {loaderData.showDebit ? <Debit debit={loaderData.debit} /> : null}
      </div>
    </>
  );
}

/**
 * What needs the customer now, each with the way to act on it. Nothing to show: no
 * section at all (the balance below already says the customer is up to date).
 */
function Attention({
  attention,
  promise,
  canPay,
}: {
  attention: Data["attention"];
  promise: Data["promise"];
  canPay: boolean;
}) {
  const t = useT(accountStrings);
  const sectionPath = useSectionPath();
  const billing = sectionPath("billing");
  const payments = sectionPath("payments");
  const { overdue, pendingPayments, reportsInReview } = attention;
  if (overdue.length + pendingPayments.length + reportsInReview.length === 0 && !promise) return null;
  return (
    <section className="panel attention" aria-labelledby="para-atender">
      <h2 id="para-atender">{t("home.attention.title")}</h2>
      <ul className="attention-list">
        {overdue.map((invoice) => (
          <li key={`invoice-${invoice.id}`}>
            {/* The sentence is the link to the invoice's page (decision 148); "Pagar" beside it pays it. */}
            <Link to={href("/mi-cuenta/facturacion/factura/:id", { id: String(invoice.id) })} viewTransition>
              {/* What pays it today (decision 118): past the first due date, the surcharged amount. */}
              {invoice.second_due && invoice.due_now.stage !== "first"
                ? t(
                    invoice.due_now.stage === "second" ? "home.attention.overdueSecond" : "home.attention.overduePast",
                    {
                      number: invoice.number,
                      period: formatPeriod(invoice.period),
                      date: formatDate(invoice.due_date),
                      second: formatDate(invoice.due_now.due_date),
                      amount: formatMoney(invoice.due_now.amount),
                    },
                  )
                : t("home.attention.overdue", {
                    number: invoice.number,
                    period: formatPeriod(invoice.period),
                    date: formatDate(invoice.due_date),
                    amount: formatMoney(invoice.due_now.amount),
                  })}
            </Link>
            {billing && canPay ? (
              <Link
                to={`${billing}/pagar?${new URLSearchParams({ factura: String(invoice.id) })}`}
                className="button button-small"
                viewTransition
              >
                {t("home.attention.pay")}
                <span className="visually-hidden"> {t("home.attention.payWhich", { number: invoice.number })}</span>
              </Link>
            ) : null}
          </li>
        ))}
        {pendingPayments.map((payment) => (
          <li key={`payment-${payment.id}`}>
            <span>
              {t("home.attention.pendingPayment", {
                amount: formatMoney(payment.amount),
                date: formatDate(payment.day),
                status: t(`home.paymentStatus.${payment.status}`),
              })}
            </span>
            {/* The payment's own page (decision 148), where the payment site's answer shows. */}
            {payments ? (
              <Link
                to={href("/mi-cuenta/facturacion/pago/:id", { id: String(payment.id) })}
                className="button button-small button-secondary"
                viewTransition
              >
                {t("home.attention.toPayment")}
                <span className="visually-hidden">
                  {" "}
                  {t("home.attention.paymentWhich", {
                    amount: formatMoney(payment.amount),
                    date: formatDate(payment.day),
                  })}
                </span>
              </Link>
            ) : null}
          </li>
        ))}
        {reportsInReview.map((report) => (
          <li key={`report-${report.id}`}>
            <span>
              {t("home.attention.reportInReview", {
                number: report.invoiceNumber,
                amount: formatMoney(report.amount),
                date: formatDate(report.date),
              })}
            </span>
            {billing ? (
              <Link
                to={`${billing}/informe/${report.id}`}
                className="button button-small button-secondary"
                viewTransition
              >
                {t("home.attention.toReport")}
                <span className="visually-hidden">
                  {" "}
                  {t("home.attention.reportWhich", { number: report.invoiceNumber })}
                </span>
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      {/* The promise to pay (decision 119): after what to pay, the way to ask for days, or the promise itself. */}
      {promise ? (
        <p className={`attention-promise promise-${promise.state}`}>
          {promise.text}{" "}
          {promise.ask ? (
            <Link to={promise.ask.href} className="button button-small">
              {promise.ask.label}
            </Link>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}

function Balance({ data }: { data: Data }) {
  const t = useT(accountStrings);
  const billing = useSectionPath()("billing");
  const { balance, unpaid, toCome } = data;
  return (
    <section className="panel account-section account-wide" aria-labelledby="saldo">
      <h2 id="saldo">{t("home.balanceTitle")}</h2>
      {unpaid === 0 ? (
        <p>{t("home.upToDate")}</p>
      ) : (
        <>
          <dl className="facts">
            <dt>{t("home.overdue")}</dt>
            <dd>{formatMoney(balance.overdue)}</dd>
            <dt>{t("home.pending")}</dt>
            <dd>{formatMoney(balance.pending)}</dd>
          </dl>
          {toCome.items.length ? (
            <ul className="home-list" aria-label={t("home.toComeLabel")}>
              {toCome.items.map((invoice) => (
                <li key={invoice.id}>
                  <Link to={href("/mi-cuenta/facturacion/factura/:id", { id: String(invoice.id) })} viewTransition>
                    {t("home.invoiceLink", { number: invoice.number })}
                  </Link>
                  <span>
                    {t("home.invoiceLine", {
                      period: formatPeriod(invoice.period),
                      amount: formatMoney(invoice.due_now.amount),
                      date: formatDate(invoice.due_now.due_date),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
      {billing ? (
        <p>
          {toCome.total > toCome.items.length ? (
            <Link to={`${billing}?estado=impagas`} viewTransition>
              {t("home.allUnpaid", { count: unpaid })}
            </Link>
          ) : (
            <Link to={billing} viewTransition>
              {t("home.toBilling")}
            </Link>
          )}
        </p>
      ) : null}
    </section>
  );
}

function Services({ connections }: { connections: Data["connections"] }) {
  const t = useT(accountStrings);
  // Each service's page, while the services module is on (pages link only to what exists).
  const linked = Boolean(useSectionPath()("services"));
  return (
    <section className="panel account-section" aria-labelledby="servicios">
      <h2 id="servicios">{t("home.servicesTitle")}</h2>
      {connections.length === 0 ? <p>{t("home.noServices")}</p> : null}
      {connections.map((connection) => (
        <article key={connection.id} className="connection">
          <h3>{t("home.connection", { number: connection.number })}</h3>
          {/* The locality tells connections apart; the street, masked to quick access (decision 097), is on each service's page. */}
          <p className="hint">
            {connection.address.locality}, {connection.address.province}
          </p>
          <ul className="home-list">
            {connection.services.map((service) => (
              <li key={service.id}>
                <span>
                  {linked ? (
                    <Link to={href("/mi-cuenta/servicios/:id", { id: String(service.id) })} viewTransition>
                      {service.plan.name}
                    </Link>
                  ) : (
                    <strong>{service.plan.name}</strong>
                  )}{" "}
                  <span className={`status status-${service.status}`}>{t(`home.serviceStatus.${service.status}`)}</span>
                </span>
                <span>
                  {t(`home.serviceKind.${service.kind}`)}
                  {service.plan.download_mbps ? ` · ${t("home.speed", { mbps: service.plan.download_mbps })}` : ""}
                  {" · "}
                  {t("home.perMonth", { price: formatMoney(service.plan.price) })}
                </span>
              </li>
            ))}
          </ul>
        </article>
      ))}
    </section>
  );
}

function Claims({ claims }: { claims: NonNullable<Data["claims"]> }) {
  const t = useT(accountStrings);
  return (
    <section className="panel account-section" aria-labelledby="reclamos">
      <h2 id="reclamos">{t("home.claimsTitle")}</h2>
      {claims.items.length === 0 ? (
        <p>{t("home.noClaims")}</p>
      ) : (
        <ul className="home-list">
          {claims.items.map((claim) => (
            <li key={claim.id}>
              <Link to={href("/mi-cuenta/reclamos/:id", { id: String(claim.id) })} viewTransition>
                {claim.number} · {claim.subject}
              </Link>
              <span>
                <span className={`status status-${claim.status}`}>{t(`home.claimStatus.${claim.status}`)}</span> ·{" "}
                {t("home.claimUpdated", { date: formatDate(claim.updated) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {/* The claims section exists while this block does (both are the claims module's). */}
      <p>
        <Link to={href("/mi-cuenta/reclamos")} viewTransition>
          {claims.total > claims.items.length ? t("home.allClaims", { count: claims.total }) : t("home.toClaims")}
        </Link>
      </p>
    </section>
  );
}

function Debit({ debit }: { debit: Data["debit"] }) {
  const t = useT(accountStrings);
  const path = useSectionPath()("debit");
  return (
    <section className="panel account-section" aria-labelledby="debito">
      <h2 id="debito">{t("home.debitTitle")}</h2>
      <p>{debit ? t(`home.debitStatus.${debit.status}`) : t("home.debitNone")}</p>
      {path ? (
        <p>
          <Link to={path} viewTransition>
            {t("home.toDebit")}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
