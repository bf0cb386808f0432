import { z } from "zod";
import { Id, IsoDate, IsoDateTime, Money, PageQuery, StoredFile, paginated } from "./common.ts";
import { EquipmentState, SignalReading } from "./equipment.ts";
import { OutageState } from "./outages.ts";
import { Visit } from "./visits.ts";

/** Claims (reclamos) and payment reports (informes de pago): `/v3/...`. */

export const TicketCategory = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  /**
   * The working days a claim of this category has to be resolved in (Reglamento de
   * Clientes TIC: 3 for faults and outages, 5 for billing, 10 for the rest). The provider
   * says it; the portal shows it and guesses nothing from names (decision 092).
   */
  deadline_working_days: z.number().int().positive(),
  /**
   * What the category is about, for clients to act on (decision 105): the diagnosis files its
   * claim under `no_service` or `slow_service`, never by matching names. The API decides which
   * claims join an outage (internet faults) and which need a technician (faults at home).
   */
  kind: z.enum(["no_service", "slow_service", "tv", "billing", "plan_or_address", "other"]),
});
export type TicketCategory = z.infer<typeof TicketCategory>;
export const TicketCategoryList = z.array(TicketCategory);

export const TicketStatus = z.enum(["open", "in_progress", "closed"]);
export type TicketStatus = z.infer<typeof TicketStatus>;

export const TicketMessage = z.object({
  id: Id,
  author: z.enum(["customer", "agent"]),
  body: z.string(),
  files: z.array(StoredFile),
  created_at: IsoDateTime,
});
export type TicketMessage = z.infer<typeof TicketMessage>;

/**
 * What the guided diagnosis found (decision 102), sent with the claim so nobody asks again: the
 * equipment's state and signal when checked, the outage or none, the customer's answers and,
 * where the browser could measure it, the speed. The API keeps it as sent.
 */
export const ClaimDiagnosis = z.object({
  equipment_state: EquipmentState.nullable(),
  signal: z.object({ dbm: z.number().nullable(), reading: SignalReading }).nullable(),
  /** The outage in the connection's area when the diagnosis ran; null is none known. */
  outage_id: Id.nullable(),
  answers: z.array(z.object({ question: z.string().max(200), answer: z.string().max(200) })).max(10),
  /** Measured by the portal's speed test, Mbps; null when not measured. */
  speed_mbps: z.number().nonnegative().max(100_000).nullable(),
  checked_at: IsoDateTime,
});
export type ClaimDiagnosis = z.infer<typeof ClaimDiagnosis>;

export const TicketFeedback = z.object({
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  created_at: IsoDateTime,
});

const ticketFields = {
  id: Id,
  /** What the customer quotes when calling: `R-<six digits>`. */
  number: z.string(),
  category: TicketCategory.pick({ id: true, name: true }),
  status: TicketStatus,
  subject: z.string(),
  connection_id: Id.nullable(),
  /** The customer's answer to "¿Se resolvió tu problema?"; null until asked and answered. */
  solved: z.boolean().nullable(),
  feedback: TicketFeedback.nullable(),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
  /**
   * The day by which the claim must be resolved: its category's working days after the day
   * it was filed (Buenos Aires), weekends and national holidays skipped. The API computes it,
   * as only the API knows the provider's calendar (decisions 092 and 093).
   */
  due_date: IsoDate,
  /**
   * The known outage the claim was linked to (decision 101): a claim filed for a connection in an
   * outage's area while it lasts joins it instead of the queue; the API decides.
   */
  outage: z.object({ id: Id, state: OutageState, estimated_end: IsoDateTime.nullable() }).nullable(),
  /** Whether a technician must go; the customer then books a window (contract/visits.ts). */
  visit_required: z.boolean(),
  /** The claim's visit, booked or done or cancelled; null while none was booked. */
  visit: Visit.omit({ ticket: true }).nullable(),
};

export const TicketSummary = z.object({ ...ticketFields, messages_count: z.number().int().nonnegative() });
export type TicketSummary = z.infer<typeof TicketSummary>;

export const Ticket = z.object({
  ...ticketFields,
  messages: z.array(TicketMessage),
  diagnosis: ClaimDiagnosis.nullable(),
});
export type Ticket = z.infer<typeof Ticket>;

export const TicketQuery = PageQuery.extend({ status: TicketStatus.optional() });
export type TicketQuery = Partial<z.output<typeof TicketQuery>>;
export const TicketPage = paginated(TicketSummary);
export type TicketPage = z.infer<typeof TicketPage>;

const messageBody = z
  .string({ error: "Escribí tu mensaje" })
  .trim()
  .min(1, "Escribí tu mensaje")
  .max(2000, "Escribí como máximo 2000 caracteres");

export const CreateTicketRequest = z.object({
  category_id: Id,
  subject: z
    .string({ error: "Escribí un asunto" })
    .trim()
    .min(3, "Escribí un asunto de al menos 3 caracteres")
    .max(120, "Escribí como máximo 120 caracteres"),
  message: messageBody,
  connection_id: Id.optional(),
  diagnosis: ClaimDiagnosis.optional(),
});
export type CreateTicketRequest = z.infer<typeof CreateTicketRequest>;

export const TicketMessageRequest = z.object({ message: messageBody });
export type TicketMessageRequest = z.infer<typeof TicketMessageRequest>;

export const TicketFeedbackRequest = z.object({
  rating: z
    .number({ error: "Elegí una calificación" })
    .int()
    .min(1, "Elegí de 1 a 5 estrellas")
    .max(5, "Elegí de 1 a 5 estrellas"),
  comment: z.string().trim().max(1000, "Escribí como máximo 1000 caracteres").optional(),
});
export type TicketFeedbackRequest = z.infer<typeof TicketFeedbackRequest>;

export const TicketSolvedRequest = z.object({
  solved: z.boolean({ error: "Indicá si se resolvió el problema" }),
});
export type TicketSolvedRequest = z.infer<typeof TicketSolvedRequest>;

export const PaymentMethod = z.enum(["transferencia", "deposito", "efectivo", "tarjeta"], {
  error: "Elegí cómo pagaste",
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/**
 * The text fields of `POST /v3/informe/pagos/{invoice id}` (multipart); the receipt
 * travels beside them as the `receipt` file. Numbers arrive as form text.
 */
export const PaymentReportFields = z.object({
  amount: z.coerce
    .number({ error: "Ingresá el importe pagado" })
    .positive("Ingresá el importe pagado")
    .max(10_000_000, "El importe no parece correcto"),
  date: IsoDate.refine((value) => value <= new Date().toISOString().slice(0, 10), "La fecha no puede ser futura"),
  method: PaymentMethod,
  notes: z.string().trim().max(500, "Escribí como máximo 500 caracteres").optional(),
});
export type PaymentReportFields = z.infer<typeof PaymentReportFields>;

export const PaymentReport = z.object({
  id: Id,
  invoice: z.object({ id: Id, number: z.string(), period: z.string(), amount: Money }),
  amount: Money,
  date: IsoDate,
  method: PaymentMethod,
  notes: z.string().nullable(),
  receipt: StoredFile,
  status: z.enum(["received", "accepted", "rejected"]),
  created_at: IsoDateTime,
});
export type PaymentReport = z.infer<typeof PaymentReport>;
export const PaymentReportList = z.array(PaymentReport);
