import type { Connection, ConnectionService } from "../../../../contract/customer";
import servicesStrings from "~/locales/services";
import { formatMoney, streetAddress } from "~/utils/format";
import { useT } from "~/utils/i18n";

/** Pieces the services pages share. */

export function ConnectionAddress({ connection }: { connection: Pick<Connection, "address"> }) {
  const t = useT(servicesStrings);
  const { locality, province } = connection.address;
  return <>{t("common.address", { street: streetAddress(connection.address), locality, province })}</>;
}

/** A service's plan, speed, price and status, as a list of facts. */
export function ServiceFacts({ service }: { service: ConnectionService }) {
  const t = useT(servicesStrings);
  return (
    <dl className="facts">
      <dt>{t("list.service")}</dt>
      <dd>{t(`common.kind.${service.kind}`)}</dd>
      {service.plan.download_mbps ? (
        <>
          <dt>{t("list.speed")}</dt>
          <dd>{t("common.speed", { mbps: service.plan.download_mbps })}</dd>
        </>
      ) : null}
      <dt>{t("list.price")}</dt>
      <dd>{t("common.perMonth", { price: formatMoney(service.plan.price) })}</dd>
      <dt>{t("list.status")}</dt>
      <dd>
        <span className={`status status-${service.status}`}>{t(`common.serviceStatus.${service.status}`)}</span>
      </dd>
    </dl>
  );
}

export type Subscription = {
  state: "active" | "paused" | "stopped";
  plan: { name: string };
  extras: { id: number; name: string }[];
  monthly_price: number;
  started_at: string;
};

/** The streaming subscription as the API has it: state, plan, extras, monthly price. */
