import { Link } from "react-router";
import type { visitBlockView } from "./visits.server";

/**
 * A claim's technician visit (decision 103), as the loader worded it (`visitBlockView`): the
 * link to choose a window while none is booked; once booked, its day, window and state, with
 * "Cambiar horario" and "Cancelar visita" up to the day before, and after that the phone.
 */
export function VisitBlock({ view }: { view: NonNullable<ReturnType<typeof visitBlockView>> }) {
  return (
    <section aria-labelledby="visita" className="panel">
      <h2 id="visita">{view.heading}</h2>
      {view.facts.length ? (
        <dl className="facts">
          {view.facts.flatMap((fact) => [
            <dt key={`t${fact.term}`}>{fact.term}</dt>,
            <dd key={`d${fact.term}`}>
              {fact.status ? <span className={`status ${fact.status}`}>{fact.detail}</span> : fact.detail}
            </dd>,
          ])}
        </dl>
      ) : null}
      {view.notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
      <p className="actions">
        {view.links.map((link) => (
          <Link key={link.to} to={link.to} className={link.className}>
            {link.label}
          </Link>
        ))}
      </p>
    </section>
  );
}
