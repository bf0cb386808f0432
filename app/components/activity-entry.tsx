import type { ReactNode } from "react";
import type { ActivityEntry } from "../../contract/activity";
import activityStrings from "~/locales/activity";
import { formatDateTime } from "~/utils/format";
import { useT } from "~/utils/i18n";

/**
 * What the account's activity says of one entry (decision 141), below its description: when
 * (Buenos Aires time), who (the customer, or the agent by number) and from which address, as
 * the API gives it (masked to a quick-access session). A list of facts rather than a table's
 * row: at 360 px it wraps, never scrolls sideways. `children` adds facts (the supervisors' view).
 */
export function ActivityEntryFacts({
  entry,
  children,
}: {
  entry: Pick<ActivityEntry, "at" | "actor" | "client_address">;
  children?: ReactNode;
}) {
  const t = useT(activityStrings);
  return (
    <dl className="facts">
      <dt>{t("entry.when")}</dt>
      <dd>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </dd>
      <dt>{t("entry.who")}</dt>
      <dd>{entry.actor === "customer" ? t("entry.you") : t("entry.agent", { number: entry.actor.agent_number })}</dd>
      {children}
      <dt>{t("entry.where")}</dt>
      <dd>{entry.client_address ?? t("entry.unknownAddress")}</dd>
    </dl>
  );
}
