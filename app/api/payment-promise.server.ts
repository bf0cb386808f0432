import { operations } from "../../contract/operations";
import { apiRequest, type ApiSession } from "./transport.server";

/** The promise to pay (decision 119): the API decides who may ask and what it gives. */

export const getPaymentPromise = (session: ApiSession) => apiRequest(operations.getPaymentPromise, {}, session);

/** Send the form's key as `idempotencyKey`: a double submit makes one promise. */
export const askPaymentPromise = (session: ApiSession) =>
  apiRequest(operations.askPaymentPromise, { body: {} }, session);
