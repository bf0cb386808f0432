import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesOf, honeypotFields, startTestPortal } from "./harness";

/**
 * Issue 9's reproductions that need a whole portal: the per-address limits, the hiring
 * form posted without its ticket, and what the log says of a 405.
 */
let portal: Awaited<ReturnType<typeof startTestPortal>>;

beforeAll(async () => {
  portal = await startTestPortal({ RATE_LIMIT_SIGN_IN: "4/600", RATE_LIMIT_FORMS: "40/600" });
}, 90_000);
afterAll(() => portal?.close());

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

const honeypot = (path: string, cookie = "") => honeypotFields(portal.url, path, cookie);

async function post(path: string, fields: Record<string, string>, cookie = "") {
  return fetch(`${portal.url}${path}`, {
    method: "POST",
    headers: { ...FORM, Origin: portal.url, Cookie: cookie },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}


describe("limits per client address", () => {
  it("sends a client that keeps trying to sign in to /demasiados-intentos, with Retry-After", async () => {
    const fields = { ...(await honeypot("/iniciar-sesion")), identification: "11222333" };
    for (let attempt = 1; attempt <= 4; attempt++) expect((await post("/iniciar-sesion", fields)).status).toBe(400);
    const limited = await post("/iniciar-sesion", { ...fields, identification: "20304050" });
    expect(limited.status).toBe(302);
    expect(limited.headers.get("Location")).toBe("/demasiados-intentos?redirectTo=%2Finiciar-sesion");
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(500);
    // The identification itself is not locked at the API: none of these was a wrong password.
    const api = await fetch(`${portal.sandbox}/auth/customers`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ identification: "20304050" }) });
    expect(api.status).toBe(200);
    // And the locked page offers a way out.
    const page = await (await fetch(`${portal.url}${limited.headers.get("Location")}`)).text();
    expect(page).toContain('href="/password-reset"');
  });
});

describe("the hiring form posted without its ticket", () => {
  it("shows the form again with a ticket instead of creating an application, then creates one", async () => {
    const step1 = await post("/contratar/dejanos-tus-datos", {
      ...(await honeypot("/contratar/dejanos-tus-datos")),
      nombre: "Ana", apellido: "Ruiz", dni: "30111223", phone: "351 555-1234", email: "ana.ruiz@example.com", date: "02/04/1990", cuit: "",
    });
    expect(step1.status).toBe(302);
    let cookie = cookiesOf(step1);
    const localities = (await (await fetch(`${portal.sandbox}/p/localidades`)).json()) as { id: number; name: string }[];
    const cosquin = localities.find((locality) => locality.name === "Cosquín")!;
    const step2 = await post("/contratar/seleccionar-ubicacion", {
      ...(await honeypot("/contratar/seleccionar-ubicacion", cookie)), localidad_id: String(cosquin.id), direccion: "Av. San Martín 2950",
    }, cookie);
    expect(step2.headers.get("Location")).toBe("/contratar/formulario");
    cookie = cookiesOf(step2);

    const applications = async () => ((await (await fetch(`${portal.sandbox}/__faults/applications`)).json()) as { applications: unknown[] }).applications.length;
    const before = await applications();
    const form = { ...(await honeypot("/iniciar-sesion")), plan: "1", calle: "Av. San Martín", altura: "2950", titular: "persona", terminos: "on", consentimiento: "on" };
    // Posted straight away, without loading the form (so without a ticket in the draft).
    const first = await post("/contratar/formulario", form, cookie);
    expect(first.status).toBe(400);
    expect(await first.text()).toContain("Revisá los datos y enviá la solicitud para confirmarla.");
    expect(await applications()).toBe(before);
    // The answer stored a ticket: sending the same form again creates exactly one.
    cookie = cookiesOf(first) || cookie;
    const [second, third] = [await post("/contratar/formulario", form, cookie), await post("/contratar/formulario", form, cookie)];
    expect(second.headers.get("Location")).toBe("/contratar/solicitud-enviada");
    expect([302, 400]).toContain(third.status);
    expect(await applications()).toBe(before + 1);
  });
});

describe("the log", () => {
  it("says one line of a POST to a page without a form (405), no stack trace", async () => {
    const response = await fetch(`${portal.url}/planes`, {
      method: "POST",
      headers: { ...FORM, Origin: portal.url, "X-Request-Id": "post-without-form" },
      body: new URLSearchParams({ a: "1" }),
      redirect: "manual",
    });
    expect(response.status).toBe(405);
    await response.text();
    const linesOf = () => portal.output().split("\n").filter((line) => line.includes('"reqId":"post-without-form"'));
    await expect.poll(() => linesOf().length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(linesOf().map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: "info", method: "POST", route: "/planes", status: 405 }),
    ]);
    expect(portal.output()).not.toMatch(/^\s+at /m);
    expect(portal.output()).not.toContain('"stack"');
  });
});
