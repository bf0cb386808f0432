import { Link } from "react-router";
import type { Route } from "./+types/contratar-dgo";
import { withApiErrors } from "~/api/failures.server";
import { cachedStreamingCatalogue } from "~/api/public-data.server";
import { ExternalLink } from "~/components/external-link";
import { PageTitle } from "~/components/page-title";
import catalogueStrings from "~/locales/catalogue";
import { useRootData } from "~/utils/root-data";
import { formatMoney } from "~/utils/format";
import { useT } from "~/utils/i18n";

/**
 * Hiring the streaming add-on happens in the customer area, with the plan chosen here
 * already chosen there; a visitor gets there through the sign-in.
 */
const hirePath = (planId: number) =>
  `/mi-cuenta/servicios/contratar-dgo?${new URLSearchParams({ plan: String(planId) })}`;

export async function loader({ request }: Route.LoaderArgs) {
  const { plans, extras } = await withApiErrors(request, () => cachedStreamingCatalogue());
  return { plans, extras };
}

export default function HireStreaming({ loaderData }: Route.ComponentProps) {
  const t = useT(catalogueStrings);
  const root = useRootData();
  // Without the customer area (or its services pages) there is nowhere to hire it.
  const hireTo =
    root?.config.FLAG_PLATFORM && root.config.FLAG_SERVICES
      ? (planId: number) =>
          root.signedIn ? hirePath(planId) : `/iniciar-sesion?${new URLSearchParams({ redirectTo: hirePath(planId) })}`
      : null;
  return (
    <>
      <PageTitle>{t("titles.streaming")}</PageTitle>
      <h1>{t("streaming.heading")}</h1>
      <p className="lead">{t("streaming.intro")}</p>
      {hireTo ? <p>{t("streaming.hireHint")}</p> : null}
      <section className="section" aria-labelledby="dgo-planes">
        <h2 id="dgo-planes">{t("streaming.plansTitle")}</h2>
        <ul className="cards">
          {loaderData.plans.map((plan) => (
            <li key={plan.id} className="card plan-card">
              {plan.featured ? <span className="badge">{t("streaming.featured")}</span> : null}
              <h3>{plan.name}</h3>
              <p>{plan.description}</p>
              <p className="hint">{t("streaming.channels", { count: plan.channels })}</p>
              <p className="plan-price">{t("plans.perMonth", { price: formatMoney(plan.price) })}</p>
              {hireTo ? (
                <Link to={hireTo(plan.id)} className="button">
                  {t("streaming.hire", { plan: plan.name })}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <section className="section" aria-labelledby="dgo-extras">
        <h2 id="dgo-extras">{t("streaming.extrasTitle")}</h2>
        <p>{t("streaming.extrasIntro")}</p>
        <ul className="cards">
          {loaderData.extras.map((extra) => (
            <li key={extra.id} className="card">
              <h3>{extra.name}</h3>
              <p>{extra.description}</p>
              <p className="plan-price">{t("plans.perMonth", { price: formatMoney(extra.price) })}</p>
            </li>
          ))}
        </ul>
      </section>
      {root ? (
        <p>
          <ExternalLink href={root.config.STREAMING_LOGIN_URL}>{t("streaming.watch")}</ExternalLink>
        </p>
      ) : null}
    </>
  );
}
