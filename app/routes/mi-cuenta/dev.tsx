import type { Route } from "./+types/dev";
import { getCustomerInfo } from "~/api/customer.server";
import { withApiErrors } from "~/api/failures.server";
import { features } from "~/api/capabilities.server";
import { getApiStatus } from "~/api/status.server";
import { PageTitle } from "~/components/page-title";
import { getConfig } from "~/config.server";
import devStrings from "~/locales/dev";
import { getApiSession } from "~/utils/api-session.server";
import { formatDateTime } from "~/utils/format";
import { requireTesting } from "~/utils/guards.server";
import { useT } from "~/utils/i18n";
import { getSession } from "~/utils/session.server";

/**
 * `/mi-cuenta/dev` (testing guard: 404 in production): what a developer checks first.
 * Never a secret and never the token itself: only when it expires.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireTesting(request);
  const config = getConfig();
  const [info, session] = await Promise.all([
    withApiErrors(request, () => getCustomerInfo(getApiSession(context))),
    getSession(request),
  ]);
  const expiresAt = session.get("expiresAt");
  return {
    customer: {
      id: info.id,
      name: info.name,
      identification: `${info.identification_type} ${info.identification}`,
      hasPassword: info.has_password,
    },
    expiresAt: typeof expiresAt === "string" ? expiresAt : null,
    // Every module and capability, as on now: the flags and what the API offers (decision 126).
    flags: Object.entries(features()).map(([flag, on]) => ({ flag, on })),
    appEnv: config.APP_ENV,
    apiStatus: getApiStatus(),
    build: __BUILD_ID__,
  };
}

export default function Dev({ loaderData }: Route.ComponentProps) {
  const t = useT(devStrings);
  const { customer, expiresAt, flags } = loaderData;
  return (
    <>
      <PageTitle>{t("dev.title")}</PageTitle>
      <h1>{t("dev.title")}</h1>
      <dl className="facts">
        <dt>{t("dev.customer")}</dt>
        <dd>
          {customer.name} (#{customer.id}, {customer.identification})
        </dd>
        <dt>{t("dev.password")}</dt>
        <dd>{customer.hasPassword ? t("dev.yes") : t("dev.no")}</dd>
        <dt>{t("dev.expiresAt")}</dt>
        <dd>{expiresAt ? formatDateTime(expiresAt) : t("dev.noExpiry")}</dd>
        <dt>{t("dev.environment")}</dt>
        <dd>{loaderData.appEnv}</dd>
        <dt>{t("dev.apiStatus")}</dt>
        <dd>{loaderData.apiStatus}</dd>
        <dt>{t("dev.build")}</dt>
        <dd>{loaderData.build}</dd>
      </dl>
      <h2>{t("dev.flags")}</h2>
      <ul>
        {flags.map(({ flag, on }) => (
          <li key={flag}>
            <code>{flag}</code>: {on ? t("dev.on") : t("dev.off")}
          </li>
        ))}
      </ul>
    </>
  );
}
