import { operations } from "../../contract/operations";
import { apiRequest, type ApiSession } from "./transport.server";

/**
 * The step-up proof (decision 098, `/auth/proof...`): how the session proves who it is. The
 * API keeps the proof and enforces it; the portal asks, and sends the customer to prove
 * when a call answers 403 `proof_required`.
 */

/** The session's proof, the verified contacts a code may go to (masked), and the code on its way. */
export const getProof = (session: ApiSession) => apiRequest(operations.getProof, {}, session);

/** A six-digit code to one of the account's verified contacts; 429 when asked again too soon. */
export const sendProofCode = (session: ApiSession, contactId: number) =>
  apiRequest(operations.sendProofCode, { body: { contact_id: contactId } }, session);

/** The code sent; a wrong, expired, used or over-tried one is a 400 on `code` with its `reason`. */
export const proveWithCode = (session: ApiSession, code: string) =>
  apiRequest(operations.prove, { body: { code } }, session);

/** The account's password; a wrong one is a 400 on `password` (never a 401: the session stays). */
export const proveWithPassword = (session: ApiSession, password: string) =>
  apiRequest(operations.prove, { body: { password } }, session);
