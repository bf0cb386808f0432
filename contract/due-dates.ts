import { z } from "zod";
import { IsoDate, Money } from "./common.ts";

/**
 * An invoice's two due dates (decision 118). Up to and including the first due date
 * (`Invoice.due_date`) the invoice's own amount is due; from the next day up to and
 * including the second, `second_due.amount` (the amount with the surcharge); after the
 * second the invoice is past both and the surcharged amount stays the one owed. An invoice
 * with no second due date owes its amount whatever the day.
 *
 * Days are calendar days in Buenos Aires (`YYYY-MM-DD`), whoever asks: the API charges
 * and makes the payment code by this rule on its own clock, and the portal shows what is
 * due by the same rule on its clock (decision 118).
 */

export const SecondDue = z.object({
  /** The second due date, after the first. */
  date: IsoDate,
  /** What the invoice comes to from the day after the first due date: its amount plus the surcharge. */
  amount: Money,
});
export type SecondDue = z.infer<typeof SecondDue>;

/** Where an invoice stands on a day: before (or on) its first due date, between the two, past both. */
export type DueStage = "first" | "second" | "past";

export type AmountInForce = {
  stage: DueStage;
  /** What pays the invoice that day. */
  amount: number;
  /** The due date that amount is good until (the last one, once past both). */
  due_date: string;
  /** What the amount has over the invoice's own: zero before the first due date. */
  surcharge: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The amount due on `day` (`YYYY-MM-DD`, a Buenos Aires calendar day) and the due date it is good until. */
export function amountInForce(
  invoice: { amount: number; due_date: string; second_due: SecondDue | null },
  day: string,
): AmountInForce {
  if (!DAY.test(day)) throw new RangeError(`Not a day: ${JSON.stringify(day)}`);
  // ISO days compare as strings.
  if (day <= invoice.due_date)
    return { stage: "first", amount: invoice.amount, due_date: invoice.due_date, surcharge: 0 };
  const second = invoice.second_due;
  if (!second) return { stage: "past", amount: invoice.amount, due_date: invoice.due_date, surcharge: 0 };
  return {
    stage: day <= second.date ? "second" : "past",
    amount: second.amount,
    due_date: second.date,
    surcharge: Math.round((second.amount - invoice.amount) * 100) / 100,
  };
}
