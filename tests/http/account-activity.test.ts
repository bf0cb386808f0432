import { beforeAll, describe, expect, it } from "vitest";
import { maskIdentification } from "../../contract/masking";
import { argentinaDay, formatDate } from "../../app/utils/format";
import { api, createCustomer, outbox, provedToken, sandboxToken } from "../support/sandbox";
import { SERVERS } from "../support/servers";
import { AGENT, signedInStaff, staffTokenOf, SUPERVISOR } from "../support/staff";
import { heading, navigation, textOf, Visitor, type Page } from "../support/visitor";

/**
 * The account's activity (decision 141) as the portal shows it, over real HTTP without
 * JavaScript (the pages have no script of their own, so a browser journey would add nothing):
 * "Actividad de tu cuenta" for the customer, with what an agent did through the API with the
 * customer's consent, and the supervisors' view of the agents' actions by agent and day.
 */

const AGENT_SAYS = `El centro de atención, agente N.º ${AGENT.number}`;
const today = formatDate(argentinaDay());

/** The entries of a list page, each as its description and facts. */
const entries = (page: Page) => [...page.doc.querySelectorAll(".activity-list > li")].map((item) => textOf(item));

/** What the desk will do: find the caller, ask their consent, type the code read out; the customer token naming the agent. */
async function consentedToken(staff: string, identification: string) {
  const found = await api("POST", "/staff/customers/search", {
    token: staff,
    json: { by: "identification", value: identification },
  });
  expect(found.status).toBe(200);
  const [summary] = found.body;
  const asked = await api("POST", `/staff/customers/${summary.id}/consent`, {
    token: staff,
    json: { contact_id: summary.consent.channels[0].contact_id },
  });
  expect(asked.status, JSON.stringify(asked.body)).toBeLessThan(300);
  const code = (await outbox(identification)).filter((message) => message.purpose === "consent_code").at(-1)!.code!;
  const verified = await api("POST", `/staff/customers/${summary.id}/consent/verify`, { token: staff, json: { code } });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return verified.body.access_token as string;
}

let identification = "";
let supervisor: Visitor;

beforeAll(async () => {
  identification = await createCustomer({
    email: `actividad.${Date.now()}@example.com`,
    email_verified: true,
    plans: [1],
  });
  const delegated = await consentedToken(staffTokenOf(await signedInStaff(AGENT)), identification);
  const connection = (await api("GET", "/v2/customers/current/conexiones", { token: delegated })).body[0];
  const claim = await api("POST", "/v3/tickets/reclamos", {
    token: delegated,
    json: {
      category_id: 1,
      subject: "Sin internet",
      message: "No hay conexión desde ayer.",
      connection_id: connection.id,
    },
  });
  expect(claim.status, JSON.stringify(claim.body)).toBe(201);
  supervisor = await signedInStaff(SUPERVISOR);
}, 60_000);

describe("Actividad de tu cuenta", () => {
  it("lists the customer's sign-ins and the agent's changes, newest first, with when, who and from where", async () => {
    const visitor = await new Visitor().signIn(await provedToken(identification));
    const page = await visitor.open("/mi-cuenta/actividad");
    expect(page.status).toBe(200);
    expect(heading(page.doc)).toBe("Actividad de tu cuenta");
    const list = entries(page);
    // Newest first: the agent's claim after the consent the agent asked for.
    const claim = list.findIndex((entry) => entry.includes("Reclamo") && entry.includes(AGENT_SAYS));
    const consent = list.findIndex((entry) => entry.startsWith("Pedido de permiso") && entry.includes(AGENT_SAYS));
    expect(claim).toBeGreaterThan(0);
    expect(consent).toBeGreaterThan(claim);
    expect(list.filter((entry) => entry.includes("QuiénVos")).length).toBeGreaterThan(0);
    // When, in Buenos Aires time as dd/mm/aaaa HH:mm; from where, as the API gives it.
    expect(list[claim]).toMatch(new RegExp(`Cuándo${today.replace(/\//g, "\\/")} \\d{2}:\\d{2}`));
    expect(list[claim]).toMatch(/Desde dónde[0-9a-f.:]+$/);
    expect(page.doc.querySelector("table")).toBeNull();
  });

  it("shows the addresses masked to a quick-access session, as the API gives them", async () => {
    const visitor = await new Visitor().signIn(await sandboxToken(identification));
    const page = await visitor.open("/mi-cuenta/actividad");
    expect(page.status).toBe(200);
    expect(entries(page).length).toBeGreaterThan(3);
    for (const entry of entries(page)) expect(entry).toMatch(/Desde dónde.*•••|Desde dóndeSin datos/);
  });

  it("never lists another customer's entries, and says so in words when there are none", async () => {
    const other = await createCustomer();
    const visitor = await new Visitor().signIn(await sandboxToken(other));
    const page = await visitor.open("/mi-cuenta/actividad");
    const list = entries(page);
    expect(list.every((entry) => !entry.includes(AGENT_SAYS) && !entry.includes("Reclamo"))).toBe(true);
    expect(list.length).toBe(1);
    // Past the last page: words, and the way back to the first.
    const beyond = await visitor.open("/mi-cuenta/actividad?pagina=5");
    expect(beyond.status).toBe(200);
    expect(textOf(beyond.doc)).toContain("Esta página no tiene actividad.");
  });

  it("pages by links, twelve a page", async () => {
    const busy = await createCustomer();
    for (let i = 0; i < 13; i++) await sandboxToken(busy);
    const visitor = await new Visitor().signIn(await sandboxToken(busy));
    const first = await visitor.open("/mi-cuenta/actividad");
    expect(entries(first)).toHaveLength(12);
    const next = first.doc.querySelector('.pager a[rel="next"]')!.getAttribute("href");
    expect(next).toBe("/mi-cuenta/actividad?pagina=2");
    const second = await visitor.open(next!);
    expect(entries(second)).toHaveLength(2);
    expect(textOf(second.doc)).toContain("Página 2 de 2");
    // A page number that is not one is the first page.
    expect(entries(await visitor.open("/mi-cuenta/actividad?pagina=abc"))).toHaveLength(12);
  });

  it("is linked from the settings page", async () => {
    const visitor = await new Visitor().signIn(await provedToken(identification));
    const settings = await visitor.open("/mi-cuenta/ajustes");
    expect(settings.doc.querySelector('a[href="/mi-cuenta/actividad"]')?.textContent).toBe(
      "Ver la actividad de tu cuenta",
    );
  });

  it("does not exist where the account's activity is switched off", async () => {
    const visitor = await new Visitor(SERVERS.modulesOff).signIn(await sandboxToken(identification));
    const page = await visitor.open("/mi-cuenta/actividad");
    expect(page.status).toBe(404);
  });
});

describe("the supervisors' view of the agents' actions", () => {
  it("is refused to an agent, and not in an agent's navigation", async () => {
    const visitor = await signedInStaff(AGENT);
    const desk = await visitor.open("/agentes");
    expect(navigation(desk.doc, "Mesa de atención")?.querySelector('a[href="/agentes/actividad"]')).toBeNull();
    const page = await visitor.open("/agentes/actividad");
    expect(page.status).toBe(403);
  });

  it("shows today's actions of every agent by default, linked from a supervisor's navigation", async () => {
    const desk = await supervisor.open("/agentes");
    expect(navigation(desk.doc, "Mesa de atención")?.querySelector('a[href="/agentes/actividad"]')).not.toBeNull();
    const page = await supervisor.open("/agentes/actividad");
    expect(page.status).toBe(200);
    expect(heading(page.doc)).toBe("Actividad de los agentes");
    expect(heading(page.doc, 2)).toBe(`Acciones del ${today}`);
    expect(page.doc.querySelector<HTMLInputElement>('input[name="dia"]')!.getAttribute("value")).toBe(today);
    expect(entries(page).length).toBeGreaterThan(0);
  });

  it("filters by agent and day, the customer masked", async () => {
    const masked = maskIdentification(identification);
    const page = await supervisor.open(`/agentes/actividad?agente=${AGENT.number}&dia=${encodeURIComponent(today)}`);
    expect(page.status).toBe(200);
    expect(heading(page.doc, 2)).toBe(`Acciones del agente ${AGENT.number} del ${today}`);
    const list = entries(page);
    expect(list.every((entry) => entry.includes(AGENT_SAYS))).toBe(true);
    const mine = list.filter((entry) => entry.includes("Reclamo") && entry.includes("Cliente"));
    expect(mine.length).toBeGreaterThan(0);
    expect(textOf(page.doc)).not.toContain(identification);
    expect(mine[0]).toContain(masked);

    const nobody = await supervisor.open("/agentes/actividad?agente=999999&dia=" + encodeURIComponent(today));
    expect(textOf(nobody.doc)).toContain("El agente 999999 no tiene acciones ese día.");
    const longAgo = await supervisor.open(`/agentes/actividad?agente=${AGENT.number}&dia=01/01/2020`);
    expect(heading(longAgo.doc, 2)).toBe(`Acciones del agente ${AGENT.number} del 01/01/2020`);
    expect(entries(longAgo)).toEqual([]);
  });

  it("says what is wrong with a filter in Spanish, keeping the other value, never a 500", async () => {
    const badAgent = await supervisor.open(`/agentes/actividad?agente=41a7&dia=${encodeURIComponent(today)}`);
    expect(badAgent.status).toBe(400);
    expect(badAgent.doc.title).toMatch(/^Error: /);
    expect(textOf(badAgent.doc.querySelector(".error-summary")!)).toContain(
      "El número de agente tiene solo números, hasta 10",
    );
    expect(badAgent.doc.querySelector('input[name="dia"]')!.getAttribute("value")).toBe(today);
    expect(badAgent.doc.querySelector('input[name="agente"]')!.getAttribute("value")).toBe("41a7");

    const badDay = await supervisor.open(`/agentes/actividad?agente=${AGENT.number}&dia=31/02/2026`);
    expect(badDay.status).toBe(400);
    expect(textOf(badDay.doc.querySelector(".error-summary")!)).toContain(
      "Ingresá un día real con el formato dd/mm/aaaa",
    );
    expect(badDay.doc.querySelector('input[name="agente"]')!.getAttribute("value")).toBe(AGENT.number);
    expect(badDay.doc.querySelector('input[name="dia"]')!.getAttribute("value")).toBe("31/02/2026");

    for (const query of ["dia=" + "9".repeat(500), "pagina=-1", "agente=%00", "dia[]=x&dia=y"]) {
      const page = await supervisor.open(`/agentes/actividad?${query}`);
      expect(page.status, query).toBeLessThan(500);
    }
  });
});
