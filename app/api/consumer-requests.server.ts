import {
  ConsumerRequest, type CancellationRequest, type WithdrawalRequest,
} from "../../contract/consumer-requests";
import { apiRequest, type ApiOptions } from "./transport.server";

/**
 * "Botón de baja" and "Botón de arrepentimiento" (issue 13): public calls, no token.
 * Additions to the spec the real API must offer (docs/api.md). The creates carry the
 * form's `idempotencyKey`, so a request sent twice gets one code.
 */

export const requestCancellation = (request: CancellationRequest, options?: ApiOptions) =>
  apiRequest({ name: "requestCancellation", method: "POST", path: "/p/bajas", body: request, schema: ConsumerRequest }, options);

export const requestWithdrawal = (request: WithdrawalRequest, options?: ApiOptions) =>
  apiRequest({ name: "requestWithdrawal", method: "POST", path: "/p/arrepentimientos", body: request, schema: ConsumerRequest }, options);

/** A cancellation or a withdrawal, by its code and the identification it was sent with (404 when they do not match). */
export const findConsumerRequest = (code: string, identification: string, options?: ApiOptions) =>
  apiRequest(
    { name: "findConsumerRequest", method: "GET", path: `/p/bajas/${encodeURIComponent(code)}`, query: { identification }, schema: ConsumerRequest },
    options,
  );
