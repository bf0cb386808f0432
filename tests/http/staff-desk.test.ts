import { describe, expect, it } from "vitest";
import { api, createCustomer, outbox } from "../support/sandbox";
import { openStaffCookie, signInStaff, AGENT, SUPERVISOR } from "../support/staff";
import { heading, textOf, Visitor } from "../support/visitor";

/**
 * Serving a caller at the desk (decision 143) over real HTTP, against the identity provider
 * and the sandbox `main` starts: finding the caller four ways (the value never in a URL),
 * the consent code read from the sandbox's outbox and typed, the banner on the desk's
 * pages, ending the attention at the API, a wrong code, the read-only path.
 */

async function agentAt(who = AGENT) {
  const visitor = new Visitor();
  await signInStaff(visitor, who);
  return visitor;
}

const find = (visitor: Visitor, by: string, value: string) => visitor.submit("/agentes/clientes", { by, value });

function resultLinks(page: { doc: Document }) {
  return [...page.doc.querySelectorAll<HTMLAnchorElement>(".desk-results a")].map((link) => ({
    name: link.textContent,
    href: link.getAttribute("href")!,
  }));
}

const latestConsentCode = async (identification: string) =>
  (await outbox(identification)).filter((message) => message.purpose === "consent_code").at(-1)?.code;

describe("finding the caller", () => {
  it("finds a customer by each of the four ways, masked, the value never in an address", async () => {
    const visitor = await agentAt();
    const byDni = await find(visitor, "identification", "20304050");
    expect(byDni.status).toBe(200);
    expect(byDni.url.pathname).toBe("/agentes/clientes");
    expect(byDni.url.search).not.toContain("20304050");
    expect(byDni.visited.join(" ")).not.toContain("20304050");
    expect(resultLinks(byDni)).toEqual([
      { name: "Carlos Alberto Gómez", href: expect.stringMatching(/^\/agentes\/clientes\/\d+\?busqueda=/) },
    ]);
    const text = textOf(byDni.doc);
    expect(text).toContain("20.•••.050");
    expect(text).not.toContain("carlos.gomez@example.com");
    // The value is kept in the form, for the agent to see what was searched.
    expect(byDni.doc.querySelector<HTMLInputElement>('input[name="value"]')!.getAttribute("value")).toBe("20304050");

    const connection = /CN-[\w-]+/.exec(text)![0];
    for (const [by, value] of [
      ["connection_number", connection],
      ["phone", "3541 55-0101"],
      ["email", "carlos.gomez@example.com"],
    ] as const) {
      const page = await find(visitor, by, value);
      expect(
        resultLinks(page).map((link) => link.name),
        by,
      ).toEqual(["Carlos Alberto Gómez"]);
      expect(page.url.href).not.toContain(value);
    }
  });

  it("says no customer was found in words, and sends a bad value back with the value kept", async () => {
    const visitor = await agentAt();
    const none = await find(visitor, "identification", "11222333");
    expect(textOf(none.doc)).toContain("No encontramos ningún cliente con ese dato");
    const bad = await find(visitor, "email", "no-es-un-correo");
    expect(bad.status).toBe(400);
    expect(bad.doc.title).toMatch(/^Error: /);
    expect(textOf(bad.doc.querySelector(".error-summary")!)).toContain("Ingresá un correo electrónico válido");
    expect(bad.doc.querySelector<HTMLInputElement>('input[name="value"]')!.getAttribute("value")).toBe(
      "no-es-un-correo",
    );
  });

  it("opens nothing from another agent's results address, and sends a stranger to sign in", async () => {
    const agent = await agentAt();
    const results = await find(agent, "identification", "20304050");
    const supervisor = await agentAt(SUPERVISOR);
    const foreign = await supervisor.open(results.url.href);
    expect(textOf(foreign.doc)).toContain("Esa búsqueda venció o es de otra sesión");
    expect(resultLinks(foreign)).toEqual([]);

    const stranger = await new Visitor().request("/agentes/clientes");
    expect(stranger.status).toBe(302);
    expect(stranger.headers.get("location")).toBe("/agentes/ingresar?redirectTo=%2Fagentes%2Fclientes");
    const posted = await new Visitor().request("/agentes/clientes", {
      form: { by: "identification", value: "20304050" },
    });
    expect(posted.status).toBe(403);
  });
});

describe("serving a caller with their consent", () => {
  async function callerPage(visitor: Visitor, identification: string) {
    const results = await find(visitor, "identification", identification);
    return visitor.open(resultLinks(results)[0]!.href);
  }

  for (const who of [AGENT, SUPERVISOR]) {
    it(`${who === AGENT ? "an agent" : "a supervisor"} asks the code, types it, sees the banner, and ends the attention at the API`, async () => {
      const identification = await createCustomer({
        name: "Rosa Inés Molina",
        email: `rosa.${who.number}@example.com`,
      });
      const visitor = await agentAt(who);
      const page = await callerPage(visitor, identification);
      expect(heading(page.doc)).toBe("Rosa Inés Molina");
      const asked = await visitor.submit(page.url.href, { intent: "ask" });
      expect(asked.status).toBe(200);
      expect(textOf(asked.doc)).toMatch(/Le enviamos un código a r•+@example\.com\. Vale hasta las \d\d:\d\d\./);

      // A wrong code: the message in words, the form still there.
      const wrong = await visitor.submit(asked.url.href, { code: "000000" });
      expect(wrong.status).toBe(400);
      expect(textOf(wrong.doc)).toContain("El código no es correcto");
      expect(wrong.doc.querySelector('input[name="code"]')).not.toBeNull();

      const code = await latestConsentCode(identification);
      const served = await visitor.submit(asked.url.href, { code: code! });
      expect(served.status).toBe(200);
      const banner = textOf(served.doc.querySelector(".desk-served")!);
      expect(banner).toMatch(/Atendiendo a Rosa I\. M\., con su permiso\. Hasta las \d\d:\d\d\./);
      // On every desk page while it lasts.
      const home = await visitor.open("/agentes");
      expect(textOf(home.doc.querySelector(".desk-served")!)).toContain("Atendiendo a Rosa I. M.");

      const kept = openStaffCookie(visitor.cookies.get("__staff")!) as ReturnType<typeof openStaffCookie> & {
        served: { token: string; expiresAt: number; access: string };
      };
      expect(kept.served.access).toBe("consent");
      // The token is in the sealed cookie only: never in a page, and another browser's desk shows no attention.
      expect(served.html).not.toContain(kept.served.token);
      expect(home.html).not.toContain(kept.served.token);
      const elsewhere = await agentAt(who);
      expect((await elsewhere.open("/agentes")).doc.querySelector(".desk-served")).toBeNull();
      expect(kept.served.expiresAt - Date.now()).toBeLessThanOrEqual(30 * 60_000);
      expect((await api("GET", "/v2/customers/current/info", { token: kept.served.token })).status).toBe(200);

      const ended = await visitor.open("/agentes/atencion/terminar", { form: {} });
      expect(ended.url.pathname).toBe("/agentes/clientes");
      expect(ended.doc.querySelector(".desk-served")).toBeNull();
      expect((await api("GET", "/v2/customers/current/info", { token: kept.served.token })).status).toBe(401);
    });
  }

  it("serves a customer without a verified contact read-only, the banner saying so", async () => {
    const identification = await createCustomer({ name: "Tomás Ríos", email_verified: false });
    const visitor = await agentAt();
    const page = await callerPage(visitor, identification);
    expect(page.doc.querySelector('input[name="code"]')).toBeNull();
    const served = await visitor.submit(page.url.href, { intent: "read-only" });
    expect(textOf(served.doc.querySelector(".desk-served")!)).toContain("Atendiendo a Tomás R., solo lectura.");
  });

  it("offers an agent no keeping of the caller's payment codes on the phone, and refuses the form (decision 151)", async () => {
    const identification = await createCustomer({
      name: "Inés Códigos",
      email_verified: false,
      invoices: [{ amount: 1000, due_in_days: 5 }],
    });
    const visitor = await agentAt();
    await visitor.submit((await callerPage(visitor, identification)).url.href, { intent: "read-only" });
    const billing = await visitor.open("/mi-cuenta/facturacion");
    expect(heading(billing.doc)).toBe("Facturación");
    expect(billing.html).not.toContain("Guardar mis facturas impagas en este teléfono");
    const csrf = billing.doc.querySelector('input[name="csrf"]')?.getAttribute("value");
    expect(csrf).toBeTruthy();
    const posted = await visitor.open("/mi-cuenta/facturacion", { form: { csrf: csrf!, intent: "guardar" } });
    expect(posted.status).toBe(400);
    expect(posted.doc.title).toMatch(/^Error: /);
    expect(textOf(posted.doc.querySelector(".error-summary")!)).toContain(
      "Solo el cliente, en su propio teléfono, puede guardar sus facturas.",
    );
    expect(visitor.cookies.has("facturas-en-el-telefono")).toBe(false);
  });

  it("ends the previous attention when another caller is served, and the last when the agent signs out; refuses the attention's forms without a session", async () => {
    const first = await createCustomer({ name: "Primera Cliente", email_verified: false });
    const second = await createCustomer({ name: "Segunda Cliente", email_verified: false });
    const visitor = await agentAt();
    await visitor.submit((await callerPage(visitor, first)).url.href, { intent: "read-only" });
    const firstToken = (openStaffCookie(visitor.cookies.get("__staff")!) as unknown as { served: { token: string } })
      .served.token;
    const served = await visitor.submit((await callerPage(visitor, second)).url.href, { intent: "read-only" });
    expect(textOf(served.doc.querySelector(".desk-served")!)).toContain("Segunda C.");
    expect((await api("GET", "/v2/customers/current/info", { token: firstToken })).status).toBe(401);

    // Signing out of the desk ends the attention at the API too.
    const secondToken = (openStaffCookie(visitor.cookies.get("__staff")!) as unknown as { served: { token: string } })
      .served.token;
    await visitor.request("/agentes/salir", { form: {} });
    expect((await api("GET", "/v2/customers/current/info", { token: secondToken })).status).toBe(401);

    const stranger = await new Visitor().request("/agentes/atencion/terminar", { form: {} });
    expect(stranger.status).toBe(403);
  });
});
