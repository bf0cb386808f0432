import { href, Link } from "react-router";
import type { Route } from "./+types/index";
import { listConnections } from "~/api/customer.server";
import { capabilityBlock, withApiErrors } from "~/api/failures.server";
import { getStreamingCatalogue } from "~/api/streaming.server";
import { PageTitle } from "~/components/page-title";
import servicesStrings from "~/locales/services";
import { getApiSession } from "~/utils/api-session.server";
import { formatMoney } from "~/utils/format";
import { useT } from "~/utils/i18n";
import { ConnectionAddress, ServiceFacts } from "./components";
import { liveSubscription } from "./services.server";

/** `/mi-cuenta/servicios`: every connection with its services, and the streaming add-on. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const [connections, catalogue] = await withApiErrors(request, () =>
    Promise.all([
      listConnections(session),
      // The streaming add-on is a capability the API may lack (decision 126): a block the page does without.
      capabilityBlock("streaming", "Services: streaming", () => getStreamingCatalogue(session)),
    ]),
  );
  return { connections, streaming: catalogue ? { subscription: liveSubscription(catalogue.subscription) } : null };
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const t = useT(servicesStrings);
  const { connections, streaming } = loaderData;
  return (
    <>
      <PageTitle>{t("titles.services")}</PageTitle>
      <h1>{t("list.heading")}</h1>
      <p className="lead">{t("list.intro")}</p>
      {connections.length === 0 ? <p>{t("list.none")}</p> : null}
      {connections.map((connection) => (
        <section
          key={connection.id}
          className="panel services-connection"
          aria-labelledby={`conexion-${connection.id}`}
        >
          <h2 id={`conexion-${connection.id}`}>{t("common.connection", { number: connection.number })}</h2>
          <p className="hint">
            <ConnectionAddress connection={connection} /> ·{" "}
            <span className={`status status-${connection.status}`}>{t(`common.status.${connection.status}`)}</span>
          </p>
          <ul className="services-cards" aria-label={t("list.servicesOf", { number: connection.number })}>
            {connection.services.map((service) => (
              <li key={service.id} className="card">
                <h3>
                  <Link to={href("/mi-cuenta/servicios/:id", { id: String(service.id) })}>{service.plan.name}</Link>
                </h3>
                <ServiceFacts service={service} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {streaming ? <Streaming subscription={streaming.subscription} /> : null}
      <ul className="services-links">
        <li>
          <Link to={href("/mi-cuenta/servicios/internet")}>{t("list.internetHelp")}</Link>
        </li>
        <li>
          <Link to={href("/mi-cuenta/mi-conexion")}>{t("list.connectionPage")}</Link>
        </li>
      </ul>
    </>
  );
}

/** The streaming add-on: the subscription, or the way to hire it. */
function Streaming({ subscription }: { subscription: ReturnType<typeof liveSubscription> }) {
  const t = useT(servicesStrings);
  return (
    <section className="panel services-connection" aria-labelledby="dgo">
      <h2 id="dgo">{t("list.streamingTitle")}</h2>
      {subscription ? (
        <>
          <p>
            <strong>{subscription.plan.name}</strong> ·{" "}
            <span className={`status status-${subscription.state}`}>
              {t(`common.streamingState.${subscription.state}`)}
            </span>{" "}
            · {t("common.perMonth", { price: formatMoney(subscription.monthly_price) })}
          </p>
          <p>
            <Link to={href("/mi-cuenta/servicios/dgo")}>{t("list.streamingSee")}</Link>
          </p>
        </>
      ) : (
        <>
          <p>{t("list.streamingNone")}</p>
          <p>
            <Link to={href("/mi-cuenta/servicios/contratar-dgo")} className="button">
              {t("list.streamingHire")}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
