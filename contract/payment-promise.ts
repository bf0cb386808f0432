import { z } from "zod";
import { Id, IsoDate, IsoDateTime, Money } from "./common.ts";

/**
 * The promise to pay, "compromiso de pago" (decision 119): a customer with an
 * overdue invoice asks for a few more days; the API decides whether they may (its rules:
 * how many days, once per calendar month, a maximum debt) and, for a suspended service,
 * reconnects it. The portal only shows what the API says and asks.
 *
 * Days are Buenos Aires calendar days (decision 118): `pay_by` is today there plus `days`.
 */

/** Why the API will not give a promise now. */
export const PromiseRefusal = z.enum(["no_overdue", "already_used_this_period", "debt_too_high", "already_active"]);
export type PromiseRefusal = z.infer<typeof PromiseRefusal>;

/**
 * A promise given: `active` until `pay_by` (inclusive), `kept` once the invoices it covers
 * are paid by then, `lapsed` the day after `pay_by` with any of them unpaid.
 */
export const PaymentPromise = z.object({
  id: Id,
  state: z.enum(["active", "kept", "lapsed"]),
  days: z.number().int().positive(),
  pay_by: IsoDate,
  invoice_ids: z.array(Id),
  /** What the covered invoices came to when it was given. */
  amount: Money,
  /** Whether giving it reconnected a suspended service. */
  reconnected: z.boolean(),
  created_at: IsoDateTime,
});
export type PaymentPromise = z.infer<typeof PaymentPromise>;

/** `GET /v2/customers/current/payment-promise`: whether the customer may ask, and their latest promise. */
export const PaymentPromiseState = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("eligible"),
    /** What a promise asked today would give. */
    offer: z.object({
      days: z.number().int().positive(),
      pay_by: IsoDate,
      invoices: z.array(z.object({ id: Id, number: z.string() })).min(1),
      amount: Money,
      /** Whether it would reconnect a suspended service. */
      reconnects: z.boolean(),
    }),
    current: PaymentPromise.nullable(),
  }),
  z.object({
    status: z.literal("not_eligible"),
    reason: PromiseRefusal,
    /** The reason in Spanish, to show as it is. */
    message: z.string(),
    current: PaymentPromise.nullable(),
  }),
]);
export type PaymentPromiseState = z.infer<typeof PaymentPromiseState>;

/** `POST /v2/customers/current/payment-promise` takes no fields: the API decides the days and invoices. */
export const CreatePaymentPromiseRequest = z.object({}).strict();
