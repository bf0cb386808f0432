import type { Route } from "./+types/index";
import type { PlanKind } from "../../../contract/public";
import { cachedPlans } from "~/api/public-data.server";
import { withApiErrors } from "~/api/failures.server";
import { PageTitle } from "~/components/page-title";
import { PlanCard } from "~/components/plan-card";
import catalogueStrings from "~/locales/catalogue";
import { useT } from "~/utils/i18n";

const KINDS: PlanKind[] = ["internet", "tv", "combo"];

export async function loader({ request }: Route.LoaderArgs) {
  const plans = await withApiErrors(request, () => cachedPlans());
  return {
    groups: KINDS.map((kind) => ({ kind, plans: plans.filter((plan) => plan.kind === kind) })).filter(
      (group) => group.plans.length,
    ),
  };
}

export default function Plans({ loaderData }: Route.ComponentProps) {
  const t = useT(catalogueStrings);
  return (
    <>
      <PageTitle>{t("titles.plans")}</PageTitle>
      <h1>{t("plans.heading")}</h1>
      <p className="lead">{t("plans.intro")}</p>
      {loaderData.groups.map((group) => (
        <section key={group.kind} className="section" aria-labelledby={`planes-${group.kind}`}>
          <h2 id={`planes-${group.kind}`}>{t(`plans.groups.${group.kind}`)}</h2>
          <ul className="cards">
            {group.plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} features />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
