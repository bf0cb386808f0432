import { seal } from "../../app/utils/sealed-cookie.server";
import { API_KEY, SERVERS, SESSION_SECRET } from "./servers";

/**
 * Direct calls to the run's sandbox API, for setting the scene of a browser test: tokens,
 * faults, customers of a test's own, and the outbox where the "e-mails" land.
 */

async function call(method: string, path: string, options: { json?: unknown; form?: FormData; token?: string } = {}) {
  // As the portal calls it: the run's sandbox refuses identification-only sign-in and the public writes without the key.
  const headers: Record<string, string> = { Accept: "application/json", "X-Api-Key": API_KEY };
  if (options.json !== undefined) headers["Content-Type"] = "application/json";
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(`${SERVERS.sandbox}${path}`, {
    method,
    headers,
    body: options.json === undefined ? options.form : JSON.stringify(options.json),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** An access token straight from the API, as the sign-in page would get it. */
export async function sandboxToken(identification: string, password?: string): Promise<string> {
  const answer = password
    ? await call("POST", "/auth/login", { json: { user: identification, password } })
    : await call("POST", "/auth/customers", { json: { identification } });
  if (answer.status !== 200)
    throw new Error(`Sign-in of ${identification} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.access_token;
}

/**
 * A hand-over code, as the provider's other site asks for one with the customer's session
 * (decision 127): for the client `clientId` (the portal's, `portal`, unless said).
 */
export async function handoverCode(token: string, clientId = "portal"): Promise<string> {
  const answer = await call("POST", "/auth/handover", { token, json: { client_id: clientId } });
  if (answer.status !== 201)
    throw new Error(`The hand-over code was not made: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.code;
}

/**
 * Proves a session as its customer would (decision 097): a code to the account's first verified
 * contact, read from the outbox, sent back. For tests about a change, not about the proof:
 * they start from a verified session. Answers the token, now verified.
 */
export async function proveToken(token: string): Promise<string> {
  const status = await call("GET", "/auth/proof", { token });
  if (status.body?.state === "verified") return token;
  const channel = status.body?.channels?.[0];
  if (!channel) throw new Error(`The session cannot be proved: no verified contact (${JSON.stringify(status.body)})`);
  const sent = await call("POST", "/auth/proof/code", { token, json: { contact_id: channel.contact_id } });
  if (sent.status !== 201) throw new Error(`The proof code was not sent: ${sent.status} ${JSON.stringify(sent.body)}`);
  const { identification } = (await call("GET", "/v2/customers/current/info", { token })).body;
  const code = (await outbox(identification)).filter((message) => message.purpose === "proof_code").at(-1)?.code;
  const proved = await call("POST", "/auth/proof", { token, json: { code } });
  if (proved.status !== 200)
    throw new Error(`The proof code was refused: ${proved.status} ${JSON.stringify(proved.body)}`);
  return token;
}

/** A verified session's token: a password sign-in is one; an identification-only one is proved by code. */
export async function provedToken(identification: string, password?: string): Promise<string> {
  return proveToken(await sandboxToken(identification, password));
}

/** Ends a session's proof, as 15 idle minutes would (the fault switch). */
export async function lapseProof(token: string) {
  const answer = await call("POST", "/__faults/proof/lapse", { json: { token } });
  if (answer.status !== 200) throw new Error(`Could not end the session's proof: ${answer.status}`);
}

/** The last proof code the provider "sent" to a customer (the test reads the customer's phone or mail). */
export async function lastProofCode(identification: string): Promise<string> {
  const code = (await outbox(identification)).filter((message) => message.purpose === "proof_code").at(-1)?.code;
  if (!code) throw new Error(`No proof code was sent to ${identification}`);
  return code;
}

/** The portal's session cookie for a token, sealed with the run's secret (see app/utils/session.server.ts). */
export async function sessionCookieValue(token: string) {
  return seal({ accessToken: token }, [SESSION_SECRET], "__session");
}

/**
 * A DNI that is nobody's and that no other test of the run was given (the sandbox hands them
 * out in sequence: random picks clashed once in a few runs).
 */
export async function freshDni(): Promise<string> {
  const answer = await call("POST", "/__faults/customers/identifications");
  if (answer.status !== 201) throw new Error(`No fresh DNI: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.identification;
}

/** A customer of the test's own (`POST /__faults/customers`), for tests that change what they touch. */
export async function createCustomer(
  customer: {
    identification?: string;
    name?: string;
    password?: string;
    email?: string;
    email_verified?: boolean;
    plans?: number[];
    /** Unpaid invoices, due that many days from today (negative: overdue). */
    invoices?: { amount: number; due_in_days: number; second_due_in_days?: number; second_amount?: number }[];
    connection_status?: "active" | "suspended" | "pending_installation";
    streaming?: { plan_id: number; extra_ids?: number[]; state?: "active" | "paused" | "stopped" };
    overdue_invoice?: boolean;
    /** A promise to pay (decision 119) asked `days_ago` days ago for `days` (3) days, covering the overdue invoices. */
    payment_promise?: { days_ago: number; days?: number };
    /** Where the connection is (a seeded locality's name); a test that starts an outage picks one no other test uses. */
    locality?: string;
  } = {},
) {
  const answer = await call("POST", "/__faults/customers", { json: customer });
  if (answer.status !== 201)
    throw new Error(
      `Could not create customer ${customer.identification ?? "(fresh)"}: ${JSON.stringify(answer.body)}`,
    );
  return answer.body.identification as string;
}

/**
 * Makes the next matching API call fail (or slow down); `bodyContains` scopes it to one
 * test's data, `token` to one test's signed-in customer (for GET calls, which have no body).
 */
export async function addFault(rule: {
  method: string;
  path: string;
  status?: number;
  delayMs?: number;
  times?: number;
  bodyContains?: string;
  token?: string;
}) {
  const answer = await call("POST", "/__faults/rules", {
    json: {
      method: rule.method,
      path: rule.path,
      status: rule.status,
      delay_ms: rule.delayMs,
      times: rule.times,
      body_contains: rule.bodyContains,
      token: rule.token,
    },
  });
  if (answer.status !== 201) throw new Error(`Could not add the fault: ${JSON.stringify(answer.body)}`);
}

export type OutboxMessage = {
  purpose: string;
  recipient: string;
  token: string | null;
  code: string | null;
  link: string | null;
  body: string;
};

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

/** A hiring application of `identification` made `daysAgo` days ago, to withdraw from (decision 073). */
export async function createApplication(
  identification: string,
  daysAgo: number,
): Promise<{ number: string; contract_date: string }> {
  const answer = await call("POST", "/__faults/consumer-requests/applications", {
    json: { identification, days_ago: daysAgo },
  });
  if (answer.status !== 201) throw new Error(`Could not create the application: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** The provider's answer to a cancellation or withdrawal: processed (service ends that day) or rejected. */
export async function decideConsumerRequest(
  code: string,
  outcome: { status: "processed"; ends_on?: string } | { status: "rejected"; reason: string },
) {
  const answer = await call("POST", `/__faults/consumer-requests/${code}/outcome`, { json: outcome });
  if (answer.status !== 200) throw new Error(`Could not decide ${code}: ${JSON.stringify(answer.body)}`);
}

/** The cancellations and withdrawals stored for an identification, oldest first, with the holder their codes go to. */
export async function consumerRequests(identification: string): Promise<
  {
    code: string;
    kind: string;
    status: string;
    customer_id: number | null;
    connection_id: number | null;
    holder_id: number | null;
  }[]
> {
  return (await call("GET", `/__faults/consumer-requests?${new URLSearchParams({ identification })}`)).body.requests;
}
