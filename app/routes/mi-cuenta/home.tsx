import type { Route } from "./+types/home";
import { withApiErrors } from "~/api/guards.server";
import { ExternalLink } from "~/components/external-link";
import { PageTitle } from "~/components/page-title";
import { getConfig } from "~/config.server";
import accountStrings from "~/locales/account";
import { useRootData } from "~/utils/root-data";
import { getApiSession } from "~/utils/api-session.server";
import { formatDate, formatMoney } from "~/utils/format";
import { useT } from "~/utils/i18n";
import { customerSummary } from "./home.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const config = getConfig();
  const summary = await withApiErrors(request, () => customerSummary(session, { claims: config.FLAG_ISSUES }));
  return { ...summary, showDebit: config.FLAG_AUTOMATIC_DEBIT };
}

type Data = Route.ComponentProps["loaderData"];

export default function CustomerHome({ loaderData }: Route.ComponentProps) {
  const t = useT(accountStrings);
  return (
    <>
      <PageTitle>{t("titles.home")}</PageTitle>
      <h1>{t("home.greeting", { name: loaderData.name })}</h1>
      <p className="lead">{t("home.intro")}</p>
      <div className="account-grid">
        <Balance data={loaderData} />
        <Services connections={loaderData.connections} />
        {loaderData.claims ? <Claims claims={loaderData.claims} /> : null}
        {loaderData.showDebit ? <Debit debit={loaderData.debit} /> : null}
      </div>
    </>
  );
}

/** `2026-03` → `03/2026`. */
const period = (value: string) => value.split("-").reverse().join("/");

function Balance({ data }: { data: Data }) {
  const t = useT(accountStrings);
  const payments = useRootData()?.config.PAYMENTS_URL;
  const { balance, invoices } = data;
  return (
    <section className="panel account-section account-wide" aria-labelledby="saldo">
      <h2 id="saldo">{t("home.balanceTitle")}</h2>
      {invoices.length === 0 ? (
        <p>{t("home.upToDate")}</p>
      ) : (
        <>
          <dl className="facts">
            <dt>{t("home.overdue")}</dt>
            <dd>{formatMoney(balance.overdue)}</dd>
            <dt>{t("home.pending")}</dt>
            <dd>{formatMoney(balance.pending)}</dd>
          </dl>
          <div className="table-scroll">
            <table className="table">
              <caption>{t("home.invoicesCaption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("home.period")}</th>
                  <th scope="col">{t("home.number")}</th>
                  <th scope="col" className="numeric">{t("home.amount")}</th>
                  <th scope="col">{t("home.dueDate")}</th>
                  <th scope="col">{t("home.status")}</th>
                </tr>
              </thead>
              <tbody>
                {invoices.map((invoice) => (
                  <tr key={invoice.id}>
                    <td>{period(invoice.period)}</td>
                    <td>{invoice.number}</td>
                    <td className="numeric">{formatMoney(invoice.amount)}</td>
                    <td>{formatDate(invoice.due_date)}</td>
                    <td>
                      <span className={`status status-${invoice.status}`}>{t(`home.invoiceStatus.${invoice.status}`)}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {payments ? (
            <p>
              <ExternalLink href={payments} className="button">
                {t("home.pay")}
              </ExternalLink>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

function Services({ connections }: { connections: Data["connections"] }) {
  const t = useT(accountStrings);
  return (
    <section className="panel account-section" aria-labelledby="servicios">
      <h2 id="servicios">{t("home.servicesTitle")}</h2>
      {connections.length === 0 ? <p>{t("home.noServices")}</p> : null}
      {connections.map((connection) => (
        <article key={connection.id} className="connection">
          <h3>{t("home.connection", { number: connection.number })}</h3>
          <p className="hint">
            {connection.address.street} {connection.address.number}, {connection.address.locality}, {connection.address.province} ·{" "}
            {t("home.since", { date: formatDate(connection.since) })}
          </p>
          <ul className="service-list">
            {connection.services.map((service) => (
              <li key={service.id}>
                <strong>{service.plan.name}</strong>
                <span>
                  {t(`home.serviceKind.${service.kind}`)}
                  {service.plan.download_mbps ? ` · ${t("home.speed", { mbps: service.plan.download_mbps })}` : ""}
                  {" · "}
                  {t("home.perMonth", { price: formatMoney(service.plan.price) })}
                </span>
                <span className={`status status-${service.status}`}>{t(`home.serviceStatus.${service.status}`)}</span>
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
      {claims.length === 0 ? (
        <p>{t("home.noClaims")}</p>
      ) : (
        <ul className="claim-list">
          {claims.map((claim) => (
            <li key={claim.id}>
              <strong>
                {claim.number} · {claim.subject}
              </strong>
              <span>
                <span className={`status status-${claim.status}`}>{t(`home.claimStatus.${claim.status}`)}</span> ·{" "}
                {t("home.claimUpdated", { date: formatDate(claim.updated_at) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Debit({ debit }: { debit: Data["debit"] }) {
  const t = useT(accountStrings);
  return (
    <section className="panel account-section" aria-labelledby="debito">
      <h2 id="debito">{t("home.debitTitle")}</h2>
      <p>{debit ? t(`home.debitStatus.${debit.status}`) : t("home.debitNone")}</p>
    </section>
  );
}
