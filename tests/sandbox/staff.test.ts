import { describe, expect, it } from "vitest";
import { ActivityPage } from "../../contract/activity";
import { AgentActionPage, CustomerSearchResult, CustomerSummary, DelegatedToken } from "../../contract/staff";
import { fillPath, operationList } from "../../contract/operations";
import type { StaffIssuer } from "../support/staff-issuer";
import { movableClock, staffSandbox, startTestSandbox } from "./harness";

/**
 * Call-centre staff at the API (decision 141), against a real issuer on this machine: the
 * staff member's JWT access token verified from the issuer's discovery document and keys;
 * finding a caller; the customer's consent by a code to their verified contact, and the token
 * it gives (proved, 30 minutes at most, never past the staff token); read-only without a
 * verified contact; what no agent may do; the supervisors' view.
 */

const { now, later } = movableClock();
const running = staffSandbox({ now });

const call = (...args: Parameters<typeof running.sandbox.client.call>) => running.sandbox.client.call(...args);
/** A staff member's token on the sandbox's clock: agent 4127 unless the claims say otherwise. */
const staffToken = (
  claims: Parameters<StaffIssuer["sign"]>[0] = {},
  options: Parameters<StaffIssuer["sign"]>[1] = {},
) => running.issuer.sign(claims, { now: now(), ...options });
const supervisorToken = () => staffToken({ roles: ["supervisor"], agent_number: "9001", name: "Sergio Supervisor" });

/** A customer of the test's own, with a verified e-mail unless said; answers its id and identification. */
async function customer(fields: Record<string, unknown> = {}) {
  const created = await call("POST", "/__faults/customers", {
    json: { email: `cliente.${Math.random().toString(36).slice(2)}@example.com`, plans: [1], ...fields },
  });
  expect(created.status).toBe(201);
  return created.body as { id: number; identification: string };
}

async function search(token: string, by: string, value: string) {
  return call("POST", "/staff/customers/search", { token, json: { by, value } });
}

/** The code the customer got for their consent, as they would read it out. */
async function consentCode(identification: string) {
  const messages = await running.sandbox.client.outbox({ identification });
  return messages.filter((message) => message.purpose === "consent_code").at(-1)!;
}

/** The consent asked and verified: the agent's customer token. */
async function consented(customerId: number, identification: string, token: string) {
  const summary = CustomerSearchResult.parse((await search(token, "identification", identification)).body)[0]!;
  const asked = await call("POST", `/staff/customers/${customerId}/consent`, {
    token,
    json: { contact_id: summary.consent.channels[0]!.contact_id },
  });
  expect(asked.status).toBe(201);
  const { code } = await consentCode(identification);
  const verified = await call("POST", `/staff/customers/${customerId}/consent/verify`, { token, json: { code } });
  expect(verified.status).toBe(200);
  return DelegatedToken.parse(verified.body);
}

describe("the staff member's token", () => {
  it("is refused missing, a customer's, forged, expired, of another issuer, for another audience or not an access token", async () => {
    const customerToken = await running.sandbox.client.login("20304050");
    const refusals = {
      none: undefined,
      "a customer's": customerToken,
      forged: await staffToken({}, { key: await running.issuer.otherKey() }),
      expired: await staffToken({}, { now: new Date(now().getTime() - 2 * 3600_000), expiresInSeconds: 3600 }),
      "another issuer": await staffToken({}, { issuer: "https://idp.otro.example" }),
      "another audience": await staffToken({}, { audience: "https://otra-api.example" }),
      "an ID token, not an access token": await staffToken({}, { typ: "JWT" }),
      "not a JWT": "no.es.un-jwt",
    };
    for (const [what, token] of Object.entries(refusals)) {
      const answer = await search(token as string, "identification", "20304050");
      expect(answer.status, what).toBe(401);
      expect(answer.body.message, what).toBe("Tu sesión de atención venció. Ingresá de nuevo.");
    }
    // Expired on the sandbox's clock, not the machine's.
    const soon = await staffToken({}, { expiresInSeconds: 60 });
    expect((await search(soon, "identification", "20304050")).status).toBe(200);
    later(2);
    expect((await search(soon, "identification", "20304050")).status).toBe(401);
  });

  it("without a role of the call centre or an agent number is a 403", async () => {
    for (const claims of [
      { roles: [] },
      { roles: ["billing"] },
      { roles: "agent" },
      { agent_number: "41-27" },
      { agent_number: undefined },
    ]) {
      const answer = await search(await staffToken(claims), "identification", "20304050");
      expect(answer.status, JSON.stringify(claims)).toBe(403);
      expect(answer.body.reason).toBe("staff_role_missing");
    }
  });

  it("is checked against keys read once from the issuer's discovery document", async () => {
    expect((await search(await staffToken(), "identification", "20304050")).status).toBe(200);
    const before = running.issuer.requests.length;
    for (let i = 0; i < 3; i++)
      expect((await search(await staffToken(), "identification", "20304050")).status).toBe(200);
    expect(running.issuer.requests.slice(before)).toEqual([]);
    expect(running.issuer.requests.filter((path) => path === "/.well-known/openid-configuration")).toHaveLength(1);
    expect(running.issuer.requests.filter((path) => path === "/jwks")).toHaveLength(1);
  });
});

describe("finding a caller", () => {
  it("by DNI, connection number, phone in any writing or e-mail: masked, saying whether consent can be asked", async () => {
    const token = await staffToken();
    const byDni = CustomerSearchResult.parse((await search(token, "identification", "20304050")).body);
    expect(byDni).toEqual([
      {
        id: expect.any(Number),
        name: "Carlos Alberto Gómez",
        identification: "20.•••.050",
        identification_type: "DNI",
        kind: "person",
        contacts: [
          { type: "email", masked: "c•••••@example.com", verified: true },
          { type: "phone", masked: "+54 9 3541 •• ••01", verified: false },
        ],
        connections: [
          {
            id: expect.any(Number),
            number: "CN-4101",
            status: "active",
            street: expect.any(String),
            locality: "Cosquín",
          },
        ],
        consent: {
          available: true,
          channels: [{ contact_id: expect.any(Number), type: "email", masked: "c•••••@example.com" }],
        },
      },
    ]);
    const carlos = byDni[0]!.id;
    for (const [by, value] of [
      ["connection_number", "cn-4101"],
      ["phone", "+54 9 3541 55-0101"],
      ["phone", "03541 15 55-0101"],
      ["phone", "3541550101"],
      ["email", "Carlos.Gomez@Example.com"],
    ]) {
      const found = CustomerSearchResult.parse((await search(token, by!, value!)).body);
      expect(
        found.map((summary) => summary.id),
        `${by} ${value}`,
      ).toEqual([carlos]);
    }
    expect((await search(token, "identification", "11222333")).body).toEqual([]);
    // Nothing in the answer is in full but the name.
    expect(JSON.stringify(byDni)).not.toMatch(/20304050|carlos\.gomez|550101|Independencia 2950/);
  });

  it("a CUIT's company, and a customer without a verified contact: consent cannot be asked", async () => {
    const token = await staffToken();
    const [company] = CustomerSearchResult.parse((await search(token, "identification", "30712345671")).body);
    expect(company).toMatchObject({ identification: "30-•••••567-1", identification_type: "CUIT", kind: "company" });
    expect(company!.connections).toHaveLength(2);
    const unverified = await customer({ email_verified: false });
    const [found] = CustomerSearchResult.parse((await search(token, "identification", unverified.identification)).body);
    expect(found!.consent).toEqual({ available: false, channels: [] });
  });

  it("reads one caller by id as the search answers them, to an agent or a supervisor; 404 for an unknown id", async () => {
    const [carlos] = CustomerSearchResult.parse((await search(await staffToken(), "identification", "20304050")).body);
    for (const token of [await staffToken(), await supervisorToken()]) {
      const read = await call("GET", `/staff/customers/${carlos!.id}`, { token });
      expect(read.status).toBe(200);
      expect(CustomerSummary.parse(read.body)).toEqual(carlos);
    }
    for (const id of ["999999", "0", "abc"])
      expect((await call("GET", `/staff/customers/${id}`, { token: await staffToken() })).status, id).toBe(404);
    expect((await call("GET", `/staff/customers/${carlos!.id}`)).status).toBe(401);
    const customerToken = await running.sandbox.client.login("20304050");
    expect((await call("GET", `/staff/customers/${carlos!.id}`, { token: customerToken })).status).toBe(401);
  });

  it("refuses a search that is not one of the four, field by field", async () => {
    const token = await staffToken();
    for (const body of [
      {},
      { by: "name", value: "Carlos" },
      { by: "identification", value: "20.304.050" },
      { by: "identification" },
      { by: "email", value: "no-es-un-correo" },
      { by: "phone", value: "123" },
      { by: "connection_number", value: "CN 4101; DROP TABLE customers" },
      { by: "connection_number", value: "x".repeat(21) },
    ]) {
      const answer = await call("POST", "/staff/customers/search", { token, json: body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toBe("Revisá los datos ingresados");
    }
  });
});

describe("the customer's consent", () => {
  it("sends a code to the verified contact that names the agent and warns not to read it to anyone else, masked in the answer", async () => {
    const { id, identification } = await customer();
    const token = await staffToken();
    const [summary] = CustomerSearchResult.parse((await search(token, "identification", identification)).body);
    const asked = await call("POST", `/staff/customers/${id}/consent`, {
      token,
      json: { contact_id: summary!.consent.channels[0]!.contact_id },
    });
    expect(asked.status).toBe(201);
    expect(asked.body.channel.masked).toMatch(/^c•••••@example\.com$/);
    expect(Date.parse(asked.body.expires_at) - now().getTime()).toBeCloseTo(10 * 60_000, -4);
    const message = await consentCode(identification);
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.body).toContain("El agente 4127 de atención al cliente pide tu permiso para operar en tu cuenta");
    expect(message.body).toContain("No se lo leas a nadie más que te llame");
    expect(JSON.stringify(asked.body)).not.toContain(message.code!);
    // Another code within the minute: refused, with when to ask again.
    const again = await call("POST", `/staff/customers/${id}/consent`, {
      token,
      json: { contact_id: summary!.consent.channels[0]!.contact_id },
    });
    expect(again.status).toBe(429);
    expect(again.body.reason).toBe("resend_too_soon");
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("is refused clearly without a verified contact, to a contact that is not one, and for nobody's id", async () => {
    const token = await staffToken();
    const unverified = await customer({ email_verified: false });
    const none = await call("POST", `/staff/customers/${unverified.id}/consent`, { token, json: { contact_id: 1 } });
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({
      reason: "no_verified_contact",
      message:
        "El cliente no tiene un contacto verificado: no podemos enviarle un código. Podés atenderlo solo para consultar.",
    });
    const carlos = CustomerSearchResult.parse((await search(token, "identification", "20304050")).body)[0]!;
    const unverifiedPhone = await call("POST", `/staff/customers/${carlos.id}/consent`, {
      token,
      json: { contact_id: 999_999 },
    });
    expect(unverifiedPhone.status).toBe(400);
    expect(unverifiedPhone.body.errors.contact_id).toEqual(["Elegí uno de los contactos verificados del cliente"]);
    for (const path of ["999999999/consent", "0123/consent", "abc/consent", "999999999/read-only"])
      expect((await call("POST", `/staff/customers/${path}`, { token, json: { contact_id: 1 } })).status, path).toBe(
        404,
      );
  });

  it("verified by the code gives a customer token naming the agent, proved: it reads in full and changes", async () => {
    const { id, identification } = await customer();
    const delegated = await consented(id, identification, await staffToken());
    expect(delegated).toMatchObject({ access: "consent", customer_id: id, agent_number: "4127", token_type: "Bearer" });
    const info = await call("GET", "/v2/customers/current/info", { token: delegated.access_token });
    expect(info.body.identification).toBe(identification);
    expect(info.body.email).toMatch(/^cliente\..+@example\.com$/);
    expect(info.body.proof).toEqual({ state: "verified", verified_until: delegated.expires_at });
    const claim = await call("POST", "/v3/tickets/reclamos", {
      token: delegated.access_token,
      json: { category_id: 6, subject: "Cambio de titular", message: "El cliente pide pasar el servicio a su hija." },
    });
    expect(claim.status).toBe(201);
    const contact = await call("POST", "/v2/customers/current/contacts", {
      token: delegated.access_token,
      json: { type: "phone", value: "+5493515550123" },
    });
    expect(contact.status).toBe(201);
    // The customer's own account only: another customer's claim is a claim that does not exist.
    const carlos = await running.sandbox.client.login("20304050");
    const hisClaim = (await call("GET", "/v3/tickets", { token: carlos })).body.data[0].id;
    const foreign = await call("GET", `/v3/tickets/${hisClaim}`, { token: delegated.access_token });
    const none = await call("GET", "/v3/tickets/999999999", { token: delegated.access_token });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(none.body);
    const reply = await call("POST", `/v3/tickets/${hisClaim}/messages`, {
      token: delegated.access_token,
      json: { message: "Un mensaje en el reclamo de otro." },
    });
    expect(reply.status).toBe(404);
  });

  it("allows five tries of a code, then refuses even the right one; a code is the agent's and the customer's only", async () => {
    const { id, identification } = await customer();
    const token = await staffToken();
    const [summary] = CustomerSearchResult.parse((await search(token, "identification", identification)).body);
    await call("POST", `/staff/customers/${id}/consent`, {
      token,
      json: { contact_id: summary!.consent.channels[0]!.contact_id },
    });
    const { code } = await consentCode(identification);
    // Another agent, and the same agent for another customer, have no code on its way.
    const colleague = await staffToken({ sub: "staff-5555", agent_number: "5555" });
    const byColleague = await call("POST", `/staff/customers/${id}/consent/verify`, {
      token: colleague,
      json: { code },
    });
    expect(byColleague.body.reason).toBe("code_missing");
    const other = await customer();
    const elsewhere = await call("POST", `/staff/customers/${other.id}/consent/verify`, { token, json: { code } });
    expect(elsewhere.body.reason).toBe("code_missing");
    const wrong = code === "000000" ? "111111" : "000000";
    const reasons = [];
    for (let attempt = 1; attempt <= 5; attempt++)
      reasons.push(
        (await call("POST", `/staff/customers/${id}/consent/verify`, { token, json: { code: wrong } })).body.reason,
      );
    expect(reasons).toEqual(["code_invalid", "code_invalid", "code_invalid", "code_invalid", "code_attempts_exceeded"]);
    const right = await call("POST", `/staff/customers/${id}/consent/verify`, { token, json: { code } });
    expect(right.status).toBe(400);
    expect(right.body.reason).toBe("code_attempts_exceeded");
  });

  it("a code lasts 10 minutes and works once", async () => {
    const { id, identification } = await customer();
    const token = await staffToken();
    const [summary] = CustomerSearchResult.parse((await search(token, "identification", identification)).body);
    const contact_id = summary!.consent.channels[0]!.contact_id;
    await call("POST", `/staff/customers/${id}/consent`, { token, json: { contact_id } });
    later(11);
    const fresh = await staffToken();
    const late = await call("POST", `/staff/customers/${id}/consent/verify`, {
      token: fresh,
      json: { code: (await consentCode(identification)).code },
    });
    expect(late.body.reason).toBe("code_expired");
    await call("POST", `/staff/customers/${id}/consent`, { token: fresh, json: { contact_id } });
    const { code } = await consentCode(identification);
    expect((await call("POST", `/staff/customers/${id}/consent/verify`, { token: fresh, json: { code } })).status).toBe(
      200,
    );
    const twice = await call("POST", `/staff/customers/${id}/consent/verify`, { token: fresh, json: { code } });
    expect(twice.body.reason).toBe("code_used");
  });

  it("gives a token that ends after 30 minutes, or with the agent's own token if sooner", async () => {
    const { id, identification } = await customer();
    const delegated = await consented(id, identification, await staffToken());
    const left = Date.parse(delegated.expires_at) - now().getTime();
    expect(left).toBeLessThanOrEqual(30 * 60_000);
    expect(left).toBeGreaterThan(30 * 60_000 - 5000);
    later(29);
    expect((await call("GET", "/v2/customers/current/info", { token: delegated.access_token })).status).toBe(200);
    later(2);
    const ended = await call("GET", "/v2/customers/current/info", { token: delegated.access_token });
    expect(ended.status).toBe(401);

    const short = await consented(id, identification, await staffToken({}, { expiresInSeconds: 600 }));
    expect(Date.parse(short.expires_at)).toBe(Math.floor(now().getTime() / 1000) * 1000 + 600_000);
    later(11);
    expect((await call("GET", "/v2/customers/current/info", { token: short.access_token })).status).toBe(401);
  });
});

describe("without the customer's consent", () => {
  it("a customer without a verified contact is served read-only: reads, masked, and every change refused by the API", async () => {
    const { id } = await customer({ email_verified: false, overdue_invoice: true });
    const token = await staffToken();
    const opened = await call("POST", `/staff/customers/${id}/read-only`, { token });
    expect(opened.status).toBe(200);
    const readOnly = DelegatedToken.parse(opened.body);
    expect(readOnly).toMatchObject({ access: "read_only", customer_id: id, agent_number: "4127" });
    const info = await call("GET", "/v2/customers/current/info", { token: readOnly.access_token });
    expect(info.body.proof.state).toBe("quick_access");
    expect(info.body.email).toMatch(/^c•••••@example\.com$/);
    const invoices = await call("GET", "/v2/customers/current/facturas", { token: readOnly.access_token });
    expect(invoices.status).toBe(200);
    const invoice = invoices.body.data[0];
    const changes: [string, string, unknown?][] = [
      ["POST", "/v3/tickets/reclamos", { category_id: 6, subject: "Consulta", message: "Una consulta del cliente." }],
      [
        "POST",
        "/v2/customers/current/payments/create",
        { invoice_ids: [invoice.id], return_url: "https://portal.example/x" },
      ],
      ["POST", "/v2/customers/current/payment-promise", {}],
      ["POST", "/v2/customers/current/contacts", { type: "phone", value: "+5493515550123" }],
      ["POST", "/auth/proof/code", { contact_id: 1 }],
      ["POST", "/auth/handover", { client_id: "portal" }],
    ];
    for (const [method, path, json] of changes) {
      const answer = await call(method, path, { token: readOnly.access_token, json });
      expect(answer.status, path).toBe(403);
      expect(answer.body.message, path).toMatch(
        /^Sin el permiso del cliente solo podés consultar su cuenta\.|^Esto lo hace solo el cliente/,
      );
    }
    const form = new FormData();
    form.set("amount", "100");
    const report = await call("POST", `/v3/informe/pagos/${invoice.id}`, { token: readOnly.access_token, form });
    expect(report.body.reason).toBe("read_only");
    // Nothing changed: no claim, no payment, no promise.
    expect((await call("GET", "/v3/tickets", { token: readOnly.access_token })).body.meta.total).toBe(0);
    expect(
      (await call("GET", "/v2/customers/current/payments", { token: readOnly.access_token })).body.meta.total,
    ).toBe(0);
    // Signing out is no change: the agent ends the session at the end of the call.
    expect((await call("POST", "/auth/logout", { token: readOnly.access_token })).status).toBe(200);
    expect((await call("GET", "/v2/customers/current/info", { token: readOnly.access_token })).status).toBe(401);
  });

  it("is not offered for a customer whose consent can be asked", async () => {
    const { id } = await customer();
    const answer = await call("POST", `/staff/customers/${id}/read-only`, { token: await staffToken() });
    expect(answer.status).toBe(409);
    expect(answer.body.reason).toBe("consent_available");
  });
});

describe("signing out (decision 146)", () => {
  /** Every staff call, as the table lists them, with a request it would otherwise accept. */
  const staffCalls = (customerId: number): [string, string, unknown?][] =>
    operationList
      .filter((operation) => operation.auth === "staff")
      .map((operation) => {
        const path = fillPath(operation.path, { id: customerId });
        const bodies: Record<string, unknown> = {
          findCustomers: { by: "identification", value: "20304050" },
          askConsent: { contact_id: 1 },
          verifyConsent: { code: "123456" },
        };
        const query = operation.id === "listAgentActions" ? "?date=2026-11-27" : "";
        return [operation.method, path + query, bodies[operation.id]];
      });

  it("ends the staff token at once: 401 on every staff call, and the customer tokens handed out under it too", async () => {
    const withConsent = await customer();
    const unverified = await customer({ email_verified: false });
    const token = await staffToken({ roles: ["agent", "supervisor"] });
    const consent = await consented(withConsent.id, withConsent.identification, token);
    const readOnly = DelegatedToken.parse(
      (await call("POST", `/staff/customers/${unverified.id}/read-only`, { token })).body,
    );
    // Another session of the same agent, and what it holds, are not this one.
    const other = await staffToken({ roles: ["agent", "supervisor"] });
    const othersRead = DelegatedToken.parse(
      (await call("POST", `/staff/customers/${unverified.id}/read-only`, { token: other })).body,
    );

    const ended = await call("POST", "/staff/session/end", { token });
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ message: "Sesión de atención cerrada" });

    const calls = staffCalls(withConsent.id);
    expect(calls.length).toBeGreaterThanOrEqual(7);
    for (const [method, path, json] of calls) {
      const answer = await call(method, path, { token, json });
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body.message).toBe("Tu sesión de atención venció. Ingresá de nuevo.");
    }
    for (const held of [consent, readOnly])
      expect((await call("GET", "/v2/customers/current/info", { token: held.access_token })).status).toBe(401);
    // An application by phone names a token that no longer verifies: refused, not taken as the web's.
    expect((await call("POST", "/p/ventas/solicitudes", { token, json: {} })).status).toBe(401);

    expect((await search(other, "identification", "20304050")).status).toBe(200);
    expect((await call("GET", "/v2/customers/current/info", { token: othersRead.access_token })).status).toBe(200);
  });

  it("refuses a staff token without a jti, which could never be signed out", async () => {
    const token = await staffToken({ jti: undefined });
    expect((await search(token, "identification", "20304050")).status).toBe(401);
  });

  it("forgets an ended token once its own exp has passed", async () => {
    const token = await staffToken({}, { expiresInSeconds: 120 });
    expect((await call("POST", "/staff/session/end", { token })).status).toBe(200);
    expect(
      (await running.sandbox.sandbox.db.execute("SELECT jti FROM ended_staff_tokens")).rows.length,
    ).toBeGreaterThan(0);
    later(3);
    expect((await search(token, "identification", "20304050")).status).toBe(401);
    expect((await call("POST", "/staff/session/end", { token: await staffToken() })).status).toBe(200);
    const left = await running.sandbox.sandbox.db.execute({
      sql: "SELECT jti FROM ended_staff_tokens WHERE expires_at <= ?",
      args: [now().toISOString()],
    });
    expect(left.rows).toEqual([]);
  });
});

describe("what only the customer does", () => {
  it("is refused to an agent's token even with consent: the password, a hand-over, proving the session", async () => {
    const { id, identification } = await customer();
    const { access_token } = await consented(id, identification, await staffToken());
    const password = { password: "Agente2026x", password_confirmation: "Agente2026x" };
    for (const [path, json] of [
      ["/v2/customers/current/auth/enable-ls", password],
      ["/v2/customers/current/auth/change-password", { current_password: "x", ...password }],
      ["/auth/handover", { client_id: "portal" }],
      ["/auth/proof", { code: "123456" }],
      ["/auth/proof/code", { contact_id: 1 }],
    ] as const) {
      const answer = await call("POST", path, { token: access_token, json });
      expect(answer.status, path).toBe(403);
      expect(answer.body).toMatchObject({
        reason: "customer_only",
        message:
          "Esto lo hace solo el cliente desde su cuenta: no se puede hacer en su nombre desde atención al cliente.",
      });
    }
  });
});

describe("the supervisors' view", () => {
  it("shows agents' actions by agent and day, newest first, the customer masked; an agent is refused", async () => {
    const { id, identification } = await customer();
    const agent = await staffToken({ sub: "staff-7777", agent_number: "7777" });
    await consented(id, identification, agent);
    const today = new Date(now().getTime() - 3 * 3600_000).toISOString().slice(0, 10);
    const refused = await call("GET", `/staff/agents/activity?date=${today}`, { token: agent });
    expect(refused.status).toBe(403);
    expect(refused.body.reason).toBe("supervisor_only");
    const view = await call("GET", `/staff/agents/activity?date=${today}&agent_number=7777`, {
      token: await supervisorToken(),
    });
    expect(view.status).toBe(200);
    const page = AgentActionPage.parse(view.body);
    expect(page.data.map((action) => action.kind)).toEqual(["sign_in_agent", "consent_requested"]);
    expect(page.data[0]).toMatchObject({
      actor: { agent_number: "7777" },
      customer: { id, identification: expect.stringContaining("•••") },
    });
    const yesterday = new Date(now().getTime() - 27 * 3600_000).toISOString().slice(0, 10);
    const before = await call("GET", `/staff/agents/activity?date=${yesterday}&agent_number=7777`, {
      token: await supervisorToken(),
    });
    expect(before.body.meta.total).toBe(0);
    for (const query of [
      "",
      "date=hoy",
      "date=2026-02-30",
      `date=${today}&agent_number=abc`,
      `date=${today}&per_page=51`,
    ])
      expect(
        (await call("GET", `/staff/agents/activity?${query}`, { token: await supervisorToken() })).status,
        query,
      ).toBe(400);
  });
});

describe("applications by phone", () => {
  it("made with a staff token are the agent's, channel phone; without one, the web's; a bad token is refused", async () => {
    const body = async (identification: string) => ({
      request_id: (await call("GET", "/p/iniciar-solicitud")).body.request_id,
      plan_id: 1,
      localidad_id: 1,
      lat: -31.2446,
      lng: -64.4659,
      address: { street: "Independencia", number: "2950" },
      applicant: {
        kind: "person",
        identification,
        nombre: "Ana",
        apellido: "Ruiz",
        email: "ana.ruiz@example.com",
        phone: "+54 9 3541 55-1234",
      },
      accept_terms: true,
    });
    const byPhone = (await call("POST", "/__faults/customers/identifications")).body.identification;
    const made = await call("POST", "/p/ventas/solicitudes", { token: await staffToken(), json: await body(byPhone) });
    expect(made.status).toBe(201);
    const onTheWeb = (await call("POST", "/__faults/customers/identifications")).body.identification;
    expect((await call("POST", "/p/ventas/solicitudes", { json: await body(onTheWeb) })).status).toBe(201);
    const stored = async (identification: string) =>
      (await call("GET", `/__faults/applications?identification=${identification}`)).body.applications[0];
    expect(await stored(byPhone)).toMatchObject({ agent_number: "4127", channel: "phone" });
    expect(await stored(onTheWeb)).toMatchObject({ agent_number: null, channel: "web" });
    const forged = await staffToken({}, { key: await running.issuer.otherKey() });
    const refused = await call("POST", "/p/ventas/solicitudes", { token: forged, json: await body(onTheWeb) });
    expect(refused.status).toBe(401);
    // In the agent's actions, with no customer.
    const today = new Date(now().getTime() - 3 * 3600_000).toISOString().slice(0, 10);
    const view = AgentActionPage.parse(
      (await call("GET", `/staff/agents/activity?date=${today}&agent_number=4127`, { token: await supervisorToken() }))
        .body,
    );
    expect(view.data.find((action) => action.kind === "application_submitted")).toMatchObject({
      customer: null,
      description: `Solicitud de alta ${made.body.number}, por teléfono`,
    });
  });
});

describe("the account's activity", () => {
  it("names the agent on every change made with the agent's token, and the customer on their own", async () => {
    const { id, identification } = await customer({ password: "Cliente2026" });
    const own = await running.sandbox.client.login(identification, "Cliente2026");
    const { access_token } = await consented(id, identification, await staffToken());
    await call("POST", "/v3/tickets/reclamos", {
      token: access_token,
      json: { category_id: 6, subject: "Cambio de titular", message: "El cliente pide pasar el servicio a su hija." },
    });
    const activity = ActivityPage.parse((await call("GET", "/v2/customers/current/activity", { token: own })).body);
    expect(activity.data.map(({ kind, actor }) => [kind, actor])).toEqual([
      ["claim_opened", { agent_number: "4127" }],
      ["sign_in_agent", { agent_number: "4127" }],
      ["consent_requested", { agent_number: "4127" }],
      ["sign_in_password", "customer"],
    ]);
  });
});

describe("the staff capability", () => {
  it("is not offered without an issuer: GET /status leaves it out and its calls are routes that do not exist", async () => {
    const plain = await startTestSandbox();
    try {
      const status = await plain.client.call("GET", "/status");
      expect(status.body.capabilities).not.toContain("staff");
      expect(status.body.capabilities).toContain("account_activity");
      const token = await running.issuer.sign();
      expect(
        (
          await plain.client.call("POST", "/staff/customers/search", {
            token,
            json: { by: "identification", value: "20304050" },
          })
        ).status,
      ).toBe(404);
      expect((await plain.client.call("GET", "/staff/agents/activity?date=2026-11-27", { token })).status).toBe(404);
      // Nor is an application by phone: a staff token it cannot verify is refused.
      expect((await plain.client.call("POST", "/p/ventas/solicitudes", { token, json: {} })).status).toBe(401);
    } finally {
      await plain.close();
    }
    expect((await call("GET", "/status")).body.capabilities).toContain("staff");
  });

  it("answers 503 while the issuer's keys cannot be had, and never takes a discovery document of another issuer", async () => {
    const down = await startTestSandbox({ staff: { issuer: "http://127.0.0.1:9", audience: running.issuer.audience } });
    const impostor = await startTestSandbox({
      staff: { issuer: `${running.issuer.issuer}/otro`, audience: running.issuer.audience },
    });
    try {
      const token = await running.issuer.sign();
      for (const running of [down, impostor]) {
        const answer = await running.client.call("POST", "/staff/customers/search", {
          token,
          json: { by: "identification", value: "20304050" },
        });
        expect(answer.status).toBe(503);
        expect(answer.body.message).toBe("No pudimos verificar tu sesión de atención. Probá de nuevo en unos minutos.");
      }
    } finally {
      await down.close();
      await impostor.close();
    }
  });
});
