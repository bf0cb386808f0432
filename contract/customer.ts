import { z } from "zod";
import { Id, IsoDate, IsoDateTime, Money, PageQuery, ReturnUrl, paginated } from "./common.ts";
import { SecondDue } from "./due-dates.ts";
import { ElectronicInvoice } from "./e-invoice.ts";
import { PaymentCode } from "./payment-code.ts";
import { passwordPair, passwordsMatch } from "./auth.ts";
import { SessionProof } from "./proof.ts";
import { Phone, PlanKind } from "./public.ts";

/** The signed-in customer's account: `/v2/customers/current/...`. */

export const CustomerKind = z.enum(["person", "company"]);

export const DebitSubscriptionStatus = z.enum(["pending", "active", "rejected", "cancelled"]);

/** Automatic debit: the card or account is charged each month for the chosen services. */
export const DebitSubscription = z.object({
  id: Id,
  status: DebitSubscriptionStatus,
  /** Ids of the services (see Connection.services) the debit pays for. */
  services: z.array(Id),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
});
export type DebitSubscription = z.infer<typeof DebitSubscription>;

export const CustomerInfo = z.object({
  id: Id,
  name: z.string(),
  identification: z.string(),
  identification_type: z.enum(["DNI", "CUIT"]),
  kind: CustomerKind,
  has_password: z.boolean(),
  /**
   * The e-mail contact, verified or not; null when the customer has none. Masked
   * (`c•••••@example.com`) unless the token is verified (`proof`).
   */
  email: z.string().nullable(),
  email_verified: z.boolean(),
  balance: z.object({
    /** Sum of the unpaid invoices past their (first) due date: their amounts, without surcharges. */
    overdue: Money,
    /** Sum of the unpaid invoices not yet due. */
    pending: Money,
  }),
  /** The current automatic debit, or null when it was never requested or was cancelled. */
  debit_subscription: DebitSubscription.nullable(),
  /** How the token was proved (decision 097): quick access sees personal data masked. */
  proof: SessionProof,
});
export type CustomerInfo = z.infer<typeof CustomerInfo>;

export const ServiceStatus = z.enum(["active", "suspended", "pending_installation"]);

export const ConnectionService = z.object({
  id: Id,
  kind: z.enum(["internet", "tv"]),
  status: ServiceStatus,
  plan: z.object({ id: Id, name: z.string(), kind: PlanKind, download_mbps: z.number().nullable(), price: Money }),
});
export type ConnectionService = z.infer<typeof ConnectionService>;

/** A place where the customer has service (a "conexión"). */
export const Connection = z.object({
  id: Id,
  /** The number on the customer's bills and on the box at home. */
  number: z.string(),
  status: ServiceStatus,
  /**
   * Where the service is. To a quick-access token (decision 097) the house number and the
   * point are withheld (null): the street and the town are what the customer needs to
   * recognise it.
   */
  address: z.object({
    street: z.string(),
    number: z.string().nullable(),
    locality: z.string(),
    province: z.string(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
  }),
  services: z.array(ConnectionService),
  since: IsoDate,
});
export type Connection = z.infer<typeof Connection>;
export const ConnectionList = z.array(Connection);

export const InvoiceStatus = z.enum(["paid", "pending", "overdue"]);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

export const Invoice = z.object({
  id: Id,
  /** Fiscal number, e.g. `B 0003-00012345`. */
  number: z.string(),
  /** The month billed, `YYYY-MM`. */
  period: z.string().regex(/^\d{4}-\d{2}$/),
  issue_date: IsoDate,
  /** The first due date: up to it, `amount` pays the invoice. */
  due_date: IsoDate,
  /** The invoice's total. */
  amount: Money,
  /**
   * The second due date and what the invoice comes to from the day after the first (decision
   * 118; the rule: `amountInForce` in `due-dates.ts`); null when the invoice has none.
   */
  second_due: SecondDue.nullable(),
  /** "overdue" from the day after the first due date (Buenos Aires days). */
  status: InvoiceStatus,
  paid_at: IsoDateTime.nullable(),
  pdf_url: z.url(),
  /**
   * What the invoice is paid with at Pago Fácil and Rapipago and by home banking (an
   * addition to docs/spec.md#calls; layout in `payment-code.ts`); null once it is paid. It carries the
   * amount in force on the day it is asked for and that amount's due date (decision 118).
   */
  payment_code: PaymentCode.nullable(),
  /**
   * The credit for days without service (decision 101; Reglamento de Clientes TIC): the days
   * counted and the amount taken off this invoice; null when there is none.
   */
  interruption_credit: z.object({ days: z.number().int().positive(), amount: Money }).nullable(),
  /** ARCA's electronic-invoice data (decision 118): type, number, CAE, IVA, receiver; null for one not issued electronically. */
  electronic: ElectronicInvoice.nullable(),
});
export type Invoice = z.infer<typeof Invoice>;

export const InvoiceQuery = PageQuery.extend({
  /** `unpaid` is pending and overdue together. */
  status: z.enum(["paid", "pending", "overdue", "unpaid"]).optional(),
});
/** What a caller passes: every field optional, numbers as numbers. */
export type InvoiceQuery = Partial<z.output<typeof InvoiceQuery>>;
export const InvoicePage = paginated(Invoice);
export type InvoicePage = z.infer<typeof InvoicePage>;

export const PaymentStatus = z.enum(["pending", "approved", "rejected", "cancelled"]);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

export const Payment = z.object({
  id: Id,
  status: PaymentStatus,
  amount: Money,
  invoice_ids: z.array(Id),
  /** The payment site's page where the customer pays; meaningful while pending. */
  checkout_url: z.url(),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
});
export type Payment = z.infer<typeof Payment>;

export const PaymentQuery = PageQuery.extend({ status: PaymentStatus.optional() });
export type PaymentQuery = Partial<z.output<typeof PaymentQuery>>;
export const PaymentPage = paginated(Payment);
export type PaymentPage = z.infer<typeof PaymentPage>;

/** `POST /payments/create`: the payment's amount is each invoice's amount in force that day (`due-dates.ts`). */
export const CreatePaymentRequest = z.object({
  invoice_ids: z.array(Id, { error: "Elegí las facturas a pagar" }).min(1, "Elegí al menos una factura"),
  /** Where the payment site sends the customer back, with `?payment_id=&status=`. */
  return_url: ReturnUrl,
});
export type CreatePaymentRequest = z.infer<typeof CreatePaymentRequest>;

export const PaymentStatusResponse = z.object({ id: Id, status: PaymentStatus });
export type PaymentStatusResponse = z.infer<typeof PaymentStatusResponse>;

export const CreateDebitSubscriptionRequest = z.object({
  services: z.array(Id, { error: "Elegí los servicios" }).min(1, "Elegí al menos un servicio"),
  /** Where the card site sends the customer back, with `?subscription_id=&status=`. */
  return_url: ReturnUrl,
});
export type CreateDebitSubscriptionRequest = z.infer<typeof CreateDebitSubscriptionRequest>;

export const DebitCheckout = z.object({
  subscription: DebitSubscription,
  checkout_url: z.url(),
});
export type DebitCheckout = z.infer<typeof DebitCheckout>;

export const UpdateDebitSubscriptionRequest = z.object({
  services: z.array(Id, { error: "Elegí los servicios" }).min(1, "Elegí al menos un servicio"),
});
export type UpdateDebitSubscriptionRequest = z.infer<typeof UpdateDebitSubscriptionRequest>;

export const ContactType = z.enum(["email", "phone"]);
export type ContactType = z.infer<typeof ContactType>;

export const Contact = z.object({
  id: Id,
  type: ContactType,
  /** Masked (`c•••••@example.com`, `+54 9 351 ••• ••01`) to a token that is not verified (decision 097). */
  value: z.string(),
  verified: z.boolean(),
  /**
   * The code on its way to this unverified contact (the latest still valid), so every client
   * says the same about when another may be asked for; null when none is (decision 104).
   */
  pending_code: z.object({ sent_at: IsoDateTime, resend_at: IsoDateTime, expires_at: IsoDateTime }).nullable(),
});
export type Contact = z.infer<typeof Contact>;
export const ContactList = z.array(Contact);

const email = z.email({ error: "Ingresá un correo electrónico válido" }).max(120);

export const CreateContactRequest = z.discriminatedUnion(
  "type",
  [z.object({ type: z.literal("email"), value: email }), z.object({ type: z.literal("phone"), value: Phone })],
  { error: "Elegí correo electrónico o teléfono" },
);
export type CreateContactRequest = z.infer<typeof CreateContactRequest>;

/** `PUT /contacts`: sets the main e-mail and phone at once (the settings page). */
export const UpdateMainContactsRequest = z
  .object({ email: email.optional(), phone: Phone.optional() })
  .refine((body) => body.email !== undefined || body.phone !== undefined, {
    message: "Ingresá un correo electrónico o un teléfono",
    path: ["email"],
  });
export type UpdateMainContactsRequest = z.infer<typeof UpdateMainContactsRequest>;

/** `PUT /contacts/{id}`: the value is checked against the contact's type by the API. */
export const UpdateContactRequest = z.object({
  value: z.string({ error: "Ingresá el nuevo valor" }).trim().min(1, "Ingresá el nuevo valor").max(120),
});
export type UpdateContactRequest = z.infer<typeof UpdateContactRequest>;

/**
 * `POST /contacts/{id}/send-code` → 200: the code went out. 429 with `Retry-After` and
 * `reason`: `resend_too_soon` (one a minute per contact), `too_many_codes` (ten an hour per
 * account, whatever the contacts): the API keeps a phone from being flooded by any client.
 */
export const ContactCodeSent = z.object({ message: z.string(), resend_at: IsoDateTime, expires_at: IsoDateTime });
export type ContactCodeSent = z.infer<typeof ContactCodeSent>;

export const VerifyContactRequest = z.object({
  code: z
    .string({ error: "Ingresá el código" })
    .trim()
    .regex(/^\d{6}$/, "El código tiene 6 números"),
});
export type VerifyContactRequest = z.infer<typeof VerifyContactRequest>;

/** `enable-ls`: a customer who signs in with the identification only creates a password. */
export const EnablePasswordRequest = z.object(passwordPair).refine(...passwordsMatch);
export type EnablePasswordRequest = z.infer<typeof EnablePasswordRequest>;

export const ChangePasswordRequest = z
  .object({
    current_password: z.string({ error: "Ingresá tu contraseña actual" }).min(1, "Ingresá tu contraseña actual"),
    ...passwordPair,
  })
  .refine(...passwordsMatch);
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;
