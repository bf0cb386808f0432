import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AccessToken, HandoverCode } from "../../contract/auth";
import { HANDOVER_CODE_INVALID } from "../../sandbox/routes/handover";
import { startTestSandbox } from "./harness";

/**
 * The hand-over by code (decision 127), as the API enforces it: single use, 60
 * seconds, only the client named, only a hash kept, every refusal alike. The clock is the
 * sandbox's `now`, held still and moved by the test.
 */

const PORTAL_KEY = "portal-key-0123456789abcdef0123456789";
const OTHER_KEY = "app-movil-key-0123456789abcdef01234567";

let clock = Date.parse("2026-11-20T15:00:00.000Z");
let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
beforeAll(async () => {
  sandbox = await startTestSandbox({
    now: () => new Date(clock),
    clients: { portal: PORTAL_KEY, "app-movil": OTHER_KEY },
  });
});
afterAll(() => sandbox.close());
beforeEach(() => {
  clock = Date.parse("2026-11-20T15:00:00.000Z");
});
const seconds = (count: number) => {
  clock += count * 1000;
};

const call = (...args: Parameters<typeof sandbox.client.call>) => sandbox.client.call(...args);
const signIn = async (identification = "20304050") =>
  (await call("POST", "/auth/customers", { json: { identification }, apiKey: PORTAL_KEY })).body.access_token as string;
const createCode = (token: string, client = "portal") =>
  call("POST", "/auth/handover", { token, json: { client_id: client } });
const newCode = async (token: string, client = "portal") => {
  const created = await createCode(token, client);
  expect(created.status).toBe(201);
  return HandoverCode.parse(created.body).code;
};
/** `apiKey` null: none sent. */
const exchange = (code: string, apiKey: string | null = PORTAL_KEY) =>
  call("POST", "/auth/handover/exchange", { json: { code }, apiKey: apiKey ?? undefined });

/** What every refused exchange answers, whatever the reason: nothing tells one from another. */
const REFUSED = {
  message: HANDOVER_CODE_INVALID,
  errors: { code: [HANDOVER_CODE_INVALID] },
  reason: "handover_code_invalid",
};

describe("POST /auth/handover (the provider's other site, with the customer's session)", () => {
  it("makes a code for a client the API knows, good for 60 seconds", async () => {
    const created = await createCode(await signIn());
    expect(created.status).toBe(201);
    const { code, expires_at } = HandoverCode.parse(created.body);
    expect(code.length).toBeGreaterThanOrEqual(32);
    expect(expires_at).toBe("2026-11-20T15:01:00.000Z");
  });

  it("needs the customer's token, and refuses a client it does not know", async () => {
    expect((await call("POST", "/auth/handover", { json: { client_id: "portal" } })).status).toBe(401);
    expect(
      (
        await call("POST", "/auth/handover", {
          token: "not-a-token-of-this-api-0123456789",
          json: { client_id: "portal" },
        })
      ).status,
    ).toBe(401);
    const unknown = await createCode(await signIn(), "otro-sitio");
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.client_id).toEqual(["El cliente no existe"]);
    expect((await createCode(await signIn(), "no vale")).status).toBe(400);
  });
});

describe("POST /auth/handover/exchange (the portal's server)", () => {
  it("answers a new quick-access token of the code's customer, even when the other site's session was proved", async () => {
    const other = (await call("POST", "/auth/login", { json: { user: "27222333", password: "Portal2026" } })).body
      .access_token as string;
    expect((await call("GET", "/auth/proof", { token: other })).body.state).toBe("verified");
    const answer = await exchange(await newCode(other));
    expect(answer.status).toBe(200);
    const { access_token } = AccessToken.parse(answer.body);
    expect(access_token).not.toBe(other);
    const info = await call("GET", "/v2/customers/current/info", { token: access_token });
    expect(info.body.identification).toBe("27222333");
    expect(info.body.proof.state).toBe("quick_access");
    // The other site's session is untouched.
    expect((await call("GET", "/auth/proof", { token: other })).body.state).toBe("verified");
  });

  it("works once: the second exchange is refused", async () => {
    const code = await newCode(await signIn());
    expect((await exchange(code)).status).toBe(200);
    const again = await exchange(code);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(REFUSED);
  });

  it("works once even when exchanges arrive together", async () => {
    const code = await newCode(await signIn());
    const answers = await Promise.all(Array.from({ length: 6 }, () => exchange(code)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
  });

  it("lasts 60 seconds", async () => {
    const token = await signIn();
    const fresh = await newCode(token);
    seconds(59);
    expect((await exchange(fresh)).status).toBe(200);
    const stale = await newCode(token);
    seconds(60);
    const late = await exchange(stale);
    expect(late.status).toBe(400);
    expect(late.body).toEqual(REFUSED);
  });

  it("is the named client's only: another client's key is refused, and the code is spent", async () => {
    const code = await newCode(await signIn(), "portal");
    const stolen = await exchange(code, OTHER_KEY);
    expect(stolen.status).toBe(400);
    expect(stolen.body).toEqual(REFUSED);
    expect((await exchange(code, PORTAL_KEY)).body).toEqual(REFUSED);
    // And the other way round: a code for the app is not the portal's.
    const forTheApp = await newCode(await signIn(), "app-movil");
    expect((await exchange(forTheApp, PORTAL_KEY)).body).toEqual(REFUSED);
  });

  it("needs a client credential at all: without a key, 401 before the code is looked at (and the code is not spent)", async () => {
    const code = await newCode(await signIn());
    const anonymous = await exchange(code, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.reason).toBe("client_credential_required");
    expect((await exchange(code)).status).toBe(200);
  });

  it("answers an unknown or malformed code exactly as a used one", async () => {
    for (const code of ["unknown-code-0123456789abcdefghijklmnopq", "x", "ñ".repeat(300)]) {
      const answer = await exchange(code);
      expect(answer.status, code).toBe(400);
      expect(answer.body, code).toEqual(REFUSED);
    }
    // Not a code at all: the body's shape is wrong.
    expect((await call("POST", "/auth/handover/exchange", { json: {}, apiKey: PORTAL_KEY })).status).toBe(400);
    expect(
      (await call("POST", "/auth/handover/exchange", { json: { code: "x".repeat(501) }, apiKey: PORTAL_KEY })).status,
    ).toBe(400);
  });

  it("keeps only a hash of the code", async () => {
    const code = await newCode(await signIn());
    const rows = (await sandbox.sandbox.db.execute("SELECT * FROM handover_codes")).rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(code);
  });
});
