import { beforeAll, describe, expect, it } from "vitest";
import { ApiErrorBody } from "../../contract/common";
import { NASTY_VALUES } from "../hostile/payloads";
import { staffSandbox } from "./harness";

/**
 * Hostile input on the calls of decision 141, straight at the API: every field of each body
 * given each nasty value, bodies that are not JSON or are too deep, odd ids in the path, odd
 * queries, tokens that are not tokens, and forged client addresses. Never a 5xx, always the
 * error body with a Spanish message, and nothing found or changed by any of it.
 */

const running = staffSandbox();
let agent: string;
let supervisor: string;
let customerId: number;
beforeAll(async () => {
  agent = await running.issuer.sign();
  supervisor = await running.issuer.sign({ roles: ["supervisor"], agent_number: "9001" });
  customerId = (
    await running.sandbox.client.call("POST", "/__faults/customers", {
      json: { email: "hostil@example.com", plans: [1] },
    })
  ).body.id;
});

/** Every value a field may be sent as by a careless or hostile client. */
const VALUES: unknown[] = [
  ...NASTY_VALUES,
  "x".repeat(100_000),
  null,
  true,
  -1,
  Number.POSITIVE_INFINITY,
  12.5,
  [],
  ["20304050"],
  {},
  { $gt: "" },
];

async function send(
  method: string,
  path: string,
  init: { token?: string; body?: string; headers?: Record<string, string> },
) {
  const response = await fetch(`${running.sandbox.url}${path}`, {
    method,
    headers: {
      Accept: "application/json",
      "Content-Type": "application/json",
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body,
  });
  const text = await response.text();
  return { status: response.status, text };
}

/** A refusal as the API answers one: a 4xx with the error body, its message in Spanish. */
function expectRefusal(answer: { status: number; text: string }, what: string) {
  expect(answer.status, what).toBeGreaterThanOrEqual(400);
  expect(answer.status, what).toBeLessThan(500);
  const body = ApiErrorBody.safeParse(JSON.parse(answer.text));
  expect(body.success, `${what}: ${answer.text.slice(0, 200)}`).toBe(true);
  expect(body.data!.message, what).toMatch(/[a-záéíóúñ]/i);
}

const BODIES = {
  search: (value: unknown) => [
    { by: value, value: "20304050" },
    { by: "identification", value },
    { by: "phone", value },
    { by: "email", value },
    { by: "connection_number", value },
  ],
  consent: (value: unknown) => [{ contact_id: value }],
  verify: (value: unknown) => [{ code: value }],
};

describe("hostile input on the staff's calls", () => {
  it("every field of every body, each nasty value: refused, never a 5xx, nothing sent", async () => {
    const calls: [string, (value: unknown) => unknown[]][] = [
      ["/staff/customers/search", BODIES.search],
      [`/staff/customers/${customerId}/consent`, BODIES.consent],
      [`/staff/customers/${customerId}/consent/verify`, BODIES.verify],
    ];
    let sent = 0;
    for (const [path, bodiesOf] of calls) {
      for (const value of VALUES) {
        for (const body of bodiesOf(value)) {
          const answer = await send("POST", path, { token: agent, body: JSON.stringify(body) });
          // A search for a value that is well formed yet nobody's finds nobody.
          if (answer.status === 200)
            expect(JSON.parse(answer.text), `${path} ${JSON.stringify(body).slice(0, 80)}`).toEqual([]);
          else expectRefusal(answer, `${path} ${JSON.stringify(body).slice(0, 80)}`);
          sent++;
        }
      }
    }
    expect(sent).toBeGreaterThan(300);
    expect(await running.sandbox.client.outbox({ recipient: "hostil@example.com" })).toEqual([]);
  });

  it("bodies that are not JSON, or too deep, and odd ids in the path", async () => {
    const bodies = ["", "{", "null", "[]", '"texto"', "{".repeat(5000) + "}".repeat(5000), "\u0000", "<xml/>"];
    for (const path of [
      "/staff/customers/search",
      `/staff/customers/${customerId}/consent`,
      `/staff/customers/${customerId}/consent/verify`,
    ])
      for (const body of bodies)
        expectRefusal(await send("POST", path, { token: agent, body }), `${path} ${body.slice(0, 20)}`);
    for (const id of [
      "0",
      "-1",
      "1.5",
      "1e3",
      "99999999999999999999",
      "%00",
      "..%2f..%2fetc",
      "'%20OR%201=1",
      "0123",
    ]) {
      for (const tail of ["consent", "consent/verify", "read-only"])
        expectRefusal(
          await send("POST", `/staff/customers/${id}/${tail}`, {
            token: agent,
            body: '{"contact_id":1,"code":"123456"}',
          }),
          `${id}/${tail}`,
        );
      expectRefusal(await send("GET", `/staff/customers/${id}`, { token: agent }), id);
    }
  });

  it("odd queries on the supervisors' view and the customer's activity", async () => {
    const token = await running.sandbox.client.login("20304050");
    for (const query of [
      "date=2026-13-45",
      "date=' OR 1=1 --",
      "date=2026-11-27&agent_number=4127' OR '1'='1",
      "date=2026-11-27&page=-1",
      "date=2026-11-27&per_page=1e309",
      `date=${"9".repeat(5000)}`,
    ])
      expectRefusal(await send("GET", `/staff/agents/activity?${query}`, { token: supervisor }), query);
    for (const query of ["page=0", "per_page=NaN", "page=1e309", `page=${"9".repeat(400)}`])
      expectRefusal(await send("GET", `/v2/customers/current/activity?${query}`, { token }), query);
  });

  it("tokens that are not tokens: refused as no session, whatever they carry", async () => {
    const header = (object: object) => Buffer.from(JSON.stringify(object)).toString("base64url");
    const claims = header({
      iss: running.issuer.issuer,
      aud: running.issuer.audience,
      sub: "x",
      exp: 4_000_000_000,
      roles: ["supervisor"],
      agent_number: "1",
    });
    const tokens = [
      "",
      "x".repeat(10_000),
      `${header({ alg: "none", typ: "at+jwt" })}.${claims}.`,
      `${header({ alg: "HS256", typ: "at+jwt", kid: "staff-1" })}.${claims}.${"A".repeat(43)}`,
      `${header({ alg: "RS256", typ: "at+jwt", kid: "../../../etc/passwd" })}.${claims}.${"A".repeat(342)}`,
      `${header({ alg: "RS256", typ: "at+jwt", jku: "https://evil.example/jwks", kid: "x" })}.${claims}.${"A".repeat(342)}`,
      `${"a".repeat(10)}.${"b".repeat(10)}.${"c".repeat(10)}`,
    ];
    for (const token of tokens) {
      const answer = await send("POST", "/staff/customers/search", {
        headers: { Authorization: `Bearer ${token}` },
        body: JSON.stringify({ by: "identification", value: "20304050" }),
      });
      expect(answer.status, token.slice(0, 60)).toBe(401);
      const view = await send("GET", "/staff/agents/activity?date=2026-11-27", {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(view.status, token.slice(0, 60)).toBe(401);
    }
    for (const authorization of ["Bearer", "Basic YWxhZGRpbjpvcGVuc2VzYW1l", "bearer  a b", "Bearer\u0000x"]) {
      const answer = await send("POST", "/staff/customers/search", {
        headers: { Authorization: authorization },
        body: JSON.stringify({ by: "identification", value: "20304050" }),
      }).catch(() => ({ status: 401, text: "" }));
      expect(answer.status, authorization).toBe(401);
    }
  });

  it("forged client addresses are not recorded as addresses", async () => {
    for (const address of [
      "",
      "999.1.1.1",
      "::ffff:999.1.1.1",
      "1.2.3.4, 5.6.7.8",
      "<script>",
      "x".repeat(5000),
      "fe80::1%eth0",
    ]) {
      await send("POST", "/auth/customers", {
        body: JSON.stringify({ identification: "20304050" }),
        headers: { "X-Client-Address": address },
      });
    }
    const token = await running.sandbox.client.loginProved("20304050");
    const entries = (await running.sandbox.client.call("GET", "/v2/customers/current/activity?per_page=50", { token }))
      .body.data;
    for (const entry of entries) expect(entry.client_address).toBe("127.0.0.1");
  });
});
