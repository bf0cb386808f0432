import { operations } from "../../contract/operations";
import type { ApplicationRequest } from "../../contract/public";
import type { AgentActionQuery, CustomerSearchRequest } from "../../contract/staff";
import { apiRequest, type ApiOptions } from "./transport.server";

/**
 * Call-centre staff's calls (decision 141, `/staff/...`): each with the staff member's own
 * access token, the JWT the identity provider issued for the API. With the customer's consent
 * the API hands out a customer token naming the agent (`DelegatedToken`), used from then on
 * as any customer session (`ApiSession`): every call made with it is the agent's in the
 * account's activity.
 */

/** A staff member's calls: their access token as the bearer. */
export type StaffSession = ApiOptions & { token: string };

/** The caller's account by DNI or CUIT, connection number, phone or e-mail: at most 10, masked. */
export const findCustomers = (staff: StaffSession, search: CustomerSearchRequest) =>
  apiRequest(operations.findCustomers, { body: search }, staff);

/** One caller by id, as the search answers them (masked); a 404 for a customer that does not exist. */
export const getCustomerSummary = (staff: StaffSession, customerId: number) =>
  apiRequest(operations.getCustomerSummary, { params: { id: customerId } }, staff);

/**
 * A code for the customer's consent to one of their verified contacts (409 `no_verified_contact`
 * without one; 429 when asked again too soon). Send the form's key as `idempotencyKey`.
 */
export const askConsent = (staff: StaffSession, customerId: number, contactId: number) =>
  apiRequest(operations.askConsent, { params: { id: customerId }, body: { contact_id: contactId } }, staff);

/** The code the customer read out, for a customer token naming the agent; a refused code is a 400 on `code`. */
export const verifyConsent = (staff: StaffSession, customerId: number, code: string) =>
  apiRequest(operations.verifyConsent, { params: { id: customerId }, body: { code } }, staff);

/** A read-only customer token, for a customer without a verified contact (409 `consent_available` otherwise). */
export const openReadOnlySession = (staff: StaffSession, customerId: number) =>
  apiRequest(operations.openReadOnlySession, { params: { id: customerId } }, staff);

/**
 * Signs the staff member out at the API (decision 146): their token, and the customer tokens
 * handed out under it, stop working there at once rather than at the token's own end.
 */
export const endStaffSession = (staff: StaffSession) => apiRequest(operations.endStaffSession, {}, staff);

/** A supervisor's view: agents' actions on one day (`date`, Buenos Aires), of one agent or every one. */
export const listAgentActions = (staff: StaffSession, query: AgentActionQuery) =>
  apiRequest(operations.listAgentActions, { query }, staff);

/** An application made by phone: the API records the agent and the channel `phone`. */
export const submitApplicationByPhone = (staff: StaffSession, application: ApplicationRequest) =>
  apiRequest(operations.submitApplication, { body: application }, staff);
