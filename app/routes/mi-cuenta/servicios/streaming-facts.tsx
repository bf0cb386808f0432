import type servicesStrings from "~/locales/services";
import type servicesManageStrings from "~/locales/services-manage";
import { formatDate, formatMoney } from "~/utils/format";
import { useT } from "~/utils/i18n";
import type { Subscription } from "./components";

/** The streaming subscription's facts, for the page that shows it and the page that manages it. */
export function StreamingFacts({
  subscription,
  strings,
}: {
  subscription: Subscription;
  strings: typeof servicesStrings | typeof servicesManageStrings;
}) {
  // Both namespaces carry these words: the page passes its own, so it loads one of them.
  const t = useT(strings as typeof servicesStrings);
  return (
    <dl className="facts">
      <dt>{t("streaming.state")}</dt>
      <dd>
        <span className={`status status-${subscription.state}`}>
          {t(`common.streamingState.${subscription.state}`)}
        </span>
      </dd>
      <dt>{t("streaming.plan")}</dt>
      <dd>{subscription.plan.name}</dd>
      <dt>{t("streaming.extras")}</dt>
      <dd>
        {subscription.extras.length
          ? subscription.extras.map((extra) => extra.name).join(", ")
          : t("streaming.noExtras")}
      </dd>
      <dt>{t("streaming.monthly")}</dt>
      <dd>{formatMoney(subscription.monthly_price)}</dd>
      <dt>{t("streaming.since")}</dt>
      <dd>{formatDate(subscription.started_at)}</dd>
    </dl>
  );
}
