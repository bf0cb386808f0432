import { features } from "~/api/capabilities.server";
import { href, Link } from "react-router";
import type { Route } from "./+types/internet";
import { listConnections } from "~/api/customer.server";
import { withApiErrors } from "~/api/failures.server";
import { cachedClaimCategories } from "~/api/public-data.server";
import { PageTitle } from "~/components/page-title";
import servicesStrings from "~/locales/services";
import { getApiSession } from "~/utils/api-session.server";
import { useT } from "~/utils/i18n";
import { ConnectionAddress, ServiceFacts } from "./components";
import { categoryFor, claimHref, servicesOfKind } from "./services.server";

/** `/mi-cuenta/servicios/internet`: the customer's internet, a short self-help guide, and a way to report a problem. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const claims = features().FLAG_ISSUES;
  const [connections, categories] = await withApiErrors(request, () =>
    Promise.all([listConnections(session), claims ? cachedClaimCategories(session) : Promise.resolve(null)]),
  );
  const category = categories ? categoryFor(categories, "internet") : null;
  return {
    services: servicesOfKind(connections, "internet").map(({ connection, service }) => ({
      connection,
      service,
      reportHref: categories ? claimHref(category?.id, connection.id) : null,
    })),
  };
}

export default function Internet({ loaderData }: Route.ComponentProps) {
  const t = useT(servicesStrings);
  return (
    <>
      <PageTitle>{t("titles.internet")}</PageTitle>
      <p className="back-link">
        <Link to={href("/mi-cuenta/servicios")}>{t("common.back")}</Link>
      </p>
      <h1>{t("internet.heading")}</h1>
      <p className="lead">{t("internet.intro")}</p>
      {loaderData.services.length === 0 ? <p>{t("internet.none")}</p> : null}
      {loaderData.services.map(({ connection, service }) => (
        <section key={service.id} className="panel" aria-labelledby={`internet-${service.id}`}>
          <h2 id={`internet-${service.id}`}>
            <Link to={href("/mi-cuenta/servicios/:id", { id: String(service.id) })}>{service.plan.name}</Link>
          </h2>
          <p className="hint">
            {t("common.connection", { number: connection.number })} · <ConnectionAddress connection={connection} />
          </p>
          <ServiceFacts service={service} />
        </section>
      ))}
      <section className="section" aria-labelledby="ayuda">
        <h2 id="ayuda">{t("internet.guideTitle")}</h2>
        <p>{t("internet.guideIntro")}</p>
        <ol className="services-guide">
          <li>
            <h3>{t("internet.restartTitle")}</h3>
            <p>{t("internet.restart")}</p>
          </li>
          <li>
            <h3>{t("internet.cablesTitle")}</h3>
            <p>{t("internet.cables")}</p>
          </li>
          <li>
            <h3>{t("internet.wifiTitle")}</h3>
            <p>{t("internet.wifi")}</p>
          </li>
          <li>
            <h3>{t("internet.speedTitle")}</h3>
            <p>{t("internet.speed")}</p>
          </li>
        </ol>
        {loaderData.services.some((entry) => entry.reportHref) ? (
          <ul className="services-links">
            {loaderData.services.map(({ service, reportHref }) =>
              reportHref ? (
                <li key={service.id}>
                  <Link to={reportHref} className="button">
                    {t("internet.report", { name: service.plan.name })}
                  </Link>
                </li>
              ) : null,
            )}
          </ul>
        ) : null}
      </section>
    </>
  );
}
