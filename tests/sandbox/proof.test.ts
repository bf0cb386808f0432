import { describe, expect, it } from "vitest";
import { ConnectionList, ContactList, CustomerInfo } from "../../contract/customer";
import { ProofCodeSent, ProofStatus } from "../../contract/proof";
import { clockedSandbox, startTestSandbox } from "./harness";

/**
 * Step-up proof (decision 097), enforced by the API: quick access from the identification
 * alone, a code to a verified contact or the password, a verified session for 15 minutes
 * of activity, and every call that changes the account or reveals personal data refused
 * (403 `proof_required`) until then. The clock is the sandbox's, moved forward.
 */

const running = clockedSandbox();
const { call, later, now } = running;
const CURRENT = "/v2/customers/current";

let next = 46_100_000;
/** A customer of the test's own: a verified e-mail, internet and TV, optionally streaming and a password. */
async function customer(extra: Record<string, unknown> = {}) {
  const identification = String(next++);
  const created = await call("POST", "/__faults/customers", {
    json: { identification, name: "Prueba Paso", email: `p${identification}@example.com`, plans: [1, 5], ...extra },
  });
  expect(created.status).toBe(201);
  return identification;
}

const status = async (token: string) => ProofStatus.parse((await call("GET", "/auth/proof", { token })).body);

async function sendCode(token: string, contactId?: number) {
  const contact = contactId ?? (await status(token)).channels[0]!.contact_id;
  return call("POST", "/auth/proof/code", { token, json: { contact_id: contact } });
}

/** The last proof code the provider "sent" to this customer. */
async function lastCode(identification: string) {
  const messages = await running.sandbox.client.outbox({ identification });
  return messages.filter((message) => message.purpose === "proof_code").at(-1)!.code!;
}

const prove = (token: string, body: Record<string, string>) => call("POST", "/auth/proof", { token, json: body });

/** A six-digit code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("sessions and their proof", () => {
  it("starts quick access from the identification, verified from the password, for 15 minutes", async () => {
    const quick = await running.sandbox.client.login("20304050");
    expect(await status(quick)).toMatchObject({ state: "quick_access", verified_until: null, has_password: false });
    const info = CustomerInfo.parse((await call("GET", `${CURRENT}/info`, { token: quick })).body);
    expect(info.proof).toEqual({ state: "quick_access", verified_until: null });

    const password = await running.sandbox.client.login("27222333", "Portal2026");
    const proved = await status(password);
    expect(proved).toMatchObject({ state: "verified", has_password: true });
    const left = Date.parse(proved.verified_until!) - now().getTime();
    expect(left).toBeGreaterThan(14 * 60_000);
    expect(left).toBeLessThanOrEqual(15 * 60_000);
  });

  it("keeps a session verified while it is used, and ends the proof after 15 idle minutes", async () => {
    const token = await running.sandbox.client.login("27222333", "Portal2026");
    for (let step = 0; step < 3; step++) {
      later(14);
      expect((await call("GET", `${CURRENT}/info`, { token })).body.proof.state).toBe("verified");
    }
    later(16);
    const lapsed = await call("POST", `${CURRENT}/contacts`, {
      token,
      json: { type: "phone", value: "+5493515550999" },
    });
    expect(lapsed.status).toBe(403);
    expect(lapsed.body.reason).toBe("proof_required");
    expect((await status(token)).state).toBe("quick_access");
  });

  it("ends a session's proof on the fault switch's word, as 15 idle minutes would", async () => {
    const token = await running.sandbox.client.login("27222333", "Portal2026");
    expect((await call("POST", "/__faults/proof/lapse", { json: { token } })).status).toBe(200);
    expect((await status(token)).state).toBe("quick_access");
    expect((await call("POST", "/__faults/proof/lapse", { json: { token: "unknown" } })).status).toBe(404);
  });

  it("lists only verified contacts as channels, masked, with the password when there is one", async () => {
    const quick = await running.sandbox.client.login("20304050");
    const { channels } = await status(quick);
    // Carlos's phone is not verified: a code may only go to his e-mail.
    expect(channels).toEqual([{ contact_id: expect.any(Number), type: "email", masked: "c•••••@example.com" }]);
  });
});

describe("quick access sees personal data masked", () => {
  it("masks the e-mail, every contact and the service's house number and point until proved", async () => {
    const quick = await running.sandbox.client.login("20304050");
    const info = CustomerInfo.parse((await call("GET", `${CURRENT}/info`, { token: quick })).body);
    // The identification is the caller's own: they typed it to sign in.
    expect(info).toMatchObject({ identification: "20304050", email: "c•••••@example.com", email_verified: true });
    const contacts = ContactList.parse((await call("GET", `${CURRENT}/contacts`, { token: quick })).body);
    expect(contacts.map((contact) => contact.value)).toEqual(["c•••••@example.com", "+54 9 3541 •• ••01"]);
    const [connection] = ConnectionList.parse((await call("GET", `${CURRENT}/conexiones`, { token: quick })).body);
    expect(connection!.address).toMatchObject({ number: null, lat: null, lng: null, locality: "Cosquín" });
    expect(connection!.address.street.length).toBeGreaterThan(0);

    await running.sandbox.client.prove(quick);
    const full = CustomerInfo.parse((await call("GET", `${CURRENT}/info`, { token: quick })).body);
    expect(full).toMatchObject({ email: "carlos.gomez@example.com", proof: { state: "verified" } });
    const shown = ContactList.parse((await call("GET", `${CURRENT}/contacts`, { token: quick })).body);
    expect(shown.map((contact) => contact.value)).toEqual(["carlos.gomez@example.com", "+54 9 3541 55-0101"]);
    const [home] = ConnectionList.parse((await call("GET", `${CURRENT}/conexiones`, { token: quick })).body);
    expect(home!.address.number).toMatch(/^\d+$/);
    expect(home!.address.lat).toEqual(expect.any(Number));
  });
});

describe("every change is refused to quick access, and goes through once proved", () => {
  it("contacts and the password", async () => {
    const identification = await customer();
    const token = await running.sandbox.client.login(identification);
    const [email] = ContactList.parse((await call("GET", `${CURRENT}/contacts`, { token })).body);
    const attempts: [string, string, unknown?][] = [
      ["POST", `${CURRENT}/contacts`, { type: "phone", value: "+5493515550101" }],
      ["PUT", `${CURRENT}/contacts`, { email: "otro@example.com" }],
      ["PUT", `${CURRENT}/contacts/${email!.id}`, { value: "otro@example.com" }],
      ["POST", `${CURRENT}/contacts/${email!.id}/send-code`],
      ["POST", `${CURRENT}/contacts/${email!.id}/verify`, { code: "123456" }],
      ["POST", `${CURRENT}/auth/enable-ls`, { password: "Prueba2026", password_confirmation: "Prueba2026" }],
      [
        "POST",
        `${CURRENT}/auth/change-password`,
        { current_password: "x", password: "Prueba2027", password_confirmation: "Prueba2027" },
      ],
    ];
    for (const [method, path, json] of attempts) {
      const refused = await call(method, path, { token, json });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body, `${method} ${path}`).toEqual({
        message: expect.stringMatching(/confirmá que sos vos/),
        reason: "proof_required",
      });
    }
    // Nothing changed: no contact added, no password, no message sent but none.
    expect(ContactList.parse((await call("GET", `${CURRENT}/contacts`, { token })).body)).toHaveLength(1);
    expect((await call("POST", "/auth/customers", { json: { identification } })).status).toBe(200);
    expect(await running.sandbox.client.outbox({ identification })).toEqual([]);

    await running.sandbox.client.prove(token);
    const phone = await call("POST", `${CURRENT}/contacts`, {
      token,
      json: { type: "phone", value: "+5493515550101" },
    });
    expect(phone.status).toBe(201);
    expect(
      (await call("PUT", `${CURRENT}/contacts/${phone.body.id}`, { token, json: { value: "+5493515550102" } })).status,
    ).toBe(200);
    // The change sent a code; another may go a minute later (decision 104).
    later(1);
    expect((await call("POST", `${CURRENT}/contacts/${phone.body.id}/send-code`, { token })).status).toBe(200);
    const sms = (await running.sandbox.client.outbox({ recipient: "+5493515550102" })).at(-1)!;
    expect(
      (await call("POST", `${CURRENT}/contacts/${phone.body.id}/verify`, { token, json: { code: sms.code } })).status,
    ).toBe(200);
    expect(
      (await call("PUT", `${CURRENT}/contacts`, { token, json: { email: `n${identification}@example.com` } })).status,
    ).toBe(200);
    expect(
      (
        await call("POST", `${CURRENT}/auth/enable-ls`, {
          token,
          json: { password: "Prueba2026", password_confirmation: "Prueba2026" },
        })
      ).status,
    ).toBe(200);
    const changed = await call("POST", `${CURRENT}/auth/change-password`, {
      token,
      json: { current_password: "Prueba2026", password: "Prueba2027", password_confirmation: "Prueba2027" },
    });
    expect(changed.status).toBe(200);
  });

  it("the automatic debit: request, change, cancel", async () => {
    const identification = await customer();
    const token = await running.sandbox.client.login(identification);
    const [connection] = ConnectionList.parse((await call("GET", `${CURRENT}/conexiones`, { token })).body);
    const services = connection!.services.map((service) => service.id);
    const create = () =>
      call("POST", `${CURRENT}/debit-subscription/create`, {
        token,
        json: { services, return_url: "http://portal.test/subscription/success" },
      });
    for (const answer of [
      await create(),
      await call("PUT", `${CURRENT}/debit-subscription/update`, { token, json: { services } }),
      await call("DELETE", `${CURRENT}/debit-subscription/cancel`, { token }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.reason).toBe("proof_required");
    }
    expect((await call("GET", `${CURRENT}/info`, { token })).body.debit_subscription).toBeNull();

    await running.sandbox.client.prove(token);
    const created = await create();
    expect(created.status).toBe(201);
    // The card site's stand-in: approve, as the customer would there.
    const checkout = await fetch(created.body.checkout_url).then((response) => response.text());
    const approve = /action="([^"]+\/approve)"/.exec(checkout)![1]!;
    await fetch(new URL(approve, created.body.checkout_url), { method: "POST", redirect: "manual" });
    expect(
      (await call("PUT", `${CURRENT}/debit-subscription/update`, { token, json: { services: [services[0]] } })).status,
    ).toBe(200);
    expect((await call("DELETE", `${CURRENT}/debit-subscription/cancel`, { token })).status).toBe(200);
  });

  it("the streaming add-on: subscribe, change plan, extras, pause, activate, stop", async () => {
    const identification = await customer();
    const token = await running.sandbox.client.login(identification);
    const steps: [string, string, unknown?][] = [
      ["POST", "/v2/services/dgo/subscribe", { plan_id: 1 }],
      ["PUT", "/v2/services/dgo/change-plan", { plan_id: 2 }],
      ["POST", "/v2/services/dgo/extras", { extra_id: 1 }],
      ["DELETE", "/v2/services/dgo/extras/unsubscribe", { extra_id: 1 }],
      ["POST", "/v3/services/dgo/subscriptions/{id}/pause"],
      ["POST", "/v3/services/dgo/subscriptions/{id}/activate"],
      ["POST", "/v2/services/dgo/stop-subscription"],
    ];
    // Refused before anything is looked at: a quick-access session learns nothing from these calls.
    for (const [method, path, json] of steps) {
      const refused = await call(method, path.replace("{id}", "1"), { token, json });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.reason).toBe("proof_required");
    }
    expect((await call("GET", "/v2/services/dgo/plans", { token })).body.subscription).toBeNull();

    await running.sandbox.client.prove(token);
    let id = 0;
    for (const [method, path, json] of steps) {
      const answer = await call(method, path.replace("{id}", String(id)), { token, json });
      expect(answer.status, `${method} ${path}`).toBeLessThan(300);
      id = answer.body.id;
    }
    expect((await call("GET", "/v2/services/dgo/plans", { token })).body.subscription.state).toBe("stopped");
  });

  it("does not keep a refusal for want of proof under an Idempotency-Key: the same request runs once proved", async () => {
    const identification = await customer();
    const token = await running.sandbox.client.login(identification);
    const post = () =>
      fetch(`${running.sandbox.url}${CURRENT}/contacts`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${token}`,
          "Content-Type": "application/json",
          "Idempotency-Key": "proof-then-retry-0001",
        },
        body: JSON.stringify({ type: "phone", value: "+5493515550303" }),
      });
    expect((await post()).status).toBe(403);
    await running.sandbox.client.prove(token);
    expect((await post()).status).toBe(201);
    const replay = await post();
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
  });
});

describe("codes", () => {
  it("sends a six-digit code to a verified contact of the account, never showing it in the answer", async () => {
    const identification = await customer();
    const token = await running.sandbox.client.login(identification);
    const sent = await sendCode(token);
    expect(sent.status).toBe(201);
    const answer = ProofCodeSent.parse(sent.body);
    expect(answer.channel).toMatchObject({ type: "email", masked: "p•••••@example.com" });
    const [message] = await running.sandbox.client.outbox({ identification });
    expect(message).toMatchObject({
      purpose: "proof_code",
      recipient: `p${identification}@example.com`,
      code: expect.stringMatching(/^\d{6}$/),
    });
    expect(JSON.stringify(sent.body)).not.toContain(message!.code);
    expect(Date.parse(answer.expires_at) - now().getTime()).toBeGreaterThan(9 * 60_000);
    // The page without JavaScript learns where the code went from the API, not from the browser.
    expect((await status(token)).pending_code).toMatchObject({ type: "email", masked: "p•••••@example.com" });
  });

  it("refuses a contact that is not a verified one of the account", async () => {
    const mine = await running.sandbox.client.login(await customer({ email_verified: false }));
    const { channels } = await status(mine);
    expect(channels).toEqual([]);
    const own = ContactList.parse((await call("GET", `${CURRENT}/contacts`, { token: mine })).body);
    expect((await sendCode(mine, own[0]!.id)).status).toBe(400);
    const carlos = await status(await running.sandbox.client.login("20304050"));
    const foreign = await sendCode(mine, carlos.channels[0]!.contact_id);
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors.contact_id).toEqual(["Elegí uno de tus contactos verificados"]);
  });

  it("proves the session once with the right code; the code does not work again", async () => {
    const identification = await customer();
    const token = await running.sandbox.client.login(identification);
    await sendCode(token);
    const code = await lastCode(identification);
    const proved = await prove(token, { code });
    expect(proved.status).toBe(200);
    expect(proved.body.state).toBe("verified");
    const reused = await prove(token, { code });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({
      reason: "code_used",
      errors: { code: ["Ese código ya se usó. Pedí uno nuevo."] },
    });
  });

  it("refuses a code after 10 minutes", async () => {
    const identification = await customer();
    const token = await running.sandbox.client.login(identification);
    await sendCode(token);
    const code = await lastCode(identification);
    later(11);
    const expired = await prove(token, { code });
    expect(expired.status).toBe(400);
    expect(expired.body.reason).toBe("code_expired");
    expect((await status(token)).state).toBe("quick_access");
  });

  it("allows five tries per code: the sixth needs a new code, even with the right digits", async () => {
    const identification = await customer();
    const token = await running.sandbox.client.login(identification);
    await sendCode(token);
    const code = await lastCode(identification);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await prove(token, { code: otherThan(code) });
      expect(wrong.body).toMatchObject({ reason: "code_invalid" });
      expect(wrong.body.message).toContain(
        attempt === 4 ? "Te queda 1 intento." : `Te quedan ${5 - attempt} intentos.`,
      );
    }
    expect((await prove(token, { code: otherThan(code) })).body.reason).toBe("code_attempts_exceeded");
    const sixth = await prove(token, { code });
    expect(sixth.status).toBe(400);
    expect(sixth.body.reason).toBe("code_attempts_exceeded");
    expect((await status(token)).pending_code).toBeNull();
    // A new code (after the minute between codes) works.
    later(1);
    await sendCode(token);
    expect((await prove(token, { code: await lastCode(identification) })).status).toBe(200);
  });

  it("counts parallel guesses: twenty at once get no further than five tries", async () => {
    const identification = await customer();
    const token = await running.sandbox.client.login(identification);
    await sendCode(token);
    const code = await lastCode(identification);
    const guesses = Array.from({ length: 20 }, (_, index) =>
      String((Number(code) + 1 + index) % 1_000_000).padStart(6, "0"),
    );
    const answers = await Promise.all(guesses.map((guess) => prove(token, { code: guess })));
    expect(answers.every((answer) => answer.status === 400)).toBe(true);
    expect(answers.filter((answer) => answer.body.reason === "code_invalid").length).toBeLessThanOrEqual(4);
    expect((await prove(token, { code })).body.reason).toBe("code_attempts_exceeded");
  });

  it("binds a code to the session that asked for it", async () => {
    const identification = await customer();
    const asking = await running.sandbox.client.login(identification);
    const other = await running.sandbox.client.login(identification);
    await sendCode(asking);
    const code = await lastCode(identification);
    expect((await prove(other, { code })).body.reason).toBe("code_missing");
    expect((await prove(asking, { code })).status).toBe(200);
    expect((await status(other)).state).toBe("quick_access");
  });

  it("sends one code a minute per session, and one for a request sent twice with one key", async () => {
    const identification = await customer();
    const token = await running.sandbox.client.login(identification);
    const contactId = (await status(token)).channels[0]!.contact_id;
    const send = () =>
      fetch(`${running.sandbox.url}/auth/proof/code`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${token}`,
          "Content-Type": "application/json",
          "Idempotency-Key": "double-submit-code-0001",
        },
        body: JSON.stringify({ contact_id: contactId }),
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect([first!.status, second!.status]).toEqual([201, 201]);
    expect(
      (await running.sandbox.client.outbox({ identification })).filter((message) => message.purpose === "proof_code"),
    ).toHaveLength(1);

    const tooSoon = await sendCode(token, contactId);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.reason).toBe("resend_too_soon");
    expect(Number(tooSoon.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await status(token)).resend_at).not.toBeNull();
    later(1);
    expect((await sendCode(token, contactId)).status).toBe(201);
    // Only the newest code counts.
    const messages = (await running.sandbox.client.outbox({ identification })).filter(
      (message) => message.purpose === "proof_code",
    );
    expect((await prove(token, { code: messages[0]!.code! })).status).toBe(400);
    expect((await prove(token, { code: messages[1]!.code! })).status).toBe(200);
  });

  it("keeps no 429 under an Idempotency-Key: the same request sent after the wait runs", async () => {
    const identification = await customer();
    const token = await running.sandbox.client.login(identification);
    const contactId = (await status(token)).channels[0]!.contact_id;
    const send = (key: string) =>
      fetch(`${running.sandbox.url}/auth/proof/code`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "Idempotency-Key": key },
        body: JSON.stringify({ contact_id: contactId }),
      });
    expect((await send("first-code-key-0001")).status).toBe(201);
    const tooSoon = await send("second-code-key-0001");
    expect(tooSoon.status).toBe(429);
    later(1);
    const after = await send("second-code-key-0001");
    expect(after.status).toBe(201);
    expect(after.headers.get("Idempotent-Replayed")).toBeNull();
  });

  it("sends an account at most ten codes an hour, whatever the sessions", async () => {
    const identification = await customer();
    for (let code = 0; code < 10; code++)
      expect((await sendCode(await running.sandbox.client.login(identification))).status).toBe(201);
    const eleventh = await sendCode(await running.sandbox.client.login(identification));
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.reason).toBe("too_many_codes");
    later(61);
    expect((await sendCode(await running.sandbox.client.login(identification))).status).toBe(201);
  });

  it("refuses a code that was never asked for, and a malformed one per field", async () => {
    const token = await running.sandbox.client.login(await customer());
    expect((await prove(token, { code: "123456" })).body.reason).toBe("code_missing");
    const malformed = await prove(token, { code: "12" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors.code).toEqual(["El código tiene 6 números"]);
    expect((await prove(token, {})).status).toBe(400);
    expect((await call("GET", "/auth/proof")).status).toBe(401);
  });
});

// 409 no_password to an account without one is the conformance kit's (prove.no_password).
describe("the password as proof", () => {
  it("proves a lapsed session with the password; a wrong one counts towards the sign-in lock", async () => {
    const identification = await customer({ password: "Clave2026" });
    const token = await running.sandbox.client.login(identification, "Clave2026");
    later(16);
    expect((await status(token)).state).toBe("quick_access");
    const wrong = await prove(token, { password: "otra" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      reason: "password_invalid",
      errors: { password: ["La contraseña no es correcta."] },
    });
    expect((await prove(token, { password: "Clave2026" })).status).toBe(200);
    expect((await status(token)).state).toBe("verified");

    for (let failure = 0; failure < 5; failure++) await prove(token, { password: "otra" });
    expect((await prove(token, { password: "Clave2026" })).status).toBe(429);
    expect((await call("POST", "/auth/login", { json: { user: identification, password: "Clave2026" } })).status).toBe(
      429,
    );
  });
});

describe("the window is configurable", () => {
  it("lapses after the window the sandbox was started with", async () => {
    let shortOffset = 0;
    const short = await startTestSandbox({ proofWindowMs: 2 * 60_000, now: () => new Date(Date.now() + shortOffset) });
    try {
      const token = await short.client.login("27222333", "Portal2026");
      const proof = ProofStatus.parse((await short.client.call("GET", "/auth/proof", { token })).body);
      expect(Date.parse(proof.verified_until!) - Date.now()).toBeLessThanOrEqual(2 * 60_000);
      shortOffset += 3 * 60_000;
      expect((await short.client.call("GET", "/auth/proof", { token })).body.state).toBe("quick_access");
    } finally {
      await short.close();
    }
  });
});

describe("codes to a contact being verified (decision 104): the API's rule, for every client", () => {
  it("sends one a minute per contact, says when the next may go, and ten an hour per account", async () => {
    const identification = await customer({ password: "Contactos2026" });
    const token = await running.sandbox.client.login(identification, "Contactos2026");
    const phones = ["+54 9 351 555-7001", "+54 9 351 555-7002"];
    const added = [];
    for (const value of phones) {
      const created = await call("POST", `${CURRENT}/contacts`, { token, json: { type: "phone", value } });
      expect(created.status).toBe(201);
      added.push(created.body.id as number);
    }
    // Adding sent the first code: the contact says so, and another waits a minute.
    const pending = async (id: number) =>
      ContactList.parse((await call("GET", `${CURRENT}/contacts`, { token })).body).find(
        (contact) => contact.id === id,
      )!.pending_code;
    const first = (await pending(added[0]!))!;
    expect(Date.parse(first.resend_at) - Date.parse(first.sent_at)).toBe(60_000);
    expect(Date.parse(first.expires_at) - Date.parse(first.sent_at)).toBe(15 * 60_000);
    const early = await call("POST", `${CURRENT}/contacts/${added[0]}/send-code`, { token });
    expect(early.status).toBe(429);
    expect(early.body.reason).toBe("resend_too_soon");
    expect(Number(early.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(
      (await running.sandbox.client.outbox({ recipient: phones[0]! })).filter(
        (message) => message.purpose === "contact_code",
      ),
    ).toHaveLength(1);

    // A minute later, another: the answer says when the next may go. The account's hour caps
    // them whatever the contact: two from adding, then eight more, then none.
    let sent = 2;
    while (sent < 10) {
      later(1);
      const again = await call("POST", `${CURRENT}/contacts/${added[sent % 2]}/send-code`, { token });
      expect(again.status, `code ${sent + 1}`).toBe(200);
      expect(Date.parse(again.body.resend_at) - running.sandbox.sandbox.now().getTime()).toBeGreaterThan(55_000);
      sent++;
    }
    later(1);
    const capped = await call("POST", `${CURRENT}/contacts/${added[0]}/send-code`, { token });
    expect(capped.status).toBe(429);
    expect(capped.body.reason).toBe("too_many_codes");
    // A verified contact has no code on its way.
    const sms = (await running.sandbox.client.outbox({ recipient: phones[1]! }))
      .filter((message) => message.purpose === "contact_code")
      .at(-1)!;
    expect(
      (await call("POST", `${CURRENT}/contacts/${added[1]}/verify`, { token, json: { code: sms.code } })).status,
    ).toBe(200);
    expect(await pending(added[1]!)).toBeNull();
  });
});
