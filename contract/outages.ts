import { z } from "zod";
import { Id, IsoDateTime } from "./common.ts";

/**
 * Outages by area (decision 101): what the provider knows about service down in a place.
 * Public: `GET /p/outages`. The customer's: `GET /v2/customers/current/outages` and
 * `POST /v2/customers/current/outages/{id}/notify`.
 */

/** investigating: cause unknown yet; repairing: a crew is on it; resolved: service is back. */
export const OutageState = z.enum(["investigating", "repairing", "resolved"]);
export type OutageState = z.infer<typeof OutageState>;

/** One step of an outage's story, newest last, as the provider's operators write it. */
export const OutageUpdate = z.object({
  at: IsoDateTime,
  state: OutageState,
  /** Plain words for a customer ("Encontramos un corte de fibra en la ruta 38."). */
  message: z.string(),
});
export type OutageUpdate = z.infer<typeof OutageUpdate>;

export const Outage = z.object({
  id: Id,
  /** The localities affected, by the names the connections' addresses use. */
  localities: z.array(z.string()).min(1),
  /** A part of those localities in plain words ("Barrio Centro y San José"); null is the whole of them. */
  area: z.string().nullable(),
  services: z.array(z.enum(["internet", "tv"])).min(1),
  /** The cause in plain words; "Estamos investigando la causa." while investigating. */
  cause: z.string(),
  state: OutageState,
  started_at: IsoDateTime,
  /** When service should be back; null while nobody can say. */
  estimated_end: IsoDateTime.nullable(),
  resolved_at: IsoDateTime.nullable(),
  updates: z.array(OutageUpdate),
});
export type Outage = z.infer<typeof Outage>;

/**
 * `GET /p/outages`: the outages not resolved, and those resolved in the last 24 hours (a
 * customer whose service came back wants to read that it did), oldest first. Anyone may
 * read it: it names places, never customers.
 */
export const OutageList = z.array(Outage);

/** An outage that affects some of the signed-in customer's connections. */
export const CustomerOutage = Outage.extend({
  /** The customer's connections in the affected area. */
  connection_ids: z.array(Id).min(1),
  /** Whether the customer asked to be told when it ends (`POST .../notify`). */
  notify: z.boolean(),
});
export type CustomerOutage = z.infer<typeof CustomerOutage>;
/** `GET /v2/customers/current/outages`: same window as the public list. */
export const CustomerOutageList = z.array(CustomerOutage);

/**
 * `POST /v2/customers/current/outages/{id}/notify`: the API tells the customer's verified
 * contacts when the outage is resolved. Idempotent; 404 for an outage that does not affect
 * the customer; 409 `{ reason: "outage_resolved" }` once it is over. Answers the CustomerOutage.
 */
export const OutageReason = z.enum(["outage_resolved"]);
