import { href, Link } from "react-router";
import type { Route } from "./+types/subscription-success";
import { getCustomerInfo, listConnections } from "~/api/customer.server";
import { requireApiSession, withApiErrors } from "~/api/failures.server";
import { PageTitle } from "~/components/page-title";
import accountStrings from "~/locales/account";
import { formatDate } from "~/utils/format";
import { useT } from "~/utils/i18n";
import { pageUrl } from "~/utils/request-scope.server";

/**
 * Where the card site sends the customer back after signing up for automatic debit
 * (`?subscription_id=&status=`). The outcome shown is the API's, never the address's:
 * anyone can type `status=active`.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireApiSession(request);
  const id = Number(pageUrl(request).searchParams.get("subscription_id"));
  const [info, connections] = await withApiErrors(request, () =>
    Promise.all([getCustomerInfo(session), listConnections(session)]),
  );
  const subscription = info.debit_subscription;
  if (!subscription || subscription.id !== id) return { outcome: "unknown" as const, services: [], requestedOn: null };
  const services = connections.flatMap((connection) =>
    connection.services
      .filter((service) => subscription.services.includes(service.id))
      .map((service) => ({ id: service.id, plan: service.plan.name, connection: connection.number })),
  );
  return { outcome: subscription.status, services, requestedOn: subscription.created_at };
}

export default function SubscriptionSuccess({ loaderData }: Route.ComponentProps) {
  const t = useT(accountStrings);
  const { outcome, services, requestedOn } = loaderData;
  return (
    <main id="contenido" className="page-narrow">
      <PageTitle>{t("titles.subscriptionSuccess")}</PageTitle>
      <h1>{t(`subscription.${outcome}.heading`)}</h1>
      <p className="lead">{t(`subscription.${outcome}.text`)}</p>
      {services.length ? (
        <section aria-labelledby="servicios-adheridos">
          <h2 id="servicios-adheridos">{t("subscription.services")}</h2>
          <ul>
            {services.map((service) => (
              <li key={service.id}>
                {t("subscription.service", { plan: service.plan, connection: service.connection })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {requestedOn ? <p className="hint">{t("subscription.requestedOn", { date: formatDate(requestedOn) })}</p> : null}
      <p>
        <Link to={href("/mi-cuenta")} className="button">
          {t("subscription.toAccount")}
        </Link>
      </p>
    </main>
  );
}
