import { fillPath, pathParameters, type Operation } from "../contract/operations.ts";
import { judgeAnswer } from "./answers.ts";
import { NO_SUCH_ID } from "./fixtures.ts";
import { CheckFailure } from "./results.ts";

/**
 * The kit's only way to the API: plain HTTP, one call of the operations table at a time,
 * with the headers the portal sends (`Accept`, `X-Api-Key`, `Authorization`,
 * `Idempotency-Key`). Every answer is judged against the table as it arrives
 * (`answers.ts`); what each operation's answers broke is kept for the report.
 */

export type CallOptions = {
  token?: string;
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  json?: unknown;
  form?: FormData;
  idempotencyKey?: string;
  /** Sent wrong on purpose (a CUIT with a wrong check digit): not held to the request's schema. */
  deliberate?: true;
  /** In place of the run's `X-Api-Key`: another key, or null for none (the credential's own checks). */
  apiKey?: string | null;
};

export type Answer<Op extends Operation = Operation> = {
  operation: Op;
  /** `POST /v3/tickets/12/messages`: how a failure names the request. */
  request: string;
  status: number;
  headers: Headers;
  /** The parsed JSON, or undefined when the body is not JSON. */
  body: unknown;
  text: string;
};

export type ApiOptions = {
  baseUrl: string;
  /** Sent as `X-Api-Key` on every call: the portal's client credential. */
  apiKey?: string;
  /** The Photon-compatible geocoder (the portal's GEOCODER_URL); the API's `/geocoder/api` unless said. */
  geocoderUrl?: string;
  /** Each call's limit, as the portal's API_TIMEOUT_MS (10 s). */
  timeoutMs?: number;
};

/** What one operation's answers broke, and how many were of the kinds the `reason` and `Retry-After` checks judge. */
export type Observations = {
  calls: number;
  contract: string[];
  reason: string[];
  retryAfter: string[];
  reasoned: number;
  limited: number;
};

export class Api {
  /** What each operation's answers broke, for the report's automatic checks. */
  readonly observed = new Map<string, Observations>();

  private readonly options: ApiOptions;
  constructor(options: ApiOptions) {
    this.options = options;
  }

  /** Whether the run carries the portal's client credential (`--api-key`). */
  get hasApiKey() {
    return Boolean(this.options.apiKey);
  }

  private url(operation: Operation, options: CallOptions): URL {
    const base =
      operation.service === "geocoder" && this.options.geocoderUrl
        ? this.options.geocoderUrl
        : `${this.options.baseUrl.replace(/\/+$/, "")}${fillPath(operation.path, options.params)}`;
    const url = new URL(base);
    for (const [name, value] of Object.entries(options.query ?? {}))
      if (value !== undefined) url.searchParams.set(name, String(value));
    return url;
  }

  private request(operation: Operation, options: CallOptions): { url: URL; init: RequestInit } {
    const headers: Record<string, string> = { Accept: "application/json" };
    const apiKey = options.apiKey === undefined ? this.options.apiKey : options.apiKey;
    if (apiKey) headers["X-Api-Key"] = apiKey;
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      const schema = operation.body && "json" in operation.body ? operation.body.json : undefined;
      // A body the contract itself refuses would test the kit, not the API.
      if (schema && !options.deliberate && !schema.safeParse(options.json).success) {
        throw new Error(`The kit's own body for ${operation.id} breaks the contract: ${JSON.stringify(options.json)}`);
      }
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    }
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? 10_000);
    return {
      url: this.url(operation, options),
      init: { method: operation.method, headers, body, signal: timeout, redirect: "manual" },
    };
  }

  /** Sends one call and judges its answer; no answer at all fails the check that asked. */
  async call<Op extends Operation>(operation: Op, options: CallOptions = {}): Promise<Answer<Op>> {
    const { url, init } = this.request(operation, options);
    const request = `${operation.method} ${url.pathname}${url.search}`;
    const observed = this.observed.get(operation.id) ?? {
      calls: 0,
      contract: [],
      reason: [],
      retryAfter: [],
      reasoned: 0,
      limited: 0,
    };
    this.observed.set(operation.id, observed);
    observed.calls++;
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      const cause =
        (error as Error).name === "TimeoutError" ? "no answer in time" : `no answer (${(error as Error).message})`;
      observed.contract.push(`${request}: ${cause}`);
      throw new CheckFailure(`${request}: ${cause}`);
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    const verdict = judgeAnswer(operation, response.status, response.headers, body, text);
    observed.contract.push(...verdict.contract.map((problem) => `${request} ${problem}`));
    observed.reason.push(...verdict.reason.map((problem) => `${request} ${problem}`));
    observed.retryAfter.push(...verdict.retryAfter.map((problem) => `${request} ${problem}`));
    if (verdict.reasoned) observed.reasoned++;
    if (verdict.limited) observed.limited++;
    return { operation, request, status: response.status, headers: response.headers, body, text };
  }

  /**
   * Whether a call exists, without judging it: its status, or null without an answer. What
   * a capability's absence looks like when `GET /status` does not list them (404 or 501).
   */
  async probe(operation: Operation): Promise<number | null> {
    const params = Object.fromEntries(pathParameters(operation.path).map((name) => [name, NO_SUCH_ID]));
    const { url, init } = this.request(
      operation,
      operation.method === "GET" ? { params } : { params, json: {}, deliberate: true },
    );
    try {
      const response = await fetch(url, init);
      await response.arrayBuffer();
      return response.status;
    } catch {
      return null;
    }
  }

  /** A file the API links to (an invoice's `pdf_url`): fetched as the portal does, without the token. */
  async download(url: string): Promise<{ status: number; type: string | null; head: string }> {
    const response = await fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000) });
    const bytes = new Uint8Array(await response.arrayBuffer());
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      head: new TextDecoder().decode(bytes.slice(0, 5)),
    };
  }
}
