import { z } from "zod";
import type { Payment, PaymentStatus } from "../../../../contract/customer";
import { checkPayment, getPaymentStatus } from "~/api/customer.server";
import { isApiError } from "~/api/failures.server";
import type { ApiSession } from "~/api/transport.server";

/** The buttons of a payment's page and of Mis pagos: one field, what to do. */
export const paymentIntentSchema = z.object({
  intent: z.enum(["verificar", "continuar", "cancelar"]),
  /** Mis pagos names the payment; its own page has it in the address. */
  pago: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .optional(),
});

/**
 * What the API says of a payment now: it first asks the payment site for news (`check`),
 * then reads the status. Null when the payment is not the customer's (the API's 404).
 */
export async function currentPayment(session: ApiSession, id: number): Promise<Payment | null> {
  try {
    const payment = await checkPayment(session, id);
    const { status } = await getPaymentStatus(session, id);
    return { ...payment, status };
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export type { PaymentStatus };
