import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesOf, honeypotFields, startTestPortal } from "./harness";

/**
 * Decision 073's limits, which need a whole portal: the cancellation and withdrawal forms
 * keep robots out per identification (from any address) and per client address, while a
 * person filing a request and checking it is never stopped (decision 075).
 */
let portal: Awaited<ReturnType<typeof startTestPortal>>;

beforeAll(async () => {
  portal = await startTestPortal({ RATE_LIMIT_IDENTIFICATION: "3/3600", RATE_LIMIT_FORMS: "30/600" });
}, 90_000);
afterAll(() => portal?.close());

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

const honeypot = (path: string, cookie = "") => honeypotFields(portal.url, path, cookie);

async function post(path: string, fields: Record<string, string>, options: { cookie?: string } = {}) {
  return fetch(`${portal.url}${path}`, {
    method: "POST",
    headers: { ...FORM, Origin: portal.url, Cookie: options.cookie ?? "" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

/** Form, then confirmation: the answer of the confirmation. */
async function cancel(identification: string) {
  const form = await post("/baja", {
    ...(await honeypot("/baja")),
    identification,
    address: "Mitre 10",
    service: "tv",
    contact: "a@example.com",
  });
  expect(form.headers.get("Location")).toBe("/baja/confirmar");
  const cookie = cookiesOf(form);
  return post("/baja/confirmar", await honeypot("/baja/confirmar", cookie), { cookie });
}

describe("the cancellation's limits", () => {
  it("lets a person file and check, then sends the fourth request about one identification to /demasiados-intentos", async () => {
    const first = await cancel("41222333");
    expect(first.headers.get("Location")).toBe("/baja/enviada");
    const sent = await (await fetch(`${portal.url}/baja/enviada`, { headers: { Cookie: cookiesOf(first) } })).text();
    const code = /[AB]-\d{4}-\d{6}/.exec(sent)![0];
    const lookUp = await post("/baja/estado", {
      ...(await honeypot("/baja/estado")),
      code,
      identification: "41222333",
    });
    expect(lookUp.status).toBe(200);
    // Filed, and pending until the holder's code confirms it (decision 099).
    expect(await lookUp.text()).toContain("Pendiente de verificación");
    expect((await cancel("41222333")).headers.get("Location")).toBe("/baja/enviada");

    const limited = await cancel("41222333");
    expect(limited.status).toBe(302);
    expect(limited.headers.get("Location")).toMatch(/^\/demasiados-intentos\?redirectTo=/);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(3000);
    // Another person is not affected.
    expect((await cancel("41222334")).headers.get("Location")).toBe("/baja/enviada");
  });

  it("honours the per-address limit on the public forms, and refuses a robot's honeypot", async () => {
    const robot = await post("/baja", {
      nombre__confirmar: "spam",
      desde__confirmar: "",
      identification: "41222335",
      address: "x 1",
      service: "tv",
      contact: "a@example.com",
    });
    expect(robot.status).toBe(400);
    // Whatever the first test used of this address's 30: a refused form is a 400 until the limit, then the notice page.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30 && statuses.at(-1) !== 302; attempt++) {
      const answer = await post("/arrepentimiento", { ...(await honeypot("/arrepentimiento")), identification: "1" });
      statuses.push(answer.status);
      if (answer.status === 302) expect(answer.headers.get("Location")).toMatch(/^\/demasiados-intentos/);
    }
    expect(statuses.at(-1)).toBe(302);
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.length).toBeGreaterThan(5);
  });
});
