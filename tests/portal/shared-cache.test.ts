import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesOf, honeypotFields, startTestPortal } from "./harness";

/**
 * Decision 077: the shared cache of public data, on the built portal over real HTTP against
 * its sandbox. The sandbox counts every request it receives (`/__faults/requests`).
 */
let portal: Awaited<ReturnType<typeof startTestPortal>>;

beforeAll(async () => {
  portal = await startTestPortal();
}, 90_000);
afterAll(() => portal?.close());

const sandbox = (method: string, path: string) =>
  fetch(`${portal.sandbox}${path}`, { method }).then((response) => response.json());
const apiCalls = async () => (await sandbox("GET", "/__faults/requests")).counts as Record<string, number>;

describe("shared cache of public data", () => {
  it("serves 1,000 home page views, 50 at a time, with a handful of API calls", async () => {
    await sandbox("DELETE", "/__faults/requests");
    let served = 0;
    for (let batch = 0; batch < 20; batch++) {
      const pages = await Promise.all(
        Array.from({ length: 50 }, async () => {
          const response = await fetch(`${portal.url}/`);
          return { status: response.status, html: await response.text() };
        }),
      );
      for (const page of pages) {
        expect(page.status).toBe(200);
        // Both live blocks are there: the cache answered, not a failure that left them out.
        expect(page.html).toContain("Planes destacados");
        expect(page.html).toContain("Todo el fútbol en vivo");
        served++;
      }
    }
    expect(served).toBe(1000);
    const counts = await apiCalls();
    // One call each when the first 50 views missed together (a second only if the time to
    // live ran out during the run), and nothing else.
    expect(counts["GET /p/planes"]).toBeGreaterThanOrEqual(1);
    expect(counts["GET /p/planes"]).toBeLessThanOrEqual(2);
    expect(counts["GET /p/dgo-banners"]).toBeGreaterThanOrEqual(1);
    expect(counts["GET /p/dgo-banners"]).toBeLessThanOrEqual(2);
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(4);
  }, 120_000);

  it("shares the plans between pages: the catalogue and a plan's page make no call of their own", async () => {
    await sandbox("DELETE", "/__faults/requests");
    for (const path of ["/planes", "/planes/1", "/"]) expect((await fetch(`${portal.url}${path}`)).status).toBe(200);
    expect(await apiCalls()).toEqual({});
  });

  it("never caches one customer's data: each page view of the area asks the API", async () => {
    const cookie = await signIn("20304050");
    await sandbox("DELETE", "/__faults/requests");
    for (let i = 0; i < 3; i++)
      expect((await fetch(`${portal.url}/mi-cuenta`, { headers: { Cookie: cookie } })).status).toBe(200);
    expect((await apiCalls())["GET /v2/customers/current/info"]).toBe(3);
  });

  it("the testing page empties it: the next view asks the API again", async () => {
    await fetch(`${portal.url}/`);
    await sandbox("DELETE", "/__faults/requests");
    expect((await fetch(`${portal.url}/test/cache`, { method: "POST", headers: { Origin: portal.url } })).status).toBe(
      204,
    );
    expect((await fetch(`${portal.url}/`)).status).toBe(200);
    expect(await apiCalls()).toEqual({ "GET /p/planes": 1, "GET /p/dgo-banners": 1 });
  });
});

/** Signs in through the portal's form, without a password (a seeded demo customer). */
async function signIn(identification: string) {
  const response = await fetch(`${portal.url}/iniciar-sesion`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: portal.url },
    body: new URLSearchParams({ identification, ...(await honeypotFields(portal.url, "/iniciar-sesion")) }),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  return cookiesOf(response);
}
