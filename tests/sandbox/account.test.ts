import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContactList, CustomerInfo } from "../../contract/customer";
import { startTestSandbox } from "./harness";

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
let carlos: string;
let maria: string;
let company: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  // Verified sessions: these tests are about what a proved customer may do (tests/sandbox/proof.test.ts has quick access).
  carlos = await sandbox.client.loginProved("20304050");
  maria = await sandbox.client.login("27222333", "Portal2026");
  // Proved while its e-mail is still verified: a test below changes it (a changed value is unverified).
  company = await sandbox.client.loginProved("30712345671");
});
afterAll(() => sandbox.close());
const call = (...args: Parameters<typeof sandbox.client.call>) => sandbox.client.call(...args);

describe("GET /info", () => {
  it("describes the demo customer without a password, with debt and no automatic debit", async () => {
    const info = CustomerInfo.parse((await call("GET", "/v2/customers/current/info", { token: carlos })).body);
    expect(info).toMatchObject({
      identification: "20304050",
      identification_type: "DNI",
      kind: "person",
      has_password: false,
    });
    expect(info).toMatchObject({ email: "carlos.gomez@example.com", email_verified: true, debit_subscription: null });
    expect(info.balance.overdue).toBeGreaterThan(0);
    expect(info.balance.pending).toBeGreaterThan(0);
  });

  it("describes the customer with a password, all paid and automatic debit active", async () => {
    const info = CustomerInfo.parse((await call("GET", "/v2/customers/current/info", { token: maria })).body);
    expect(info.has_password).toBe(true);
    expect(info.balance).toEqual({ overdue: 0, pending: 0 });
    expect(info.debit_subscription?.status).toBe("active");
  });
});

// Another customer's contact answering 404, and the company read by CUIT, are the
// conformance kit's checks (updateContact.ownership, getCustomerInfo.company).
describe("contacts", () => {
  it("lists a verified e-mail and an unverified phone", async () => {
    const contacts = ContactList.parse((await call("GET", "/v2/customers/current/contacts", { token: carlos })).body);
    expect(contacts.map(({ type, verified }) => ({ type, verified }))).toEqual([
      { type: "email", verified: true },
      { type: "phone", verified: false },
    ]);
  });

  it("verifies the phone with the code sent by SMS, once", async () => {
    const contacts = ContactList.parse((await call("GET", "/v2/customers/current/contacts", { token: carlos })).body);
    const phone = contacts.find((contact) => contact.type === "phone")!;
    const sent = await call("POST", `/v2/customers/current/contacts/${phone.id}/send-code`, { token: carlos });
    expect(sent.status).toBe(200);
    const sms = (await sandbox.client.outbox({ recipient: phone.value })).pop()!;
    expect(sms.purpose).toBe("contact_code");
    expect(sms.code).toMatch(/^\d{6}$/);

    const wrongCode = sms.code === "000000" ? "111111" : "000000";
    const wrong = await call("POST", `/v2/customers/current/contacts/${phone.id}/verify`, {
      token: carlos,
      json: { code: wrongCode },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.code).toEqual(["El código no es correcto o ya venció"]);
    const malformed = await call("POST", `/v2/customers/current/contacts/${phone.id}/verify`, {
      token: carlos,
      json: { code: "12" },
    });
    expect(malformed.body.errors.code).toEqual(["El código tiene 6 números"]);

    const verified = await call("POST", `/v2/customers/current/contacts/${phone.id}/verify`, {
      token: carlos,
      json: { code: sms.code },
    });
    expect(verified.body).toMatchObject({ id: phone.id, verified: true });
    expect((await call("POST", `/v2/customers/current/contacts/${phone.id}/send-code`, { token: carlos })).status).toBe(
      409,
    );
  });

  it("adds a contact, refuses a duplicate, and a changed value needs verifying again", async () => {
    const token = company;
    const created = await call("POST", "/v2/customers/current/contacts", {
      token,
      json: { type: "phone", value: "+54 9 3548 42-1000" },
    });
    expect(created.status).toBe(201);
    const duplicate = await call("POST", "/v2/customers/current/contacts", {
      token,
      json: { type: "phone", value: "+54 9 3548 42-1000" },
    });
    expect(duplicate.status).toBe(409);
    const invalid = await call("POST", "/v2/customers/current/contacts", {
      token,
      json: { type: "email", value: "no-es-correo" },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.value).toEqual(["Ingresá un correo electrónico válido"]);

    const contacts = ContactList.parse((await call("GET", "/v2/customers/current/contacts", { token })).body);
    const email = contacts.find((contact) => contact.type === "email")!;
    expect(email.verified).toBe(true);
    const changed = await call("PUT", `/v2/customers/current/contacts/${email.id}`, {
      token,
      json: { value: "admin@serranias.example" },
    });
    expect(changed.body).toMatchObject({ value: "admin@serranias.example", verified: false });
    expect(
      (await call("PUT", `/v2/customers/current/contacts/${email.id}`, { token, json: { value: "x" } })).status,
    ).toBe(400);
    expect(
      (await call("PUT", "/v2/customers/current/contacts/999999", { token, json: { value: "a@b.example" } })).status,
    ).toBe(404);
  });

  it("sets the main e-mail and phone at once with PUT /contacts", async () => {
    const token = await sandbox.client.loginProved("20304050");
    const { status, body } = await call("PUT", "/v2/customers/current/contacts", {
      token,
      json: { email: "cgomez@example.com" },
    });
    expect(status).toBe(200);
    expect(ContactList.parse(body).find((contact) => contact.type === "email")).toMatchObject({
      value: "cgomez@example.com",
      verified: false,
    });
    const empty = await call("PUT", "/v2/customers/current/contacts", { token, json: {} });
    expect(empty.status).toBe(400);
  });
});

describe("passwords", () => {
  it("lets a customer without a password create one, then sign in with it", async () => {
    const token = company;
    const mismatch = await call("POST", "/v2/customers/current/auth/enable-ls", {
      token,
      json: { password: "Empresa2026", password_confirmation: "Empresa2025" },
    });
    expect(mismatch.body.errors.password_confirmation).toEqual(["Las contraseñas no coinciden"]);
    const created = await call("POST", "/v2/customers/current/auth/enable-ls", {
      token,
      json: { password: "Empresa2026", password_confirmation: "Empresa2026" },
    });
    expect(created.status).toBe(200);
    expect((await call("POST", "/auth/customers", { json: { identification: "30712345671" } })).status).toBe(406);
    const again = await call("POST", "/v2/customers/current/auth/enable-ls", {
      token: await sandbox.client.login("30712345671", "Empresa2026"),
      json: { password: "Empresa2027", password_confirmation: "Empresa2027" },
    });
    expect(again.status).toBe(409);
  });

  it("changes a password only with the current one, answering 400 (not 401) when wrong", async () => {
    const wrong = await call("POST", "/v2/customers/current/auth/change-password", {
      token: maria,
      json: { current_password: "otra", password: "Nueva2027", password_confirmation: "Nueva2027" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.current_password).toEqual(["La contraseña actual no es correcta"]);
    const changed = await call("POST", "/v2/customers/current/auth/change-password", {
      token: maria,
      json: { current_password: "Portal2026", password: "Nueva2027", password_confirmation: "Nueva2027" },
    });
    expect(changed.status).toBe(200);
    expect((await call("POST", "/auth/login", { json: { user: "27222333", password: "Nueva2027" } })).status).toBe(200);
  });
});
