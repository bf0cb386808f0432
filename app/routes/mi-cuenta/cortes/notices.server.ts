import { optional } from "~/api/failures.server";
import { listCustomerOutages } from "~/api/outages.server";
import type { ApiSession } from "~/api/transport.server";
import type { Ticket } from "../../../../contract/tickets";
import { outageNoticeView } from "~/components/outage-notice";
import { getConfig } from "~/config.server";
import { argentinaDay } from "~/utils/format";

/**
 * The outage notices of a customer page (issue 21): nothing asked while FLAG_OUTAGES is
 * off, and an outages call that fails or is slow leaves the notices out, not the page.
 */
export async function outageNotices(session: ApiSession) {
  if (!getConfig().FLAG_OUTAGES) return null;
  const outages = await optional("Outage notices", listCustomerOutages(session));
  return outages ? { outages: outages.map(outageNoticeView), today: argentinaDay() } : null;
}

/**
 * A claim's outage as its page tells it: the API gives its id, state and estimate; the
 * locality's name comes from the customer's outages, and the page does without it (a
 * plainer sentence) when that call fails or the outage left the 24-hour window.
 */
export async function claimOutage(session: ApiSession, outage: Ticket["outage"]) {
  if (!outage || !getConfig().FLAG_OUTAGES) return null;
  const outages = await optional("Claim's outage", listCustomerOutages(session));
  return { ...outage, localities: outages?.find((entry) => entry.id === outage.id)?.localities ?? null, today: argentinaDay() };
}
