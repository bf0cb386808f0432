import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CodeSent, CONFIRMATION_CODE, ConsumerRequest, REQUEST_CODE } from "../../contract/consumer-requests";
import { startTestSandbox } from "./harness";

// The sandbox's clock runs ahead of the wall clock by `offsetMs`, so the tests move time
// forward (a code's 10 minutes, the 60 seconds before another) instead of waiting.
let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
let offsetMs = 0;
const later = (seconds: number) => {
  offsetMs += seconds * 1000;
};
beforeAll(async () => {
  sandbox = await startTestSandbox({ now: () => new Date(Date.now() + offsetMs) });
});
afterAll(() => sandbox.close());
const call = (...args: Parameters<typeof sandbox.client.call>) => sandbox.client.call(...args);
const stored = async (identification: string) =>
  (await call("GET", `/__faults/consumer-requests?identification=${identification}`)).body.requests as Record<
    string,
    unknown
  >[];

/** The confirmation codes an identification's holder was sent for one request, oldest first. */
const codesFor = async (identification: string, requestCode: string) =>
  (await sandbox.client.outbox({ identification })).filter((message) => message.body.includes(requestCode));

let nextDni = 44_100_000;
/** A customer of the test's own, with one connection (`CN-T<id>`, Av. San Martín 100) and, if given, a verified e-mail. */
async function customer(options: { email?: string; email_verified?: boolean } = {}) {
  const identification = String(nextDni++);
  const created = await call("POST", "/__faults/customers", { json: { identification, plans: [1], ...options } });
  expect(created.status).toBe(201);
  return { identification, connection: `CN-T${created.body.id}` };
}

async function cancel(identification: string, extra: Record<string, unknown> = {}) {
  const answer = await call("POST", "/p/bajas", {
    json: { identification, address: "Av. San Martín 100", service: "internet", ...extra },
  });
  expect(answer.status).toBe(201);
  return ConsumerRequest.parse(answer.body);
}

const confirm = (requestCode: string, identification: string, code: string) =>
  call("POST", `/p/bajas/${requestCode}/confirmacion`, { json: { identification, code } });
const resend = (requestCode: string, identification: string) =>
  call("POST", `/p/bajas/${requestCode}/codigo`, { json: { identification } });
const statusOf = async (requestCode: string, identification: string) =>
  (await call("GET", `/p/bajas/${requestCode}?identification=${identification}`)).body.status;

describe("POST /p/bajas", () => {
  it("files a cancellation without a token, pending verification, and sends a code to the holder's verified e-mail only", async () => {
    // Carlos (20304050): a verified e-mail and an unverified phone; the sender types a contact of their own.
    const answer = await call("POST", "/p/bajas", {
      json: {
        identification: "20304050",
        connection_number: "cn-4101",
        service: "internet",
        contact_email: "alguien@example.com",
        reason: "Me mudo",
      },
    });
    expect(answer.status).toBe(201);
    const request = ConsumerRequest.parse(answer.body);
    expect(request.code).toMatch(/^B-\d{4}-\d{6}$/);
    expect(request).toMatchObject({
      kind: "cancellation",
      status: "pending_verification",
      service: "internet",
      ends_on: null,
    });
    const messages = await codesFor("20304050", request.code);
    expect(messages.map((message) => [message.purpose, message.recipient])).toEqual([
      ["cancellation_code", "carlos.gomez@example.com"],
    ]);
    expect(messages[0]!.code).toMatch(/^\d{6}$/);
    expect(messages[0]!.body).toContain(messages[0]!.code);
    // The typed contact gets nothing, ever.
    expect(await sandbox.client.outbox({ recipient: "alguien@example.com" })).toEqual([]);
    const row = (await stored("20304050")).find((stored) => stored.code === request.code);
    expect(row).toMatchObject({
      channel: "web",
      customer_id: expect.any(Number),
      connection_id: expect.any(Number),
      holder_id: expect.any(Number),
      reason: "Me mudo",
      contact: "alguien@example.com",
    });
  });

  it("matches the connection by its address instead of its number, and sends the code to every verified contact", async () => {
    // A verified session reads the house number (a quick-access one gets the street only).
    const company = await sandbox.client.loginProved("30712345671");
    const connections = (await call("GET", "/v2/customers/current/conexiones", { token: company })).body as {
      id: number;
      address: { street: string; number: string };
    }[];
    const second = connections[1]!;
    const request = await cancel("30712345671", {
      address: `${second.address.street.toUpperCase()} ${second.address.number}, piso 2`,
      service: "all",
      contact_phone: "+5493515550000",
    });
    expect((await stored("30712345671")).at(-1)!.connection_id).toBe(second.id);
    expect((await codesFor("30712345671", request.code)).map((message) => message.recipient)).toEqual([
      "administracion@serraniasdigitales.example",
    ]);
    expect(await sandbox.client.outbox({ recipient: "+5493515550000" })).toEqual([]);
  });

  it("names Directv GO's holder by the identification alone, and sends one code to each of their verified contacts", async () => {
    const request = await cancel("27222333", { address: undefined, service: "dgo" });
    const messages = await codesFor("27222333", request.code);
    expect(messages.map((message) => message.recipient)).toEqual(["maria.sosa@example.com", "+54 9 3541 55-0202"]);
    expect(new Set(messages.map((message) => message.code)).size).toBe(1);
  });

  it("takes a cancellation from a customer with overdue invoices (a debt never blocks)", async () => {
    const created = await call("POST", "/__faults/customers", {
      json: { identification: "40111222", plans: [1], overdue_invoice: true, email: "deudor@example.com" },
    });
    expect(created.status).toBe(201);
    const request = await cancel("40111222", {
      connection_number: `CN-T${created.body.id}`,
      address: undefined,
      service: "all",
    });
    const [message] = await codesFor("40111222", request.code);
    expect((await confirm(request.code, "40111222", message!.code!)).status).toBe(200);
  });

  it("refuses a request without connection or address, or with two contacts; a contact is optional", async () => {
    const answer = await call("POST", "/p/bajas", { json: { identification: "20304050", service: "internet" } });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors)).toEqual(["connection_number"]);
    const both = await call("POST", "/p/bajas", {
      json: {
        identification: "20304050",
        address: "x 1",
        service: "tv",
        contact_email: "a@example.com",
        contact_phone: "+5493515550000",
      },
    });
    expect(both.status).toBe(400);
    expect(Object.keys(both.body.errors)).toEqual(["contact_email"]);
    expect(
      (await call("POST", "/p/bajas", { json: { identification: "45999000", address: "x 1", service: "tv" } })).status,
    ).toBe(201);
  });

  it("gives one request and one code for a request sent twice with the same Idempotency-Key", async () => {
    const holder = await customer({ email: "dos@example.com" });
    const body = JSON.stringify({
      identification: holder.identification,
      address: "Av. San Martín 100",
      service: "tv",
    });
    const send = () =>
      fetch(`${sandbox.url}/p/bajas`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": "baja-0123456789abcdef" },
        body,
      }).then((response) => response.json() as Promise<{ code: string }>);
    const [first, second] = await Promise.all([send(), send()]);
    expect(second.code).toBe(first.code);
    expect(await stored(holder.identification)).toHaveLength(1);
    expect(await sandbox.client.outbox({ identification: holder.identification })).toHaveLength(1);
  });
});

describe("the code that confirms a request (Disposición 3/2026)", () => {
  it("confirms with the code the holder received, once: the same code again is refused", async () => {
    const holder = await customer({ email: "titular@example.com" });
    const request = await cancel(holder.identification);
    const [message] = await codesFor(holder.identification, request.code);
    const confirmed = await confirm(request.code, holder.identification, message!.code!);
    expect(confirmed.status).toBe(200);
    expect(ConsumerRequest.parse(confirmed.body)).toMatchObject({ code: request.code, status: "received" });
    expect(await statusOf(request.code, holder.identification)).toBe("received");

    const reused = await confirm(request.code, holder.identification, message!.code!);
    expect(reused.status).toBe(410);
    // Nor can another code be asked for a confirmed request.
    expect((await resend(request.code, holder.identification)).status).toBe(409);
  });

  it("refuses a wrong code, counting the tries; the sixth try is refused even with the right code, and a new code works", async () => {
    const holder = await customer({ email: "intentos@example.com" });
    const request = await cancel(holder.identification);
    const [message] = await codesFor(holder.identification, request.code);
    const wrong = message!.code === "000000" ? "111111" : "000000";
    const answers = [];
    for (let attempt = 0; attempt < CONFIRMATION_CODE.tries; attempt++)
      answers.push(await confirm(request.code, holder.identification, wrong));
    expect(answers.map((answer) => answer.status)).toEqual([422, 422, 422, 422, 422]);
    expect(answers[0]!.body.errors.code[0]).toBe("El código no es correcto. Te quedan 4 intentos.");
    expect(answers[4]!.body.errors.code[0]).toBe("El código no es correcto. Pedí uno nuevo.");
    expect((await confirm(request.code, holder.identification, message!.code!)).status).toBe(410);
    expect(await statusOf(request.code, holder.identification)).toBe("pending_verification");

    later(CONFIRMATION_CODE.resendSeconds);
    const another = await resend(request.code, holder.identification);
    expect(another.status).toBe(202);
    CodeSent.parse(another.body);
    const [, second] = await codesFor(holder.identification, request.code);
    expect(second!.recipient).toBe("intentos@example.com");
    expect((await confirm(request.code, holder.identification, second!.code!)).status).toBe(200);
  });

  it("lets a code expire after 10 minutes, and replaces the last code with a new one", async () => {
    const holder = await customer({ email: "vence@example.com" });
    const request = await cancel(holder.identification);
    const [first] = await codesFor(holder.identification, request.code);
    later(CONFIRMATION_CODE.lifetimeSeconds + 1);
    expect((await confirm(request.code, holder.identification, first!.code!)).status).toBe(410);

    expect((await resend(request.code, holder.identification)).status).toBe(202);
    const [, second] = await codesFor(holder.identification, request.code);
    // The first code is no longer the one: it is a wrong code now (unless the two happen to be equal).
    if (second!.code !== first!.code)
      expect((await confirm(request.code, holder.identification, first!.code!)).status).toBe(422);
    later(CONFIRMATION_CODE.lifetimeSeconds - 1);
    expect((await confirm(request.code, holder.identification, second!.code!)).status).toBe(200);
  });

  it("sends another code only 60 seconds after the last, one for two requests at once, and at most 5 per request", async () => {
    const holder = await customer({ email: "reenvio@example.com" });
    const request = await cancel(holder.identification);
    const early = await resend(request.code, holder.identification);
    expect(early.status).toBe(429);
    expect(Number(early.headers.get("Retry-After"))).toBeGreaterThan(50);
    later(CONFIRMATION_CODE.resendSeconds);
    const both = await Promise.all([
      resend(request.code, holder.identification),
      resend(request.code, holder.identification),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([202, 429]);
    for (let sent = 2; sent < CONFIRMATION_CODE.perRequest; sent++) {
      later(CONFIRMATION_CODE.resendSeconds);
      expect((await resend(request.code, holder.identification)).status).toBe(202);
    }
    expect(await codesFor(holder.identification, request.code)).toHaveLength(CONFIRMATION_CODE.perRequest);
    later(CONFIRMATION_CODE.resendSeconds);
    const sixth = await resend(request.code, holder.identification);
    expect(sixth.status).toBe(422);
    expect(sixth.body.message).toContain("pendiente de verificación");
    expect(await codesFor(holder.identification, request.code)).toHaveLength(CONFIRMATION_CODE.perRequest);
  });

  it("answers the same 404 to a code or a confirmation sent with another identification", async () => {
    const holder = await customer({ email: "otro@example.com" });
    const request = await cancel(holder.identification);
    const [message] = await codesFor(holder.identification, request.code);
    expect((await confirm(request.code, "20304050", message!.code!)).status).toBe(404);
    expect((await resend(request.code, "20304050")).status).toBe(404);
    expect((await confirm(request.code, holder.identification, "12345")).status).toBe(400);
  });
});

describe("pending verification, and nothing that tells who is a customer", () => {
  it("files a request whose holder has no verified contact, or that matches no service, as pending, and sends nothing", async () => {
    const unverified = await customer({ email: "sin-verificar@example.com", email_verified: false });
    const noContacts = await customer();
    const mismatched = await customer({ email: "otra-conexion@example.com" });
    const requests = [
      await cancel(unverified.identification, { contact_email: "yo@example.com" }),
      await cancel(noContacts.identification),
      await cancel(mismatched.identification, { address: undefined, connection_number: "CN-999999" }),
      await cancel("45111222"),
    ];
    expect(requests.map((request) => request.status)).toEqual([
      "pending_verification",
      "pending_verification",
      "pending_verification",
      "pending_verification",
    ]);
    // The first two name their holder (who has no verified contact); the others name nobody.
    const holders = [expect.any(Number), expect.any(Number), null, null];
    for (const [index, identification] of [
      unverified.identification,
      noContacts.identification,
      mismatched.identification,
      "45111222",
    ].entries()) {
      expect(await sandbox.client.outbox({ identification })).toEqual([]);
      expect((await stored(identification))[0]).toMatchObject({
        holder_id: holders[index],
        status: "pending_verification",
      });
    }
    expect(await sandbox.client.outbox({ recipient: "yo@example.com" })).toEqual([]);
    // Any code is just a wrong code: none was sent, none can be guessed.
    expect((await confirm(requests[3]!.code, "45111222", "123456")).status).toBe(422);
  });

  it("answers a holder with contacts, one without, and data that match no service alike, at every step", async () => {
    const withContacts = await customer({ email: "con@example.com" });
    const withoutContacts = await customer();
    const cases = [withContacts.identification, withoutContacts.identification, "45222333"];
    const shapes = [];
    for (const identification of cases) {
      const created = await call("POST", "/p/bajas", {
        json: { identification, address: "Av. San Martín 100", service: "tv", contact_email: "x@example.com" },
      });
      const { code } = created.body;
      const early = await resend(code, identification);
      const wrong = [];
      // A wrong code whatever was sent: the holder's own code is not used here.
      const sent = (await codesFor(identification, code))[0]?.code;
      const guess = sent === "999999" ? "999998" : "999999";
      for (let attempt = 0; attempt <= CONFIRMATION_CODE.tries; attempt++)
        wrong.push(await confirm(code, identification, guess));
      later(CONFIRMATION_CODE.resendSeconds);
      const another = await resend(code, identification);
      shapes.push({
        created: [created.status, Object.keys(created.body).sort(), { ...created.body, code: "", created_at: "" }],
        early: [early.status, early.body.message.replace(/\d+/, "N")],
        wrong: wrong.map((answer) => [answer.status, answer.body]),
        another: [another.status, Object.keys(another.body).sort()],
      });
    }
    expect(shapes[1]).toEqual(shapes[0]);
    expect(shapes[2]).toEqual(shapes[0]);
    expect(shapes[0]!.wrong.at(-1)![0]).toBe(410);
  });
});

describe("POST /p/arrepentimientos", () => {
  const application = async (identification: string, daysAgo: number) =>
    (await call("POST", "/__faults/consumer-requests/applications", { json: { identification, days_ago: daysAgo } }))
      .body as {
      number: string;
      contract_date: string;
    };

  it("files a withdrawal of an application made 10 days ago, with an A- code, confirmed by the code sent to the applicant's verified contact", async () => {
    const holder = await customer({ email: "arrepentida@example.com" });
    const { number } = await application(holder.identification, 10);
    const answer = await call("POST", "/p/arrepentimientos", {
      json: { identification: holder.identification, application_number: number, contact_email: "arr@example.com" },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ kind: "withdrawal", status: "pending_verification", service: null });
    expect(answer.body.code).toMatch(/^A-\d{4}-\d{6}$/);
    expect((await stored(holder.identification))[0]!.application_id).toEqual(expect.any(Number));
    expect(await sandbox.client.outbox({ recipient: "arr@example.com" })).toEqual([]);
    const [message] = await codesFor(holder.identification, answer.body.code);
    expect(message).toMatchObject({ purpose: "withdrawal_code", recipient: "arrepentida@example.com" });
    expect((await confirm(answer.body.code, holder.identification, message!.code!)).body.status).toBe("received");
  });

  it("refuses one made 11 days ago (422 on the field), by number or by date", async () => {
    const { number, contract_date } = await application("35111333", 11);
    const byNumber = await call("POST", "/p/arrepentimientos", {
      json: { identification: "35111333", application_number: number, contact_email: "a@example.com" },
    });
    expect(byNumber.status).toBe(422);
    expect(byNumber.body.errors.application_number[0]).toContain("baja");
    const byDate = await call("POST", "/p/arrepentimientos", {
      json: { identification: "35111333", contract_date, contact_email: "a@example.com" },
    });
    expect(byDate.status).toBe(422);
    expect(Object.keys(byDate.body.errors)).toEqual(["contract_date"]);
    expect(await stored("35111333")).toHaveLength(0);
  });

  it("files an application number it does not know as pending (to be reviewed), and refuses a date in the future", async () => {
    const unknown = await call("POST", "/p/arrepentimientos", {
      json: { identification: "35111444", application_number: "SOL-2026-999999", contact_phone: "+5491155550000" },
    });
    expect(unknown.status).toBe(201);
    expect(unknown.body.status).toBe("pending_verification");
    expect(await sandbox.client.outbox({ identification: "35111444" })).toEqual([]);
    const future = await call("POST", "/p/arrepentimientos", {
      json: { identification: "35111444", contract_date: "2999-01-01", contact_phone: "+5491155550000" },
    });
    expect(future.status).toBe(400);
  });
});

describe("GET /p/bajas/{code}", () => {
  // The same 404 for another identification, an unknown code and a malformed one, and 400
  // without the identification, are the conformance kit's (findConsumerRequest.ownership, .query).
  it("finds a request by code and identification, and follows it from pending to processed and to rejected", async () => {
    const { code } = (
      await call("POST", "/p/bajas", {
        json: { identification: "36222333", address: "Mitre 5", service: "dgo", contact_email: "estado@example.com" },
      })
    ).body;
    expect(REQUEST_CODE.test(code)).toBe(true);
    const found = await call("GET", `/p/bajas/${code}?identification=36222333`);
    expect(found.status).toBe(200);
    expect(found.body.status).toBe("pending_verification");

    await call("POST", `/__faults/consumer-requests/${code}/outcome`, {
      json: { status: "processed", ends_on: "2026-12-31" },
    });
    expect((await call("GET", `/p/bajas/${code.toLowerCase()}?identification=36222333`)).body).toMatchObject({
      status: "processed",
      ends_on: "2026-12-31",
    });
    await call("POST", `/__faults/consumer-requests/${code}/outcome`, {
      json: { status: "rejected", reason: "El servicio ya estaba dado de baja" },
    });
    expect((await call("GET", `/p/bajas/${code}?identification=36222333`)).body).toMatchObject({
      status: "rejected",
      rejection_reason: "El servicio ya estaba dado de baja",
    });
  });
});
