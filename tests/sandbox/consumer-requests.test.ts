import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConsumerRequest, REQUEST_CODE } from "../../contract/consumer-requests";
import { startTestSandbox } from "./harness";

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
const call = (...args: Parameters<typeof sandbox.client.call>) => sandbox.client.call(...args);
const stored = async (identification: string) =>
  (await call("GET", `/__faults/consumer-requests?identification=${identification}`)).body.requests as Record<string, unknown>[];

describe("POST /p/bajas", () => {
  it("takes a cancellation without a token, answers a code, mails it and logs the customer and connection it matched", async () => {
    const answer = await call("POST", "/p/bajas", {
      json: { identification: "20304050", connection_number: "cn-4101", service: "internet", contact_email: "carlos@example.com", reason: "Me mudo" },
    });
    expect(answer.status).toBe(201);
    const request = ConsumerRequest.parse(answer.body);
    expect(request.code).toMatch(/^B-\d{4}-\d{6}$/);
    expect(request).toMatchObject({ kind: "cancellation", status: "received", service: "internet", ends_on: null });
    const [mail] = await sandbox.client.outbox({ recipient: "carlos@example.com" });
    expect(mail).toMatchObject({ purpose: "cancellation_code", code: request.code });
    expect(mail!.body).toContain(request.code);
    const [row] = await stored("20304050");
    expect(row).toMatchObject({ code: request.code, channel: "web", customer_id: expect.any(Number), connection_id: expect.any(Number), reason: "Me mudo" });
  });

  it("matches the connection by its address instead of its number", async () => {
    // A verified session reads the house number (a quick-access one gets the street only).
    const company = await sandbox.client.loginProved("30712345671");
    const connections = (await call("GET", "/v2/customers/current/conexiones", { token: company })).body as { id: number; address: { street: string; number: string } }[];
    const second = connections[1]!;
    const answer = await call("POST", "/p/bajas", {
      json: { identification: "30712345671", address: `${second.address.street.toUpperCase()} ${second.address.number}, piso 2`, service: "all", contact_phone: "+5493515550000" },
    });
    expect(answer.status).toBe(201);
    const row = (await stored("30712345671")).at(-1)!;
    expect(row.connection_id).toBe(second.id);
    const [sms] = await sandbox.client.outbox({ recipient: "+5493515550000" });
    expect(sms).toMatchObject({ purpose: "cancellation_code", code: answer.body.code });
  });

  it("answers an identification that is no customer's exactly like a customer's, and stores no match", async () => {
    const answer = await call("POST", "/p/bajas", {
      json: { identification: "11222333", connection_number: "CN-999", service: "tv", contact_email: "nadie@example.com" },
    });
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body).sort()).toEqual(["code", "created_at", "ends_on", "kind", "rejection_reason", "service", "status"]);
    expect(answer.body.status).toBe("received");
    expect((await stored("11222333"))[0]).toMatchObject({ customer_id: null, connection_id: null });
  });

  it("takes a cancellation from a customer with overdue invoices (a debt never blocks)", async () => {
    const created = await call("POST", "/__faults/customers", { json: { identification: "40111222", plans: [1], overdue_invoice: true } });
    expect(created.status).toBe(201);
    const answer = await call("POST", "/p/bajas", {
      json: { identification: "40111222", connection_number: `CN-T${created.body.id}`, service: "all", contact_email: "deudor@example.com" },
    });
    expect(answer.status).toBe(201);
  });

  it("refuses a request without connection or address, or without exactly one contact, per field", async () => {
    const answer = await call("POST", "/p/bajas", { json: { identification: "20304050", service: "internet" } });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors).sort()).toEqual(["connection_number", "contact_email"]);
    const both = await call("POST", "/p/bajas", {
      json: { identification: "20304050", address: "x 1", service: "tv", contact_email: "a@example.com", contact_phone: "+5493515550000" },
    });
    expect(both.status).toBe(400);
  });

  it("gives one code for a request sent twice with the same Idempotency-Key", async () => {
    const body = JSON.stringify({ identification: "33444555", address: "Belgrano 12", service: "tv", contact_email: "dos@example.com" });
    const send = () =>
      fetch(`${sandbox.url}/p/bajas`, { method: "POST", headers: { "Content-Type": "application/json", "Idempotency-Key": "baja-0123456789abcdef" }, body })
        .then((response) => response.json() as Promise<{ code: string }>);
    const [first, second] = await Promise.all([send(), send()]);
    expect(second.code).toBe(first.code);
    expect(await stored("33444555")).toHaveLength(1);
  });
});

describe("POST /p/arrepentimientos", () => {
  const application = async (identification: string, daysAgo: number) =>
    (await call("POST", "/__faults/consumer-requests/applications", { json: { identification, days_ago: daysAgo } })).body as {
      number: string; contract_date: string;
    };

  it("takes a withdrawal of an application made 10 days ago, with an A- code", async () => {
    const { number } = await application("35111222", 10);
    const answer = await call("POST", "/p/arrepentimientos", { json: { identification: "35111222", application_number: number, contact_email: "arr@example.com" } });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ kind: "withdrawal", status: "received", service: null });
    expect(answer.body.code).toMatch(/^A-\d{4}-\d{6}$/);
    expect((await stored("35111222"))[0]!.application_id).toEqual(expect.any(Number));
    expect((await sandbox.client.outbox({ recipient: "arr@example.com" }))[0]).toMatchObject({ purpose: "withdrawal_code", code: answer.body.code });
  });

  it("refuses one made 11 days ago (422 on the field), by number or by date", async () => {
    const { number, contract_date } = await application("35111333", 11);
    const byNumber = await call("POST", "/p/arrepentimientos", { json: { identification: "35111333", application_number: number, contact_email: "a@example.com" } });
    expect(byNumber.status).toBe(422);
    expect(byNumber.body.errors.application_number[0]).toContain("baja");
    const byDate = await call("POST", "/p/arrepentimientos", { json: { identification: "35111333", contract_date, contact_email: "a@example.com" } });
    expect(byDate.status).toBe(422);
    expect(Object.keys(byDate.body.errors)).toEqual(["contract_date"]);
    expect(await stored("35111333")).toHaveLength(0);
  });

  it("gives a code to an application number it does not know (to be reviewed), and refuses a date in the future", async () => {
    const unknown = await call("POST", "/p/arrepentimientos", { json: { identification: "35111444", application_number: "SOL-2026-999999", contact_phone: "+5491155550000" } });
    expect(unknown.status).toBe(201);
    const future = await call("POST", "/p/arrepentimientos", { json: { identification: "35111444", contract_date: "2999-01-01", contact_phone: "+5491155550000" } });
    expect(future.status).toBe(400);
  });
});

describe("GET /p/bajas/{code}", () => {
  it("finds a request by code and identification, and follows it to processed and to rejected", async () => {
    const { code } = (await call("POST", "/p/bajas", { json: { identification: "36222333", address: "Mitre 5", service: "dgo", contact_email: "estado@example.com" } })).body;
    expect(REQUEST_CODE.test(code)).toBe(true);
    const found = await call("GET", `/p/bajas/${code}?identification=36222333`);
    expect(found.status).toBe(200);
    expect(found.body.status).toBe("received");

    await call("POST", `/__faults/consumer-requests/${code}/outcome`, { json: { status: "processed", ends_on: "2026-12-31" } });
    expect((await call("GET", `/p/bajas/${code.toLowerCase()}?identification=36222333`)).body).toMatchObject({ status: "processed", ends_on: "2026-12-31" });
    await call("POST", `/__faults/consumer-requests/${code}/outcome`, { json: { status: "rejected", reason: "El servicio ya estaba dado de baja" } });
    expect((await call("GET", `/p/bajas/${code}?identification=36222333`)).body).toMatchObject({ status: "rejected", rejection_reason: "El servicio ya estaba dado de baja" });
  });

  it("answers the same 404 for a wrong identification, an unknown code and a malformed one", async () => {
    const { code } = (await call("POST", "/p/bajas", { json: { identification: "36222444", address: "Mitre 6", service: "tv", contact_email: "x@example.com" } })).body;
    const wrong = await call("GET", `/p/bajas/${code}?identification=36222445`);
    const unknown = await call("GET", "/p/bajas/B-2026-999999?identification=36222444");
    const malformed = await call("GET", "/p/bajas/nada?identification=36222444");
    expect([wrong.status, unknown.status, malformed.status]).toEqual([404, 404, 404]);
    expect(wrong.body).toEqual(unknown.body);
    expect((await call("GET", `/p/bajas/${code}`)).status).toBe(400);
  });
});
