import { randomInt } from "node:crypto";
import { seal } from "../../app/utils/sealed-cookie.server";
import { SERVERS, SESSION_SECRET } from "./servers";

/**
 * Direct calls to the run's sandbox API, for setting the scene of a browser test: tokens,
 * faults, customers of a test's own, and the outbox where the "e-mails" land.
 */

async function call(method: string, path: string, options: { json?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.json !== undefined) headers["Content-Type"] = "application/json";
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(`${SERVERS.sandbox}${path}`, {
    method,
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** An access token straight from the API, as the sign-in page would get it. */
export async function sandboxToken(identification: string, password?: string): Promise<string> {
  const answer = password
    ? await call("POST", "/auth/login", { json: { user: identification, password } })
    : await call("POST", "/auth/customers", { json: { identification } });
  if (answer.status !== 200) throw new Error(`Sign-in of ${identification} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.access_token;
}

/** The portal's session cookie for a token, sealed with the run's secret (see app/utils/session.server.ts). */
export async function sessionCookieValue(token: string) {
  return seal({ accessToken: token }, [SESSION_SECRET], "__session");
}

/** A DNI no other test uses (7 million numbers to pick from: no clash in practice). */
export function freshDni() {
  return String(randomInt(42_000_000, 49_000_000));
}

/** A customer of the test's own (`POST /__faults/customers`), for tests that change what they touch. */
export async function createCustomer(customer: {
  identification?: string; name?: string; password?: string; email?: string; email_verified?: boolean; plans?: number[];
  /** Unpaid invoices, due that many days from today (negative: overdue). */
  invoices?: { amount: number; due_in_days: number }[];
  connection_status?: "active" | "suspended" | "pending_installation";
  streaming?: { plan_id: number; extra_ids?: number[]; state?: "active" | "paused" | "stopped" };
  overdue_invoice?: boolean;
} = {}) {
  const identification = customer.identification ?? freshDni();
  const answer = await call("POST", "/__faults/customers", { json: { ...customer, identification } });
  if (answer.status !== 201) throw new Error(`Could not create customer ${identification}: ${JSON.stringify(answer.body)}`);
  return identification;
}

/**
 * Makes the next matching API call fail (or slow down); `bodyContains` scopes it to one
 * test's data, `token` to one test's signed-in customer (for GET calls, which have no body).
 */
export async function addFault(rule: {
  method: string; path: string; status?: number; delayMs?: number; times?: number; bodyContains?: string; token?: string;
}) {
  const answer = await call("POST", "/__faults/rules", {
    json: {
      method: rule.method, path: rule.path, status: rule.status, delay_ms: rule.delayMs, times: rule.times,
      body_contains: rule.bodyContains, token: rule.token,
    },
  });
  if (answer.status !== 201) throw new Error(`Could not add the fault: ${JSON.stringify(answer.body)}`);
}

export type OutboxMessage = { purpose: string; recipient: string; token: string | null; code: string | null; link: string | null; body: string };

/** What the provider "sent" to an identification, oldest first. */
export async function outbox(identification: string): Promise<OutboxMessage[]> {
  return (await call("GET", `/__faults/outbox?${new URLSearchParams({ identification })}`)).body.messages;
}

/** What the provider "sent" to one address or phone (as stored: `+54 9 …` for seeded phones), oldest first. */
export async function outboxOf(recipient: string): Promise<OutboxMessage[]> {
  return (await call("GET", `/__faults/outbox?${new URLSearchParams({ recipient })}`)).body.messages;
}

/** The sandbox's requests still being answered, by method and path (a slowed one included). */
export async function sandboxInFlight(): Promise<Record<string, number>> {
  return (await call("GET", "/__faults/requests")).body.in_flight;
}

/** Any API call, signed in or not. */
export const api = call;

/** A hiring application of `identification` made `daysAgo` days ago, to withdraw from (issue 13). */
export async function createApplication(identification: string, daysAgo: number): Promise<{ number: string; contract_date: string }> {
  const answer = await call("POST", "/__faults/consumer-requests/applications", { json: { identification, days_ago: daysAgo } });
  if (answer.status !== 201) throw new Error(`Could not create the application: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** The provider's answer to a cancellation or withdrawal: processed (service ends that day) or rejected. */
export async function decideConsumerRequest(code: string, outcome: { status: "processed"; ends_on?: string } | { status: "rejected"; reason: string }) {
  const answer = await call("POST", `/__faults/consumer-requests/${code}/outcome`, { json: outcome });
  if (answer.status !== 200) throw new Error(`Could not decide ${code}: ${JSON.stringify(answer.body)}`);
}

/** The cancellations and withdrawals stored for an identification, oldest first, with the holder their codes go to. */
export async function consumerRequests(identification: string): Promise<{
  code: string; kind: string; status: string; customer_id: number | null; connection_id: number | null; holder_id: number | null;
}[]> {
  return (await call("GET", `/__faults/consumer-requests?${new URLSearchParams({ identification })}`)).body.requests;
}
