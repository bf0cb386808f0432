import { describe, expect, it } from "vitest";
import { api, createCustomer, sandboxToken } from "../support/sandbox";
import { SERVERS } from "../support/servers";
import { heading, headings, hrefOf, links, Visitor } from "../support/visitor";

/**
 * The module flags (DESIGN §7, decisions 028 and 068): the same build started with the
 * customer area off (FLAG_PLATFORM=0) and with its optional modules off (FLAG_SERVICES,
 * FLAG_ISSUES, FLAG_AUTOMATIC_DEBIT = 0). A module that is off answers 404 on its pages
 * and forms, and no page links to it.
 */

const intoArea = 'a[href^="/mi-cuenta"], a[href^="/iniciar-sesion"], a[href^="/plataforma"], form[action="/cerrar-sesion"]';

async function customer(options: Parameters<typeof createCustomer>[0] = {}) {
  const identification = await createCustomer(options);
  return { identification, token: await sandboxToken(identification) };
}

describe("customer area switched off (FLAG_PLATFORM=0)", () => {
  const OFF = SERVERS.platformOff;

  for (const path of ["/", "/planes", "/planes/2", "/contratar-dgo", "/work-with-us"]) {
    it(`${path} shows no way into the customer area, signed in or not`, async () => {
      const visitor = new Visitor(OFF);
      const anonymous = await visitor.open(path);
      expect(anonymous.status).toBe(200);
      expect(heading(anonymous.doc)).not.toBe("");
      expect(anonymous.doc.querySelectorAll(intoArea)).toHaveLength(0);
      await visitor.signIn(await sandboxToken("20304050"));
      expect((await visitor.open(path)).doc.querySelectorAll(intoArea)).toHaveLength(0);
    });
  }

  it("the home page still offers plans and hiring, without the customers' panel", async () => {
    const page = await new Visitor(OFF).open("/");
    expect(headings(page.doc)).not.toContain("¿Ya sos cliente?");
    expect(hrefOf(page.doc.querySelector("main")!, "Ver planes")).toBe("/planes");
    expect(links(page.doc.querySelector("header")!, "Iniciar sesión")).toHaveLength(0);
  });

  it("/contratar-dgo lists the offer without a way to hire it", async () => {
    const page = await new Visitor(OFF).open("/contratar-dgo");
    expect(headings(page.doc)).toContain("DGO Full");
    expect(links(page.doc, /^Contratar DGO/)).toHaveLength(0);
  });

  const area = [
    "/mi-cuenta",
    "/mi-cuenta/facturacion",
    "/iniciar-sesion",
    "/iniciar-sesion?redirectTo=%2Fmi-cuenta",
    "/plataforma",
    "/auth/login?token=any-token-at-all-0123456789",
    "/password-reset",
    "/password-reset/process/any-token",
    "/subscription/success?subscription_id=1&status=active",
  ];
  it("every way into the area is the 404 screen, signed in or not", async () => {
    const visitor = await new Visitor(OFF).signIn(await sandboxToken("20304050"));
    for (const path of area) {
      const page = await visitor.open(path);
      expect(page.status, path).toBe(404);
      expect(heading(page.doc), path).toBe("Página no encontrada");
    }
  });

  it("the sign-in form cannot be posted to either", async () => {
    const response = await new Visitor(OFF).request("/iniciar-sesion", { form: { identification: "20304050" } });
    expect(response.status).toBe(404);
    expect(response.headers.getSetCookie().join()).not.toContain("__session=");
  });

  it("the main portal, with the area on, still answers", async () => {
    expect((await new Visitor().request("/iniciar-sesion")).status).toBe(200);
  });
});

describe("optional modules switched off", () => {
  const OFF = SERVERS.modulesOff;

  it("services (FLAG_SERVICES=0): every services page is a 404, and my connection links to none", async () => {
    const token = await sandboxToken("27222333", "Portal2026");
    const service = (await api("GET", "/v2/customers/current/conexiones", { token })).body[0].services[0];
    const visitor = await new Visitor(OFF).signIn(token);
    for (const path of [
      "/mi-cuenta/servicios", `/mi-cuenta/servicios/${service.id}`, "/mi-cuenta/servicios/internet", "/mi-cuenta/servicios/dgo",
      "/mi-cuenta/servicios/gestionar/dgo", `/mi-cuenta/servicios/gestionar/${service.id}`, "/mi-cuenta/servicios/contratar-dgo", "/contratar-dgo",
    ]) {
      expect((await visitor.open(path)).status, path).toBe(404);
    }
    expect((await visitor.request("/mi-cuenta/servicios/gestionar/dgo", { form: { intent: "pause" } })).status).toBe(404);
    const connection = await visitor.open("/mi-cuenta/mi-conexion");
    expect(connection.status).toBe(200);
    expect(connection.doc.querySelectorAll('a[href^="/mi-cuenta/servicios"], a[href*="contratar-dgo"]')).toHaveLength(0);
  });

  it("automatic debit (FLAG_AUTOMATIC_DEBIT=0): its pages and forms are 404, its links gone; the payment reports stay", async () => {
    const DEBIT = "/mi-cuenta/debito-automatico";
    const { token } = await customer({ plans: [2], email: "apagado@example.com" });
    const visitor = await new Visitor(OFF).signIn(token);
    for (const path of [DEBIT, `${DEBIT}/solicitar`, `${DEBIT}/gestionar`, `${DEBIT}/gestionar?cancelar`, "/subscription/success?subscription_id=1"]) {
      expect((await visitor.open(path)).status, path).toBe(404);
    }
    for (const [path, form] of [
      [`${DEBIT}/solicitar`, { idempotency_key: "a".repeat(32), services: "1" }],
      [`${DEBIT}/gestionar`, { intent: "cancel" }],
    ] as const) {
      expect((await visitor.request(path, { form })).status, path).toBe(404);
    }
    const home = await visitor.open("/mi-cuenta");
    expect(home.status).toBe(200);
    expect(home.doc.querySelectorAll(`a[href^="${DEBIT}"]`)).toHaveLength(0);
    expect((await visitor.open("/mi-cuenta/facturacion/informar-pago")).status).toBe(200);
  });
});
