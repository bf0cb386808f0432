import { z } from "zod";

/**
 * The code an unpaid invoice is paid with in cash (Pago Fácil, Rapipago) and by home
 * banking (Link, Pagomiscuentas): an addition to docs/spec.md#calls, `Invoice.payment_code`.
 * Forty digits, so that it draws as Interleaved 2 of 5 (which needs an even count):
 *
 *   | digits | what                                              |
 *   |--------|---------------------------------------------------|
 *   | 1–4    | the provider's collector id at the networks (4521) |
 *   | 5–13   | the customer's id, zero-padded (9)                 |
 *   | 14–23  | the invoice's id, zero-padded (10)                 |
 *   | 24–33  | the amount in cents, zero-padded (10)              |
 *   | 34–39  | the due date, `AAMMDD` (6)                         |
 *   | 40     | a Luhn (mod 10) check digit of the first 39        |
 *
 * The API makes it; the portal only shows it and checks its form (a code that fails its
 * check digit is a broken answer, never shown to pay with).
 */

export const PAYMENT_CODE_LENGTH = 40;
export const COLLECTOR_ID = "4521";

/** The Luhn check digit for a string of digits: it catches any one wrong digit and most swaps of two. */
export function luhnCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new RangeError(`Not digits: ${JSON.stringify(digits)}`);
  let sum = 0;
  // From the right, every other digit (starting with the rightmost) is doubled.
  for (let index = digits.length - 1, double = true; index >= 0; index--, double = !double) {
    let digit = Number(digits[index]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** Forty digits whose last one is the Luhn check digit of the others. */
export function isValidPaymentCode(code: string): boolean {
  return (
    code.length === PAYMENT_CODE_LENGTH &&
    /^\d+$/.test(code) &&
    luhnCheckDigit(code.slice(0, -1)) === Number(code[PAYMENT_CODE_LENGTH - 1])
  );
}

function padded(value: number, width: number, what: string) {
  const digits = String(value);
  if (!Number.isSafeInteger(value) || value < 0 || digits.length > width) {
    throw new RangeError(`${what} ${value} does not fit in ${width} digits`);
  }
  return digits.padStart(width, "0");
}

/** The code of an unpaid invoice (see the layout above). `dueDate` is `YYYY-MM-DD`. */
export function paymentCode(invoice: {
  customerId: number;
  invoiceId: number;
  amount: number;
  dueDate: string;
}): string {
  const due = /^\d{2}(\d{2})-(\d{2})-(\d{2})$/.exec(invoice.dueDate);
  if (!due) throw new RangeError(`Not a date: ${invoice.dueDate}`);
  const body =
    COLLECTOR_ID +
    padded(invoice.customerId, 9, "Customer id") +
    padded(invoice.invoiceId, 10, "Invoice id") +
    padded(Math.round(invoice.amount * 100), 10, "Amount in cents") +
    due[1] +
    due[2] +
    due[3];
  return body + luhnCheckDigit(body);
}

export const PaymentCode = z
  .string()
  .refine(isValidPaymentCode, `A payment code has ${PAYMENT_CODE_LENGTH} digits, the last a Luhn check digit`);
