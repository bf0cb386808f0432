import { Form, Link } from "react-router";
import type { CustomerOutage } from "../../contract/outages";
import outagesStrings from "~/locales/outages";
import { TIME_ZONE } from "~/utils/format";
import { useT } from "~/utils/i18n";

/**
 * The outage that affects the customer (issue 21), first thing on the customer home and on
 * Mi conexión: since when, until when we expect it, its latest update, the credit, and
 * "Avisarme cuando vuelva" (a plain POST, so it works without JavaScript). Times read as
 * the customer's clock does: today's as "a las 18:00", another day's with its date.
 */

/** What a page sends of each outage: its updates shrink to the latest. */
export type OutageNoticeView = Pick<
  CustomerOutage, "id" | "localities" | "area" | "cause" | "state" | "started_at" | "estimated_end" | "resolved_at" | "notify"
> & { latest: CustomerOutage["updates"][number] | null };

export const outageNoticeView = ({ updates, connection_ids: _ids, services: _services, ...outage }: CustomerOutage): OutageNoticeView => ({
  ...outage,
  latest: updates.at(-1) ?? null,
});

const time = new Intl.DateTimeFormat("es-AR", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const dayMonth = new Intl.DateTimeFormat("es-AR", { timeZone: TIME_ZONE, day: "2-digit", month: "2-digit" });
const day = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** An instant as the notice says it: its time, its day and month, and whether it is `today` (`aaaa-mm-dd`, Buenos Aires). */
export function outageMoment(value: string, today: string) {
  const date = new Date(value);
  return { time: time.format(date), date: dayMonth.format(date), today: day.format(date) === today };
}

/** "a las 18:00" or "el 27/11 a las 18:00". */
export function useOutageWhen(today: string) {
  const t = useT(outagesStrings);
  return (value: string) => {
    const moment = outageMoment(value, today);
    return moment.today ? t("when.today", { time: moment.time }) : t("when.day", { time: moment.time, date: moment.date });
  };
}

export const localityNames = (localities: string[]) => localities.join(", ");

export function OutageNotices({ outages, today, back }: { outages: OutageNoticeView[]; today: string; back: string }) {
  if (outages.length === 0) return null;
  return (
    <>
      {outages.map((outage) =>
        outage.state === "resolved" ? <ResolvedNotice key={outage.id} outage={outage} today={today} /> : <OutageNotice key={outage.id} outage={outage} today={today} back={back} />,
      )}
    </>
  );
}

function OutageNotice({ outage, today, back }: { outage: OutageNoticeView; today: string; back: string }) {
  const t = useT(outagesStrings);
  const when = useOutageWhen(today);
  const started = outageMoment(outage.started_at, today);
  const locality = localityNames(outage.localities);
  const headingId = `corte-${outage.id}-aviso`;
  return (
    <section className="panel outage-notice" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {started.today ? t("notice.headline", { locality, time: started.time }) : t("notice.headlineDay", { locality, time: started.time, date: started.date })}{" "}
        {outage.estimated_end ? t("notice.estimate", { when: when(outage.estimated_end) }) : t("notice.noEstimate")}
      </h2>
      <p>
        <span className={`status status-${outage.state}`}>{t(`state.${outage.state}`)}</span>
        {outage.area ? ` ${t("notice.area", { area: outage.area })}` : null} {t("notice.cause", { cause: outage.cause })}
      </p>
      {outage.latest ? <p>{t("notice.latest", { when: when(outage.latest.at), message: outage.latest.message })}</p> : null}
      <p>
        <Link to={`/estado-del-servicio#corte-${outage.id}`}>{t("notice.allUpdates")}</Link>
      </p>
      <p>{t("notice.credit")}</p>
      {outage.notify ? (
        <p className="outage-notifying" role="status">{t("notice.notifying")}</p>
      ) : (
        <Form method="post" action={`/mi-cuenta/cortes/${outage.id}/avisarme`}>
          <input type="hidden" name="volver" value={back} />
          <button type="submit" className="button">{t("notice.notify")}</button>
        </Form>
      )}
    </section>
  );
}

function ResolvedNotice({ outage, today }: { outage: OutageNoticeView; today: string }) {
  const t = useT(outagesStrings);
  const when = useOutageWhen(today);
  return (
    <section className="panel outage-notice outage-resolved" aria-label={t("notice.label")}>
      <p>{t("notice.resolved", { locality: localityNames(outage.localities), when: when(outage.resolved_at ?? outage.started_at) })}</p>
    </section>
  );
}

/** A claim linked to a known outage (issue 21): which one, and when service should be back. */
export function ClaimOutage({ outage }: {
  outage: { id: number; state: CustomerOutage["state"]; estimated_end: string | null; localities: string[] | null; today: string };
}) {
  const t = useT(outagesStrings);
  const when = useOutageWhen(outage.today);
  return (
    <section className="panel outage-notice" aria-label={t("notice.label")}>
      <p>
        <strong>{outage.localities ? t("claim.linked", { locality: localityNames(outage.localities) }) : t("claim.linkedHere")}</strong>{" "}
        {outage.state === "resolved"
          ? t("claim.resolved")
          : outage.estimated_end ? t("claim.estimate", { when: when(outage.estimated_end) }) : t("claim.noEstimate")}
      </p>
      <p>
        <Link to={`/estado-del-servicio#corte-${outage.id}`}>{t("claim.seeOutage")}</Link>
      </p>
    </section>
  );
}
