import { href, Link } from "react-router";
import type { Route } from "./+types/plan";
import { cachedPlans } from "~/api/public-data.server";
import { withApiErrors } from "~/api/failures.server";
import { PageTitle } from "~/components/page-title";
import catalogueStrings from "~/locales/catalogue";
import { formatMoney } from "~/utils/format";
import { notFound } from "~/utils/guards.server";
import { routeId } from "~/utils/route-id";
import { useT } from "~/utils/i18n";
import { useRootData } from "~/utils/root-data";

export async function loader({ request, params }: Route.LoaderArgs) {
  // The API has no call for one plan: the catalogue is short, and this is what it lists.
  const id = routeId(params.id);
  if (id === null) throw notFound(request);
  const plans = await withApiErrors(request, () => cachedPlans());
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) throw notFound(request);
  return { plan };
}

export default function PlanPage({ loaderData: { plan } }: Route.ComponentProps) {
  const t = useT(catalogueStrings);
  return (
    <article className="page-narrow">
      <PageTitle>{t("titles.plans")}</PageTitle>
      <p>
        <Link to={href("/planes")}>{t("plans.all")}</Link>
      </p>
      <h1>{plan.name}</h1>
      <p className="lead">{t(`plans.groups.${plan.kind}`)}</p>
      <dl className="facts">
        {plan.download_mbps ? (
          <>
            <dt>{t("plans.download")}</dt>
            <dd>{plan.download_mbps} Mbps</dd>
          </>
        ) : null}
        {plan.upload_mbps ? (
          <>
            <dt>{t("plans.upload")}</dt>
            <dd>{plan.upload_mbps} Mbps</dd>
          </>
        ) : null}
        <dt>{t("plans.price")}</dt>
        <dd>{t("plans.perMonth", { price: formatMoney(plan.price) })}</dd>
      </dl>
      <h2>{t("plans.features")}</h2>
      <ul className="plan-features">
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {/* Hiring is a capability the API may lack (decision 126). */}
      {useRootData()?.config.FLAG_HIRING ? (
        <>
          <p className="hint">{t("plans.hireHint")}</p>
          <p>
            <Link
              to={`${href("/contratar")}?${new URLSearchParams({ plan: String(plan.id) })}`}
              className="button button-accent"
            >
              {t("plans.hire")}
            </Link>
          </p>
        </>
      ) : null}
    </article>
  );
}
