import { Link } from "react-router";
import type { visitLines } from "./visits.server";

/**
 * The customer home's technician visits to come (decision 103), as the loader worded them:
 * "Visita técnica: jueves 27/11, de 9 a 12", its state, and a link to its claim while the
 * claims module is on.
 */
export function UpcomingVisits({ visits, claimLinks }: { visits: ReturnType<typeof visitLines>; claimLinks: boolean }) {
  return (
    <section className="panel attention" aria-labelledby="visitas-tecnicas">
      <h2 id="visitas-tecnicas">{visits.title}</h2>
      <ul className="attention-list">
        {visits.lines.map((visit) => (
          <li key={visit.id}>
            <span>
              {visit.text} <span className={`status ${visit.status}`}>{visit.state}</span>
            </span>
            {claimLinks ? (
              <Link to={visit.claim.to} className="button button-small button-secondary">
                {visit.claim.label}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
