import type {
  CancellationRequest,
  CodeRequest,
  ConfirmationRequest,
  WithdrawalRequest,
} from "../../contract/consumer-requests";
import { operations } from "../../contract/operations";
import { apiRequest, type ApiOptions } from "./transport.server";

/**
 * "Botón de baja" and "Botón de arrepentimiento" (decision 073): public calls, no token.
 * Additions to the spec the real API must offer (docs/api.md). The creates carry the
 * form's `idempotencyKey`, so a request sent twice gets one request code and one
 * confirmation code; the API sends that code to the holder's verified contacts and checks
 * it (Disposición 3/2026, decision 099).
 */

export const requestCancellation = (request: CancellationRequest, options?: ApiOptions) =>
  apiRequest(operations.requestCancellation, { body: request }, options);

export const requestWithdrawal = (request: WithdrawalRequest, options?: ApiOptions) =>
  apiRequest(operations.requestWithdrawal, { body: request }, options);

/** A cancellation or a withdrawal, by its code and the identification it was sent with (404 when they do not match). */
export const findConsumerRequest = (code: string, identification: string, options?: ApiOptions) =>
  apiRequest(operations.findConsumerRequest, { params: { code }, query: { identification } }, options);

/** Confirms a request with the code its holder received: 422 a wrong code, 410 one that no longer works. */
export const confirmConsumerRequest = (code: string, confirmation: ConfirmationRequest, options?: ApiOptions) =>
  apiRequest(operations.confirmConsumerRequest, { params: { code }, body: confirmation }, options);

/** Another confirmation code to the holder's verified contacts: 429 before 60 seconds, 422 past the last one. */
export const resendConsumerRequestCode = (code: string, sender: CodeRequest, options?: ApiOptions) =>
  apiRequest(operations.resendConsumerRequestCode, { params: { code }, body: sender }, options);
