import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox } from "./harness";

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
const call = (...args: Parameters<typeof sandbox.client.call>) => sandbox.client.call(...args);

// Signing in by quick access (a DNI, a CUIT, 406 with a password) and by password, signing
// out, and 401 without a session are the conformance kit's checks against the sandbox
// (tests/conformance); here, what the kit cannot reach: the messages, the lock, resets and
// verification links.

describe("POST /auth/customers", () => {
  it("answers 403 with the spec's message for an unknown identification", async () => {
    const { status, body } = await call("POST", "/auth/customers", { json: { identification: "11222333" } });
    expect(status).toBe(403);
    expect(body.message).toBe("El DNI no es correcto o no se encuentra registrado");
  });

  it("answers 400 per field for a malformed identification", async () => {
    const { status, body } = await call("POST", "/auth/customers", { json: { identification: "20.304.050" } });
    expect(status).toBe(400);
    expect(body.errors.identification).toHaveLength(1);
  });
});

describe("POST /auth/login", () => {
  it("answers 401 with the spec's message for a wrong password or an unknown user", async () => {
    const wrong = await call("POST", "/auth/login", { json: { user: "27222333", password: "portal2026" } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe("La identificación o la contraseña no son correctas");
    expect((await call("POST", "/auth/login", { json: { user: "44555666", password: "x" } })).status).toBe(401);
  });

  it("locks an identification for 15 minutes after five wrong passwords, with Retry-After", async () => {
    expect(
      (await call("POST", "/__faults/customers", { json: { identification: "33111222", password: "Secreta2026" } }))
        .status,
    ).toBe(201);
    const attempt = (password: string) => call("POST", "/auth/login", { json: { user: "33111222", password } });
    for (let failure = 1; failure <= 5; failure++) expect((await attempt("nope")).status).toBe(401);
    const locked = await attempt("nope");
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Signing in without a password is locked too; other identifications are not.
    expect((await call("POST", "/auth/customers", { json: { identification: "33111222" } })).status).toBe(429);
    expect((await call("POST", "/auth/login", { json: { user: "27222333", password: "Portal2026" } })).status).toBe(
      200,
    );
  });

  it("does not count attempts on identifications without a password: nobody can lock their owner out", async () => {
    for (let attempt = 1; attempt <= 8; attempt++) {
      expect((await call("POST", "/auth/login", { json: { user: "30712345671", password: "nope" } })).status).toBe(401);
      expect((await call("POST", "/auth/customers", { json: { identification: "11222333" } })).status).toBe(403);
    }
    expect((await call("POST", "/auth/customers", { json: { identification: "30712345671" } })).status).toBe(200);
    expect((await call("POST", "/auth/customers", { json: { identification: "11222333" } })).status).toBe(403);
  });
});

describe("POST /auth/logout", () => {
  it("answers 401 without a valid token", async () => {
    expect((await call("POST", "/auth/logout")).status).toBe(401);
    expect((await call("POST", "/auth/logout", { token: "not-a-token" })).status).toBe(401);
  });
});

describe("password reset", () => {
  it("answers the same for known and unknown identifications, and mails only the known", async () => {
    const known = await call("POST", "/auth/forgot-password", { json: { identification: "27222333" } });
    const unknown = await call("POST", "/auth/forgot-password", { json: { identification: "11222333" } });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await sandbox.client.outbox({ identification: "11222333" })).toEqual([]);
    const [mail] = await sandbox.client.outbox({ identification: "27222333" });
    expect(mail).toMatchObject({ purpose: "password_reset", recipient: "maria.sosa@example.com" });
    expect(mail!.link).toBe(`/password-reset/process/${mail!.token}`);
  });

  it("sets a new password with a single-use token and ends the old sessions", async () => {
    const oldSession = await sandbox.client.login("27222333", "Portal2026");
    await call("POST", "/auth/forgot-password", { json: { identification: "27222333" } });
    const mails = await sandbox.client.outbox({ identification: "27222333" });
    const token = mails[mails.length - 1]!.token!;

    const weak = await call("POST", "/auth/reset-password", {
      json: { token, password: "corta", password_confirmation: "corta" },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password).toContain("La contraseña debe tener al menos 8 caracteres");
    const mismatch = await call("POST", "/auth/reset-password", {
      json: { token, password: "Sierras2027", password_confirmation: "Sierras2028" },
    });
    expect(mismatch.body.errors.password_confirmation).toEqual(["Las contraseñas no coinciden"]);

    const reset = await call("POST", "/auth/reset-password", {
      json: { token, password: "Sierras2027", password_confirmation: "Sierras2027" },
    });
    expect(reset.status).toBe(200);
    const reused = await call("POST", "/auth/reset-password", {
      json: { token, password: "Otra12345", password_confirmation: "Otra12345" },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.errors.token).toBeDefined();

    expect((await call("GET", "/v2/customers/current/info", { token: oldSession })).status).toBe(401);
    expect((await call("POST", "/auth/login", { json: { user: "27222333", password: "Sierras2027" } })).status).toBe(
      200,
    );
    expect((await call("POST", "/auth/login", { json: { user: "27222333", password: "Portal2026" } })).status).toBe(
      401,
    );
  });
});

describe("e-mail verification", () => {
  it("verifies a new e-mail through the single-use link it mails", async () => {
    const token = await sandbox.client.loginProved("20304050");
    const created = await call("POST", "/v2/customers/current/contacts", {
      token,
      json: { type: "email", value: "carlos@gomez.example" },
    });
    expect(created.status).toBe(201);
    expect(created.body.verified).toBe(false);
    const [mail] = await sandbox.client.outbox({ recipient: "carlos@gomez.example" });
    expect(mail!.purpose).toBe("email_verification");
    expect(mail!.link).toBe(`/actions/email-verification?token=${mail!.token}`);

    const verified = await call("POST", `/mails/verify/${mail!.token}/process`);
    expect(verified.status).toBe(200);
    expect(verified.body.email).toBe("carlos@gomez.example");
    expect((await call("POST", `/mails/verify/${mail!.token}/process`)).status).toBe(400);
    const contacts = await call("GET", "/v2/customers/current/contacts", { token });
    expect(contacts.body.find((contact: { id: number }) => contact.id === created.body.id).verified).toBe(true);
  });
});
