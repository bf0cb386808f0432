import type { z } from "zod";
import { ApiErrorBody } from "../../contract/common";
import type { Capability } from "../../contract/capabilities";
import { fillPath, notFoundMeansNotOffered, operations, type Operation } from "../../contract/operations";
import { markNotOffered } from "./capabilities.server";
import { getConfig } from "~/config.server";
import { metrics } from "~/utils/metrics.server";
import { apiDeadline, currentRequestScope, restartApiDeadline } from "~/utils/request-scope.server";
import { isApiOffline } from "./availability.server";
import { clientCredentialFor, isClientCredentialRefusal } from "./client-credential.server";
import { PARAMETER } from "./endpoint-pattern.server";
import { logError } from "~/utils/logger.server";

/**
 * The one way the portal talks to the provider API (docs/design.md#api-client): JSON or multipart
 * bodies, `Accept: application/json`, the bearer token when signed in, a timeout,
 * one retry for idempotent methods only, and every answer parsed with the contract.
 * Every attempt is timed for the metrics by endpoint pattern and outcome (decision 115).
 * The portal's own credential (`X-Api-Key`, a client certificate) goes with every call to
 * the API's origin (decision 127), and no call follows a redirect: the key would follow it.
 */

export const RETRIED_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
/** Methods that may be sent twice; a POST, PUT, PATCH or DELETE never is. */
const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

export const CONNECTION_ERROR = "Error de conexión";
export const OFFLINE_ERROR = "El sistema esta en mantenimiento";
export const GENERIC_ERROR = "Ups ocurrió un error, por favor intenta mas tarde";

export type ApiErrorKind =
  /** The API answered with an error status. */
  | "response"
  /** No answer: refused, reset, DNS, or the timeout ran out. */
  | "connection"
  /** Not sent: the status monitor says the API is in maintenance. */
  | "offline";

/**
 * How one attempt at a call ended, for the metrics (`portal_api_call_duration_seconds`):
 * answered (`ok`, `client_error` for a 4xx, `server_error` for a 5xx, `contract_error` for
 * a 2xx the contract refuses), no answer (`timeout`: the call's timeout or the page's
 * deadline ran out; `network`: refused, reset, DNS; `aborted`: the caller gave up), or not
 * sent (`offline`: the status monitor says maintenance; `deadline`: the page's time for API
 * reads was spent before it).
 */
export type ApiCallOutcome =
  | "ok"
  | "client_error"
  | "server_error"
  | "contract_error"
  | "timeout"
  | "network"
  | "aborted"
  | "offline"
  | "deadline";

/** Records one attempt at a call in the metrics. */
export function recordApiCall(endpoint: string, method: string, outcome: ApiCallOutcome, startedAt: number) {
  metrics().apiCalls.observe({ endpoint, method, outcome }, (performance.now() - startedAt) / 1000);
}

/** The outcome of an answer's status. */
export const outcomeOfStatus = (status: number): ApiCallOutcome =>
  status >= 200 && status < 300 ? "ok" : status >= 500 ? "server_error" : "client_error";

export class ApiError extends Error {
  override name = "ApiError";
  readonly status: number;
  readonly statusText: string;
  /** The server's messages per field, on a 400. */
  readonly errors?: Record<string, string[]>;
  /** The API's machine-readable reason, when it gives one (`proof_required`, `code_expired`…). */
  readonly reason?: string;
  readonly kind: ApiErrorKind;
  /** The call that failed, e.g. `loginWithPassword (POST /auth/login)`. */
  readonly call: string;
  /** True for calls where a 401 is an answer (wrong password), not an expired session. */
  readonly authIgnored: boolean;
  /** A connection failure because time ran out: the call's timeout or the page's deadline. */
  readonly timedOut: boolean;
  /** The API lacks the call's capability (a 501, or a 404 the table does not give the call: decision 126). */
  readonly notOffered: boolean;

  constructor(init: {
    status: number;
    statusText: string;
    message: string;
    kind: ApiErrorKind;
    call: string;
    authIgnored?: boolean;
    errors?: Record<string, string[]>;
    reason?: string;
    timedOut?: boolean;
    notOffered?: boolean;
    /** What fetch threw, for the logs, on a connection failure. */
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.statusText = init.statusText;
    this.errors = init.errors;
    this.reason = init.reason;
    this.kind = init.kind;
    this.call = init.call;
    this.authIgnored = init.authIgnored ?? false;
    this.timedOut = init.timedOut ?? false;
    this.notOffered = init.notOffered ?? false;
  }

  /**
   * The failure for the logs, in English like every log line: the message is for people,
   * in Spanish. `listConnections (GET /v2/…): answered 502`.
   */
  get summary(): string {
    const what =
      this.kind === "offline"
        ? "not sent, the API is flagged offline"
        : this.kind === "connection"
          ? this.timedOut
            ? "timed out"
            : "no answer"
          : `answered ${this.status}`;
    return `${this.call}: ${what}`;
  }
}

/**
 * The API answered something the contract does not allow: a bug on one side, never shown as
 * data. To the customer it is the API's failure: the 502 screen (`handleApiError`), a
 * form's "unavailable" message (`refusalOf`), a block left out (`optional`).
 */
export class ApiContractError extends Error {
  override name = "ApiContractError";
  readonly status = 502;
  readonly call: string;
  constructor(call: string, detail: string) {
    super(`The API's answer to ${call} does not match the contract: ${detail}`);
    this.call = call;
  }
}

/** Where and how to call; anything left out comes from the configuration. */
export type ApiOptions = {
  baseUrl?: string;
  timeoutMs?: number;
  /** The customer's access token; sent as `Authorization: Bearer …`. */
  token?: string | null;
  signal?: AbortSignal;
  /**
   * Sent as `Idempotency-Key` on a create: the API answers every request with the same key
   * as it answered the first (an addition to docs/spec.md#calls), so a form sent twice creates once.
   */
  idempotencyKey?: string;
};

/** The options of a signed-in customer's calls. */
export type ApiSession = ApiOptions & { token: string };

/** What one call sends: its path's parameters, its query and its body. */
export type CallInput = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** A plain value is sent as JSON; FormData as multipart. */
  body?: unknown;
};

/** What an operation answers on success, parsed with its schema. */
export type Answer<Op extends Operation> = z.output<Op["success"]["schema"]>;

/**
 * Calls one operation of the table (`contract/operations.ts`): the portal calls nothing
 * else, so the table, the OpenAPI document and the conformance kit hold every call it makes.
 */
export async function apiRequest<Op extends Operation>(
  operation: Op,
  input: CallInput = {},
  options: ApiOptions = {},
): Promise<Answer<Op>> {
  if ((operations as Record<string, Operation>)[operation.id] !== operation) {
    throw new Error(
      `${operation.id} is not an operation of contract/operations.ts: the portal calls only what the table lists`,
    );
  }
  const path = operation.service === "geocoder" ? "" : fillPath(operation.path, input.params);
  const label = `${operation.id} (${operation.method} ${operation.service === "geocoder" ? operation.path : path})`;
  const target: Target = { path, endpoint: endpointOf(operation) };
  if (!operation.ignoreOffline && isApiOffline()) {
    recordApiCall(target.endpoint, operation.method, "offline", performance.now());
    throw new ApiError({
      status: 503,
      statusText: "Service Unavailable",
      message: OFFLINE_ERROR,
      kind: "offline",
      call: label,
      authIgnored: operation.ignoreAuth,
    });
  }
  const baseUrl =
    options.baseUrl ?? (operation.service === "geocoder" ? getConfig().GEOCODER_URL : getConfig().API_BASE_URL);
  const call = { operation, input, baseUrl, label };
  // The page's budget bounds every read, the retry included (decision 076). A write is not
  // cut short by it, only by the timeout: given up on halfway, its outcome would be unknown.
  // What a write leads to (the form's page again, the next step) gets a budget of its own.
  if (IDEMPOTENT_METHODS.has(operation.method))
    return send(call, target, options, 2, apiDeadline()) as Promise<Answer<Op>>;
  try {
    return (await send(call, target, options, 1, Infinity)) as Answer<Op>;
  } finally {
    restartApiDeadline();
  }
}

/** An operation's label in the metrics: its path's pattern, every parameter `:id` (decision 115). */
function endpointOf(operation: Operation) {
  return operation.service === "geocoder" ? "(geocoder)" : operation.path.replace(/\{\w+\}/g, PARAMETER);
}

/** Where a call goes, and its endpoint's pattern for the metrics. */
type Target = { path: string; endpoint: string };

type Call = { operation: Operation; input: CallInput; baseUrl: string; label: string };

async function send(
  call: Call,
  target: Target,
  options: ApiOptions,
  attempts: number,
  deadline: number,
): Promise<unknown> {
  const { operation, input, label } = call;
  const url = buildUrl(call.baseUrl, target.path, input.query);
  const record = (outcome: ApiCallOutcome, startedAt: number) =>
    recordApiCall(target.endpoint, operation.method, outcome, startedAt);
  const timeoutMs = options.timeoutMs ?? getConfig().API_TIMEOUT_MS;
  const connectionError = (cause: unknown, timedOut: boolean) =>
    new ApiError({
      status: 500,
      statusText: "Internal Server Error",
      message: CONNECTION_ERROR,
      kind: "connection",
      call: label,
      authIgnored: operation.ignoreAuth,
      cause,
      timedOut,
    });

  for (let attempt = 1; ; attempt++) {
    const lastAttempt = attempt === attempts;
    const left = deadline - Date.now();
    if (left < MIN_ATTEMPT_MS) {
      record("deadline", performance.now());
      throw connectionError(new Error("The page's deadline for API calls has passed"), true);
    }
    const timeout = AbortSignal.timeout(Math.min(timeoutMs, left));
    const startedAt = performance.now();
    let status: number;
    let statusText: string;
    let text: string;
    try {
      const credential = clientCredentialFor(url);
      const response = await fetch(url, {
        method: operation.method,
        headers: { ...headersFor(input.body, options), ...credential.headers, ...clientAddressFor(url) },
        body: encodeBody(input.body),
        signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
        // Fetch drops `Authorization` on a redirect to another origin, but not `X-Api-Key`.
        redirect: "manual",
        ...(credential.dispatcher ? { dispatcher: credential.dispatcher } : {}),
      } as RequestInit);
      ({ status, statusText } = response);
      // Read inside the try: a body cut off by the timeout is a connection failure too.
      text = await response.text();
    } catch (error) {
      record(options.signal?.aborted ? "aborted" : timeout.aborted ? "timeout" : "network", startedAt);
      if (options.signal?.aborted) throw error;
      if (!lastAttempt && deadline - Date.now() >= MIN_ATTEMPT_MS) continue;
      throw connectionError(error, timeout.aborted);
    }
    if (status >= 200 && status < 300) {
      let answer: unknown;
      try {
        answer = parseAnswer(operation.success.schema, text, label);
      } catch (error) {
        record("contract_error", startedAt);
        throw error;
      }
      record("ok", startedAt);
      return answer;
    }
    record(outcomeOfStatus(status), startedAt);
    if (RETRIED_STATUSES.has(status) && !lastAttempt && deadline - Date.now() >= MIN_ATTEMPT_MS) continue;
    const error = responseError(
      status,
      statusText,
      text,
      label,
      operation.ignoreAuth,
      answersNotOffered(operation, status),
    );
    if (error.notOffered) markNotOffered(operation.capability as Capability, error.summary);
    throw error;
  }
}

/**
 * The browser's address, which the API records in the account's activity (decision 141) and
 * believes from the portal only: to the API's own origin, like the credential, never to a
 * geocoder of another host.
 */
function clientAddressFor(url: URL): Record<string, string> {
  const address = currentRequestScope()?.clientAddress;
  return address && url.origin === new URL(getConfig().API_BASE_URL).origin ? { "X-Client-Address": address } : {};
}

/** Less time than this left before the deadline is not worth an attempt. */
const MIN_ATTEMPT_MS = 50;

function buildUrl(baseUrl: string, path: string, query: CallInput["query"]) {
  const url = new URL(`${baseUrl.replace(/\/+$/, "")}${path}`);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(name, String(value));
  }
  return url;
}

function headersFor(body: unknown, { token, idempotencyKey }: ApiOptions) {
  const headers: Record<string, string> = { Accept: "application/json" };
  // FormData sets its own multipart Content-Type with the boundary.
  if (body !== undefined && !(body instanceof FormData)) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
  // One id follows a page view from the portal's log into the API's.
  const requestId = currentRequestScope()?.requestId;
  if (requestId) headers["X-Request-Id"] = requestId;
  return headers;
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

function parseAnswer<Schema extends z.ZodType>(schema: Schema, text: string, label: string): z.output<Schema> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiContractError(label, `the body is not JSON (${JSON.stringify(text.slice(0, 80))})`);
  }
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  const detail = result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`)
    .join("; ");
  throw new ApiContractError(label, detail);
}

/** Whether an answer says the API lacks the call's capability (the core is never optional). */
const answersNotOffered = (operation: Operation, status: number) =>
  operation.capability !== "core" && (status === 501 || (status === 404 && notFoundMeansNotOffered(operation)));

function responseError(
  status: number,
  statusText: string,
  text: string,
  label: string,
  authIgnored?: boolean,
  notOffered?: boolean,
) {
  let body: ApiErrorBody | undefined;
  try {
    const parsed = ApiErrorBody.safeParse(JSON.parse(text));
    if (parsed.success) body = parsed.data;
  } catch {
    // A proxy's HTML error page: keep the status, use the generic message.
  }
  // Neither is the customer's doing: the page shows the API's failure (502), the log says
  // what to fix. A redirect is not followed, so the key never reaches where it points.
  if (status >= 300 && status < 400) {
    logError(
      null,
      `${label}: the API answered a redirect (${status}); API calls are never redirected, check API_BASE_URL`,
    );
    return new ApiError({
      status: 502,
      statusText: "Bad Gateway",
      message: GENERIC_ERROR,
      kind: "response",
      call: label,
      authIgnored,
    });
  }
  if (isClientCredentialRefusal(status, body?.reason)) {
    logError(
      null,
      `${label}: the API refused the portal's client credential (${body?.reason}); check API_KEY and the client certificate`,
    );
    return new ApiError({
      status: 502,
      statusText: "Bad Gateway",
      message: GENERIC_ERROR,
      reason: body?.reason,
      kind: "response",
      call: label,
      authIgnored,
    });
  }
  return new ApiError({
    status,
    statusText,
    message: body?.message || GENERIC_ERROR,
    errors: body?.errors,
    reason: body?.reason,
    kind: "response",
    call: label,
    authIgnored,
    notOffered,
  });
}
