import { href, Link } from "react-router";
import visitsStrings from "~/locales/visits";
import { formatDate } from "~/utils/format";
import { useT } from "~/utils/i18n";
import { visitWindow } from "./visit-window";
import type { visitBlock } from "./visits.server";

/**
 * A claim's technician visit (issue 21): the link to choose a window while none is booked;
 * once booked, its day, window and state, with "Cambiar horario" and "Cancelar visita" up to
 * the day before, and after that the phone to call.
 */
export function VisitBlock({ claimId, block }: { claimId: number; block: NonNullable<ReturnType<typeof visitBlock>> }) {
  const t = useT(visitsStrings);
  const page = href("/mi-cuenta/reclamos/:id/visita", { id: String(claimId) });
  const { visit } = block;
  return (
    <section aria-labelledby="visita" className="panel visit-block">
      <h2 id="visita">{t("block.heading")}</h2>
      {visit ? (
        <dl className="facts">
          <dt>{t("block.when")}</dt>
          <dd>{visitWindow(t, visit)}</dd>
          <dt>{t("block.state")}</dt>
          <dd>
            <span className={`status status-visit-${visit.state}`}>{t(`state.${visit.state}`)}</span>
          </dd>
          {visit.notes ? (
            <>
              <dt>{t("block.notes")}</dt>
              <dd>{visit.notes}</dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p>{t("block.needed")}</p>
      )}
      {visit?.state === "cancelled" && block.canBook ? <p>{t("block.cancelledNote")}</p> : null}
      {block.canBook ? (
        <p>
          <Link to={page} className="button">{t("block.choose")}</Link>
        </p>
      ) : null}
      {block.canChange && visit ? (
        <>
          <p>{t("block.changeableUntil", { date: formatDate(visit.changeable_until) })}</p>
          <p className="actions">
            <Link to={page} className="button button-secondary">{t("block.change")}</Link>{" "}
            <Link to={`${page}?cancelar`} className="button button-secondary">{t("block.cancel")}</Link>
          </p>
        </>
      ) : null}
      {visit?.state === "confirmed" && !block.canChange ? <p>{t("block.locked", { phone: block.phone })}</p> : null}
    </section>
  );
}
