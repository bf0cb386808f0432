import { operations } from "../../contract/operations";
import { sharedCache } from "./shared-cache.server";
import { apiRequest, type ApiOptions, type ApiSession } from "./transport.server";

/** Outages by area (decision 101): the public list and the signed-in customer's own. */

/** The outages not resolved and those resolved in the last 24 hours, for anyone. */
export const listOutages = (options?: ApiOptions) => apiRequest(operations.listOutages, {}, options);

/**
 * The public list through the shared cache (decision 077), fresh for only 15 seconds: a
 * customer without service reloads the page to see whether an estimate moved, and a crowd
 * doing so during an outage is when the API most needs sparing.
 */
export const cachedOutages = () => sharedCache().get("outages", () => listOutages(), OUTAGE_TIMES);

const OUTAGE_TIMES = { ttl: 15_000, staleWhileRevalidate: 60_000 };

/** The outages that affect some of the customer's connections, with whether they asked to be told. */
export const listCustomerOutages = (session: ApiSession) => apiRequest(operations.listCustomerOutages, {}, session);

/** "Avisarme cuando vuelva": idempotent; 404 for an outage elsewhere, 409 `outage_resolved` once over. */
export const notifyWhenOutageEnds = (session: ApiSession, outageId: number) =>
  apiRequest(operations.notifyWhenOutageEnds, { params: { id: outageId } }, session);
