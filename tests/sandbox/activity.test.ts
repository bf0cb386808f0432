import { describe, expect, it } from "vitest";
import { ACTIVITY_KINDS, ActivityPage, type ActivityEntry } from "../../contract/activity";
import { CustomerSearchResult, DelegatedToken } from "../../contract/staff";
import { fakeFile, movableClock, staffSandbox, startTestSandbox } from "./harness";

/**
 * The account's activity (decision 141): every sign-in and every change the API makes is
 * written where it happens, with the actor from the token (the agent, on a call made with a
 * token an agent holds) and the address the portal forwards; the customer reads theirs,
 * addresses masked while quick access.
 */

const { now, later } = movableClock();
const running = staffSandbox({ now });

const call = (...args: Parameters<typeof running.sandbox.client.call>) => running.sandbox.client.call(...args);
const FROM = { "X-Client-Address": "190.210.33.12" };

async function customer(fields: Record<string, unknown> = {}) {
  const created = await call("POST", "/__faults/customers", {
    json: { email: `cliente.${Math.random().toString(36).slice(2)}@example.com`, plans: [1], ...fields },
  });
  expect(created.status).toBe(201);
  return created.body as { id: number; identification: string };
}

/** The agent's consented token for a customer, the code read from their inbox. */
async function agentFor(id: number, identification: string, agentNumber = "4127") {
  const staff = await running.issuer.sign({ sub: `staff-${agentNumber}`, agent_number: agentNumber }, { now: now() });
  const [summary] = CustomerSearchResult.parse(
    (
      await call("POST", "/staff/customers/search", {
        token: staff,
        json: { by: "identification", value: identification },
      })
    ).body,
  );
  await call("POST", `/staff/customers/${id}/consent`, {
    token: staff,
    json: { contact_id: summary!.consent.channels[0]!.contact_id },
    headers: FROM,
  });
  const code = (await running.sandbox.client.outbox({ identification }))
    .filter((message) => message.purpose === "consent_code")
    .at(-1)!.code;
  const verified = await call("POST", `/staff/customers/${id}/consent/verify`, {
    token: staff,
    json: { code },
    headers: FROM,
  });
  return DelegatedToken.parse(verified.body).access_token;
}

async function activityOf(token: string): Promise<ActivityEntry[]> {
  const answer = await call("GET", "/v2/customers/current/activity?per_page=50", { token });
  expect(answer.status).toBe(200);
  return ActivityPage.parse(answer.body).data;
}

/** Each entry as `kind by actor`, oldest first. */
const story = (entries: ActivityEntry[]) =>
  entries
    .map((entry) => `${entry.kind} by ${entry.actor === "customer" ? "customer" : entry.actor.agent_number}`)
    .reverse();

const ok = async (promise: ReturnType<typeof call>, status = 200) => {
  const answer = await promise;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
};

describe("sign-ins", () => {
  it("by the password, the identification alone, a hand-over and an agent, each with its address; masked to quick access", async () => {
    const { id, identification } = await customer({ email_verified: true });
    const quick = (
      await call("POST", "/auth/customers", {
        json: { identification },
        headers: { "X-Client-Address": "2800:810:1a2b::7" },
      })
    ).body.access_token;
    const code = (await ok(call("POST", "/auth/handover", { token: quick, json: { client_id: "portal" } }), 201)).code;
    await ok(call("POST", "/auth/handover/exchange", { json: { code }, headers: FROM }));
    const agent = await agentFor(id, identification);
    const entries = await activityOf(agent);
    expect(story(entries)).toEqual([
      "sign_in_quick_access by customer",
      "sign_in_handover by customer",
      "consent_requested by 4127",
      "sign_in_agent by 4127",
    ]);
    // The agent's session is proved: addresses in full. Quick access sees the network only.
    expect(entries.map((entry) => entry.client_address).reverse()).toEqual([
      "2800:810:1a2b::7",
      "190.210.33.12",
      "190.210.33.12",
      "190.210.33.12",
    ]);
    const masked = (await activityOf(quick)).map((entry) => entry.client_address).reverse();
    expect(masked).toEqual(["2800:810:•••", "190.210.•••.•••", "190.210.•••.•••", "190.210.•••.•••"]);
    expect(entries[1]!.description).toMatch(
      /^Pedido de permiso para atención telefónica \(código enviado a c•••••@example\.com\)$/,
    );
  });

  it("a read-only agent's, and a password sign-in; another customer's entries are never listed", async () => {
    const lone = await customer({ email_verified: false });
    const staff = await running.issuer.sign({ agent_number: "4127" }, { now: now() });
    const readOnly = DelegatedToken.parse(
      await ok(call("POST", `/staff/customers/${lone.id}/read-only`, { token: staff })),
    ).access_token;
    expect(story(await activityOf(readOnly))).toEqual(["sign_in_agent_read_only by 4127"]);
    const withPassword = await customer({ password: "Cliente2026" });
    const token = await running.sandbox.client.login(withPassword.identification, "Cliente2026");
    expect(story(await activityOf(token))).toEqual(["sign_in_password by customer"]);
  });

  it("pages newest first", async () => {
    const { identification } = await customer();
    for (let i = 0; i < 5; i++) await running.sandbox.client.login(identification);
    const token = await running.sandbox.client.login(identification);
    const first = ActivityPage.parse((await call("GET", "/v2/customers/current/activity?per_page=4", { token })).body);
    const second = ActivityPage.parse(
      (await call("GET", "/v2/customers/current/activity?per_page=4&page=2", { token })).body,
    );
    expect(first.meta).toEqual({ page: 1, per_page: 4, total: 6 });
    expect(second.data).toHaveLength(2);
    const ids = [...first.data, ...second.data].map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const query of ["per_page=51", "page=0", "page=abc"])
      expect((await call("GET", `/v2/customers/current/activity?${query}`, { token })).status, query).toBe(400);
  });
});

describe("changes", () => {
  it("every kind the API makes, by the agent with consent and by the customer, each with its actor", async () => {
    const { id, identification } = await customer({
      overdue_invoice: true,
      invoices: [{ amount: 15000, due_in_days: 5 }],
    });
    const agent = await agentFor(id, identification);
    const invoices = (await ok(call("GET", "/v2/customers/current/facturas?status=unpaid", { token: agent }))).data;
    const pending = invoices.find((invoice: { status: string }) => invoice.status === "pending");
    const connection = (await ok(call("GET", "/v2/customers/current/conexiones", { token: agent })))[0];

    // Paying and reporting.
    const payment = await ok(
      call("POST", "/v2/customers/current/payments/create", {
        token: agent,
        json: { invoice_ids: [pending.id], return_url: "https://portal.example/mi-cuenta" },
      }),
      201,
    );
    await ok(call("DELETE", `/v2/customers/current/payments/${payment.id}/cancel`, { token: agent }));
    const report = new FormData();
    report.set("amount", "15000");
    report.set("date", new Date(now().getTime() - 86_400_000).toISOString().slice(0, 10));
    report.set("method", "transferencia");
    report.set("receipt", fakeFile("pdf", "comprobante.pdf"));
    await ok(call("POST", `/v3/informe/pagos/${pending.id}`, { token: agent, form: report }), 201);
    await ok(call("POST", "/v2/customers/current/payment-promise", { token: agent, json: {} }), 201);

    // A claim, its messages and files, and its technician's visit.
    const claim = await ok(
      call("POST", "/v3/tickets/reclamos", {
        token: agent,
        json: {
          category_id: 1,
          subject: "Sin internet",
          message: "No hay conexión desde ayer.",
          connection_id: connection.id,
        },
      }),
      201,
    );
    expect(claim.visit_required).toBe(true);
    await ok(
      call("POST", `/v3/tickets/${claim.id}/messages`, {
        token: agent,
        json: { message: "La luz del equipo está roja." },
      }),
      201,
    );
    const files = new FormData();
    files.append("files", fakeFile("jpg", "equipo.jpg"));
    await ok(call("POST", `/v3/tickets/${claim.id}/message-files`, { token: agent, form: files }), 201);
    const slots = await ok(call("GET", `/v3/tickets/${claim.id}/visit/slots`, { token: agent }));
    await ok(call("PUT", `/v3/tickets/${claim.id}/visit`, { token: agent, json: { slot_id: slots[0].id } }));
    await ok(call("PUT", `/v3/tickets/${claim.id}/visit`, { token: agent, json: { slot_id: slots[1].id } }));
    await ok(call("DELETE", `/v3/tickets/${claim.id}/visit`, { token: agent }));
    await ok(call("POST", `/v3/tickets/${claim.id}/report`, { token: agent, json: { solved: false } }));
    await ok(call("POST", `/v3/tickets/${claim.id}/report`, { token: agent, json: { solved: true } }));
    await ok(call("POST", `/v3/tickets/${claim.id}/feedback`, { token: agent, json: { rating: 5 } }));

    // The equipment, and an outage of the area.
    await ok(
      call("POST", `/v2/customers/current/conexiones/${connection.id}/equipment/restart`, { token: agent }),
      202,
    );
    const outage = await ok(
      call("POST", "/__faults/outages", {
        json: { localities: [connection.address.locality], message: "Corte de fibra." },
      }),
      201,
    );
    await ok(call("POST", `/v2/customers/current/outages/${outage.id}/notify`, { token: agent }));
    await call("POST", `/__faults/outages/${outage.id}/resolve`, { json: {} });

    // Contacts.
    const phone = await ok(
      call("POST", "/v2/customers/current/contacts", {
        token: agent,
        json: { type: "phone", value: "+5493515550123" },
      }),
      201,
    );
    await ok(
      call("PUT", `/v2/customers/current/contacts/${phone.id}`, { token: agent, json: { value: "+5493515550124" } }),
    );
    later(2);
    await ok(call("POST", `/v2/customers/current/contacts/${phone.id}/send-code`, { token: agent }));
    const sms = (await running.sandbox.client.outbox({ recipient: "+5493515550124" })).at(-1)!;
    await ok(
      call("POST", `/v2/customers/current/contacts/${phone.id}/verify`, { token: agent, json: { code: sms.code } }),
    );

    // The automatic debit, confirmed at the card site in between.
    const debit = await ok(
      call("POST", "/v2/customers/current/debit-subscription/create", {
        token: agent,
        json: { services: [connection.services[0].id], return_url: "https://portal.example/mi-cuenta" },
      }),
      201,
    );
    await call("POST", `${new URL(debit.checkout_url).pathname}/approve`);
    await ok(
      call("PUT", "/v2/customers/current/debit-subscription/update", {
        token: agent,
        json: { services: [connection.services[0].id] },
      }),
    );
    await ok(call("DELETE", "/v2/customers/current/debit-subscription/cancel", { token: agent }));

    // Directv GO.
    const subscribed = await ok(
      call("POST", "/v2/services/dgo/subscribe", { token: agent, json: { plan_id: 1, extra_ids: [] } }),
      201,
    );
    await ok(call("PUT", "/v2/services/dgo/change-plan", { token: agent, json: { plan_id: 2 } }));
    await ok(call("POST", "/v2/services/dgo/extras", { token: agent, json: { extra_id: 1 } }));
    await ok(call("DELETE", "/v2/services/dgo/extras/unsubscribe", { token: agent, json: { extra_id: 1 } }));
    await ok(call("POST", `/v3/services/dgo/subscriptions/${subscribed.id}/pause`, { token: agent }));
    await ok(call("POST", `/v3/services/dgo/subscriptions/${subscribed.id}/activate`, { token: agent }));
    await ok(call("POST", "/v2/services/dgo/stop-subscription", { token: agent }));

    // The customer's own: the password, in a session of theirs proved by code.
    const own = await running.sandbox.client.loginProved(identification);
    const password = { password: "Cliente2026", password_confirmation: "Cliente2026" };
    await ok(call("POST", "/v2/customers/current/auth/enable-ls", { token: own, json: password }));
    await ok(
      call("POST", "/v2/customers/current/auth/change-password", {
        token: own,
        json: { current_password: "Cliente2026", password: "Cliente2027", password_confirmation: "Cliente2027" },
      }),
    );
    await ok(call("POST", "/auth/forgot-password", { json: { identification } }));
    const link = (await running.sandbox.client.outbox({ identification }))
      .filter((message) => message.purpose === "password_reset")
      .at(-1)!;
    await ok(
      call("POST", "/auth/reset-password", {
        json: { token: link.token, password: "Cliente2028", password_confirmation: "Cliente2028" },
      }),
    );

    // A cancellation filed in the customer's name, confirmed by the code to their e-mail.
    const cancellation = await ok(
      call("POST", "/p/bajas", { json: { identification, connection_number: connection.number, service: "internet" } }),
      201,
    );
    const cancellationCode = (await running.sandbox.client.outbox({ identification }))
      .filter((message) => message.purpose === "cancellation_code")
      .at(-1)!.code;
    await ok(
      call("POST", `/p/bajas/${cancellation.code}/confirmacion`, { json: { identification, code: cancellationCode } }),
    );

    const token = await running.sandbox.client.login(identification, "Cliente2028");
    const entries = await activityOf(token);
    expect(story(entries)).toEqual([
      "consent_requested by 4127",
      "sign_in_agent by 4127",
      "payment_started by 4127",
      "payment_cancelled by 4127",
      "payment_reported by 4127",
      "payment_promise by 4127",
      "claim_opened by 4127",
      "claim_replied by 4127",
      "claim_files_added by 4127",
      "visit_booked by 4127",
      "visit_moved by 4127",
      "visit_cancelled by 4127",
      "claim_reopened by 4127",
      "claim_solved by 4127",
      "claim_rated by 4127",
      "equipment_restarted by 4127",
      "outage_notice_asked by 4127",
      "contact_added by 4127",
      "contact_changed by 4127",
      "contact_code_sent by 4127",
      "contact_verified by 4127",
      "automatic_debit_requested by 4127",
      "automatic_debit_changed by 4127",
      "automatic_debit_cancelled by 4127",
      "streaming_subscribed by 4127",
      "streaming_plan_changed by 4127",
      "streaming_extra_added by 4127",
      "streaming_extra_removed by 4127",
      "streaming_paused by 4127",
      "streaming_activated by 4127",
      "streaming_stopped by 4127",
      "sign_in_quick_access by customer",
      "password_created by customer",
      "password_changed by customer",
      "password_reset by customer",
      "cancellation_requested by customer",
      "consumer_request_confirmed by customer",
      "sign_in_password by customer",
    ]);
    // Every kind of the contract, and only those; descriptions in Spanish, personal data masked.
    for (const entry of entries) expect(ACTIVITY_KINDS).toContain(entry.kind);
    expect(entries.find((entry) => entry.kind === "claim_opened")!.description).toBe(
      `Reclamo ${claim.number} iniciado`,
    );
    expect(entries.find((entry) => entry.kind === "contact_added")!.description).toBe(
      "Contacto agregado: +54 9 351 ••• ••23",
    );
    expect(JSON.stringify(entries)).not.toContain("5550124");
  });

  it("a replayed request (the same Idempotency-Key) is written once; a refused one not at all", async () => {
    const { id, identification } = await customer();
    const agent = await agentFor(id, identification);
    const body = { category_id: 6, subject: "Consulta", message: "Una consulta del cliente." };
    const headers = { "Idempotency-Key": "actividad-0123456789abcdef" };
    await ok(call("POST", "/v3/tickets/reclamos", { token: agent, json: body, headers }), 201);
    await ok(call("POST", "/v3/tickets/reclamos", { token: agent, json: body, headers }), 201);
    expect(
      (
        await call("POST", "/v3/tickets/reclamos", {
          token: agent,
          json: { category_id: 999, subject: "x", message: "y" },
        })
      ).status,
    ).toBe(400);
    const kinds = (await activityOf(agent)).map((entry) => entry.kind);
    expect(kinds.filter((kind) => kind === "claim_opened")).toHaveLength(1);
  });
});

describe("the client address", () => {
  it("is believed from a client the API knows by its key, else the caller's own; never a value that is not an address", async () => {
    const key = "k".repeat(40);
    const guarded = await startTestSandbox({ clients: { portal: key } });
    try {
      const { identification } = (
        await guarded.client.call("POST", "/__faults/customers", { json: { plans: [1], password: "Cliente2026" } })
      ).body;
      const signIn = (headers: Record<string, string>, apiKey?: string) =>
        guarded.client.call("POST", "/auth/login", {
          json: { user: identification, password: "Cliente2026" },
          headers,
          ...(apiKey ? { apiKey } : {}),
        });
      await signIn({ "X-Client-Address": "190.210.33.12" }, key);
      await signIn({ "X-Client-Address": "no es una dirección" }, key);
      await signIn({ "X-Client-Address": "10.0.0.1, 190.210.33.12" }, key);
      // Without the key the header is anyone's claim: the caller's own address is recorded.
      await signIn({ "X-Client-Address": "203.0.113.9" });
      await signIn({ "X-Client-Address": "203.0.113.9" }, "otra-clave-que-nadie-conoce-0123456789");
      const token = (await signIn({})).body.access_token;
      const entries = ActivityPage.parse(
        (await guarded.client.call("GET", "/v2/customers/current/activity", { token })).body,
      ).data;
      expect(entries.map((entry) => entry.client_address).reverse()).toEqual([
        "190.210.33.12",
        "127.0.0.1",
        "127.0.0.1",
        "127.0.0.1",
        "127.0.0.1",
        "127.0.0.1",
      ]);
    } finally {
      await guarded.close();
    }
  });
});
