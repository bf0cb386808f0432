import { href, Link } from "react-router";
import type { Route } from "./+types/sin-servicio";
import { Notice } from "~/components/notice";
import commonStrings from "~/locales/common";
import hiringStrings from "~/locales/hiring";
import { useT } from "~/utils/i18n";
import { formatPhone } from "~/utils/normalize.server";
import { readDraft } from "./contratar/draft.server";

/**
 * No service at the address the hiring flow checked. The sales attempt is already recorded
 * with the applicant's contact details, so the page says so and when they will hear from
 * us; a visitor who arrives without a draft is offered to leave their details.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { applicant, location } = await readDraft(request);
  const recorded =
    applicant && location && !location.available && location.attempt
      ? {
          address: location.address,
          locality: location.localidad,
          phone: formatPhone(applicant.phone),
          email: applicant.email,
        }
      : null;
  return { retry: href("/contratar/seleccionar-ubicacion"), recorded };
}

export default function NoService({ loaderData }: Route.ComponentProps) {
  const t = useT(commonStrings);
  const hiring = useT(hiringStrings);
  const { recorded } = loaderData;
  return (
    <Notice title={t("titles.noService")} copy="noService" retryTo={loaderData.retry}>
      {recorded ? (
        <p className="no-service-recorded">{hiring("noService.recorded", recorded)}</p>
      ) : (
        <p>
          {hiring("noService.leaveData")} <Link to={href("/contratar")}>{hiring("noService.leaveDataLink")}</Link>
        </p>
      )}
    </Notice>
  );
}
