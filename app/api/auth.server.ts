import type { ResetPasswordRequest } from "../../contract/auth";
import { operations } from "../../contract/operations";
import { apiRequest, type ApiOptions, type ApiSession } from "./transport.server";

/**
 * Signing in and recovering access. A 401 here answers the call (wrong password), so
 * these calls ignore auth: the guards must not treat it as an expired session.
 */

/** No password: 200 with a token, 406 when the customer has a password, 403 when unknown. */
export const loginWithIdentification = (identification: string, options?: ApiOptions) =>
  apiRequest(operations.loginWithIdentification, { body: { identification } }, options);

/** With a password: 401 when wrong; 429 after five failures in 15 minutes. */
export const loginWithPassword = (user: string, password: string, options?: ApiOptions) =>
  apiRequest(operations.loginWithPassword, { body: { user, password } }, options);

/** Answers the same whether or not the identification exists. */
export const requestPasswordReset = (identification: string, options?: ApiOptions) =>
  apiRequest(operations.requestPasswordReset, { body: { identification } }, options);

export const resetPassword = (request: ResetPasswordRequest, options?: ApiOptions) =>
  apiRequest(operations.resetPassword, { body: request }, options);

/** The link mailed to verify an e-mail address (`/actions/email-verification?token=`). */
export const verifyEmail = (token: string, options?: ApiOptions) =>
  apiRequest(operations.verifyEmail, { params: { token } }, options);

/**
 * Ends the session at the API: the token stops working, so a copy of the session cookie
 * is worth nothing afterwards. A 401 here only means it had already ended.
 */
export const logout = (session: ApiSession) => apiRequest(operations.logout, {}, session);

/**
 * The hand-over from another of the provider's sites (decision 127): the code of
 * `/auth/login?code=`, exchanged server to server with the portal's own credential for a
 * new session of that customer. 400 `handover_code_invalid` when unknown, used, expired or
 * another client's.
 */
export const exchangeHandoverCode = (code: string, options?: ApiOptions) =>
  apiRequest(operations.exchangeHandoverCode, { body: { code } }, options);
