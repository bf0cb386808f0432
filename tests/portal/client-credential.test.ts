import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_API_KEY, honeypotFields, startTestPortal } from "./harness";

/**
 * Decision 127 over whole portals: a portal with `API_KEY` signs in by
 * identification at an API that asks for the key, the same portal without it shows the
 * sign-in's message (never a 500), and no hand-over code or token ever reaches a log line,
 * whatever the hand-over's fate.
 */

const OTHER = { id: "app-movil", key: "portal-test-app-movil-key-0123456789abcd" };
const CLIENT_KEYS = `portal:${TEST_API_KEY},${OTHER.id}:${OTHER.key}`;
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const GENERIC = "Ups ocurrió un error, por favor intenta mas tarde";

type Portal = Awaited<ReturnType<typeof startTestPortal>>;

async function signInByIdentification(portal: Portal, identification: string) {
  return fetch(`${portal.url}/iniciar-sesion`, {
    method: "POST",
    headers: { ...FORM, Origin: portal.url },
    body: new URLSearchParams({ ...(await honeypotFields(portal.url, "/iniciar-sesion")), identification }),
    redirect: "manual",
  });
}

/** The sandbox's answer to a direct call, with the portal's key (as the provider's other site would call with its session). */
async function sandbox(portal: Portal, method: string, path: string, options: { json?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = { "Content-Type": "application/json", "X-Api-Key": TEST_API_KEY };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(`${portal.sandbox}${path}`, {
    method,
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  return { status: response.status, body: await response.json() };
}

const tokenOf = async (portal: Portal, identification: string) =>
  (await sandbox(portal, "POST", "/auth/customers", { json: { identification } })).body.access_token as string;
const codeFor = async (portal: Portal, token: string, client = "portal") =>
  (await sandbox(portal, "POST", "/auth/handover", { token, json: { client_id: client } })).body.code as string;

describe("a portal with API_KEY, at an API that knows it (and the old ?token= form kept on, to log it too)", () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startTestPortal({
      SANDBOX_CLIENT_KEYS: CLIENT_KEYS,
      HANDOVER_TOKEN_IN_URL: "1",
      LOG_LEVEL: "debug",
    });
  }, 90_000);
  afterAll(() => portal?.close());

  it("signs a customer in by identification alone, end to end", async () => {
    const answer = await signInByIdentification(portal, "20304050");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/mi-cuenta");
    const cookie = answer.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const home = await fetch(`${portal.url}/mi-cuenta`, { headers: { Cookie: cookie } });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("Hola, Carlos");
  });

  it("writes no hand-over code and no token in any log line, whatever the hand-over's fate", async () => {
    const handOver = async (query: string) => {
      const answer = await fetch(`${portal.url}/auth/login?${query}`, { redirect: "manual" });
      await answer.body?.cancel();
      return { status: answer.status, location: answer.headers.get("Location") };
    };
    const token = await tokenOf(portal, "20304050");
    const good = await codeFor(portal, token);
    const forTheApp = await codeFor(portal, token, OTHER.id);
    const failing = await codeFor(portal, token);
    const secrets = [
      token,
      good,
      forTheApp,
      failing,
      "c0de-that-does-not-exist-0123456789",
      "t0ken-that-does-not-exist-0123456789",
    ];

    expect(await handOver(`code=${good}&redirectTo=%2Fmi-cuenta%2Ffacturacion`)).toEqual({
      status: 302,
      location: "/mi-cuenta/facturacion",
    });
    expect(await handOver(`code=${good}`)).toEqual({ status: 302, location: "/iniciar-sesion" });
    expect(await handOver(`code=${forTheApp}`)).toEqual({ status: 302, location: "/iniciar-sesion" });
    expect(await handOver("code=c0de-that-does-not-exist-0123456789")).toEqual({
      status: 302,
      location: "/iniciar-sesion",
    });
    expect(await handOver(`token=${token}`)).toEqual({ status: 302, location: "/mi-cuenta" });
    expect(await handOver("token=t0ken-that-does-not-exist-0123456789")).toEqual({
      status: 302,
      location: "/iniciar-sesion",
    });
    // The API failing the exchange: an error page, and an error line in the log, still without the code.
    expect(
      (
        await sandbox(portal, "POST", "/__faults/rules", {
          json: { method: "POST", path: "/auth/handover/exchange", status: 500, times: 1 },
        })
      ).status,
    ).toBe(201);
    expect((await handOver(`code=${failing}`)).status).toBe(502);

    // The seven requests were logged (by route pattern), and so was the failure: the lines
    // reach the pipe a moment after the answers.
    await expect.poll(() => portal.output().match(/"route":"\/auth\/login"/g)?.length ?? 0).toBe(7);
    const log = portal.output();
    expect(log).toContain("exchangeHandoverCode (POST /auth/handover/exchange): answered 500");
    for (const secret of secrets) expect(log, "a code or a token in the log").not.toContain(secret);
    expect(log).not.toContain(TEST_API_KEY);
  });
});

describe("the same portal without API_KEY, at an API that asks for one", () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startTestPortal({ SANDBOX_CLIENT_KEYS: CLIENT_KEYS, API_KEY: "" });
  }, 90_000);
  afterAll(() => portal?.close());

  it("answers the sign-in with its message, never a 500, and logs what to fix", async () => {
    const answer = await signInByIdentification(portal, "20304050");
    expect(answer.status).toBeLessThan(500);
    expect(answer.headers.get("Location")).toBeNull();
    expect(await answer.text()).toContain(GENERIC);
    expect(portal.output()).toContain("the API refused the portal's client credential (client_credential_required)");
  });

  it("answers a hand-over with the API's failure (502), never a 500", async () => {
    const token = await tokenOf(portal, "20304050");
    const answer = await fetch(`${portal.url}/auth/login?code=${await codeFor(portal, token)}`, { redirect: "manual" });
    expect(answer.status).toBe(502);
  });

  it("still serves what needs no credential: the password sign-in", async () => {
    const answer = await fetch(`${portal.url}/iniciar-sesion`, {
      method: "POST",
      headers: { ...FORM, Origin: portal.url },
      body: new URLSearchParams({
        ...(await honeypotFields(portal.url, "/iniciar-sesion")),
        identification: "27222333",
        password: "Portal2026",
      }),
      redirect: "manual",
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/mi-cuenta");
  });
});
