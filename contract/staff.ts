import { z } from "zod";
import { ActivityEntry, AgentNumber } from "./activity.ts";
import { AccessToken } from "./auth.ts";
import { Id, IsoDate, PageQuery, paginated } from "./common.ts";
import { CustomerKind, ServiceStatus } from "./customer.ts";
import { Identification } from "./identification.ts";
import { ProofChannel, ProofCode } from "./proof.ts";
import { Phone } from "./public.ts";

/**
 * Call-centre staff (decision 141; additions to docs/spec.md#calls the provider's real API
 * must offer): `/staff/...`, called with the staff member's own access token, a JWT (RFC 9068)
 * of the provider's OpenID Connect identity provider for the API's audience, carrying
 * `roles`, `agent_number` and `name`. An agent finds the caller's account, asks the
 * customer's consent (a code the API sends to the customer's verified contact, read out by
 * the customer), and acts for the rest of the call with a customer token that names both
 * customer and agent; a customer without a verified contact is served read-only.
 */

export const StaffRole = z.enum(["agent", "supervisor"]);
export type StaffRole = z.infer<typeof StaffRole>;

const email = z.email({ error: "Ingresá un correo electrónico válido" }).max(120);

/** `POST /staff/customers/search`: one way to find the caller, in the body (never a URL: it is personal data). */
export const CustomerSearchRequest = z.discriminatedUnion(
  "by",
  [
    z.object({ by: z.literal("identification"), value: Identification }),
    z.object({
      by: z.literal("connection_number"),
      value: z
        .string({ error: "Ingresá el número de conexión" })
        .trim()
        .regex(/^[A-Za-z0-9-]{1,20}$/, "El número de conexión tiene letras, números y guiones (CN-4101)"),
    }),
    z.object({ by: z.literal("phone"), value: Phone }),
    z.object({ by: z.literal("email"), value: email }),
  ],
  { error: "Elegí cómo buscar: DNI o CUIT, número de conexión, teléfono o correo" },
);
export type CustomerSearchRequest = z.infer<typeof CustomerSearchRequest>;

/** At most this many customers answer a search: more means the caller must be asked for their DNI or CUIT. */
export const MAX_SEARCH_RESULTS = 10;

/**
 * A customer found, personal data masked as to a quick-access session (`contract/masking.ts`):
 * the identification `20.•••.050`, contacts `c•••••@example.com`, connections without their
 * house number. The name is in full (the caller says it). `consent` says whether a code can be
 * sent: to one of `channels`, the customer's verified contacts; none, and the agent may only
 * read.
 */
export const CustomerSummary = z.object({
  id: Id,
  name: z.string(),
  identification: z.string(),
  identification_type: z.enum(["DNI", "CUIT"]),
  kind: CustomerKind,
  contacts: z.array(z.object({ type: z.enum(["email", "phone"]), masked: z.string(), verified: z.boolean() })),
  connections: z.array(
    z.object({ id: Id, number: z.string(), status: ServiceStatus, street: z.string(), locality: z.string() }),
  ),
  consent: z.object({ available: z.boolean(), channels: z.array(ProofChannel) }),
});
export type CustomerSummary = z.infer<typeof CustomerSummary>;
export const CustomerSearchResult = z.array(CustomerSummary).max(MAX_SEARCH_RESULTS);
export type CustomerSearchResult = z.infer<typeof CustomerSearchResult>;

/** `POST /staff/customers/{id}/consent/verify`: the code the customer read out. */
export const VerifyConsentRequest = z.object({ code: ProofCode });
export type VerifyConsentRequest = z.infer<typeof VerifyConsentRequest>;

/** `consent`: verified by the customer's code, it may change what the customer may; `read_only`: it may only read. */
export const DelegatedAccess = z.enum(["consent", "read_only"]);
export type DelegatedAccess = z.infer<typeof DelegatedAccess>;

/**
 * A customer access token an agent holds: its subject is the customer, its actor the agent
 * (OAuth 2.0 Token Exchange's `act`, RFC 8693). Used as any customer token; the API records the
 * agent on every call made with it. It lasts 30 minutes at most, never past the agent's own
 * token.
 */
export const DelegatedToken = AccessToken.extend({
  access: DelegatedAccess,
  customer_id: Id,
  agent_number: AgentNumber,
});
export type DelegatedToken = z.infer<typeof DelegatedToken>;

/** One agent's action, for a supervisor: the activity entry with the customer it was about (none for an application). */
export const AgentAction = ActivityEntry.extend({
  actor: z.object({ agent_number: AgentNumber }),
  /** The customer, the identification masked; null for an application of someone not a customer yet. */
  customer: z.object({ id: Id, name: z.string(), identification: z.string() }).nullable(),
});
export type AgentAction = z.infer<typeof AgentAction>;

/** `GET /staff/agents/activity?date=&agent_number=`: one Buenos Aires day, one agent or every one. */
export const AgentActionQuery = PageQuery.extend({
  date: IsoDate,
  agent_number: AgentNumber.optional(),
});
export type AgentActionQuery = Partial<z.output<typeof AgentActionQuery>> & { date: string };
export const AgentActionPage = paginated(AgentAction);
export type AgentActionPage = z.infer<typeof AgentActionPage>;

/**
 * The machine-readable `reason` of these calls' refusals, and of a customer call refused to
 * an agent's token; the codes' own are the proof's (`ProofReason`).
 */
export const StaffReason = z.enum([
  /** 403: the staff member's token has neither role `agent` nor `supervisor`. */
  "staff_role_missing",
  /** 403: only a supervisor may see agents' actions. */
  "supervisor_only",
  /** 409 on asking consent: the customer has no verified contact; the agent may serve read-only. */
  "no_verified_contact",
  /** 409 on a read-only session: the customer has a verified contact; ask their consent. */
  "consent_available",
  /** 403 on a change: the agent's session is read-only. */
  "read_only",
  /** 403: only the customer does this, never an agent for them (the password, a hand-over, proving a session). */
  "customer_only",
]);
export type StaffReason = z.infer<typeof StaffReason>;
