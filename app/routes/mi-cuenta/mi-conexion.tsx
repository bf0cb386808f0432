import { href, Link } from "react-router";
import type { Route } from "./+types/mi-conexion";
import { listConnections } from "~/api/customer.server";
import { withApiErrors } from "~/api/failures.server";
import { OutageNotices } from "~/components/outage-notice";
import { PageTitle } from "~/components/page-title";
import { SeeMyData } from "~/components/see-my-data";
import { features } from "~/api/capabilities.server";
import servicesStrings from "~/locales/services";
import { getInstance } from "~/middleware/i18next.server";
import { getApiSession } from "~/utils/api-session.server";
import { formatDate } from "~/utils/format";
import { useT } from "~/utils/i18n";
import { outageNotices } from "./cortes/notices.server";
import { ConnectionAddress } from "./servicios/components";
import { LineBlock } from "./mi-conexion/line-block";
import { equipmentBlock, equipmentView } from "./mi-conexion/line.server";

/**
 * `/mi-cuenta/mi-conexion`: each connection's state and what it means. Not under
 * FLAG_SERVICES (decision 065): a customer whose connection is cut must learn why even
 * when the services module is off. While the API is in maintenance the page cannot be
 * read, and the maintenance screen says so instead.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const [connections, outages] = await withApiErrors(request, () =>
    Promise.all([listConnections(session), outageNotices(session, context)]),
  );
  // Decision 102: each connection's equipment, a block the page does without when it cannot be read.
  const views = await withApiErrors(request, () =>
    Promise.all(connections.map((connection) => equipmentView(session, connection))),
  );
  const line = getInstance(context).getFixedT(null, "lineServer");
  const equipment = views.map((view, index) => (view ? equipmentBlock(line, connections[index]!.id, view) : null));
  const on = features();
  // Paying online is a capability the API may lack (decision 126): then the invoices' page, with their payment codes.
  const payTo = on.FLAG_ONLINE_PAYMENT ? href("/mi-cuenta/facturacion/pagar") : href("/mi-cuenta/facturacion");
  return { connections, outages, showServices: on.FLAG_SERVICES, payTo, equipment, diagnosis: line("diagnosis.start") };
}

export default function MyConnection({ loaderData }: Route.ComponentProps) {
  const t = useT(servicesStrings);
  const { connections, showServices, payTo, equipment, diagnosis } = loaderData;
  return (
    <>
      <PageTitle>{t("titles.connection")}</PageTitle>
      <h1>{t("connection.heading")}</h1>
      {/* An outage in the customer's area comes first (decision 101). */}
      {loaderData.outages ? <OutageNotices {...loaderData.outages} back={href("/mi-cuenta/mi-conexion")} /> : null}
      <p className="lead">{t("connection.intro")}</p>
      {connections.length === 0 ? <p>{t("connection.none")}</p> : null}
      {connections.map((connection, index) => (
        <section key={connection.id} className="panel" aria-labelledby={`conexion-${connection.id}`}>
          <h2 id={`conexion-${connection.id}`}>{t("common.connection", { number: connection.number })}</h2>
          <dl className="facts">
            <dt>{t("connection.number")}</dt>
            <dd>{connection.number}</dd>
            <dt>{t("connection.address")}</dt>
            <dd>
              <ConnectionAddress connection={connection} />
            </dd>
            <dt>{t("connection.since")}</dt>
            <dd>{formatDate(connection.since)}</dd>
            <dt>{t("connection.status")}</dt>
            <dd>
              <span className={`status status-${connection.status}`}>{t(`common.status.${connection.status}`)}</span>
            </dd>
            <dt>{t("connection.services")}</dt>
            <dd>{connection.services.map((service) => service.plan.name).join(", ") || "—"}</dd>
          </dl>
          {connection.status === "suspended" ? (
            <>
              <p>{t("connection.suspendedWhy")}</p>
              <p>{t("connection.suspendedHow")}</p>
              <p>
                <Link to={payTo} className="button">
                  {t("connection.pay")}
                </Link>
              </p>
            </>
          ) : connection.status === "pending_installation" ? (
            <p>{t("connection.pendingWhat")}</p>
          ) : (
            <p>{t("connection.activeNote")}</p>
          )}
          <LineBlock
            connectionId={connection.id}
            block={equipment[index] ?? null}
            diagnosis={connection.status === "active" ? diagnosis : null}
          />
        </section>
      ))}
      {/* The API withholds the house number from a quick-access session (decision 097). */}
      {connections.some((connection) => connection.address.number === null) ? <SeeMyData /> : null}
      {showServices ? (
        <p>
          <Link to={href("/mi-cuenta/servicios")}>{t("connection.seeServices")}</Link>
        </p>
      ) : null}
    </>
  );
}
