import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAPABILITY_NAMES } from "../../contract/capabilities";
import { startTestSandbox } from "./harness";

describe("fault switch off", () => {
  it("answers 404 on every fault route", async () => {
    const sandbox = await startTestSandbox({ faults: false });
    try {
      for (const [method, path] of [
        ["PUT", "/__faults/status"],
        ["POST", "/__faults/rules"],
        ["GET", "/__faults/outbox"],
        ["GET", "/__faults/requests"],
        ["GET", "/__faults/applications"],
        ["GET", "/__faults/sales-attempts"],
        ["POST", "/__faults/reset"],
        ["POST", "/__faults/customers"],
        ["POST", "/__faults/outages"],
      ]) {
        expect((await sandbox.client.call(method!, path!, method === "GET" ? {} : { json: {} })).status).toBe(404);
      }
    } finally {
      await sandbox.close();
    }
  });
});

describe("fault switch on", () => {
  let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ faults: true });
  });
  afterAll(() => sandbox.close());
  const call = (...args: Parameters<typeof sandbox.client.call>) => sandbox.client.call(...args);

  it("reports /status offline and back online, with every capability it offers (decision 126): staff only with an issuer (decision 141)", async () => {
    const all = { capabilities: CAPABILITY_NAMES.filter((name) => name !== "staff") };
    expect((await call("GET", "/status")).body).toEqual({ status: "online", ...all });
    await call("PUT", "/__faults/status", { json: { status: "offline" } });
    expect((await call("GET", "/status")).body).toEqual({ status: "offline", ...all });
    await call("PUT", "/__faults/status", { json: { status: "online" } });
    expect((await call("GET", "/status")).body).toEqual({ status: "online", ...all });
  });

  it("fails the next N matching calls with a status and a JSON message", async () => {
    const rule = await call("POST", "/__faults/rules", {
      json: { method: "GET", path: "/p/planes", status: 503, times: 2, message: "Mantenimiento" },
    });
    expect(rule.status).toBe(201);
    expect(await call("GET", "/p/planes")).toMatchObject({ status: 503, body: { message: "Mantenimiento" } });
    expect((await call("POST", "/p/planes")).status).toBe(404);
    expect((await call("GET", "/p/planes")).status).toBe(503);
    expect((await call("GET", "/p/planes")).status).toBe(200);
  });

  it("delays the next matching call", async () => {
    await call("POST", "/__faults/rules", { json: { method: "GET", path: "/p/localidades", delay_ms: 300 } });
    const started = Date.now();
    expect((await call("GET", "/p/localidades")).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    const again = Date.now();
    await call("GET", "/p/localidades");
    expect(Date.now() - again).toBeLessThan(290);
  });

  it("tells which requests are still being answered, a slowed one included", async () => {
    await call("POST", "/__faults/rules", { json: { method: "GET", path: "/p/localidades", delay_ms: 1_000 } });
    const slow = call("GET", "/p/localidades");
    await expect
      .poll(async () => (await call("GET", "/__faults/requests")).body.in_flight["GET /p/localidades"])
      .toBe(1);
    expect((await slow).status).toBe(200);
    expect((await call("GET", "/__faults/requests")).body.in_flight).not.toHaveProperty("GET /p/localidades");
  });

  it("counts requests per method and path, faulted ones included, and resets the counts", async () => {
    await call("DELETE", "/__faults/requests");
    await call("POST", "/__faults/rules", { json: { method: "GET", path: "/p/dgo-banners", status: 500 } });
    await call("GET", "/p/dgo-banners");
    await call("GET", "/p/dgo-banners");
    await call("GET", "/no/such/route");
    const { body } = await call("GET", "/__faults/requests");
    expect(body.counts).toEqual({ "GET /p/dgo-banners": 2, "GET /no/such/route": 1 });
    await call("DELETE", "/__faults/requests");
    expect((await call("GET", "/__faults/requests")).body.counts).toEqual({});
  });

  it("records the X-Request-Id each request came with, so a page's calls can be followed", async () => {
    await call("DELETE", "/__faults/requests");
    await fetch(`${sandbox.url}/p/planes`, { headers: { "X-Request-Id": "page-42" } });
    await call("GET", "/p/localidades");
    expect((await call("GET", "/__faults/requests")).body.recent).toEqual([
      { method: "GET", path: "/p/planes", requestId: "page-42" },
      { method: "GET", path: "/p/localidades", requestId: null },
    ]);
    await call("DELETE", "/__faults/requests");
    expect((await call("GET", "/__faults/requests")).body.recent).toEqual([]);
  });

  it("applies a rule with body_contains only to requests whose body has that text", async () => {
    await call("POST", "/__faults/rules", {
      json: { method: "POST", path: "/auth/customers", status: 500, body_contains: "33444555" },
    });
    expect((await call("POST", "/auth/customers", { json: { identification: "20304050" } })).status).toBe(200);
    expect((await call("POST", "/auth/customers", { json: { identification: "33444555" } })).status).toBe(500);
    expect((await call("POST", "/auth/customers", { json: { identification: "33444555" } })).status).toBe(403);
  });

  it("applies a rule with token only to the calls of that signed-in customer", async () => {
    const mine = await sandbox.client.login("20304050");
    const other = await sandbox.client.login("30712345671");
    await call("POST", "/__faults/rules", {
      json: { method: "GET", path: "/v2/customers/current/info", status: 500, token: mine },
    });
    expect((await call("GET", "/v2/customers/current/info", { token: other })).status).toBe(200);
    expect((await call("GET", "/v2/customers/current/info", { token: mine })).status).toBe(500);
    expect((await call("GET", "/v2/customers/current/info", { token: mine })).status).toBe(200);
  });

  it("drops the connection without an answer, for the calls a rule names", async () => {
    await call("POST", "/__faults/rules", { json: { method: "GET", path: "/p/planes", drop: true } });
    const failed = await fetch(`${sandbox.url}/p/planes`)
      .then((response) => response.text())
      .then(
        () => null,
        (error: Error) => error,
      );
    expect(failed).toBeInstanceOf(Error);
    expect((await call("GET", "/p/planes")).status).toBe(200);
    expect((await call("POST", "/__faults/rules", { json: { method: "GET", path: "/p/planes" } })).status).toBe(400);
  });

  it("counts one customer's requests apart, by their bearer token", async () => {
    const mine = await sandbox.client.login("20304050");
    await call("DELETE", "/__faults/requests");
    await call("GET", "/v2/customers/current/info", { token: mine });
    await call("GET", "/v2/customers/current/info", { token: mine });
    await call("GET", "/p/planes");
    expect((await call("GET", `/__faults/requests?token=${mine}`)).body.counts).toEqual({
      "GET /v2/customers/current/info": 2,
    });
    expect((await call("GET", "/__faults/requests?token=someone-else")).body.counts).toEqual({});
    expect((await call("GET", "/__faults/requests")).body.counts).toMatchObject({
      "GET /v2/customers/current/info": 2,
      "GET /p/planes": 1,
    });
  });

  it("creates a customer of a test's own, with a password, an e-mail and services", async () => {
    const created = await call("POST", "/__faults/customers", {
      json: {
        identification: "41000001",
        name: "Ana Prueba",
        password: "Clave1234",
        email: "ana.prueba@example.com",
        plans: [2, 5],
      },
    });
    expect(created.status).toBe(201);
    expect((await call("POST", "/auth/customers", { json: { identification: "41000001" } })).status).toBe(406);
    const token = await sandbox.client.login("41000001", "Clave1234");
    const info = (await call("GET", "/v2/customers/current/info", { token })).body;
    expect(info).toMatchObject({
      name: "Ana Prueba",
      has_password: true,
      email: "ana.prueba@example.com",
      email_verified: true,
    });
    const connections = (await call("GET", "/v2/customers/current/conexiones", { token })).body;
    expect(connections[0].services.map((service: { plan: { id: number } }) => service.plan.id)).toEqual([2, 5]);
    expect((await call("POST", "/__faults/customers", { json: { identification: "41000001" } })).status).toBe(409);
  });

  it("creates a customer with unpaid invoices, overdue or not", async () => {
    await call("POST", "/__faults/customers", {
      json: {
        identification: "41000003",
        invoices: [
          { amount: 1500, due_in_days: -3 },
          { amount: 2500.5, due_in_days: 7 },
        ],
      },
    });
    const token = await sandbox.client.login("41000003");
    const { body } = await call("GET", "/v2/customers/current/facturas?status=unpaid", { token });
    expect(
      body.data.map((invoice: { amount: number; status: string }) => [invoice.amount, invoice.status]).sort(),
    ).toEqual([
      [1500, "overdue"],
      [2500.5, "pending"],
    ]);
    expect((await call("GET", "/v2/customers/current/info", { token })).body.balance).toEqual({
      overdue: 1500,
      pending: 2500.5,
    });
  });

  it("creates a customer without password or services by default", async () => {
    expect((await call("POST", "/__faults/customers", { json: { identification: "41000002" } })).status).toBe(201);
    const token = await sandbox.client.login("41000002");
    expect((await call("GET", "/v2/customers/current/conexiones", { token })).body).toEqual([]);
    expect((await call("POST", "/__faults/customers", { json: { identification: "12.345" } })).status).toBe(400);
  });

  it("validates rules", async () => {
    const { status, body } = await call("POST", "/__faults/rules", { json: { method: "GET", path: "/p/planes" } });
    expect(status).toBe(400);
    expect(body.errors.status).toBeDefined();
  });

  it("resets everything at once", async () => {
    await call("PUT", "/__faults/status", { json: { status: "offline" } });
    await call("POST", "/__faults/rules", { json: { method: "GET", path: "/p/planes", status: 500, times: 5 } });
    await call("POST", "/__faults/reset");
    expect((await call("GET", "/status")).body.status).toBe("online");
    expect((await call("GET", "/p/planes")).status).toBe(200);
    expect((await call("GET", "/__faults/rules")).body.rules).toEqual([]);
  });

  it("filters the outbox by recipient and identification", async () => {
    await call("POST", "/auth/forgot-password", { json: { identification: "20304050" } });
    expect(await sandbox.client.outbox({ identification: "20304050" })).toHaveLength(1);
    expect(await sandbox.client.outbox({ recipient: "carlos.gomez@example.com" })).toHaveLength(1);
    expect(await sandbox.client.outbox({ recipient: "nadie@example.com" })).toHaveLength(0);
  });
});
