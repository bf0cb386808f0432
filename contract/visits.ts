import { z } from "zod";
import { Id, IsoDate } from "./common.ts";

/**
 * Technician visits for a claim (decision 103): `/v3/tickets/{id}/visit...` and `GET /v3/visits`.
 * A claim needs a visit when the API says so (`Ticket.visit_required`); the customer picks
 * one of the free windows of the claim's connection's locality.
 */

const Time = z.string().regex(/^\d{2}:\d{2}$/);

/** A window of at most 3 hours on a working day (weekends and national holidays excluded). */
export const VisitSlot = z.object({
  /** Opaque: what the customer sends back to book it. */
  id: z.string().min(1).max(64),
  date: IsoDate,
  /** Local time in Buenos Aires, `HH:MM`. */
  start: Time,
  end: Time,
});
export type VisitSlot = z.infer<typeof VisitSlot>;

/** `GET /v3/tickets/{id}/visit/slots`: the free windows of the next working days, in order. */
export const VisitSlotList = z.array(VisitSlot);

/** confirmed → on_the_way (the technician left for it) → done; or cancelled. */
export const VisitState = z.enum(["confirmed", "on_the_way", "done", "cancelled"]);
export type VisitState = z.infer<typeof VisitState>;

export const Visit = z.object({
  id: Id,
  ticket: z.object({ id: Id, number: z.string() }),
  date: IsoDate,
  start: Time,
  end: Time,
  state: VisitState,
  /** What the customer told the technician (the bell, a dog); null when nothing. */
  notes: z.string().max(200).nullable(),
  /** The last day the customer may reschedule or cancel it (the day before the visit). */
  changeable_until: IsoDate,
});
export type Visit = z.infer<typeof Visit>;

/** `GET /v3/visits`: the customer's visits not done or cancelled, and those of the last 7 days. */
export const VisitList = z.array(Visit);

/**
 * `PUT /v3/tickets/{id}/visit` books or moves the claim's visit (Idempotency-Key honoured;
 * needs a proved token). Answers the Visit. Refusals, 409 with `reason`: `slot_taken` (someone
 * else took it meanwhile: ask for the slots again), `too_late` (past `changeable_until`),
 * `visit_not_required`, `ticket_closed`. 422 for a slot id that is not one of the claim's.
 * `DELETE /v3/tickets/{id}/visit` cancels it (same proof and `too_late`), answers the Visit.
 */
export const BookVisitRequest = z.object({
  slot_id: VisitSlot.shape.id,
  /** For the technician: how to find the door, a dog. Omitted keeps what was said before. */
  notes: z.string().trim().max(200, "Escribí hasta 200 caracteres").optional(),
});
export type BookVisitRequest = z.infer<typeof BookVisitRequest>;

export const VisitReason = z.enum(["slot_taken", "too_late", "visit_not_required", "ticket_closed"]);
export type VisitReason = z.infer<typeof VisitReason>;
