import { href, Link } from "react-router";
import type { Equipment } from "../../../../contract/equipment";
import lineStrings from "~/locales/line";
import { formatDateTime } from "~/utils/format";
import { useT } from "~/utils/i18n";
import type { EquipmentView } from "./line.server";
import { formatDbm, formatTime } from "./line-format";

/**
 * A connection's line on Mi conexión (issue 21): its equipment as the API sees it, in plain
 * words, with the restart and a way to check again, and the way into the guided diagnosis.
 * "Volver a comprobar" is a plain link to this page: without JavaScript it loads it again,
 * with it the page's data is read again (its query makes it more than a change of hash,
 * which would read nothing).
 */
export function LineBlock({ connectionId, view, diagnosis }: { connectionId: number; view: EquipmentView | null; diagnosis: boolean }) {
  const t = useT(lineStrings);
  const id = String(connectionId);
  return (
    <>
      {view ? (
        <section className="line-equipment" aria-labelledby={`equipo-${id}`} id={`equipo-${id}-bloque`}>
          <h3 id={`equipo-${id}`}>{t("equipment.heading")}</h3>
          {view.state === "unavailable" ? <p role="status">{t("equipment.unavailable")}</p> : <EquipmentFacts equipment={view.equipment} />}
        </section>
      ) : null}
      {diagnosis ? (
        <p>
          <Link to={href("/mi-cuenta/mi-conexion/:id/diagnostico", { id })} className="button button-secondary">
            {t("diagnosis.start")}
          </Link>
        </p>
      ) : null}
    </>
  );
}

function EquipmentFacts({ equipment }: { equipment: Equipment }) {
  const t = useT(lineStrings);
  const id = String(equipment.connection_id);
  const last = equipment.last_restart;
  return (
    <>
      <dl className="facts">
        <dt>{t("equipment.model")}</dt>
        <dd>{equipment.model}</dd>
        <dt>{t("equipment.state")}</dt>
        <dd>
          <span className={`status status-equipment-${equipment.state}`}>
            {equipment.state === "restarting"
              ? t("equipment.restarting")
              : t(equipment.state === "online" ? "equipment.online" : "equipment.offline", { date: formatDateTime(equipment.since) })}
          </span>
        </dd>
        {equipment.signal ? (
          <>
            <dt>{t("equipment.signal")}</dt>
            <dd>
              {equipment.signal.dbm === null
                ? t(`equipment.reading.${equipment.signal.reading}`)
                : t("equipment.signalValue", { reading: t(`equipment.reading.${equipment.signal.reading}`), dbm: formatDbm(equipment.signal.dbm) })}
            </dd>
          </>
        ) : null}
        <dt>{t("equipment.lastRestart")}</dt>
        <dd>{last ? t("equipment.restartAt", { date: formatDateTime(last.requested_at), state: t(`equipment.restartState.${last.state}`) }) : t("equipment.never")}</dd>
      </dl>
      {equipment.state === "online" && equipment.signal?.reading === "weak" ? <p>{t("equipment.weakNote")}</p> : null}
      {equipment.state === "restarting" ? (
        <>
          <p role="status">{t("equipment.restartingNote")}</p>
          <p className="hint">{t("equipment.checkedAt", { time: formatTime(equipment.checked_at) })}</p>
          <p>
            <Link to={`${href("/mi-cuenta/mi-conexion")}?comprobar=${id}#equipo-${id}-bloque`} className="button">
              {t("equipment.checkAgain")}
            </Link>
          </p>
        </>
      ) : equipment.state === "offline" ? (
        <p>{t("equipment.offlineNote")}</p>
      ) : equipment.restart_available_at ? (
        <p>{t("equipment.restartLater", { time: formatTime(equipment.restart_available_at) })}</p>
      ) : (
        <p>
          <Link to={href("/mi-cuenta/mi-conexion/:id/reiniciar", { id })} className="button button-secondary">
            {t("equipment.restart")}
          </Link>
        </p>
      )}
    </>
  );
}
