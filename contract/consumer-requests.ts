import { z } from "zod";
import { IsoDate, IsoDateTime } from "./common.ts";
import { Identification } from "./identification.ts";

/**
 * Cancellations ("Botón de baja") and withdrawals ("Botón de arrepentimiento",
 * Ley 24.240 art. 34), which Disposición 954/2025 obliges a provider to take from anyone,
 * signed in or not, with a request code at once. Not in the spec: additions the real
 * API must offer (docs/api.md). Both answer the same shape whether or not the
 * identification belongs to a customer, so the answer reveals nobody.
 *
 * Disposición 3/2026 lets the provider check who asks: every request is filed
 * "pending_verification" and the API sends a one-time code to the verified contacts of the
 * holder it names (never to a contact typed by the sender); the code confirms it
 * (decision 099). Without a holder or a verified contact, no code goes anywhere and the
 * request stays pending until the provider confirms the holder's identity.
 */

/** `B-2026-000123` (baja) or `A-2026-000124` (arrepentimiento): the kind, the year, a number. */
export const REQUEST_CODE = /^[AB]-\d{4}-\d{6}$/;
export const RequestCode = z.string().regex(REQUEST_CODE, "El código tiene la forma B-2026-000123");

export const CancelledService = z.enum(["internet", "tv", "dgo", "all"], {
  error: "Elegí qué servicio querés dar de baja",
});
export type CancelledService = z.infer<typeof CancelledService>;

/** Where the request came from (what the old Res. 316/2018 asked to log). */
export const RequestChannel = z.enum(["web", "phone", "office"]);

/**
 * How the provider may reach the sender about a pending request: an e-mail or an Argentine
 * phone in E.164, at most one, optional. Nothing is sent there: codes go to the holder's
 * verified contacts only.
 */
const contact = {
  contact_email: z.email({ error: "Ingresá un correo electrónico válido" }).max(120).optional(),
  contact_phone: z
    .string()
    .regex(/^\+54\d{10,11}$/, "Ingresá un teléfono en formato +54…")
    .optional(),
};

function oneContact(value: { contact_email?: string; contact_phone?: string }, ctx: z.RefinementCtx) {
  if (value.contact_email && value.contact_phone) {
    ctx.addIssue({
      code: "custom",
      path: ["contact_email"],
      message: "Indicá un correo electrónico o un teléfono, no los dos",
    });
  }
}

export const CancellationRequest = z
  .object({
    identification: Identification,
    /** The connection number (`CN-…`) or the service address: either identifies the service (not needed for Directv GO). */
    connection_number: z.string().trim().min(1).max(30).optional(),
    address: z.string().trim().min(1).max(200).optional(),
    service: CancelledService,
    reason: z.string().trim().max(500).optional(),
    channel: RequestChannel.default("web"),
    ...contact,
  })
  .superRefine((value, ctx) => {
    // Directv GO has no connection: the identification names it.
    if (value.service !== "dgo" && !value.connection_number && !value.address) {
      ctx.addIssue({
        code: "custom",
        path: ["connection_number"],
        message: "Indicá el número de conexión o la dirección del servicio",
      });
    }
    oneContact(value, ctx);
  });
export type CancellationRequest = z.input<typeof CancellationRequest>;

export const WithdrawalRequest = z
  .object({
    identification: Identification,
    /** The hiring application's number (`SOL-2026-000001`) or the day the contract was made. */
    application_number: z.string().trim().min(1).max(30).optional(),
    contract_date: IsoDate.optional(),
    channel: RequestChannel.default("web"),
    ...contact,
  })
  .superRefine((value, ctx) => {
    if (!value.application_number && !value.contract_date) {
      ctx.addIssue({
        code: "custom",
        path: ["application_number"],
        message: "Indicá el número de solicitud o la fecha del contrato",
      });
    }
    oneContact(value, ctx);
  });
export type WithdrawalRequest = z.input<typeof WithdrawalRequest>;

/** Calendar days, counted from the day of the contract, in which it may be withdrawn (Ley 24.240 art. 34). */
export const WITHDRAWAL_DAYS = 10;

/**
 * `pending_verification`: filed, the holder not yet proved (no code typed yet, or nobody to
 * send one to: the provider confirms the identity within 24 hours); `received`: confirmed
 * by the code or by the provider; then `processed` or `rejected`.
 */
export const ConsumerRequestStatus = z.enum(["pending_verification", "received", "processed", "rejected"]);
export type ConsumerRequestStatus = z.infer<typeof ConsumerRequestStatus>;

/** A request as its sender may see it: nothing about whether the identification matched a customer. */
export const ConsumerRequest = z.object({
  code: RequestCode,
  kind: z.enum(["cancellation", "withdrawal"]),
  status: ConsumerRequestStatus,
  /** The cancelled service (cancellations only). */
  service: CancelledService.nullable(),
  created_at: IsoDateTime,
  /** Processed: the last day of service. */
  ends_on: IsoDate.nullable(),
  /** Rejected: why. */
  rejection_reason: z.string().nullable(),
});
export type ConsumerRequest = z.infer<typeof ConsumerRequest>;

export const ConsumerRequestQuery = z.object({ identification: Identification });

/**
 * The one-time code that confirms a request (Disposición 3/2026, decision 099): six digits,
 * valid 10 minutes, used once, at most 5 tries each; another one after 60 seconds, and at
 * most 5 per request. The API enforces every number; the portal shows them.
 */
export const CONFIRMATION_CODE = {
  digits: 6,
  lifetimeSeconds: 10 * 60,
  tries: 5,
  resendSeconds: 60,
  perRequest: 5,
} as const;

/** Identifies the request's sender: the code it was given and the identification it named. */
const Sender = { identification: Identification };

/** `POST /p/bajas/{code}/confirmacion`: the code the holder received. */
export const ConfirmationRequest = z.object({
  ...Sender,
  code: z.string().regex(/^\d{6}$/, "El código tiene 6 números"),
});
export type ConfirmationRequest = z.input<typeof ConfirmationRequest>;

/** `POST /p/bajas/{code}/codigo`: another code, to the same contacts. */
export const CodeRequest = z.object(Sender);
export type CodeRequest = z.input<typeof CodeRequest>;

/** A code was sent (or, with nobody to send it to, not: the answer is the same). */
export const CodeSent = z.object({
  /** When this code stops working. */
  expires_at: IsoDateTime,
  /** When another may be asked for. */
  resend_at: IsoDateTime,
});
export type CodeSent = z.infer<typeof CodeSent>;
