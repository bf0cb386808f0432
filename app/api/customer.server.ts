import type {
  ChangePasswordRequest,
  CreateContactRequest,
  CreateDebitSubscriptionRequest,
  CreatePaymentRequest,
  EnablePasswordRequest,
  InvoiceQuery,
  PaymentQuery,
  UpdateMainContactsRequest,
} from "../../contract/customer";
import { operations } from "../../contract/operations";
import { apiRequest, type ApiSession } from "./transport.server";

/** The signed-in customer's account: `/v2/customers/current/...`. */

export const getCustomerInfo = (session: ApiSession) => apiRequest(operations.getCustomerInfo, {}, session);

export const listConnections = (session: ApiSession) => apiRequest(operations.listConnections, {}, session);

export const listInvoices = (session: ApiSession, query: InvoiceQuery = {}) =>
  apiRequest(operations.listInvoices, { query }, session);

/** Starts paying invoices; send the customer to `checkout_url`, they come back to `return_url`. */
export const createPayment = (session: ApiSession, request: CreatePaymentRequest) =>
  apiRequest(operations.createPayment, { body: request }, session);

export const listPayments = (session: ApiSession, query: PaymentQuery = {}) =>
  apiRequest(operations.listPayments, { query }, session);

export const getPaymentStatus = (session: ApiSession, paymentId: number) =>
  apiRequest(operations.getPaymentStatus, { params: { id: paymentId } }, session);

/** Asks the payment site for news of a payment (after the customer comes back). */
export const checkPayment = (session: ApiSession, paymentId: number) =>
  apiRequest(operations.checkPayment, { params: { id: paymentId } }, session);

export const cancelPayment = (session: ApiSession, paymentId: number) =>
  apiRequest(operations.cancelPayment, { params: { id: paymentId } }, session);

/** Starts the automatic debit; the card site at `checkout_url` confirms it. */
export const requestAutomaticDebit = (session: ApiSession, request: CreateDebitSubscriptionRequest) =>
  apiRequest(operations.requestAutomaticDebit, { body: request }, session);

export const updateAutomaticDebit = (session: ApiSession, services: number[]) =>
  apiRequest(operations.updateAutomaticDebit, { body: { services } }, session);

export const cancelAutomaticDebit = (session: ApiSession) => apiRequest(operations.cancelAutomaticDebit, {}, session);

export const listContacts = (session: ApiSession) => apiRequest(operations.listContacts, {}, session);

/** A new contact starts unverified; the API sends it a code. */
export const addContact = (session: ApiSession, contact: CreateContactRequest) =>
  apiRequest(operations.addContact, { body: contact }, session);

/** Sets the main e-mail and phone together (the settings page). */
export const updateMainContacts = (session: ApiSession, contacts: UpdateMainContactsRequest) =>
  apiRequest(operations.updateMainContacts, { body: contacts }, session);

export const updateContact = (session: ApiSession, contactId: number, value: string) =>
  apiRequest(operations.updateContact, { params: { id: contactId }, body: { value } }, session);

export const sendContactCode = (session: ApiSession, contactId: number) =>
  apiRequest(operations.sendContactCode, { params: { id: contactId } }, session);

export const verifyContact = (session: ApiSession, contactId: number, code: string) =>
  apiRequest(operations.verifyContact, { params: { id: contactId }, body: { code } }, session);

/** `enable-ls`: a customer who signs in with the identification alone creates a password. */
export const createPassword = (session: ApiSession, request: EnablePasswordRequest) =>
  apiRequest(operations.createPassword, { body: request }, session);

/** A wrong current password is a 400 on `current_password`, not a 401. */
export const changePassword = (session: ApiSession, request: ChangePasswordRequest) =>
  apiRequest(operations.changePassword, { body: request }, session);
