import { z } from "zod";
import { Id, IsoDateTime } from "./common.ts";

/**
 * The equipment at a connection (the ONT/router) as the provider's network sees it (decision 102):
 * `GET /v2/customers/current/conexiones/{id}/equipment` and
 * `POST /v2/customers/current/conexiones/{id}/equipment/restart`.
 */

/** restarting: a restart was sent and the equipment has not come back yet. */
export const EquipmentState = z.enum(["online", "offline", "restarting"]);
export type EquipmentState = z.infer<typeof EquipmentState>;

/**
 * The API's reading of the optical signal, so every client says the same: good
 * (−8 to −25 dBm), fair (−25 to −27), weak (below −27 or above −8), none (no light).
 */
export const SignalReading = z.enum(["good", "fair", "weak", "none"]);
export type SignalReading = z.infer<typeof SignalReading>;

export const RestartState = z.enum(["in_progress", "done", "failed"]);

export const Restart = z.object({
  id: Id,
  state: RestartState,
  requested_at: IsoDateTime,
  /** When it came back (done) or was given up (failed); null while in progress. */
  finished_at: IsoDateTime.nullable(),
  /** Who asked: the customer (any client of theirs) or the provider's staff. */
  by: z.enum(["customer", "provider"]),
});
export type Restart = z.infer<typeof Restart>;

export const Equipment = z.object({
  connection_id: Id,
  /** What the customer sees on the box ("Router Wi-Fi ZTE F670L"). */
  model: z.string(),
  state: EquipmentState,
  /** Since when it is in this state. */
  since: IsoDateTime,
  /** Optical signal at the customer's end; null for equipment without fibre. */
  signal: z.object({ dbm: z.number().nullable(), reading: SignalReading }).nullable(),
  last_restart: Restart.nullable(),
  /** When the next restart may be asked (one per 10 minutes); null is now. */
  restart_available_at: IsoDateTime.nullable(),
  /** When the network was last asked (the answer may be a few seconds old). */
  checked_at: IsoDateTime,
});
export type Equipment = z.infer<typeof Equipment>;

/**
 * `POST .../equipment/restart` (Idempotency-Key honoured; needs a proved token, 403
 * `proof_required` otherwise): 202 with the Equipment, `state: "restarting"` and the new
 * `last_restart`. While a restart is in progress it answers 202 with that one and sends
 * nothing: a restart is never sent twice. Refusals, 409 with `reason`:
 * `equipment_offline` (the network cannot reach it: only unplugging it helps),
 * `restart_too_soon` (less than 10 minutes since the last; `restart_available_at` says when).
 */
export const RestartReason = z.enum(["equipment_offline", "restart_too_soon"]);
export type RestartReason = z.infer<typeof RestartReason>;
