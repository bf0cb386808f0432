import { Visit, VisitList, VisitSlotList, type BookVisitRequest } from "../../contract/visits";
import { apiRequest, type ApiSession } from "./transport.server";
import { apiPath } from "./endpoint-pattern.server";

/** Technician visits (issue 21): a claim's free windows, booking, moving and cancelling, the customer's visits. */

export const listVisitSlots = (session: ApiSession, ticketId: number) =>
  apiRequest({ name: "listVisitSlots", method: "GET", path: apiPath`/v3/tickets/${ticketId}/visit/slots`, schema: VisitSlotList }, session);

/** Books the claim's visit or moves it (a verified session; Idempotency-Key from the form). */
export const bookVisit = (session: ApiSession, ticketId: number, booking: BookVisitRequest) =>
  apiRequest({ name: "bookVisit", method: "PUT", path: apiPath`/v3/tickets/${ticketId}/visit`, body: booking, schema: Visit }, session);

export const cancelVisit = (session: ApiSession, ticketId: number) =>
  apiRequest({ name: "cancelVisit", method: "DELETE", path: apiPath`/v3/tickets/${ticketId}/visit`, schema: Visit }, session);

/** The customer's visits to come, and those of the last week. */
export const listVisits = (session: ApiSession) =>
  apiRequest({ name: "listVisits", method: "GET", path: "/v3/visits", schema: VisitList }, session);
