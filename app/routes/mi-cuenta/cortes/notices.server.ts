import { features } from "~/api/capabilities.server";
import type { TFunction } from "i18next";
import type { RouterContextProvider } from "react-router";
import type { CustomerOutage } from "../../../../contract/outages";
import type { Ticket } from "../../../../contract/tickets";
import { optional } from "~/api/failures.server";
import { listCustomerOutages } from "~/api/outages.server";
import type { ApiSession } from "~/api/transport.server";
import type { OutageNoticeView } from "~/components/outage-notice";
import { localityNames, outageMoment } from "~/components/outage-time";
import { getInstance } from "~/middleware/i18next.server";
import type { ClaimOutageView } from "../reclamos/claim-outage";
import { argentinaDay } from "~/utils/format";

/**
 * The outage notices of a customer page (decision 101): nothing asked while FLAG_OUTAGES is
 * off, and an outages call that fails or is slow leaves the notices out, not the page. The
 * sentences are made here, in the request's language, so the pages carry them and not a
 * namespace of words (the customer pages are near their first-load budget).
 */

type OutagesT = TFunction<"outagesServer">;

/** "a las 18:00" today, "el 27/11 a las 18:00" another day (Buenos Aires). */
function whenOf(t: OutagesT, today: string) {
  return (value: string) => {
    const moment = outageMoment(value, today);
    return moment.today
      ? t("when.today", { time: moment.time })
      : t("when.day", { time: moment.time, date: moment.date });
  };
}

export function noticeOf(t: OutagesT, outage: CustomerOutage, today: string): OutageNoticeView {
  const when = whenOf(t, today);
  const locality = localityNames(outage.localities);
  if (outage.state === "resolved") {
    return {
      id: outage.id,
      resolved: true,
      headline: t("notice.resolved", { locality, when: when(outage.resolved_at ?? outage.started_at) }),
      state: outage.state,
      stateLabel: t("state.resolved"),
      details: null,
      latest: null,
      notify: outage.notify,
    };
  }
  const started = outageMoment(outage.started_at, today);
  const since = started.today
    ? t("notice.headline", { locality, time: started.time })
    : t("notice.headlineDay", { locality, time: started.time, date: started.date });
  const until = outage.estimated_end
    ? t("notice.estimate", { when: when(outage.estimated_end) })
    : t("notice.noEstimate");
  const latest = outage.updates.at(-1);
  return {
    id: outage.id,
    resolved: false,
    headline: `${since} ${until}`,
    state: outage.state,
    stateLabel: t(`state.${outage.state}`),
    details: [outage.area ? t("notice.area", { area: outage.area }) : null, t("notice.cause", { cause: outage.cause })]
      .filter(Boolean)
      .join(" "),
    latest: latest ? t("notice.latest", { when: when(latest.at), message: latest.message }) : null,
    notify: outage.notify,
  };
}

const noticeWords = (t: OutagesT) => ({
  label: t("notice.label"),
  allUpdates: t("notice.allUpdates"),
  credit: t("notice.credit"),
  notify: t("notice.notify"),
  notifying: t("notice.notifying"),
});

export async function outageNotices(session: ApiSession, context: Readonly<RouterContextProvider>) {
  if (!features().FLAG_OUTAGES) return null;
  const outages = await optional("Outage notices", listCustomerOutages(session));
  if (!outages?.length) return null;
  const t = getInstance(context).getFixedT(null, "outagesServer");
  const today = argentinaDay();
  return { notices: outages.map((outage) => noticeOf(t, outage, today)), words: noticeWords(t) };
}

/**
 * A claim's outage as its page tells it: the API gives its id, state and estimate; the
 * locality's name comes from the customer's outages, and the page does without it (a
 * plainer sentence) when that call fails or the outage left the 24-hour window.
 */
export async function claimOutage(
  session: ApiSession,
  context: Readonly<RouterContextProvider>,
  outage: Ticket["outage"],
): Promise<ClaimOutageView | null> {
  if (!outage || !features().FLAG_OUTAGES) return null;
  const outages = await optional("Claim's outage", listCustomerOutages(session));
  const localities = outages?.find((entry) => entry.id === outage.id)?.localities;
  const t = getInstance(context).getFixedT(null, "outagesServer");
  const when = whenOf(t, argentinaDay());
  return {
    id: outage.id,
    linked: localities ? t("claim.linked", { locality: localityNames(localities) }) : t("claim.linkedHere"),
    estimate:
      outage.state === "resolved"
        ? t("claim.resolved")
        : outage.estimated_end
          ? t("claim.estimate", { when: when(outage.estimated_end) })
          : t("claim.noEstimate"),
    label: t("notice.label"),
    see: t("claim.see"),
  };
}
