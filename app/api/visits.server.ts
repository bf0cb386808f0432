import { operations } from "../../contract/operations";
import type { BookVisitRequest } from "../../contract/visits";
import { apiRequest, type ApiSession } from "./transport.server";

/** Technician visits (decision 103): a claim's free windows, booking, moving and cancelling, the customer's visits. */

export const listVisitSlots = (session: ApiSession, ticketId: number) =>
  apiRequest(operations.listVisitSlots, { params: { id: ticketId } }, session);

/** Books the claim's visit or moves it (a verified session; Idempotency-Key from the form). */
export const bookVisit = (session: ApiSession, ticketId: number, booking: BookVisitRequest) =>
  apiRequest(operations.bookVisit, { params: { id: ticketId }, body: booking }, session);

export const cancelVisit = (session: ApiSession, ticketId: number) =>
  apiRequest(operations.cancelVisit, { params: { id: ticketId } }, session);

/** The customer's visits to come, and those of the last week. */
export const listVisits = (session: ApiSession) => apiRequest(operations.listVisits, {}, session);
