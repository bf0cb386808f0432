import { Fragment } from "react";
import { href, Link } from "react-router";
import type { EquipmentBlock } from "./line.server";

/**
 * A connection's line on Mi conexión (decision 102): its equipment as the API sees it, in plain
 * words (worded on the server, `equipmentBlock`), with the restart or a way to check again,
 * and the way into the guided diagnosis. "Volver a comprobar" is a plain link to this page:
 * without JavaScript it loads it again, with it the page's data is read again.
 */
export function LineBlock({
  connectionId,
  block,
  diagnosis,
}: {
  connectionId: number;
  block: EquipmentBlock | null;
  diagnosis: string | null;
}) {
  const id = String(connectionId);
  return (
    <>
      {block ? (
        <section className="line-equipment" aria-labelledby={`equipo-${id}`} id={`equipo-${id}-bloque`}>
          <h3 id={`equipo-${id}`}>{block.heading}</h3>
          {block.unavailable ? <p role="status">{block.unavailable}</p> : null}
          {block.facts.length ? (
            <dl className="facts">
              {block.facts.map(({ term, description }) => (
                <Fragment key={term}>
                  <dt>{term}</dt>
                  <dd>{description}</dd>
                </Fragment>
              ))}
            </dl>
          ) : null}
          {block.status ? <p role="status">{block.status}</p> : null}
          {block.notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
          {block.link ? (
            <p>
              <Link to={block.link.href} className={block.link.primary ? "button" : "button button-secondary"}>
                {block.link.label}
              </Link>
            </p>
          ) : null}
        </section>
      ) : null}
      {diagnosis ? (
        <p>
          <Link to={href("/mi-cuenta/mi-conexion/:id/diagnostico", { id })} className="button button-secondary">
            {diagnosis}
          </Link>
        </p>
      ) : null}
    </>
  );
}
