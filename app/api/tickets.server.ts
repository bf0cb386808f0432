import {
  PaymentReport, PaymentReportList, Ticket, TicketCategoryList, TicketPage,
  type CreateTicketRequest, type TicketFeedbackRequest, type TicketQuery,
} from "../../contract/tickets";
import { apiRequest, type ApiSession } from "./transport.server";
import { apiPath } from "./endpoint-pattern.server";

/** Claims (reclamos) and payment reports (informes de pago): `/v3/...`. */

export const listClaimCategories = (session: ApiSession) =>
  apiRequest({ name: "listClaimCategories", method: "GET", path: "/v3/tickets/reclamos/categorias", schema: TicketCategoryList }, session);

export const openClaim = (session: ApiSession, claim: CreateTicketRequest) =>
  apiRequest({ name: "openClaim", method: "POST", path: "/v3/tickets/reclamos", body: claim, schema: Ticket }, session);

export const listClaims = (session: ApiSession, query: TicketQuery = {}) =>
  apiRequest({ name: "listClaims", method: "GET", path: "/v3/tickets", query, schema: TicketPage }, session);

export const getClaim = (session: ApiSession, ticketId: number) =>
  apiRequest({ name: "getClaim", method: "GET", path: apiPath`/v3/tickets/${ticketId}`, schema: Ticket }, session);

export const replyToClaim = (session: ApiSession, ticketId: number, message: string) =>
  apiRequest({ name: "replyToClaim", method: "POST", path: apiPath`/v3/tickets/${ticketId}/messages`, body: { message }, schema: Ticket }, session);

/** Multipart: one to three `files` (PDF, JPG, PNG; 5 MB each) and an optional `message`. */
export const attachFilesToClaim = (session: ApiSession, ticketId: number, form: FormData) =>
  apiRequest({ name: "attachFilesToClaim", method: "POST", path: apiPath`/v3/tickets/${ticketId}/message-files`, body: form, schema: Ticket }, session);

/** Rates a closed claim, once. */
export const rateClaim = (session: ApiSession, ticketId: number, feedback: TicketFeedbackRequest) =>
  apiRequest({ name: "rateClaim", method: "POST", path: apiPath`/v3/tickets/${ticketId}/feedback`, body: feedback, schema: Ticket }, session);

/** "¿Se resolvió tu problema?": yes closes the claim, no reopens it. */
export const reportClaimSolved = (session: ApiSession, ticketId: number, solved: boolean) =>
  apiRequest({ name: "reportClaimSolved", method: "POST", path: apiPath`/v3/tickets/${ticketId}/report`, body: { solved }, schema: Ticket }, session);

/** Multipart: amount, date, method, optional notes and the `receipt` file (PDF, JPG, PNG; 5 MB). */
export const reportPayment = (session: ApiSession, invoiceId: number, form: FormData) =>
  apiRequest({ name: "reportPayment", method: "POST", path: apiPath`/v3/informe/pagos/${invoiceId}`, body: form, schema: PaymentReport }, session);

export const listPaymentReports = (session: ApiSession) =>
  apiRequest({ name: "listPaymentReports", method: "GET", path: "/v3/informe/pagos", schema: PaymentReportList }, session);
