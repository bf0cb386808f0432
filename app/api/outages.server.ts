import { CustomerOutage, CustomerOutageList, OutageList } from "../../contract/outages";
import { sharedCache } from "./shared-cache.server";
import { apiRequest, type ApiOptions, type ApiSession } from "./transport.server";
import { apiPath } from "./endpoint-pattern.server";

/** Outages by area (issue 21): the public list and the signed-in customer's own. */

/** The outages not resolved and those resolved in the last 24 hours, for anyone. */
export const listOutages = (options?: ApiOptions) =>
  apiRequest({ name: "listOutages", method: "GET", path: "/p/outages", schema: OutageList }, options);

/**
 * The public list through the shared cache (decision 077), fresh for only 15 seconds: a
 * customer without service reloads the page to see whether an estimate moved, and a crowd
 * doing so during an outage is when the API most needs sparing.
 */
export const cachedOutages = () => sharedCache().get("outages", () => listOutages(), OUTAGE_TIMES);

const OUTAGE_TIMES = { ttl: 15_000, staleWhileRevalidate: 60_000 };

/** The outages that affect some of the customer's connections, with whether they asked to be told. */
export const listCustomerOutages = (session: ApiSession) =>
  apiRequest({ name: "listCustomerOutages", method: "GET", path: "/v2/customers/current/outages", schema: CustomerOutageList }, session);

/** "Avisarme cuando vuelva": idempotent; 404 for an outage elsewhere, 409 `outage_resolved` once over. */
export const notifyWhenOutageEnds = (session: ApiSession, outageId: number) =>
  apiRequest(
    { name: "notifyWhenOutageEnds", method: "POST", path: apiPath`/v2/customers/current/outages/${outageId}/notify`, schema: CustomerOutage },
    session,
  );
