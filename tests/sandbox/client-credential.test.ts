import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillPath, operationList, pathParameters } from "../../contract/operations";
import { CLIENT_CREDENTIAL_INVALID, CLIENT_CREDENTIAL_REQUIRED, parseClientKeys } from "../../sandbox/clients";
import { startTestSandbox } from "./harness";

/** The API's side of the portal's own credential (decision 127): `X-Api-Key` on the contract's `clientOnly` calls. */

const PORTAL_KEY = "portal-key-0123456789abcdef0123456789";
const OTHER_KEY = "app-movil-key-0123456789abcdef01234567";

const clientOnly = operationList.filter((operation) => operation.clientOnly);
const pathOf = (path: string) =>
  fillPath(path, Object.fromEntries(pathParameters(path).map((name) => [name, "S-000001"])));
/** A body where the method takes one (a supervisor's view of agents' actions is a GET, decision 141). */
const bodyOf = (method: string) => (method === "GET" ? {} : { json: {} });

describe("a sandbox with client keys (SANDBOX_CLIENT_KEYS)", () => {
  let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
  beforeAll(async () => {
    sandbox = await startTestSandbox({
      clients: { portal: PORTAL_KEY, "app-movil": OTHER_KEY },
      // Staff's calls are there only with an issuer (decision 141); the credential is refused before it is asked.
      staff: { issuer: "http://127.0.0.1:9", audience: "https://api.nodosur.example" },
    });
  });
  afterAll(() => sandbox.close());

  it("refuses every clientOnly call of the table without a key: 401 client_credential_required, before the body is read", async () => {
    // The rule follows the table: identification-only sign-in, the hand-over's exchange and the public writes.
    expect(clientOnly.map((operation) => operation.id)).toEqual(
      expect.arrayContaining([
        "loginWithIdentification",
        "exchangeHandoverCode",
        "requestCancellation",
        "requestWithdrawal",
        "submitApplication",
        "recordSalesAttempt",
      ]),
    );
    for (const operation of clientOnly) {
      const answer = await sandbox.client.call(operation.method, pathOf(operation.path), bodyOf(operation.method));
      expect(answer.status, operation.id).toBe(401);
      expect(answer.body, operation.id).toEqual({
        message: CLIENT_CREDENTIAL_REQUIRED,
        reason: "client_credential_required",
      });
    }
  });

  it("refuses them with a key it does not know, a prefix of a real one included: 401 client_credential_invalid", async () => {
    for (const apiKey of ["not-a-key-of-this-api-0123456789abcdef", PORTAL_KEY.slice(0, -1), `${PORTAL_KEY}x`]) {
      for (const operation of clientOnly) {
        const answer = await sandbox.client.call(operation.method, pathOf(operation.path), {
          ...bodyOf(operation.method),
          apiKey,
        });
        expect(answer.status, operation.id).toBe(401);
        expect(answer.body, operation.id).toEqual({
          message: CLIENT_CREDENTIAL_INVALID,
          reason: "client_credential_invalid",
        });
      }
    }
  });

  it("answers them with any known client's key", async () => {
    const signIn = await sandbox.client.call("POST", "/auth/customers", {
      json: { identification: "20304050" },
      apiKey: PORTAL_KEY,
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.access_token).toEqual(expect.any(String));
    expect(
      (
        await sandbox.client.call("POST", "/auth/forgot-password", {
          json: { identification: "20304050" },
          apiKey: OTHER_KEY,
        })
      ).status,
    ).toBe(200);
    const cancellation = await sandbox.client.call("POST", "/p/bajas", {
      json: { identification: "20304050", address: "Mitre 1", service: "tv" },
      apiKey: PORTAL_KEY,
    });
    expect(cancellation.status).toBe(201);
    // A field the call refuses is judged only once the credential passed.
    expect((await sandbox.client.call("POST", "/auth/customers", { json: {}, apiKey: PORTAL_KEY })).status).toBe(400);
  });

  it("leaves every other call as it was: reads, the password sign-in and a customer's calls need no key", async () => {
    expect((await sandbox.client.call("GET", "/p/planes")).status).toBe(200);
    const password = await sandbox.client.call("POST", "/auth/login", {
      json: { user: "27222333", password: "Portal2026" },
    });
    expect(password.status).toBe(200);
    expect(
      (await sandbox.client.call("GET", "/v2/customers/current/info", { token: password.body.access_token })).status,
    ).toBe(200);
    // A wrong key on a call that needs none changes nothing either.
    expect(
      (await sandbox.client.call("GET", "/p/localidades", { apiKey: "wrong-key-0123456789abcdef0123456789" })).status,
    ).toBe(200);
  });
});

describe("a sandbox without client keys", () => {
  let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.close());

  it("is open, as before: identification-only sign-in and the public writes need no key", async () => {
    expect(
      (await sandbox.client.call("POST", "/auth/customers", { json: { identification: "20304050" } })).status,
    ).toBe(200);
    expect(
      (
        await sandbox.client.call("POST", "/p/bajas", {
          json: { identification: "20304050", address: "Mitre 1", service: "tv" },
        })
      ).status,
    ).toBe(201);
  });
});

describe("SANDBOX_CLIENT_KEYS", () => {
  it("reads clientId:key pairs", () => {
    expect(parseClientKeys(` portal:${PORTAL_KEY} , app-movil:${OTHER_KEY}`)).toEqual({
      portal: PORTAL_KEY,
      "app-movil": OTHER_KEY,
    });
    expect(parseClientKeys("")).toEqual({});
    // A key may hold a colon: the id ends at the first one.
    expect(parseClientKeys(`portal:${PORTAL_KEY}:x`)).toEqual({ portal: `${PORTAL_KEY}:x` });
  });

  it("refuses a short key, a bad id or an id named twice, with a message that never repeats the key", () => {
    const cases: [string, RegExp][] = [
      ["portal:short-key", /the key of portal must have at least 32 characters/],
      [
        `portal:${PORTAL_KEY.slice(0, 20)} ${PORTAL_KEY.slice(20)}`,
        /the key of portal must have at least 32 characters, without spaces/,
      ],
      [PORTAL_KEY, /expected clientId:key entries/],
      [`:${PORTAL_KEY}`, /expected clientId:key entries/],
      [`por tal:${PORTAL_KEY}`, /expected clientId:key entries/],
      [`portal:${PORTAL_KEY},portal:${OTHER_KEY}`, /the client portal is named twice/],
    ];
    for (const [text, message] of cases) {
      let thrown: Error | undefined;
      try {
        parseClientKeys(text);
      } catch (error) {
        thrown = error as Error;
      }
      expect(thrown?.message, text).toMatch(message);
      expect(thrown?.message).not.toContain(PORTAL_KEY.slice(0, 20));
    }
  });
});
