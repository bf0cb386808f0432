import { PaymentPromise, PaymentPromiseState } from "../../contract/payment-promise";
import { apiRequest, type ApiSession } from "./transport.server";

/** The promise to pay (issue 24, decision 119): the API decides who may ask and what it gives. */

const PATH = "/v2/customers/current/payment-promise";

export const getPaymentPromise = (session: ApiSession) =>
  apiRequest({ name: "getPaymentPromise", method: "GET", path: PATH, schema: PaymentPromiseState }, session);

/** Send the form's key as `idempotencyKey`: a double submit makes one promise. */
export const askPaymentPromise = (session: ApiSession) =>
  apiRequest({ name: "askPaymentPromise", method: "POST", path: PATH, body: {}, schema: PaymentPromise }, session);
