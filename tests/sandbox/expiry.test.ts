import { describe, expect, it } from "vitest";
import { clockedSandbox } from "./harness";

/** Time-bound rules, with the sandbox's clock moved forward instead of waiting. */

const running = clockedSandbox();
const { call, later } = running;

describe("expiry", () => {
  it("ends an access token after 12 hours", async () => {
    const token = await running.sandbox.client.login("20304050");
    later(11 * 60 + 59);
    expect((await call("GET", "/v2/customers/current/info", { token })).status).toBe(200);
    later(2);
    expect((await call("GET", "/v2/customers/current/info", { token })).status).toBe(401);
  });

  it("unlocks an identification once its failures are 15 minutes old", async () => {
    for (let failure = 0; failure < 5; failure++) {
      await call("POST", "/auth/login", { json: { user: "27222333", password: "mala" } });
      later(1);
    }
    const locked = await call("POST", "/auth/login", { json: { user: "27222333", password: "Portal2026" } });
    expect(locked.status).toBe(429);
    // The first failure was 5 minutes ago: it ages out in 10.
    const retryAfter = Number(locked.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(10 * 60 - 30);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    later(10);
    expect((await call("POST", "/auth/login", { json: { user: "27222333", password: "Portal2026" } })).status).toBe(
      200,
    );
  });

  it("refuses a password reset link after an hour", async () => {
    await call("POST", "/auth/forgot-password", { json: { identification: "27222333" } });
    const [mail] = await running.sandbox.client.outbox({ identification: "27222333" });
    later(61);
    const answer = await call("POST", "/auth/reset-password", {
      json: { token: mail!.token, password: "Nueva2026", password_confirmation: "Nueva2026" },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.token).toEqual(["El enlace no es válido o ya venció. Pedí uno nuevo."]);
  });

  it("refuses a contact code after 15 minutes", async () => {
    const token = await running.sandbox.client.loginProved("20304050");
    const phone = (await call("GET", "/v2/customers/current/contacts", { token })).body.find(
      (contact: { type: string }) => contact.type === "phone",
    );
    await call("POST", `/v2/customers/current/contacts/${phone.id}/send-code`, { token });
    const sms = (await running.sandbox.client.outbox({ recipient: phone.value })).pop()!;
    later(16);
    // 16 idle minutes also ended the session's proof: proved again, so only the code's age is judged.
    await running.sandbox.client.prove(token);
    expect(
      (await call("POST", `/v2/customers/current/contacts/${phone.id}/verify`, { token, json: { code: sms.code } }))
        .status,
    ).toBe(400);
  });

  it("turns a pending invoice overdue once its due date has passed", async () => {
    const token = await running.sandbox.client.login("20304050");
    const before = (await call("GET", "/v2/customers/current/facturas?status=overdue", { token })).body.meta.total;
    later(11 * 24 * 60);
    const fresh = await running.sandbox.client.login("20304050");
    expect((await call("GET", "/v2/customers/current/facturas?status=overdue", { token: fresh })).body.meta.total).toBe(
      before + 1,
    );
  });
});
