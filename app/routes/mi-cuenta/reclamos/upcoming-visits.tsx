import { href, Link } from "react-router";
import type { Visit } from "../../../../contract/visits";
import visitsStrings from "~/locales/visits";
import { useT } from "~/utils/i18n";
import { visitWindow } from "./visit-window";

/**
 * The customer home's technician visits to come (issue 21): "Visita técnica: jueves 27/11,
 * de 9 a 12", its state, and a link to its claim while the claims module is on.
 */
export function UpcomingVisits({ visits, claimLinks }: { visits: Visit[]; claimLinks: boolean }) {
  const t = useT(visitsStrings);
  return (
    <section className="panel attention" aria-labelledby="visitas-tecnicas">
      <h2 id="visitas-tecnicas">{t("home.title")}</h2>
      <ul className="attention-list">
        {visits.map((visit) => (
          <li key={visit.id}>
            <span>
              {t("home.line", { window: visitWindow(t, visit) })}{" "}
              <span className={`status status-visit-${visit.state}`}>{t(`state.${visit.state}`)}</span>
            </span>
            {claimLinks ? (
              <Link to={href("/mi-cuenta/reclamos/:id", { id: String(visit.ticket.id) })} className="button button-small button-secondary">
                {t("home.claim", { number: visit.ticket.number })}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
