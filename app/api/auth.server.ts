import { AccessToken, EmailVerificationResult } from "../../contract/auth";
import { MessageResponse } from "../../contract/common";
import type { ResetPasswordRequest } from "../../contract/auth";
import { apiRequest, type ApiOptions, type ApiSession } from "./transport.server";
import { apiPath } from "./endpoint-pattern.server";

/**
 * Signing in and recovering access. A 401 here answers the call (wrong password), so
 * these calls ignore auth: the guards must not treat it as an expired session.
 */

/** No password: 200 with a token, 406 when the customer has a password, 403 when unknown. */
export const loginWithIdentification = (identification: string, options?: ApiOptions) =>
  apiRequest(
    { name: "loginWithIdentification", method: "POST", path: "/auth/customers", body: { identification }, schema: AccessToken, ignoreAuth: true },
    options,
  );

/** With a password: 401 when wrong; 429 after five failures in 15 minutes. */
export const loginWithPassword = (user: string, password: string, options?: ApiOptions) =>
  apiRequest({ name: "loginWithPassword", method: "POST", path: "/auth/login", body: { user, password }, schema: AccessToken, ignoreAuth: true }, options);

/** Answers the same whether or not the identification exists. */
export const requestPasswordReset = (identification: string, options?: ApiOptions) =>
  apiRequest(
    { name: "requestPasswordReset", method: "POST", path: "/auth/forgot-password", body: { identification }, schema: MessageResponse, ignoreAuth: true },
    options,
  );

export const resetPassword = (request: ResetPasswordRequest, options?: ApiOptions) =>
  apiRequest({ name: "resetPassword", method: "POST", path: "/auth/reset-password", body: request, schema: MessageResponse, ignoreAuth: true }, options);

/** The link mailed to verify an e-mail address (`/actions/email-verification?token=`). */
export const verifyEmail = (token: string, options?: ApiOptions) =>
  apiRequest(
    { name: "verifyEmail", method: "POST", path: apiPath`/mails/verify/${token}/process`, schema: EmailVerificationResult, ignoreAuth: true },
    options,
  );

/**
 * Ends the session at the API: the token stops working, so a copy of the session cookie
 * is worth nothing afterwards. A 401 here only means it had already ended.
 */
export const logout = (session: ApiSession) =>
  apiRequest({ name: "logout", method: "POST", path: "/auth/logout", schema: MessageResponse, ignoreAuth: true }, session);
