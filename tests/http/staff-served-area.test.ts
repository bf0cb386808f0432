import { describe, expect, it } from "vitest";
import { api, createCustomer, provedToken, sandboxToken } from "../support/sandbox";
import { AGENT, agentAt, openStaffCookie, serveReadOnly, serveWithConsent, SUPERVISOR } from "../support/staff";
import { customerNeedingVisit, freeSlots, VISIT_LOCALITIES } from "../support/visits";
import { heading, navigation, textOf, Visitor, type Page } from "../support/visitor";

/**
 * The customer area served for a caller (decision 144), over real HTTP without JavaScript,
 * against the identity provider and the sandbox: the area's own pages in the desk's frame
 * with the caller's token, what a call needs and no more, the API's refusals in the desk's
 * words, and every change on the customer's record with the agent's number. The browser
 * journey (a payment reported and a visit booked, in both JavaScript modes) is
 * tests/e2e/staff-served-area.spec.ts.
 */

const banner = (page: Page) => textOf(page.doc.querySelector(".desk-served") ?? page.doc.createElement("p"));
const areaMenu = (page: Page) => textOf(navigation(page.doc, "Tu cuenta") ?? page.doc.createElement("p"));
const servedToken = (visitor: Visitor) =>
  (openStaffCookie(visitor.cookies.get("__staff")!) as unknown as { served?: { token: string } }).served?.token;

/** A claim filed by the customer themself (signed in with their password), for the agent to answer on. */
async function claimOf(identification: string, password: string) {
  const token = await provedToken(identification, password);
  const connection = (await api("GET", "/v2/customers/current/conexiones", { token })).body[0];
  const filed = await api("POST", "/v3/tickets/reclamos", {
    token,
    json: { category_id: 2, connection_id: connection.id, subject: "Factura", message: "Me cobraron dos veces." },
  });
  expect(filed.status, JSON.stringify(filed.body)).toBe(201);
  return filed.body as { id: number; number: string };
}

describe("serving a caller with their consent", () => {
  it("opens the caller's account in the desk's frame, books a visit and answers a claim, each on the customer's record with the agent", async () => {
    const { identification, token, claim } = await customerNeedingVisit(VISIT_LOCALITIES.deskHttp);
    const agent = await agentAt(AGENT);
    await serveWithConsent(agent, identification);

    const home = await agent.open("/mi-cuenta");
    expect(home.status).toBe(200);
    expect(banner(home)).toMatch(/Atendiendo a .+, con su permiso\. Hasta las \d\d:\d\d\./);
    expect(navigation(home.doc, "Mesa de atención")).not.toBeNull();
    // What a call needs, and nothing that is the customer's own; signing out is the desk's.
    expect(areaMenu(home)).toContain("Facturación");
    expect(areaMenu(home)).toContain("Reclamos");
    expect(areaMenu(home)).not.toContain("Débito automático");
    expect(areaMenu(home)).not.toContain("Ajustes");
    expect(home.doc.querySelector('form[action="/cerrar-sesion"]')).toBeNull();
    expect(home.headers.get("Cache-Control")).toBe("private, no-store");

    // A window at random: the locality's windows hold three visits, and reruns share the sandbox.
    const slots = await freeSlots(token, claim);
    const slot = slots[Math.floor(Math.random() * slots.length)];
    const booked = await agent.submit(`/mi-cuenta/reclamos/${claim.id}/visita`, { slot_id: slot!.id, notes: "" });
    expect(booked.url.pathname).toBe(`/mi-cuenta/reclamos/${claim.id}`);
    expect(textOf(booked.doc)).toContain("Listo: la visita técnica quedó para el");
    const replied = await agent.submit(`/mi-cuenta/reclamos/${claim.id}`, {
      intent: "reply",
      message: "El cliente confirma que el módem tiene las luces apagadas.",
    });
    expect(replied.status).toBe(200);
    expect(textOf(replied.doc)).toContain("El cliente confirma que el módem tiene las luces apagadas.");

    // The customer, in their own account, sees both with the agent's number.
    const customer = await new Visitor().signIn(token);
    const activity = textOf((await customer.open("/mi-cuenta/actividad")).doc);
    const byAgent = `El centro de atención, agente N.º ${AGENT.number}`;
    expect(activity).toMatch(new RegExp(`Visita técnica del reclamo ${claim.number} reservada para el [^]*${byAgent}`));
    expect(activity).toMatch(new RegExp(`Mensaje en el reclamo ${claim.number}[^]*${byAgent}`));
  });

  it("refuses what is the customer's own in the desk's words, before the API is asked, and lists none of it", async () => {
    const identification = await createCustomer({ plans: [1], email: `propio.${Date.now()}@example.com` });
    const agent = await agentAt(SUPERVISOR);
    await serveWithConsent(agent, identification);
    for (const path of [
      "/mi-cuenta/contraseña",
      "/mi-cuenta/ajustes",
      "/mi-cuenta/debito-automatico",
      "/mi-cuenta/facturacion/pagar",
      "/mi-cuenta/verificar-identidad",
      "/mi-cuenta/servicios/contratar-dgo",
      "/mi-cuenta/mi-conexion/prueba-de-velocidad",
    ]) {
      const page = await agent.open(path);
      expect(page.status, path).toBe(403);
      expect(page.url.pathname, path).toBe("/agentes/atencion/solo-el-cliente");
      expect(heading(page.doc), path).toBe("Esto lo hace el cliente desde su cuenta");
      expect(banner(page), path).toContain("Atendiendo a");
    }
    const posted = await agent.request("/mi-cuenta/contraseña", {
      form: { current: "x", password: "Otra-Clave-2026", confirmation: "Otra-Clave-2026" },
    });
    expect(posted.headers.get("Location")).toBe("/agentes/atencion/solo-el-cliente");
    // The API's own rule stands behind the portal's: the password is the customer's alone.
    const refused = await api("POST", "/v2/customers/current/auth/change-password", {
      token: servedToken(agent)!,
      json: { current_password: "x", password: "Otra-Clave-2026", password_confirmation: "Otra-Clave-2026" },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.reason).toBe("customer_only");
  });
});

describe("serving a caller read-only", () => {
  it("reads the account, and a change is refused by the API and said in words", async () => {
    const password = "Clave-Solo-2026";
    const identification = await createCustomer({ plans: [1], email_verified: false, password });
    const claim = await claimOf(identification, password);
    const agent = await agentAt(AGENT);
    await serveReadOnly(agent, identification);
    const page = await agent.open(`/mi-cuenta/reclamos/${claim.id}`);
    expect(page.status).toBe(200);
    expect(banner(page)).toContain("solo lectura");

    // A form: sent back with what the agent typed, and why, in the desk's words.
    const reply = await agent.submit(page.url.href, { intent: "reply", message: "Respuesta sin permiso." });
    expect(reply.status).toBe(400);
    expect(textOf(reply.doc.querySelector(".error-summary")!)).toContain(
      "Sin el permiso del cliente no podés cambiar nada: lo estás atendiendo solo para consultar.",
    );
    expect(reply.doc.querySelector("textarea[name=message]")!.textContent).toBe("Respuesta sin permiso.");
    // A button with nothing typed ("Avisarme cuando vuelva"): the page again, with the same words.
    const notice = await agent.open(`/mi-cuenta/cortes/1/avisarme`, { form: { volver: "/mi-cuenta/mi-conexion" } });
    expect(notice.url.pathname).toBe("/mi-cuenta/mi-conexion");
    expect(textOf(notice.doc)).toContain("Sin el permiso del cliente no podés cambiar nada");
    expect(banner(notice)).toContain("solo lectura");
    const messages = await api("GET", `/v3/tickets/${claim.id}`, {
      token: await sandboxToken(identification, password),
    });
    expect(JSON.stringify(messages.body)).not.toContain("Respuesta sin permiso.");
  });
});

describe("the area for an agent with no attention on", () => {
  it("sends a page read and a post to the desk's search; a stranger still goes to the customer's sign-in", async () => {
    const agent = await agentAt(AGENT);
    const page = await agent.open("/mi-cuenta/facturacion");
    expect(page.url.pathname).toBe("/agentes/clientes");
    const posted = await agent.request("/mi-cuenta/reclamos/crear", { form: { subject: "x" } });
    expect(posted.headers.get("Location")).toBe("/agentes/clientes");
    const stranger = await new Visitor().open("/mi-cuenta/facturacion");
    expect(stranger.url.pathname).toBe("/iniciar-sesion");
  });

  it("forgets an attention the API ended and sends the agent to the search, saying why", async () => {
    const identification = await createCustomer({ plans: [1], email: `vencida.${Date.now()}@example.com` });
    const agent = await agentAt(AGENT);
    await serveWithConsent(agent, identification);
    // As when its 30 minutes run out at the API: the caller's token no longer works.
    expect((await api("POST", "/auth/logout", { token: servedToken(agent)! })).status).toBeLessThan(300);

    const page = await agent.open("/mi-cuenta/facturacion");
    expect(`${page.url.pathname}${page.url.search}`).toBe("/agentes/clientes?atencion=terminada");
    expect(textOf(page.doc)).toContain("La atención terminó: el permiso del cliente venció");
    expect(page.doc.querySelector(".desk-served")).toBeNull();
    expect(servedToken(agent)).toBeUndefined();
    // The agent is still signed in to the desk.
    expect(heading(page.doc)).toBe("Buscar a quien llama");
  });
});
