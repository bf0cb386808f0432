import { MessageResponse } from "../../contract/common";
import {
  Contact, ContactCodeSent, ContactList, ConnectionList, CustomerInfo, DebitCheckout, DebitSubscription, InvoicePage, Payment, PaymentPage,
  PaymentStatusResponse,
  type ChangePasswordRequest, type CreateContactRequest, type CreateDebitSubscriptionRequest, type CreatePaymentRequest,
  type EnablePasswordRequest, type InvoiceQuery, type PaymentQuery, type UpdateMainContactsRequest,
} from "../../contract/customer";
import { apiRequest, type ApiSession } from "./transport.server";
import { apiPath } from "./endpoint-pattern.server";

/** The signed-in customer's account: `/v2/customers/current/...`. */

const CURRENT = "/v2/customers/current";

export const getCustomerInfo = (session: ApiSession) =>
  apiRequest({ name: "getCustomerInfo", method: "GET", path: `${CURRENT}/info`, schema: CustomerInfo }, session);

export const listConnections = (session: ApiSession) =>
  apiRequest({ name: "listConnections", method: "GET", path: `${CURRENT}/conexiones`, schema: ConnectionList }, session);

export const listInvoices = (session: ApiSession, query: InvoiceQuery = {}) =>
  apiRequest({ name: "listInvoices", method: "GET", path: `${CURRENT}/facturas`, query, schema: InvoicePage }, session);

/** Starts paying invoices; send the customer to `checkout_url`, they come back to `return_url`. */
export const createPayment = (session: ApiSession, request: CreatePaymentRequest) =>
  apiRequest({ name: "createPayment", method: "POST", path: `${CURRENT}/payments/create`, body: request, schema: Payment }, session);

export const listPayments = (session: ApiSession, query: PaymentQuery = {}) =>
  apiRequest({ name: "listPayments", method: "GET", path: `${CURRENT}/payments`, query, schema: PaymentPage }, session);

export const getPaymentStatus = (session: ApiSession, paymentId: number) =>
  apiRequest({ name: "getPaymentStatus", method: "GET", path: apiPath`/v2/customers/current/payments/${paymentId}/status`, schema: PaymentStatusResponse }, session);

/** Asks the payment site for news of a payment (after the customer comes back). */
export const checkPayment = (session: ApiSession, paymentId: number) =>
  apiRequest({ name: "checkPayment", method: "POST", path: apiPath`/v2/customers/current/payments/${paymentId}/check`, schema: Payment }, session);

export const cancelPayment = (session: ApiSession, paymentId: number) =>
  apiRequest({ name: "cancelPayment", method: "DELETE", path: apiPath`/v2/customers/current/payments/${paymentId}/cancel`, schema: Payment }, session);

/** Starts the automatic debit; the card site at `checkout_url` confirms it. */
export const requestAutomaticDebit = (session: ApiSession, request: CreateDebitSubscriptionRequest) =>
  apiRequest({ name: "requestAutomaticDebit", method: "POST", path: `${CURRENT}/debit-subscription/create`, body: request, schema: DebitCheckout }, session);

export const updateAutomaticDebit = (session: ApiSession, services: number[]) =>
  apiRequest(
    { name: "updateAutomaticDebit", method: "PUT", path: `${CURRENT}/debit-subscription/update`, body: { services }, schema: DebitSubscription },
    session,
  );

export const cancelAutomaticDebit = (session: ApiSession) =>
  apiRequest({ name: "cancelAutomaticDebit", method: "DELETE", path: `${CURRENT}/debit-subscription/cancel`, schema: DebitSubscription }, session);

export const listContacts = (session: ApiSession) =>
  apiRequest({ name: "listContacts", method: "GET", path: `${CURRENT}/contacts`, schema: ContactList }, session);

/** A new contact starts unverified; the API sends it a code. */
export const addContact = (session: ApiSession, contact: CreateContactRequest) =>
  apiRequest({ name: "addContact", method: "POST", path: `${CURRENT}/contacts`, body: contact, schema: Contact }, session);

/** Sets the main e-mail and phone together (the settings page). */
export const updateMainContacts = (session: ApiSession, contacts: UpdateMainContactsRequest) =>
  apiRequest({ name: "updateMainContacts", method: "PUT", path: `${CURRENT}/contacts`, body: contacts, schema: ContactList }, session);

export const updateContact = (session: ApiSession, contactId: number, value: string) =>
  apiRequest({ name: "updateContact", method: "PUT", path: apiPath`/v2/customers/current/contacts/${contactId}`, body: { value }, schema: Contact }, session);

export const sendContactCode = (session: ApiSession, contactId: number) =>
  apiRequest({ name: "sendContactCode", method: "POST", path: apiPath`/v2/customers/current/contacts/${contactId}/send-code`, schema: ContactCodeSent }, session);

export const verifyContact = (session: ApiSession, contactId: number, code: string) =>
  apiRequest({ name: "verifyContact", method: "POST", path: apiPath`/v2/customers/current/contacts/${contactId}/verify`, body: { code }, schema: Contact }, session);

/** `enable-ls`: a customer who signs in with the identification alone creates a password. */
export const createPassword = (session: ApiSession, request: EnablePasswordRequest) =>
  apiRequest({ name: "createPassword", method: "POST", path: `${CURRENT}/auth/enable-ls`, body: request, schema: MessageResponse }, session);

/** A wrong current password is a 400 on `current_password`, not a 401. */
export const changePassword = (session: ApiSession, request: ChangePasswordRequest) =>
  apiRequest({ name: "changePassword", method: "POST", path: `${CURRENT}/auth/change-password`, body: request, schema: MessageResponse }, session);
