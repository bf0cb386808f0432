import { operations } from "../../contract/operations";
import type { CreateTicketRequest, TicketFeedbackRequest, TicketQuery } from "../../contract/tickets";
import { apiRequest, type ApiSession } from "./transport.server";

/** Claims (reclamos) and payment reports (informes de pago): `/v3/...`. */

export const listClaimCategories = (session: ApiSession) => apiRequest(operations.listClaimCategories, {}, session);

export const openClaim = (session: ApiSession, claim: CreateTicketRequest) =>
  apiRequest(operations.openClaim, { body: claim }, session);

export const listClaims = (session: ApiSession, query: TicketQuery = {}) =>
  apiRequest(operations.listClaims, { query }, session);

export const getClaim = (session: ApiSession, ticketId: number) =>
  apiRequest(operations.getClaim, { params: { id: ticketId } }, session);

export const replyToClaim = (session: ApiSession, ticketId: number, message: string) =>
  apiRequest(operations.replyToClaim, { params: { id: ticketId }, body: { message } }, session);

/** Multipart: one to three `files` (PDF, JPG, PNG; 5 MB each) and an optional `message`. */
export const attachFilesToClaim = (session: ApiSession, ticketId: number, form: FormData) =>
  apiRequest(operations.attachFilesToClaim, { params: { id: ticketId }, body: form }, session);

/** Rates a closed claim, once. */
export const rateClaim = (session: ApiSession, ticketId: number, feedback: TicketFeedbackRequest) =>
  apiRequest(operations.rateClaim, { params: { id: ticketId }, body: feedback }, session);

/** "¿Se resolvió tu problema?": yes closes the claim, no reopens it. */
export const reportClaimSolved = (session: ApiSession, ticketId: number, solved: boolean) =>
  apiRequest(operations.reportClaimSolved, { params: { id: ticketId }, body: { solved } }, session);

/** Multipart: amount, date, method, optional notes and the `receipt` file (PDF, JPG, PNG; 5 MB). */
export const reportPayment = (session: ApiSession, invoiceId: number, form: FormData) =>
  apiRequest(operations.reportPayment, { params: { id: invoiceId }, body: form }, session);

export const listPaymentReports = (session: ApiSession) => apiRequest(operations.listPaymentReports, {}, session);
