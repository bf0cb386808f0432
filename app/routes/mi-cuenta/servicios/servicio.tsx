import { features } from "~/api/capabilities.server";
import { href, Link } from "react-router";
import type { Route } from "./+types/servicio";
import { listConnections } from "~/api/customer.server";
import { withApiErrors } from "~/api/failures.server";
import { cachedClaimCategories, cachedPlans } from "~/api/public-data.server";
import { PageTitle } from "~/components/page-title";
import { SeeMyData } from "~/components/see-my-data";
import servicesStrings from "~/locales/services";
import { getApiSession } from "~/utils/api-session.server";
import { routeId } from "~/utils/route-id";
import { formatDate, formatMoney } from "~/utils/format";
import { notFound } from "~/utils/guards.server";
import { useT } from "~/utils/i18n";
import { ConnectionAddress } from "./components";
import { categoryFor, claimHref, findService } from "./services.server";

/** `/mi-cuenta/servicios/:id`: one service of the customer's; anyone else's is a 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const claims = features().FLAG_ISSUES;
  const [connections, plans, categories] = await withApiErrors(request, () =>
    Promise.all([
      listConnections(session),
      cachedPlans(),
      claims ? cachedClaimCategories(session) : Promise.resolve(null),
    ]),
  );
  const found = findService(connections, routeId(params.id));
  if (!found) throw notFound(request);
  const { connection, service } = found;
  // The catalogue says what a TV plan brings (its channels); the connection only names it.
  const channels =
    plans.find((plan) => plan.id === service.plan.id)?.features.find((feature) => /canales/i.test(feature)) ?? null;
  const category = categories ? categoryFor(categories, service.kind) : null;
  return {
    connection,
    service,
    channels,
    reportHref: categories ? claimHref(category?.id, connection.id) : null,
  };
}

export default function Service({ loaderData }: Route.ComponentProps) {
  const t = useT(servicesStrings);
  const { connection, service, channels, reportHref } = loaderData;
  return (
    <>
      <PageTitle>{t("titles.services")}</PageTitle>
      <p className="back-link">
        <Link to={href("/mi-cuenta/servicios")}>{t("common.back")}</Link>
      </p>
      <h1>{service.plan.name}</h1>
      <dl className="facts panel">
        <dt>{t("detail.plan")}</dt>
        <dd>{service.plan.name}</dd>
        {service.plan.download_mbps ? (
          <>
            <dt>{t("detail.speed")}</dt>
            <dd>{t("common.speed", { mbps: service.plan.download_mbps })}</dd>
          </>
        ) : null}
        {channels ? (
          <>
            <dt>{t("detail.channels")}</dt>
            <dd>{channels}</dd>
          </>
        ) : null}
        <dt>{t("detail.price")}</dt>
        <dd>{t("common.perMonth", { price: formatMoney(service.plan.price) })}</dd>
        <dt>{t("detail.since")}</dt>
        <dd>{formatDate(connection.since)}</dd>
        <dt>{t("detail.connection")}</dt>
        <dd>{connection.number}</dd>
        <dt>{t("detail.address")}</dt>
        <dd>
          <ConnectionAddress connection={connection} />
          {connection.address.number === null ? <SeeMyData /> : null}
        </dd>
        <dt>{t("detail.status")}</dt>
        <dd>
          <span className={`status status-${service.status}`}>{t(`common.serviceStatus.${service.status}`)}</span>
        </dd>
      </dl>
      {service.status === "suspended" ? <p className="services-note">{t("detail.suspendedNote")}</p> : null}
      {service.status === "pending_installation" ? <p className="services-note">{t("detail.pendingNote")}</p> : null}
      <section aria-labelledby="acciones">
        <h2 id="acciones">{t("detail.whatToDo")}</h2>
        <ul className="services-links">
          <li>
            <Link to={href("/mi-cuenta/servicios/gestionar/:id", { id: String(service.id) })}>
              {t("detail.manage")}
            </Link>
          </li>
          {reportHref ? (
            <li>
              <Link to={reportHref}>{t("detail.report")}</Link>
            </li>
          ) : null}
          <li>
            <Link to={href("/mi-cuenta/facturacion")}>{t("detail.invoices")}</Link>
          </li>
          <li>
            {/* The public "Botón de baja", with this service filled in (and the holder, from the session). */}
            <Link
              to={`${href("/baja")}?${new URLSearchParams({ conexion: connection.number, servicio: service.kind })}`}
            >
              {t("detail.cancel")}
            </Link>
          </li>
        </ul>
      </section>
    </>
  );
}
