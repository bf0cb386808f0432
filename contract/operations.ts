import { z } from "zod";
import {
  AccessToken,
  CustomerLoginRequest,
  EmailVerificationResult,
  ForgotPasswordRequest,
  HandoverCode,
  HandoverCodeRequest,
  HandoverExchangeRequest,
  PasswordLoginRequest,
  ResetPasswordRequest,
} from "./auth.ts";
import { ActivityPage, ActivityQuery } from "./activity.ts";
import type { CapabilityOrCore } from "./capabilities.ts";
import { MessageResponse } from "./common.ts";
import {
  CancellationRequest,
  CodeRequest,
  CodeSent,
  ConfirmationRequest,
  ConsumerRequest,
  ConsumerRequestQuery,
  WithdrawalRequest,
} from "./consumer-requests.ts";
import {
  ChangePasswordRequest,
  ConnectionList,
  Contact,
  ContactCodeSent,
  ContactList,
  CreateContactRequest,
  CreateDebitSubscriptionRequest,
  CreatePaymentRequest,
  CustomerInfo,
  DebitCheckout,
  DebitSubscription,
  EnablePasswordRequest,
  InvoicePage,
  InvoiceQuery,
  Payment,
  PaymentPage,
  PaymentQuery,
  PaymentStatusResponse,
  UpdateContactRequest,
  UpdateDebitSubscriptionRequest,
  UpdateMainContactsRequest,
  VerifyContactRequest,
} from "./customer.ts";
import { Equipment, RestartReason } from "./equipment.ts";
import { GeocoderQuery, GeocoderResult } from "./geocoder.ts";
import { CustomerOutage, CustomerOutageList, OutageList, OutageReason } from "./outages.ts";
import { CreatePaymentPromiseRequest, PaymentPromise, PaymentPromiseState } from "./payment-promise.ts";
import { ProofCodeSent, ProofReason, ProofResult, ProofStatus, ProveRequest, SendProofCodeRequest } from "./proof.ts";
import {
  Application,
  ApplicationRequest,
  ApplicationStart,
  AvailabilityRequest,
  AvailabilityResponse,
  InfrastructureBoxList,
  InfrastructureBoxQuery,
  JobApplication,
  JobApplicationFields,
  LocalityList,
  PlanList,
  SalesAttempt,
  SalesAttemptRequest,
  StreamingBannerList,
  ValidateCustomerRequest,
  ValidateEnterpriseRequest,
  ValidationResult,
} from "./public.ts";
import {
  AgentActionPage,
  AgentActionQuery,
  CustomerSearchRequest,
  CustomerSearchResult,
  CustomerSummary,
  DelegatedToken,
  VerifyConsentRequest,
  type StaffRole,
} from "./staff.ts";
import { ApiStatus } from "./status.ts";
import {
  ChangePlanRequest,
  ExtraRequest,
  StreamingCatalogue,
  StreamingSubscription,
  SubscribeRequest,
} from "./streaming.ts";
import {
  CreateTicketRequest,
  PaymentReport,
  PaymentReportFields,
  PaymentReportList,
  Ticket,
  TicketCategoryList,
  TicketFeedbackRequest,
  TicketMessageRequest,
  TicketPage,
  TicketQuery,
  TicketSolvedRequest,
} from "./tickets.ts";
import { BookVisitRequest, Visit, VisitList, VisitReason, VisitSlotList } from "./visits.ts";

/**
 * Every call the portal makes to the provider's API, written once (decision 125). The
 * portal's client (`app/api/`) calls through this table, the OpenAPI document
 * (`docs/openapi.json`, `npm run api:openapi`) is generated from it, and the conformance kit
 * (`conformance/`) checks an API against it. A path is a template: `{name}` is a parameter.
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A file field of a multipart body. */
export type FileField = {
  /** The media types accepted, recognised by the file's first bytes. */
  types: readonly string[];
  maxBytes: number;
  minFiles: number;
  maxFiles: number;
};

export type RequestBody = { json: z.ZodType } | { multipart: z.ZodObject; files: Record<string, FileField> };

/** One refusal an operation may answer: when, and the `reason` values it carries. */
export type ErrorAnswer = {
  when: string;
  reasons?: readonly string[];
  /** The answer carries `Retry-After` (seconds). */
  retryAfter?: true;
};

export type OperationSpec = {
  method: HttpMethod;
  path: string;
  summary: string;
  description?: string;
  /** The capability it belongs to, or "core": what every API must answer. */
  capability: CapabilityOrCore;
  /**
   * Whose bearer token: `customer`: a customer's (their own, or one an agent holds for them),
   * required; `optional`: a customer's, which changes the answer; `staff`: a call-centre staff
   * member's JWT access token (decision 141), required; `optional_staff`: a staff member's,
   * which attributes the call to them; `none`: never sent.
   */
  auth: "none" | "customer" | "optional" | "staff" | "optional_staff";
  /** `staff` only: the roles that may call it, when not every staff member's (`agent` or `supervisor`). */
  staffRoles?: readonly StaffRole[];
  /**
   * The customer's alone (decision 141): refused, 403 `customer_only`, to a token an agent
   * holds for the customer, consented or not (the password, a hand-over, proving a session).
   */
  customerOnly?: true;
  /**
   * Not a read, yet a read-only agent's token may call it (signing out changes nothing of
   * the account). Every other customer call but a GET is refused to such a token, 403
   * `read_only` (`refusedToReadOnly`).
   */
  readOnlyAllowed?: true;
  /**
   * An API that sets a client credential refuses this call without the portal's
   * (`X-Api-Key` or mutual TLS): identification-only sign-in, the hand-over's exchange and
   * the public writes (decision 127).
   */
  clientOnly?: true;
  /** 403 `proof_required` to a quick-access token, before the body is looked at. */
  proof?: true;
  /** Honours `Idempotency-Key`; the portal sends one, made when the form is shown. */
  idempotent?: true;
  query?: z.ZodObject;
  body?: RequestBody;
  success: {
    status: number;
    schema: z.ZodType;
    /** Another success status, and when it is answered (a replay of an earlier create). */
    also?: { status: number; when: string };
  };
  errors?: Record<number, ErrorAnswer>;
  /** Rules JSON Schema cannot say; named in the document and checked by the conformance kit. */
  rules?: readonly string[];
  /** The portal's behaviour: a 401 answers this call (a wrong password), it does not end the session. */
  ignoreAuth?: true;
  /** The portal sends it while the API is flagged offline (the status check itself). */
  ignoreOffline?: true;
  /** Served at GEOCODER_URL, which need not be the API (any Photon-compatible service). */
  service?: "geocoder";
};

export type Operation = OperationSpec & { readonly id: string };

function defineOperations<const Table extends Record<string, OperationSpec>>(
  table: Table,
): { [Id in keyof Table]: Table[Id] & { readonly id: Id } } {
  return Object.fromEntries(Object.entries(table).map(([id, spec]) => [id, Object.freeze({ ...spec, id })])) as never;
}

const FIVE_MB = 5 * 1024 * 1024;
const RECEIPT_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
const CV_TYPES = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
] as const;

const CHECK_DIGITS =
  "A DNI has 7 or 8 digits; a CUIT 11, its prefix 20, 23, 24 or 27 for people and 30, 33 or 34 for companies, and its last digit the check digit of the first ten (weights 5,4,3,2,7,6,5,4,3,2, mod 11).";
const PAYMENT_CODE =
  "Each unpaid invoice's payment_code is 40 digits: collector id (4), customer id (9), invoice id (10), the amount in force today in cents (10), that amount's due date AAMMDD (6), and a Luhn (mod 10) check digit of the first 39; null once paid.";
const E_INVOICE =
  "An invoice issued electronically carries ARCA's data: a 14-digit CAE, its expiry, the issuer's CUIT (valid check digit) and the receiver's document.";
const MASKED =
  "To a quick-access token personal data is masked: e-mails as the first letter, five dots and the domain; phones as country and area codes and the last two digits; a connection's street number and coordinates null.";
const OWNED = "Another customer's record answers 404, exactly as one that does not exist.";
const PAGES =
  "Paginated: ?page=&per_page= (at most 50); meta.total counts every item, and walking the pages yields each item once.";

const ACTIVITY =
  "Every sign-in (password, quick access, hand-over, an agent's) and every change the API makes is an entry, written by the API where the change happens; a call made with a token an agent holds names the agent (`actor.agent_number`).";
const ACTIVITY_MASKED = "To a quick-access session, `client_address` is masked: the network's first two parts.";
const STAFF_TOKEN =
  "The staff member's access token is a JWT (RFC 9068, `typ` at+jwt) verified against the issuer's JWKS (from its discovery document), its `iss`, its `aud` (the API) and its `exp`: a forged, expired, foreign or other-audience token answers 401, and so does one signed out (`POST /staff/session/end`, decision 146).";
const STAFF_SIGNED_OUT =
  "After `POST /staff/session/end` the same staff token answers 401 to every staff call until its `exp`, and every customer token handed out under it (consent or read-only) answers 401 to every call.";
const STAFF_MASKED =
  "Personal data is masked as to quick access: the identification (`20.•••.050`), e-mails, phones, a connection's house number.";
const DELEGATED =
  "The token lasts 30 minutes at most and never past the staff member's own token; every call made with it is recorded with the agent.";
const READ_ONLY = "Every customer call but a read (and signing out) answers 403 `read_only` to a read-only token.";

const unknownRecord = (what: string): ErrorAnswer => ({ when: `${what} does not exist or is another customer's` });

export const operations = defineOperations({
  // ── Core ──────────────────────────────────────────────────────────────────────
  checkApiStatus: {
    method: "GET",
    path: "/status",
    capability: "core",
    auth: "none",
    ignoreOffline: true,
    summary: "Whether the API is up or in maintenance, and the capabilities it offers",
    description:
      "While it answers offline the portal sends no other call. `capabilities` lists the optional capabilities offered; without it the portal assumes all, and learns from 404/501 answers.",
    success: { status: 200, schema: ApiStatus },
  },
  listPlans: {
    method: "GET",
    path: "/p/planes",
    capability: "core",
    auth: "none",
    summary: "The plans on sale",
    success: { status: 200, schema: PlanList },
  },
  listLocalities: {
    method: "GET",
    path: "/p/localidades",
    capability: "core",
    auth: "none",
    summary: "The localities served, with their coverage polygons (GeoJSON order)",
    success: { status: 200, schema: LocalityList },
  },

  // ── Consumer requests: "Botón de baja" and "Botón de arrepentimiento" (core: the law asks every provider) ──
  requestCancellation: {
    method: "POST",
    path: "/p/bajas",
    capability: "core",
    auth: "none",
    clientOnly: true,
    idempotent: true,
    summary: "Files a cancellation (Botón de baja) and sends the holder a confirmation code",
    description:
      "Answers the same shape whether or not the identification is a customer's. The code goes to the holder's verified contacts only, never to the contact given.",
    body: { json: CancellationRequest },
    success: { status: 201, schema: ConsumerRequest },
    errors: { 400: { when: "a field is missing or malformed" } },
    rules: [CHECK_DIGITS],
  },
  requestWithdrawal: {
    method: "POST",
    path: "/p/arrepentimientos",
    capability: "core",
    auth: "none",
    clientOnly: true,
    idempotent: true,
    summary: "Files a withdrawal (Botón de arrepentimiento) within 10 calendar days of the contract",
    body: { json: WithdrawalRequest },
    success: { status: 201, schema: ConsumerRequest },
    errors: {
      400: { when: "a field is missing or malformed, or the date is after today" },
      422: { when: "more than 10 calendar days have passed since the application or the date given" },
    },
    rules: [CHECK_DIGITS],
  },
  findConsumerRequest: {
    method: "GET",
    path: "/p/bajas/{code}",
    capability: "core",
    auth: "none",
    summary: "A cancellation or withdrawal, by its code and the identification it was filed with",
    query: ConsumerRequestQuery,
    success: { status: 200, schema: ConsumerRequest },
    errors: { 404: { when: "an unknown or malformed code, or another identification (the same answer)" } },
  },
  confirmConsumerRequest: {
    method: "POST",
    path: "/p/bajas/{code}/confirmacion",
    capability: "core",
    auth: "none",
    clientOnly: true,
    summary: "Confirms a request with the code its holder received",
    body: { json: ConfirmationRequest },
    success: { status: 200, schema: ConsumerRequest },
    errors: {
      404: { when: "an unknown request code, or another identification" },
      410: { when: "the code no longer works: expired, used, its 5 tries spent, or the request no longer pending" },
      422: { when: "not the code (the try counts)" },
    },
  },
  resendConsumerRequestCode: {
    method: "POST",
    path: "/p/bajas/{code}/codigo",
    capability: "core",
    auth: "none",
    clientOnly: true,
    summary: "Another confirmation code to the holder's verified contacts",
    body: { json: CodeRequest },
    success: { status: 202, schema: CodeSent },
    errors: {
      404: { when: "an unknown request code, or another identification" },
      409: { when: "the request is no longer pending" },
      422: { when: "past the request's fifth code" },
      429: { when: "less than 60 seconds since the last code", retryAfter: true },
    },
  },

  // ── Signing in (the customer area) ────────────────────────────────────────────
  loginWithIdentification: {
    method: "POST",
    path: "/auth/customers",
    capability: "quick_access",
    auth: "none",
    clientOnly: true,
    ignoreAuth: true,
    summary: "Quick access: a session from the identification alone",
    description:
      "The token is quick access: it reads (personal data masked), pays and files claims; every change needs proof first.",
    body: { json: CustomerLoginRequest },
    success: { status: 200, schema: AccessToken },
    errors: {
      403: { when: "the identification is not a customer's" },
      406: { when: "the customer has a password: ask it and use POST /auth/login" },
      429: { when: "the identification's password is locked after five wrong ones in 15 minutes", retryAfter: true },
    },
    rules: [CHECK_DIGITS],
  },
  loginWithPassword: {
    method: "POST",
    path: "/auth/login",
    capability: "customer_area",
    auth: "none",
    ignoreAuth: true,
    summary: "A verified session from the identification and the password",
    body: { json: PasswordLoginRequest },
    success: { status: 200, schema: AccessToken },
    errors: {
      401: { when: "a wrong password or an unknown identification (the same answer)" },
      429: { when: "five wrong passwords for the identification within 15 minutes", retryAfter: true },
    },
  },
  logout: {
    method: "POST",
    path: "/auth/logout",
    capability: "customer_area",
    auth: "customer",
    ignoreAuth: true,
    readOnlyAllowed: true,
    summary: "Ends the session: its token stops working",
    success: { status: 200, schema: MessageResponse },
  },
  requestPasswordReset: {
    method: "POST",
    path: "/auth/forgot-password",
    capability: "customer_area",
    auth: "none",
    clientOnly: true,
    ignoreAuth: true,
    summary: "Mails a reset link; the same answer whether or not the identification exists",
    body: { json: ForgotPasswordRequest },
    success: { status: 200, schema: MessageResponse },
  },
  resetPassword: {
    method: "POST",
    path: "/auth/reset-password",
    capability: "customer_area",
    auth: "none",
    clientOnly: true,
    ignoreAuth: true,
    summary: "A new password from the mailed link's token; the customer's sessions end",
    body: { json: ResetPasswordRequest },
    success: { status: 200, schema: MessageResponse },
    errors: { 400: { when: "a field is malformed, or the token is unknown, used or expired (on `token`)" } },
  },
  verifyEmail: {
    method: "POST",
    path: "/mails/verify/{token}/process",
    capability: "customer_area",
    auth: "none",
    ignoreAuth: true,
    summary: "Verifies an e-mail contact from the mailed link's token",
    success: { status: 200, schema: EmailVerificationResult },
    errors: { 400: { when: "the token is unknown, used or expired" } },
  },

  // ── The hand-over from another of the provider's sites (decision 127) ────────────
  createHandoverCode: {
    method: "POST",
    path: "/auth/handover",
    capability: "customer_area",
    auth: "customer",
    customerOnly: true,
    summary: "A one-time code that hands the signed-in customer over to another client (the portal)",
    description:
      "Called by the provider's other site, which holds the customer's session, never by the portal: it then sends the browser to the portal's `/auth/login?code=`. The code works once, for 60 seconds, and only for the client named in `client_id`; only its hash is kept.",
    body: { json: HandoverCodeRequest },
    success: { status: 201, schema: HandoverCode },
    errors: { 400: { when: "`client_id` is malformed, or names no client the API knows (on `client_id`)" } },
  },
  exchangeHandoverCode: {
    method: "POST",
    path: "/auth/handover/exchange",
    capability: "customer_area",
    auth: "none",
    clientOnly: true,
    summary: "Redeems a hand-over code for a new session of its customer, server to server",
    description:
      "The portal's server sends the code of `/auth/login?code=` with its client credential. The answer is a new token of the code's customer, quick access whatever the other site's session was (it proves itself before changing the account).",
    body: { json: HandoverExchangeRequest },
    success: { status: 200, schema: AccessToken },
    errors: {
      400: {
        when: "the code is unknown, used, expired, or made for another client: the same answer for each (on `code`)",
        reasons: ["handover_code_invalid"],
      },
    },
    rules: [
      "A code works once: a second exchange, even a simultaneous one, is refused; one tried by another client is spent.",
      "A code expires 60 seconds after it was made.",
      "Only the client named at creation may exchange it: the exchange's credential must be that client's.",
    ],
  },

  // ── Proof (step-up) ───────────────────────────────────────────────────────────
  getProof: {
    method: "GET",
    path: "/auth/proof",
    capability: "customer_area",
    auth: "customer",
    summary: "The session's proof and the verified contacts a code may go to (masked)",
    success: { status: 200, schema: ProofStatus },
  },
  sendProofCode: {
    method: "POST",
    path: "/auth/proof/code",
    capability: "customer_area",
    auth: "customer",
    customerOnly: true,
    idempotent: true,
    summary: "Sends a six-digit code to one of the account's verified contacts",
    body: { json: SendProofCodeRequest },
    success: { status: 201, schema: ProofCodeSent },
    errors: {
      400: { when: "the contact is not one of the account's verified contacts (on `contact_id`)" },
      429: {
        when: "a code was sent less than a minute ago, or too many this hour",
        reasons: ["resend_too_soon", "too_many_codes"],
        retryAfter: true,
      },
    },
  },
  prove: {
    method: "POST",
    path: "/auth/proof",
    capability: "customer_area",
    auth: "customer",
    customerOnly: true,
    summary: "Proves the session with the code sent, or with the account's password",
    body: { json: ProveRequest },
    success: { status: 200, schema: ProofResult },
    errors: {
      400: {
        when: "the code or password is refused (on `code` or `password`); the session stays",
        reasons: ProofReason.options.filter((reason) => reason.startsWith("code_") || reason === "password_invalid"),
      },
      409: { when: "the account has no password", reasons: ["no_password"] },
      429: { when: "the identification's password is locked", retryAfter: true },
    },
  },

  // ── The customer's account ────────────────────────────────────────────────────
  getCustomerInfo: {
    method: "GET",
    path: "/v2/customers/current/info",
    capability: "customer_area",
    auth: "customer",
    summary: "The signed-in customer, their balance and the session's proof",
    success: { status: 200, schema: CustomerInfo },
    rules: [MASKED],
  },
  listConnections: {
    method: "GET",
    path: "/v2/customers/current/conexiones",
    capability: "customer_area",
    auth: "customer",
    summary: "The customer's connections and their services",
    success: { status: 200, schema: ConnectionList },
    rules: [MASKED],
  },
  listInvoices: {
    method: "GET",
    path: "/v2/customers/current/facturas",
    capability: "customer_area",
    auth: "customer",
    summary: "The customer's invoices, newest period first",
    query: InvoiceQuery,
    success: { status: 200, schema: InvoicePage },
    rules: [PAGES, PAYMENT_CODE, E_INVOICE],
  },
  listPayments: {
    method: "GET",
    path: "/v2/customers/current/payments",
    capability: "online_payment",
    auth: "customer",
    summary: "The payments the customer started online, newest first",
    query: PaymentQuery,
    success: { status: 200, schema: PaymentPage },
    rules: [PAGES],
  },
  listContacts: {
    method: "GET",
    path: "/v2/customers/current/contacts",
    capability: "customer_area",
    auth: "customer",
    summary: "The customer's e-mail and phone contacts",
    success: { status: 200, schema: ContactList },
    rules: [MASKED],
  },
  addContact: {
    method: "POST",
    path: "/v2/customers/current/contacts",
    capability: "customer_area",
    auth: "customer",
    proof: true,
    idempotent: true,
    summary: "Adds a contact, unverified; a code is sent to it",
    body: { json: CreateContactRequest },
    success: { status: 201, schema: Contact },
    errors: { 409: { when: "the customer already has it" } },
  },
  updateMainContacts: {
    method: "PUT",
    path: "/v2/customers/current/contacts",
    capability: "customer_area",
    auth: "customer",
    proof: true,
    idempotent: true,
    summary: "Sets the main e-mail and phone at once; a changed one becomes unverified",
    body: { json: UpdateMainContactsRequest },
    success: { status: 200, schema: ContactList },
  },
  updateContact: {
    method: "PUT",
    path: "/v2/customers/current/contacts/{id}",
    capability: "customer_area",
    auth: "customer",
    proof: true,
    idempotent: true,
    summary: "Changes a contact's value",
    body: { json: UpdateContactRequest },
    success: { status: 200, schema: Contact },
    errors: { 404: unknownRecord("the contact") },
  },
  sendContactCode: {
    method: "POST",
    path: "/v2/customers/current/contacts/{id}/send-code",
    capability: "customer_area",
    auth: "customer",
    proof: true,
    summary: "Sends a verification code to an unverified contact",
    success: { status: 200, schema: ContactCodeSent },
    errors: {
      404: unknownRecord("the contact"),
      409: { when: "the contact is verified already" },
      429: {
        when: "within a minute of its last code, or past ten codes an hour",
        reasons: ["resend_too_soon", "too_many_codes"],
        retryAfter: true,
      },
    },
  },
  verifyContact: {
    method: "POST",
    path: "/v2/customers/current/contacts/{id}/verify",
    capability: "customer_area",
    auth: "customer",
    proof: true,
    summary: "Verifies a contact with the code it was sent",
    body: { json: VerifyContactRequest },
    success: { status: 200, schema: Contact },
    errors: { 400: { when: "the code is wrong or expired (on `code`)" }, 404: unknownRecord("the contact") },
  },
  createPassword: {
    method: "POST",
    path: "/v2/customers/current/auth/enable-ls",
    capability: "customer_area",
    auth: "customer",
    proof: true,
    customerOnly: true,
    summary: "A customer without a password creates one",
    body: { json: EnablePasswordRequest },
    success: { status: 200, schema: MessageResponse },
    errors: { 409: { when: "the customer has a password already" } },
  },
  changePassword: {
    method: "POST",
    path: "/v2/customers/current/auth/change-password",
    capability: "customer_area",
    auth: "customer",
    proof: true,
    customerOnly: true,
    summary: "Changes the password; a wrong current one is a 400 on `current_password`, never a 401",
    body: { json: ChangePasswordRequest },
    success: { status: 200, schema: MessageResponse },
  },

  // ── Online payment ────────────────────────────────────────────────────────────
  createPayment: {
    method: "POST",
    path: "/v2/customers/current/payments/create",
    capability: "online_payment",
    auth: "customer",
    idempotent: true,
    summary: "Starts paying invoices at the payment site; the customer comes back to return_url",
    body: { json: CreatePaymentRequest },
    success: { status: 201, schema: Payment },
    errors: {
      400: { when: "an unknown invoice (another customer's too) or a bad return_url" },
      409: { when: "an invoice is paid already" },
    },
  },
  getPaymentStatus: {
    method: "GET",
    path: "/v2/customers/current/payments/{id}/status",
    capability: "online_payment",
    auth: "customer",
    summary: "A payment's status",
    success: { status: 200, schema: PaymentStatusResponse },
    errors: { 404: unknownRecord("the payment") },
  },
  checkPayment: {
    method: "POST",
    path: "/v2/customers/current/payments/{id}/check",
    capability: "online_payment",
    auth: "customer",
    summary: "Asks the payment site for news of a payment",
    success: { status: 200, schema: Payment },
    errors: { 404: unknownRecord("the payment") },
  },
  cancelPayment: {
    method: "DELETE",
    path: "/v2/customers/current/payments/{id}/cancel",
    capability: "online_payment",
    auth: "customer",
    summary: "Cancels a pending payment",
    success: { status: 200, schema: Payment },
    errors: { 404: unknownRecord("the payment"), 409: { when: "the payment is not pending" } },
  },

  // ── Automatic debit ───────────────────────────────────────────────────────────
  requestAutomaticDebit: {
    method: "POST",
    path: "/v2/customers/current/debit-subscription/create",
    capability: "automatic_debit",
    auth: "customer",
    proof: true,
    idempotent: true,
    summary: "Starts the automatic debit; the card site at checkout_url confirms it",
    body: { json: CreateDebitSubscriptionRequest },
    success: { status: 201, schema: DebitCheckout },
    errors: { 409: { when: "one is active or pending" } },
  },
  updateAutomaticDebit: {
    method: "PUT",
    path: "/v2/customers/current/debit-subscription/update",
    capability: "automatic_debit",
    auth: "customer",
    proof: true,
    idempotent: true,
    summary: "Changes the services the automatic debit pays",
    body: { json: UpdateDebitSubscriptionRequest },
    success: { status: 200, schema: DebitSubscription },
    errors: { 404: { when: "no automatic debit is active" } },
  },
  cancelAutomaticDebit: {
    method: "DELETE",
    path: "/v2/customers/current/debit-subscription/cancel",
    capability: "automatic_debit",
    auth: "customer",
    proof: true,
    idempotent: true,
    summary: "Cancels the automatic debit",
    success: { status: 200, schema: DebitSubscription },
    errors: { 404: { when: "there is none" } },
  },

  // ── Promise to pay ────────────────────────────────────────────────────────────
  getPaymentPromise: {
    method: "GET",
    path: "/v2/customers/current/payment-promise",
    capability: "payment_promise",
    auth: "customer",
    summary: "Whether the customer may promise to pay, what it would give, and the latest promise",
    success: { status: 200, schema: PaymentPromiseState },
  },
  askPaymentPromise: {
    method: "POST",
    path: "/v2/customers/current/payment-promise",
    capability: "payment_promise",
    auth: "customer",
    idempotent: true,
    summary: "Promises to pay every overdue invoice within the provider's days; reconnects a suspended line",
    body: { json: CreatePaymentPromiseRequest },
    success: { status: 201, schema: PaymentPromise },
    errors: {
      409: {
        when: "a promise is running, or one was given this month",
        reasons: ["already_active", "already_used_this_period"],
      },
      422: {
        when: "nothing is overdue, or the debt is over the provider's limit",
        reasons: ["no_overdue", "debt_too_high"],
      },
    },
  },

  // ── Outages ───────────────────────────────────────────────────────────────────
  listOutages: {
    method: "GET",
    path: "/p/outages",
    capability: "outages",
    auth: "none",
    summary: "Outages not resolved, and those resolved in the last 24 hours",
    success: { status: 200, schema: OutageList },
  },
  listCustomerOutages: {
    method: "GET",
    path: "/v2/customers/current/outages",
    capability: "outages",
    auth: "customer",
    summary: "The outages that affect the customer's connections",
    success: { status: 200, schema: CustomerOutageList },
  },
  notifyWhenOutageEnds: {
    method: "POST",
    path: "/v2/customers/current/outages/{id}/notify",
    capability: "outages",
    auth: "customer",
    summary: "Tells the customer once when the outage ends; asking again answers the same",
    success: { status: 200, schema: CustomerOutage },
    errors: {
      404: { when: "the outage does not affect the customer's connections, or does not exist" },
      409: { when: "the outage is over", reasons: OutageReason.options },
    },
  },

  // ── Equipment ─────────────────────────────────────────────────────────────────
  getEquipment: {
    method: "GET",
    path: "/v2/customers/current/conexiones/{id}/equipment",
    capability: "equipment",
    auth: "customer",
    summary: "What the network sees of a connection's equipment",
    success: { status: 200, schema: Equipment },
    errors: { 404: { when: "another customer's connection, one that does not exist, or one not installed yet" } },
  },
  restartEquipment: {
    method: "POST",
    path: "/v2/customers/current/conexiones/{id}/equipment/restart",
    capability: "equipment",
    auth: "customer",
    proof: true,
    idempotent: true,
    summary: "Restarts the equipment remotely; never sends a restart twice",
    success: { status: 202, schema: Equipment },
    errors: {
      404: { when: "another customer's connection, one that does not exist, or one not installed yet" },
      409: {
        when: "the network cannot reach the equipment, or the last restart was less than 10 minutes ago",
        reasons: RestartReason.options,
        retryAfter: true,
      },
    },
  },

  // ── Hiring ────────────────────────────────────────────────────────────────────
  listInfrastructureBoxes: {
    method: "GET",
    path: "/p/infraestructura/cajas",
    capability: "hiring",
    auth: "none",
    summary: "The infrastructure boxes the hiring map clusters; all, or one locality's",
    query: InfrastructureBoxQuery,
    success: { status: 200, schema: InfrastructureBoxList },
  },
  checkAvailability: {
    method: "POST",
    path: "/p/infraestructura/cajas/check-disponibilidad",
    capability: "hiring",
    auth: "none",
    summary: "Whether a point has service: inside a coverage polygon and within a box's reach",
    body: { json: AvailabilityRequest },
    success: { status: 200, schema: AvailabilityResponse },
  },
  validateCustomer: {
    method: "POST",
    path: "/p/utils/validator/validate-customer",
    capability: "hiring",
    auth: "none",
    clientOnly: true,
    summary: "Checks an applicant's DNI: its form and the debtors list",
    body: { json: ValidateCustomerRequest },
    success: { status: 200, schema: ValidationResult },
    errors: { 422: { when: "the DNI is on the debtors list (on `dni`)" } },
    rules: [CHECK_DIGITS],
  },
  validateEnterprise: {
    method: "POST",
    path: "/p/utils/validator/validate-enterprise",
    capability: "hiring",
    auth: "none",
    clientOnly: true,
    summary: "Checks an applicant's CUIT: its check digit, its prefix and the debtors list",
    body: { json: ValidateEnterpriseRequest },
    success: { status: 200, schema: ValidationResult },
    errors: {
      400: { when: "a wrong check digit or prefix (on `cuit`)" },
      422: { when: "the CUIT is on the debtors list (on `cuit`)" },
    },
    rules: [CHECK_DIGITS],
  },
  startApplication: {
    method: "GET",
    path: "/p/iniciar-solicitud",
    capability: "hiring",
    auth: "none",
    summary: "A one-time id (valid two hours) an application must carry",
    success: { status: 200, schema: ApplicationStart },
  },
  submitApplication: {
    method: "POST",
    path: "/p/ventas/solicitudes",
    capability: "hiring",
    auth: "optional_staff",
    clientOnly: true,
    summary: "An application for a connection; the same request_id again answers the one created",
    description:
      "Sent with a call-centre staff member's token (decision 141), the application is the agent's, made by phone: the API records the agent and the channel `phone`; without one, the channel is `web`.",
    body: { json: ApplicationRequest },
    success: {
      status: 201,
      schema: Application,
      also: { status: 200, when: "the request_id was sent before: the application it created" },
    },
    errors: {
      400: { when: "a field is malformed; an unknown or expired request_id is on `request_id`" },
      422: { when: "the applicant is on the debtors list (on `applicant.identification`)" },
    },
    rules: [CHECK_DIGITS],
  },
  recordSalesAttempt: {
    method: "POST",
    path: "/p/ventas/intento-venta",
    capability: "hiring",
    auth: "none",
    clientOnly: true,
    summary: "Records that someone checked availability at an address",
    body: { json: SalesAttemptRequest },
    success: { status: 201, schema: SalesAttempt },
  },
  searchAddresses: {
    method: "GET",
    path: "/geocoder/api",
    capability: "hiring",
    auth: "none",
    service: "geocoder",
    ignoreAuth: true,
    ignoreOffline: true,
    summary: "Address search (Photon-compatible GeoJSON), served at GEOCODER_URL",
    description:
      "The portal calls GEOCODER_URL itself (default: the API's /geocoder/api), so any Photon-compatible service may answer it instead of the API.",
    query: GeocoderQuery,
    success: { status: 200, schema: GeocoderResult },
  },

  // ── Work with us ──────────────────────────────────────────────────────────────
  sendJobApplication: {
    method: "POST",
    path: "/p/work-with-us",
    capability: "job_applications",
    auth: "none",
    clientOnly: true,
    summary: "The work-with-us form with its CV",
    body: {
      multipart: JobApplicationFields,
      files: { cv: { types: CV_TYPES, maxBytes: FIVE_MB, minFiles: 1, maxFiles: 1 } },
    },
    success: { status: 201, schema: JobApplication },
    errors: {
      400: { when: "a field is malformed or the CV is not a PDF, DOC or DOCX (on `cv`)" },
      413: { when: "the CV is over 5 MB" },
    },
  },

  // ── Streaming (DIRECTV GO) ────────────────────────────────────────────────────
  listStreamingBanners: {
    method: "GET",
    path: "/p/dgo-banners",
    capability: "streaming",
    auth: "none",
    summary: "The DIRECTV GO banners of the public page",
    success: { status: 200, schema: StreamingBannerList },
  },
  getStreamingCatalogue: {
    method: "GET",
    path: "/v2/services/dgo/plans",
    capability: "streaming",
    auth: "optional",
    summary: "The streaming plans and extras; with a token, the customer's subscription too",
    success: { status: 200, schema: StreamingCatalogue },
  },
  subscribeToStreaming: {
    method: "POST",
    path: "/v2/services/dgo/subscribe",
    capability: "streaming",
    auth: "customer",
    proof: true,
    idempotent: true,
    summary: "Subscribes to a plan, with extras",
    body: { json: SubscribeRequest },
    success: { status: 201, schema: StreamingSubscription },
    errors: { 409: { when: "a subscription is active or paused" } },
  },
  stopStreaming: {
    method: "POST",
    path: "/v2/services/dgo/stop-subscription",
    capability: "streaming",
    auth: "customer",
    proof: true,
    idempotent: true,
    summary: "Stops the subscription",
    success: { status: 200, schema: StreamingSubscription },
    errors: { 404: { when: "there is no subscription" } },
  },
  changeStreamingPlan: {
    method: "PUT",
    path: "/v2/services/dgo/change-plan",
    capability: "streaming",
    auth: "customer",
    proof: true,
    idempotent: true,
    summary: "Changes the subscription's plan",
    body: { json: ChangePlanRequest },
    success: { status: 200, schema: StreamingSubscription },
    errors: {
      404: { when: "there is no subscription" },
      409: { when: "the subscription is paused, or it is the same plan" },
    },
  },
  addStreamingExtra: {
    method: "POST",
    path: "/v2/services/dgo/extras",
    capability: "streaming",
    auth: "customer",
    proof: true,
    idempotent: true,
    summary: "Adds an extra to the subscription",
    body: { json: ExtraRequest },
    success: { status: 200, schema: StreamingSubscription },
    errors: {
      404: { when: "there is no subscription" },
      409: { when: "the subscription is not active, or the extra is added already" },
    },
  },
  removeStreamingExtra: {
    method: "DELETE",
    path: "/v2/services/dgo/extras/unsubscribe",
    capability: "streaming",
    auth: "customer",
    proof: true,
    idempotent: true,
    summary: "Removes an extra from the subscription",
    body: { json: ExtraRequest },
    success: { status: 200, schema: StreamingSubscription },
    errors: { 404: { when: "there is no subscription, or the extra is not added" } },
  },
  pauseStreaming: {
    method: "POST",
    path: "/v3/services/dgo/subscriptions/{id}/pause",
    capability: "streaming",
    auth: "customer",
    proof: true,
    idempotent: true,
    summary: "Pauses an active subscription",
    success: { status: 200, schema: StreamingSubscription },
    errors: { 404: unknownRecord("the subscription"), 409: { when: "the subscription is not active" } },
  },
  activateStreaming: {
    method: "POST",
    path: "/v3/services/dgo/subscriptions/{id}/activate",
    capability: "streaming",
    auth: "customer",
    proof: true,
    idempotent: true,
    summary: "Activates a paused subscription",
    success: { status: 200, schema: StreamingSubscription },
    errors: { 404: unknownRecord("the subscription"), 409: { when: "the subscription is not paused" } },
  },

  // ── Claims ────────────────────────────────────────────────────────────────────
  listClaimCategories: {
    method: "GET",
    path: "/v3/tickets/reclamos/categorias",
    capability: "claims",
    auth: "customer",
    summary: "The claim categories, with their deadline in working days and their kind",
    success: { status: 200, schema: TicketCategoryList },
  },
  openClaim: {
    method: "POST",
    path: "/v3/tickets/reclamos",
    capability: "claims",
    auth: "customer",
    idempotent: true,
    summary: "Files a claim; it joins a known outage of its connection's area, or may need a technician",
    body: { json: CreateTicketRequest },
    success: { status: 201, schema: Ticket },
    errors: { 400: { when: "a field is malformed, an unknown category, or another customer's connection" } },
  },
  listClaims: {
    method: "GET",
    path: "/v3/tickets",
    capability: "claims",
    auth: "customer",
    summary: "The customer's claims, most recently updated first",
    query: TicketQuery,
    success: { status: 200, schema: TicketPage },
    rules: [PAGES],
  },
  getClaim: {
    method: "GET",
    path: "/v3/tickets/{id}",
    capability: "claims",
    auth: "customer",
    summary: "A claim with its messages and files",
    success: { status: 200, schema: Ticket },
    errors: { 404: unknownRecord("the claim") },
    rules: [OWNED],
  },
  replyToClaim: {
    method: "POST",
    path: "/v3/tickets/{id}/messages",
    capability: "claims",
    auth: "customer",
    idempotent: true,
    summary: "Adds the customer's message to a claim",
    body: { json: TicketMessageRequest },
    success: { status: 201, schema: Ticket },
    errors: { 404: unknownRecord("the claim"), 409: { when: "the claim is closed" } },
  },
  attachFilesToClaim: {
    method: "POST",
    path: "/v3/tickets/{id}/message-files",
    capability: "claims",
    auth: "customer",
    idempotent: true,
    summary: "Adds one to three files (and an optional message) to a claim",
    body: {
      multipart: z.object({ message: z.string().trim().max(2000).optional() }),
      files: { files: { types: RECEIPT_TYPES, maxBytes: FIVE_MB, minFiles: 1, maxFiles: 3 } },
    },
    success: { status: 201, schema: Ticket },
    errors: {
      400: { when: "no file, more than three, or a type that is not PDF, JPG or PNG (on `files`)" },
      404: unknownRecord("the claim"),
      409: { when: "the claim is closed" },
      413: { when: "a file is over 5 MB" },
    },
  },
  rateClaim: {
    method: "POST",
    path: "/v3/tickets/{id}/feedback",
    capability: "claims",
    auth: "customer",
    idempotent: true,
    summary: "Rates a closed claim, once",
    body: { json: TicketFeedbackRequest },
    success: { status: 200, schema: Ticket },
    errors: { 404: unknownRecord("the claim"), 409: { when: "the claim is not closed, or was rated already" } },
  },
  reportClaimSolved: {
    method: "POST",
    path: "/v3/tickets/{id}/report",
    capability: "claims",
    auth: "customer",
    idempotent: true,
    summary: "Whether the problem was solved: yes closes the claim, no reopens it",
    body: { json: TicketSolvedRequest },
    success: { status: 200, schema: Ticket },
    errors: { 404: unknownRecord("the claim") },
  },

  // ── Technician visits ─────────────────────────────────────────────────────────
  listVisitSlots: {
    method: "GET",
    path: "/v3/tickets/{id}/visit/slots",
    capability: "visits",
    auth: "customer",
    summary: "The free windows for a claim's visit, in order",
    success: { status: 200, schema: VisitSlotList },
    errors: {
      404: unknownRecord("the claim"),
      409: { when: "the claim needs no visit, or is closed", reasons: ["visit_not_required", "ticket_closed"] },
    },
  },
  bookVisit: {
    method: "PUT",
    path: "/v3/tickets/{id}/visit",
    capability: "visits",
    auth: "customer",
    proof: true,
    idempotent: true,
    summary: "Books, moves or books again a claim's visit; a window's last place goes to one request only",
    body: { json: BookVisitRequest },
    success: { status: 200, schema: Visit },
    errors: {
      404: unknownRecord("the claim"),
      409: {
        when: "the window was taken, it is too late to change, the claim needs no visit or is closed",
        reasons: VisitReason.options,
      },
      422: { when: "the window is not one of the next working days' (on `slot_id`)" },
    },
  },
  cancelVisit: {
    method: "DELETE",
    path: "/v3/tickets/{id}/visit",
    capability: "visits",
    auth: "customer",
    proof: true,
    idempotent: true,
    summary: "Cancels a claim's visit; its window is free again",
    success: { status: 200, schema: Visit },
    errors: {
      404: { when: "the claim does not exist, is another customer's, or has no visit" },
      409: { when: "it is too late to change it, or the claim is closed", reasons: ["too_late", "ticket_closed"] },
    },
  },
  listVisits: {
    method: "GET",
    path: "/v3/visits",
    capability: "visits",
    auth: "customer",
    summary: "The customer's visits to come, and those of the last week",
    success: { status: 200, schema: VisitList },
  },

  // ── Payment reports ───────────────────────────────────────────────────────────
  reportPayment: {
    method: "POST",
    path: "/v3/informe/pagos/{id}",
    capability: "payment_reports",
    auth: "customer",
    idempotent: true,
    summary: "Reports a payment of an invoice made elsewhere, with its receipt",
    description:
      "A report identical to one not rejected (same invoice, amount, date and method) is not created again: 200 with the existing one.",
    body: {
      multipart: PaymentReportFields,
      files: { receipt: { types: RECEIPT_TYPES, maxBytes: FIVE_MB, minFiles: 1, maxFiles: 1 } },
    },
    success: {
      status: 201,
      schema: PaymentReport,
      also: { status: 200, when: "the same report was made before: that report" },
    },
    errors: {
      400: { when: "a field is malformed, or the receipt is not a PDF, JPG or PNG" },
      404: unknownRecord("the invoice"),
      409: { when: "the invoice is paid" },
      413: { when: "the receipt is over 5 MB" },
    },
    rules: [OWNED],
  },
  listPaymentReports: {
    method: "GET",
    path: "/v3/informe/pagos",
    capability: "payment_reports",
    auth: "customer",
    summary: "The customer's payment reports, newest first",
    success: { status: 200, schema: PaymentReportList },
  },

  // ── The account's activity (decision 141) ─────────────────────────────────────
  listAccountActivity: {
    method: "GET",
    path: "/v2/customers/current/activity",
    capability: "account_activity",
    auth: "customer",
    summary:
      "The account's sign-ins and changes, newest first: when, what, who (the customer or an agent) and from where",
    query: ActivityQuery,
    success: { status: 200, schema: ActivityPage },
    rules: [PAGES, ACTIVITY, ACTIVITY_MASKED],
  },

  // ── Call-centre staff (decision 141) ──────────────────────────────────────────
  findCustomers: {
    method: "POST",
    path: "/staff/customers/search",
    capability: "staff",
    auth: "staff",
    clientOnly: true,
    summary: "Finds a caller's account by DNI or CUIT, connection number, phone or e-mail: a short list, masked",
    description:
      "A POST so that the identification, phone or e-mail searched for stays out of URLs and access logs. At most 10 customers; each says whether a code can be sent for the customer's consent (`consent.channels`, the verified contacts).",
    body: { json: CustomerSearchRequest },
    success: { status: 200, schema: CustomerSearchResult },
    rules: [STAFF_TOKEN, STAFF_MASKED],
  },
  getCustomerSummary: {
    method: "GET",
    path: "/staff/customers/{id}",
    capability: "staff",
    auth: "staff",
    clientOnly: true,
    summary: "One caller's account by its id: the search's summary, masked",
    description:
      "The same `CustomerSummary` the search answers for this customer, so that a desk's page for one caller has an address of its own, which names only the id. Recorded in no activity, as the search is not.",
    success: { status: 200, schema: CustomerSummary },
    errors: { 404: { when: "the customer does not exist" } },
    rules: [STAFF_TOKEN, STAFF_MASKED],
  },
  askConsent: {
    method: "POST",
    path: "/staff/customers/{id}/consent",
    capability: "staff",
    auth: "staff",
    clientOnly: true,
    idempotent: true,
    summary: "Sends the customer a code for their consent, to one of their verified contacts, naming the agent",
    description:
      "The message tells the customer that the agent with this number asks to act on their account, and not to read the code to anyone else who calls. The code is the proof's: six digits, 10 minutes, once, 5 tries, bound to the agent and the customer; one a minute, and the account's ten codes an hour are shared with the proof's.",
    body: { json: SendProofCodeRequest },
    success: { status: 201, schema: ProofCodeSent },
    errors: {
      400: { when: "the contact is not one of the customer's verified contacts (on `contact_id`)" },
      404: { when: "the customer does not exist" },
      409: { when: "the customer has no verified contact: serve read-only", reasons: ["no_verified_contact"] },
      429: {
        when: "a code was sent less than a minute ago, or too many this hour",
        reasons: ["resend_too_soon", "too_many_codes"],
        retryAfter: true,
      },
    },
    rules: [STAFF_TOKEN],
  },
  verifyConsent: {
    method: "POST",
    path: "/staff/customers/{id}/consent/verify",
    capability: "staff",
    auth: "staff",
    clientOnly: true,
    summary: "Exchanges the code the customer read out for a customer token naming the agent, proved",
    body: { json: VerifyConsentRequest },
    success: { status: 200, schema: DelegatedToken },
    errors: {
      400: {
        when: "the code is refused (on `code`)",
        reasons: ["code_invalid", "code_expired", "code_used", "code_attempts_exceeded", "code_missing"],
      },
      404: { when: "the customer does not exist" },
    },
    rules: [STAFF_TOKEN, DELEGATED],
  },
  openReadOnlySession: {
    method: "POST",
    path: "/staff/customers/{id}/read-only",
    capability: "staff",
    auth: "staff",
    clientOnly: true,
    summary: "A read-only customer token naming the agent, for a customer without a verified contact",
    success: { status: 200, schema: DelegatedToken },
    errors: {
      404: { when: "the customer does not exist" },
      409: { when: "the customer has a verified contact: ask their consent", reasons: ["consent_available"] },
    },
    rules: [STAFF_TOKEN, DELEGATED, READ_ONLY],
  },
  endStaffSession: {
    method: "POST",
    path: "/staff/session/end",
    capability: "staff",
    auth: "staff",
    clientOnly: true,
    summary:
      "Signs the staff member out at the API: this token, and every customer token handed out under it, stop working",
    description:
      "A JWT stays valid by its signature until its `exp` (eight hours); the API keeps the token's `jti` as ended until then (decision 146). The portal calls it when an agent signs out, before the identity provider's logout. A token already ended answers 401, like any refused staff token.",
    success: { status: 200, schema: MessageResponse },
    rules: [STAFF_TOKEN, STAFF_SIGNED_OUT],
  },
  listAgentActions: {
    method: "GET",
    path: "/staff/agents/activity",
    capability: "staff",
    auth: "staff",
    staffRoles: ["supervisor"],
    clientOnly: true,
    summary: "A supervisor's view: the actions of agents on one day, of one agent or every one, newest first",
    query: AgentActionQuery,
    success: { status: 200, schema: AgentActionPage },
    rules: [STAFF_TOKEN, PAGES],
  },
});

export type OperationId = keyof typeof operations;
export type Operations = typeof operations;

export const operationList: readonly Operation[] = Object.values(operations);

/** The names of a path's parameters, in order: `/v3/tickets/{id}/visit` → `["id"]`. */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/** The path with each parameter URL-encoded; a missing one is a bug of the caller. */
export function fillPath(path: string, parameters: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = parameters[name];
    if (value === undefined) throw new Error(`The path ${path} needs its parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Whether a read-only token an agent holds (decision 141) is refused this call, 403
 * `read_only`: every customer call that is not a GET, but signing out.
 */
export const refusedToReadOnly = (operation: Operation) =>
  (operation.auth === "customer" || operation.auth === "optional") &&
  operation.method !== "GET" &&
  !operation.readOnlyAllowed;

/**
 * Whether a 404 from this call can only mean the API lacks it: a call without a parameter
 * names no record that could be missing, and the table names no 404 of its own for it (a
 * streaming subscription or an automatic debit to change that is not there is a 404 the
 * contract gives: the call is there, the record is not).
 */
export const notFoundMeansNotOffered = (operation: Operation) =>
  pathParameters(operation.path).length === 0 && !operation.errors?.[404];

const PATTERNS = new Map<Operation, RegExp>(
  operationList.map((operation) => [
    operation,
    new RegExp(`^${operation.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{\w+\\?\}/g, "[^/]+")}$`),
  ]),
);

/**
 * The operation a request is, by its method and path (without the query): what a proxy, the
 * sandbox or a test needs to tell which call a request is. Fixed words win over a parameter
 * (`/v3/tickets/reclamos` is `openClaim`'s, never a claim's id).
 */
export function matchOperation(method: string, path: string): Operation | undefined {
  const candidates = operationList.filter(
    (operation) => operation.method === method.toUpperCase() && PATTERNS.get(operation)!.test(path),
  );
  return candidates.sort((a, b) => pathParameters(a.path).length - pathParameters(b.path).length)[0];
}
