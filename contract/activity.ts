import { z } from "zod";
import { Id, IsoDateTime, PageQuery, paginated } from "./common.ts";

/**
 * The account's activity (decision 141; an addition to docs/spec.md#calls the provider's real
 * API must offer): every sign-in to an account and every change the API made to it, with
 * when, what, who (the customer, or the call centre's agent by number) and from which
 * address. The API writes it where each change happens, from the token that made it, so no
 * client can leave an action out. `GET /v2/customers/current/activity`: the customer's own.
 */

/** A call-centre agent's number, as the identity provider gives it (`4127`): digits only. */
export const AgentNumber = z
  .string({ error: "Ingresá el número de agente" })
  .trim()
  .regex(/^\d{1,10}$/, "El número de agente tiene hasta 10 números");
export type AgentNumber = z.infer<typeof AgentNumber>;

/**
 * Who made it: `"customer"` (the customer's own session, or a public form filed in their
 * name: a cancellation, a withdrawal) or the agent who acted for them.
 */
export const ActivityActor = z.union([z.literal("customer"), z.object({ agent_number: AgentNumber })]);
export type ActivityActor = z.infer<typeof ActivityActor>;

/**
 * What happened, machine-readable and stable: a client may group or pick entries by it,
 * and shows `description` for what it does not know (an API may add kinds).
 */
export const ACTIVITY_KINDS = [
  // Sign-ins: the password, the identification alone, a hand-over from another site, and an
  // agent's session, with the customer's consent or read-only (decision 141).
  "sign_in_password",
  "sign_in_quick_access",
  "sign_in_handover",
  "sign_in_agent",
  "sign_in_agent_read_only",
  "consent_requested",
  // Changes.
  "payment_started",
  "payment_cancelled",
  "payment_reported",
  "payment_promise",
  "automatic_debit_requested",
  "automatic_debit_changed",
  "automatic_debit_cancelled",
  "claim_opened",
  "claim_replied",
  "claim_files_added",
  "claim_rated",
  "claim_solved",
  "claim_reopened",
  "visit_booked",
  "visit_moved",
  "visit_cancelled",
  "equipment_restarted",
  "outage_notice_asked",
  "contact_added",
  "contact_changed",
  "contact_code_sent",
  "contact_verified",
  "password_created",
  "password_changed",
  "password_reset",
  "streaming_subscribed",
  "streaming_stopped",
  "streaming_plan_changed",
  "streaming_extra_added",
  "streaming_extra_removed",
  "streaming_paused",
  "streaming_activated",
  "cancellation_requested",
  "withdrawal_requested",
  "consumer_request_confirmed",
  "application_submitted",
] as const;
export type ActivityKindName = (typeof ACTIVITY_KINDS)[number];

export const ActivityKind = z
  .string()
  .min(1)
  .max(64)
  .describe(
    "What happened, stable across versions; an API may add kinds, so a client shows `description` for one it does not know. " +
      `Known kinds: ${ACTIVITY_KINDS.join(", ")}.`,
  );

export const ActivityEntry = z.object({
  id: Id,
  at: IsoDateTime,
  kind: ActivityKind,
  /** What happened in Spanish, ready to show ("Reclamo R-100001 iniciado"); personal data in it is masked. */
  description: z.string(),
  actor: ActivityActor,
  /**
   * The address the call came from: the browser's, as the portal forwards it
   * (`X-Client-Address`), or the caller's own. Masked to a quick-access session
   * (`190.210.•••.•••`); null when the API does not know it.
   */
  client_address: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof ActivityEntry>;

/** `?page=&per_page=`, newest first. */
export const ActivityQuery = PageQuery.extend({});
export type ActivityQuery = Partial<z.output<typeof ActivityQuery>>;
export const ActivityPage = paginated(ActivityEntry);
export type ActivityPage = z.infer<typeof ActivityPage>;
