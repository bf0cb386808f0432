import { MASK } from "../../contract/masking.ts";
import { operationList, operations, pathParameters, type Operation } from "../../contract/operations.ts";
import type { CallOptions } from "../api.ts";
import { expectReason, expectStatus, expectThat, succeeded } from "../expect.ts";
import { buenosAiresDay, NO_SUCH_ID } from "../fixtures.ts";
import type { Kit } from "../kit.ts";
import { NotTested } from "../results.ts";

/**
 * Call-centre staff (decision 141), an optional capability: checked only where the API offers
 * `staff`. Every staff call refuses a request without a staff token and one that nobody
 * signed, 401, before anything is found or sent. With the staff members' tokens
 * (`--agent-token`, `--supervisor-token`: tokens of test staff, for the API's audience, issued
 * by the provider's identity provider just before the run), an agent's search reads the
 * caller masked, and reading that caller by id answers the same summary, signing out ends
 * the token at once (the run's last staff check spends the agent's token), a token whose claims were changed is refused, and only a supervisor reads
 * agents' actions. The kit never asks a customer's consent: the code would reach a real
 * person's phone, and the kit cannot read it; the sandbox's tests hold the consent's rules.
 */

/** A request each staff call accepts but for its token: about nobody, so nothing is found or sent. */
const REQUESTS: Record<string, () => CallOptions> = {
  findCustomers: () => ({ json: { by: "identification", value: "11222333" } }),
  getCustomerSummary: () => ({}),
  endStaffSession: () => ({}),
  askConsent: () => ({ json: { contact_id: NO_SUCH_ID } }),
  verifyConsent: () => ({ json: { code: "123456" } }),
  openReadOnlySession: () => ({}),
  listAgentActions: () => ({ query: { date: buenosAiresDay() } }),
};

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** A JWT access token as an identity provider would issue one, its signature nobody's. */
function unsigned(): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: "https://idp.conformidad.invalid",
    aud: "https://api.conformidad.invalid",
    sub: "conformidad",
    exp: now + 3600,
    iat: now,
    roles: ["agent", "supervisor"],
    agent_number: "1",
  };
  return `${base64url({ alg: "RS256", typ: "at+jwt", kid: "conformidad" })}.${base64url(claims)}.${"A".repeat(342)}`;
}

/** A real token with its claims changed (a supervisor's role added), its signature kept: what a forger would send. */
function tampered(token: string): string {
  const [header, payload, signature] = token.split(".");
  if (!header || !payload || signature === undefined) throw new NotTested("the --agent-token is not a JWT");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
  return `${header}.${base64url({ ...claims, roles: ["agent", "supervisor"] })}.${signature}`;
}

const paramsOf = (operation: Operation) =>
  Object.fromEntries(pathParameters(operation.path).map((name) => [name, NO_SUCH_ID]));

export async function staffChecks(kit: Kit) {
  const { api, staffTokens: tokens } = kit;
  const agentToken = () => {
    if (!tokens.agent) throw new NotTested("the run has no --agent-token: an agent's calls are not checked");
    return tokens.agent;
  };

  for (const operation of operationList.filter((candidate) => candidate.auth === "staff")) {
    await kit.check(operation, "staff_token", async () => {
      const request = { ...REQUESTS[operation.id]!(), params: paramsOf(operation) };
      expectStatus(await api.call(operation, request), 401);
      expectStatus(await api.call(operation, { ...request, token: unsigned() }), 401);
      if (tokens.agent) expectStatus(await api.call(operation, { ...request, token: tampered(tokens.agent) }), 401);
    });
  }

  await kit.check(operations.findCustomers, "masking", async () => {
    const account = kit.account("overdue_invoice");
    const found = succeeded(
      await api.call(operations.findCustomers, {
        token: agentToken(),
        json: { by: "identification", value: account.identification },
      }),
    );
    expectThat(found.length > 0, `an agent's search by ${account.identification} found nobody`);
    const text = JSON.stringify(found);
    expectThat(
      !text.includes(account.identification),
      `an agent's search answers the identification ${account.identification} in full`,
    );
    for (const summary of found) {
      expectThat(
        summary.identification.includes(MASK),
        `the identification reads ${summary.identification}, not masked`,
      );
      for (const contact of summary.contacts)
        expectThat(contact.masked.includes(MASK), `a contact reads ${JSON.stringify(contact.masked)}, not masked`);
    }
  });

  await kit.check(operations.getCustomerSummary, "as_searched", async () => {
    const account = kit.account("overdue_invoice");
    const [found] = succeeded(
      await api.call(operations.findCustomers, {
        token: agentToken(),
        json: { by: "identification", value: account.identification },
      }),
    );
    if (!found) throw new NotTested(`an agent's search by ${account.identification} found nobody`);
    const read = succeeded(
      await api.call(operations.getCustomerSummary, { token: agentToken(), params: { id: found.id } }),
    );
    expectThat(
      JSON.stringify(read) === JSON.stringify(found),
      `customer ${found.id} by id reads ${JSON.stringify(read).slice(0, 200)}, not as the search answered`,
    );
    expectStatus(
      await api.call(operations.getCustomerSummary, { token: agentToken(), params: { id: NO_SUCH_ID } }),
      404,
    );
  });

  await kit.check(operations.listAgentActions, "supervisor_only", async () => {
    const refused = await api.call(operations.listAgentActions, {
      token: agentToken(),
      query: { date: buenosAiresDay() },
    });
    expectStatus(refused, 403);
    expectReason(refused, "supervisor_only");
  });

  await kit.check(operations.listAgentActions, "answers", async () => {
    if (!tokens.supervisor)
      throw new NotTested("the run has no --supervisor-token: a supervisor's view is not checked");
    const page = succeeded(
      await api.call(operations.listAgentActions, { token: tokens.supervisor, query: { date: buenosAiresDay() } }),
    );
    for (const action of page.data)
      expectThat(
        action.customer === null || action.customer.identification.includes(MASK),
        `a supervisor reads customer ${action.customer?.id}'s identification in full`,
      );
  });

  // Last: it spends the agent's token, which no check may use after it.
  await kit.check(operations.endStaffSession, "ends", async () => {
    const token = agentToken();
    succeeded(await api.call(operations.endStaffSession, { token }));
    const search = { token, json: { by: "identification", value: kit.account("overdue_invoice").identification } };
    expectStatus(await api.call(operations.findCustomers, search), 401);
    expectStatus(await api.call(operations.endStaffSession, { token }), 401);
  });
}
