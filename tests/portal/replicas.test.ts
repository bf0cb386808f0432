import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRedis, type TestRedis } from "../support/redis";
import { cookiesOf, honeypotFields, startTestPortal } from "./harness";

/**
 * Decision 113: two replicas of the built portal against one Redis and one sandbox behave as
 * one for the limits and the cache of public data (decision 113); with Redis stopped, both
 * keep serving and their limits still refuse, each in its own memory. Loopback is a
 * trusted proxy, so each post names its client in X-Forwarded-For.
 */
const REFUSALS = 4;

let redis: TestRedis;
let a: Awaited<ReturnType<typeof startTestPortal>>;
let b: Awaited<ReturnType<typeof startTestPortal>>;

beforeAll(async () => {
  redis = await startRedis();
  const env = { REDIS_URL: redis.url, TRUST_PROXY: "loopback", RATE_LIMIT_SIGN_IN_REFUSED: `${REFUSALS}/900` };
  // A starts the sandbox; B uses A's, as replicas share one API.
  a = await startTestPortal(env);
  b = await startTestPortal({ ...env, API_BASE_URL: a.sandbox });
}, 120_000);
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await redis?.stop();
});

const apiCalls = async () =>
  ((await (await fetch(`${a.sandbox}/__faults/requests`)).json()) as { counts: Record<string, number> }).counts;
const resetApiCalls = () => fetch(`${a.sandbox}/__faults/requests`, { method: "DELETE" });

async function signIn(portal: string, identification: string, client: string) {
  return fetch(`${portal}/iniciar-sesion`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: portal, "X-Forwarded-For": client },
    body: new URLSearchParams({ identification, ...(await honeypotFields(portal, "/iniciar-sesion")) }),
    redirect: "manual",
  });
}

const isStopped = (response: Response) =>
  response.status === 302 && /^\/demasiados-intentos\?/.test(response.headers.get("Location") ?? "");

/** Unknown DNIs from `client`, on the replicas in turn, until one answer stops it: every status. */
async function guessUntilStopped(portals: string[], client: string, first: number) {
  const answers: Response[] = [];
  for (let attempt = 0; attempt < 3 * REFUSALS && !answers.some(isStopped); attempt++) {
    answers.push(await signIn(portals[attempt % portals.length]!, String(first + attempt), client));
  }
  return answers.map((answer) => (isStopped(answer) ? "stopped" : answer.status));
}

describe("two replicas and one Redis", () => {
  it("make one call to the API for a public page served by both", async () => {
    await resetApiCalls();
    expect((await fetch(`${a.url}/planes`)).status).toBe(200);
    expect((await fetch(`${b.url}/planes`)).status).toBe(200);
    expect((await apiCalls())["GET /p/planes"]).toBe(1);
  });

  it("enforce one sign-in limit: a client spreading its guesses over both is stopped at the count one replica stops it at", async () => {
    const answers = await guessUntilStopped([a.url, b.url], "192.0.2.80", 13_000_000);
    expect(answers).toEqual([...Array(REFUSALS).fill(400), "stopped"]);
    // Stopped on both, whichever it asks next.
    for (const portal of [a.url, b.url]) expect(isStopped(await signIn(portal, "20304050", "192.0.2.80"))).toBe(true);
    // Redis holds the counts under keyed hashes: no client address or identification in clear.
    const client = createClient({ url: redis.url });
    await client.connect();
    const keys = await client.keys("portal:limit:*");
    await client.quit();
    expect(keys.some((key) => key.startsWith("portal:limit:sign-in-refused:"))).toBe(true);
    expect(keys.filter((key) => /192\.0\.2|13000/.test(key))).toEqual([]);
  });

  it("keep serving with Redis stopped: pages answer, limits refuse from each replica's memory, nothing answers 500", async () => {
    await redis.stop();
    await resetApiCalls();
    for (const portal of [a.url, b.url]) {
      for (const path of ["/", "/planes", "/iniciar-sesion"])
        expect((await fetch(`${portal}${path}`)).status, `${portal}${path}`).toBe(200);
    }
    // The public data comes from the API again, once per replica (each its own copy now).
    expect((await apiCalls())["GET /p/planes"]).toBe(2);
    // One replica alone still stops a guesser at the same count.
    expect(await guessUntilStopped([a.url], "192.0.2.81", 14_000_000)).toEqual([
      ...Array(REFUSALS).fill(400),
      "stopped",
    ]);
    // A customer signs in and sees their account on both.
    const signedIn = await signIn(b.url, "20304050", "192.0.2.82");
    expect(signedIn.headers.get("Location")).toBe("/mi-cuenta");
    for (const portal of [a.url, b.url])
      expect((await fetch(`${portal}/mi-cuenta`, { headers: { Cookie: cookiesOf(signedIn) } })).status).toBe(200);
    // The outage is one line in each replica's log, however many requests met it.
    for (const portal of [a, b]) expect(portal.output().match(/Redis at \S+ is unreachable/g)).toHaveLength(1);
  });
});
