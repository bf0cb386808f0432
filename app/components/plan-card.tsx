import { href, Link } from "react-router";
import type { Plan } from "../../contract/public";
import { formatMoney } from "~/utils/format";
import commonStrings from "~/locales/common";
import { useT } from "~/utils/i18n";

/**
 * One plan of the catalogue: its name (a link to its page), what kind it is, the speed
 * and the monthly price; the features where there is room for them. Used by the home
 * page too, so its strings are in the first-load namespace.
 */
export function PlanCard({ plan, features = false }: { plan: Plan; features?: boolean }) {
  const t = useT(commonStrings);
  return (
    <li className="card plan-card">
      <h3>
        <Link to={href("/planes/:id", { id: String(plan.id) })}>{plan.name}</Link>
      </h3>
      <p className="hint">
        {t(`plans.kind.${plan.kind}`)}
        {plan.download_mbps ? ` · ${t("plans.speed", { mbps: plan.download_mbps })}` : null}
      </p>
      <p className="plan-price">
        {formatMoney(plan.price)} <small>{t("plans.perMonth")}</small>
      </p>
      {features ? (
        <ul className="plan-features">
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
