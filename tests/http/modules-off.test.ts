import { beforeAll, describe, expect, it } from "vitest";
import { callsOf } from "../support/faults";
import { createFaultScene, sceneParams, urlOfScene } from "../support/faults-scene";
import { routeTable, type TableRoute } from "../support/route-table";
import { addFault, createCustomer, sandboxToken } from "../support/sandbox";
import { customerWithVisit } from "../support/visits";
import { SERVERS } from "../support/servers";
import { heading, headings, hrefOf, links, textOf, Visitor } from "../support/visitor";

/**
 * The module flags (docs/design.md#flags-and-environment, decisions 028 and 068): the same build started with the
 * customer area off (FLAG_PLATFORM=0) and with its optional modules off (FLAG_SERVICES,
 * FLAG_ISSUES, FLAG_AUTOMATIC_DEBIT = 0). A module that is off answers 404 on its pages
 * and forms, and no page links to it.
 */

const intoArea =
  'a[href^="/mi-cuenta"], a[href^="/iniciar-sesion"], a[href^="/plataforma"], form[action="/cerrar-sesion"]';

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

  it("a way into the area with a return address is the 404 screen too", async () => {
    const page = await new Visitor(OFF).open("/iniciar-sesion?redirectTo=%2Fmi-cuenta");
    expect(page.status).toBe(404);
    expect(heading(page.doc)).toBe("Página no encontrada");
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

/**
 * Every route the table puts under a module flag (app/routes.ts): with its flag off, a
 * 404 for a signed-in customer, read and posted; with it on (the main portal), not a 404
 * for the same customer and the same address, so the 404 is the switch's and not a
 * missing record's. A route added to a module later is covered here by where it sits.
 */
describe("the route table's module switches", () => {
  const flagged = routeTable().filter((route) => route.flags.length && !route.pattern.includes("*"));
  // Every module but the customer area itself is off on one server (modulesOff).
  const OFF_SERVER = (flag: string) => (flag === "FLAG_PLATFORM" ? SERVERS.platformOff : SERVERS.modulesOff);
  let token = "";
  /** The scene's own records as the routes' parameters, so each page exists with its module on. */
  let params: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    const scene = await createFaultScene();
    token = await sandboxToken(scene.identification);
    params = await sceneParams(scene, token);
  });

  const urlFor = (route: TableRoute) => urlOfScene(params, route);

  it("finds the flagged routes of every module", () => {
    const flags = new Set(flagged.flatMap((route) => route.flags));
    expect([...flags].sort()).toEqual([
      "FLAG_ACCOUNT_ACTIVITY",
      "FLAG_AUTOMATIC_DEBIT",
      "FLAG_EQUIPMENT",
      "FLAG_HIRING",
      "FLAG_ISSUES",
      "FLAG_JOB_APPLICATIONS",
      "FLAG_ONLINE_PAYMENT",
      "FLAG_OUTAGES",
      "FLAG_PAYMENT_PROMISE",
      "FLAG_PAYMENT_REPORTS",
      "FLAG_PLATFORM",
      "FLAG_SERVICES",
      "FLAG_STREAMING",
      "FLAG_VISITS",
      // The call centre's desk (decision 140): off on every server but `main`, which starts its identity provider.
      "STAFF_OIDC_ISSUER",
    ]);
  });

  it.each(flagged.map((route) => [route.pattern, route] as const))(
    "%s is a 404 with its module off, and there with it on",
    async (_path, route) => {
      const url = urlFor(route);
      const on = await new Visitor().signIn(token);
      expect((await on.request(url)).status, `${url} with its module on`).not.toBe(404);
      for (const flag of route.flags) {
        const off = await new Visitor(OFF_SERVER(flag)).signIn(token);
        const page = await off.open(url);
        expect(page.status, `${url} with ${flag} off`).toBe(404);
        // A page's address shows the 404 screen; a file's (a PDF, a barcode) answers a bare 404.
        if (route.page) expect(heading(page.doc), url).toBe("Página no encontrada");
        if (route.hasAction)
          expect((await off.request(url, { form: { intent: "any" } })).status, `POST ${url} with ${flag} off`).toBe(
            404,
          );
      }
    },
  );
});

describe("optional modules switched off", () => {
  const OFF = SERVERS.modulesOff;

  it("services (FLAG_SERVICES=0): my connection stays, and links to no services page", async () => {
    const visitor = await new Visitor(OFF).signIn(await sandboxToken("27222333", "Portal2026"));
    const connection = await visitor.open("/mi-cuenta/mi-conexion");
    expect(connection.status).toBe(200);
    expect(connection.doc.querySelectorAll('a[href^="/mi-cuenta/servicios"], a[href*="contratar-dgo"]')).toHaveLength(
      0,
    );
    // The home still lists the services, their names no longer links (decision 148).
    const home = await visitor.open("/mi-cuenta");
    expect(home.doc.querySelector('section[aria-labelledby="servicios"]')?.textContent).toContain("Internet 600 Megas");
    expect(home.doc.querySelectorAll('a[href^="/mi-cuenta/servicios"]')).toHaveLength(0);
  });

  it("automatic debit (FLAG_AUTOMATIC_DEBIT=0): its links are gone; the invoices stay", async () => {
    const DEBIT = "/mi-cuenta/debito-automatico";
    const { token } = await customer({ plans: [2], email: "apagado@example.com" });
    const visitor = await new Visitor(OFF).signIn(token);
    const home = await visitor.open("/mi-cuenta");
    expect(home.status).toBe(200);
    expect(home.doc.querySelectorAll(`a[href^="${DEBIT}"]`)).toHaveLength(0);
    expect((await visitor.open("/mi-cuenta/facturacion")).status).toBe(200);
  });

  it("technician visits (FLAG_VISITS=0): the home has no visits and calls no visits API; it works", async () => {
    const { token, visit } = await customerWithVisit();
    const line = /Visita técnica: /;
    expect((await (await new Visitor().signIn(token)).open("/mi-cuenta")).doc.body.textContent).toMatch(line);
    // A visits call answered 401 would end the session (the sign-in page): this home makes none.
    await addFault({ method: "GET", path: "/v3/visits", status: 401, times: 1, token });
    const home = await (await new Visitor(OFF).signIn(token)).open("/mi-cuenta");
    expect(home.status).toBe(200);
    expect(home.url.pathname).toBe("/mi-cuenta");
    expect(home.doc.body.textContent).not.toMatch(line);
    expect(home.doc.querySelectorAll(`a[href="/mi-cuenta/reclamos/${visit.ticket.id}/visita"]`)).toHaveLength(0);
  });

  it("outages (FLAG_OUTAGES=0): no outages call, no notice on the home or Mi conexión, no link to the status page", async () => {
    // Demo customer 20304050 lives in Cosquín, where the seeded outage is: the notice would show.
    const token = await sandboxToken("20304050");
    const visitor = await new Visitor(OFF).signIn(token);
    for (const path of ["/mi-cuenta", "/mi-cuenta/mi-conexion"]) {
      const page = await visitor.open(path);
      expect(page.status).toBe(200);
      expect(page.doc.querySelector(".outage-notice"), path).toBeNull();
      expect(
        page.doc.querySelectorAll('a[href^="/estado-del-servicio"], form[action*="/avisarme"]'),
        path,
      ).toHaveLength(0);
    }
    expect(Object.keys(await callsOf(token)).filter((call) => call.includes("/outages"))).toEqual([]);
    for (const path of ["/", "/sin-servicio", "/intenta-mas-tarde"]) {
      const page = await new Visitor(OFF).open(path);
      expect(page.doc.querySelectorAll('a[href^="/estado-del-servicio"]'), path).toHaveLength(0);
    }
  });
});

/**
 * The API's optional capabilities (decision 126) switched off by their flags: what a
 * provider whose API lacks them sets. Their pages are 404s (the route table's test above);
 * here, no page leads to them and the pages that showed them work without them.
 */
describe("the API's optional capabilities switched off", () => {
  const OFF = SERVERS.modulesOff;
  const capabilityLinks = [
    'a[href^="/contratar"]',
    'a[href^="/work-with-us"]',
    'a[href*="contratar-dgo"]',
    'a[href*="/servicios/dgo"]',
    'a[href^="/mi-cuenta/facturacion/pagar"]',
    'a[href^="/mi-cuenta/facturacion/informar-pago"]',
    'a[href^="/mi-cuenta/facturacion/informe/"]',
    'a[href^="/mi-cuenta/facturacion/compromiso-de-pago"]',
    'a[href^="/mi-cuenta/mis-pagos"]',
    'a[href^="/mi-cuenta/facturacion/pago/"]',
  ].join(", ");

  it("no public page leads to hiring, work with us or the streaming add-on", async () => {
    for (const path of ["/", "/planes", "/planes/2", "/iniciar-sesion", "/informacion-al-cliente", "/baja"]) {
      const page = await new Visitor(OFF).open(path);
      expect(page.status, path).toBe(200);
      expect(
        [...page.doc.querySelectorAll(capabilityLinks)].map((link) => link.getAttribute("href")),
        path,
      ).toEqual([]);
    }
    // The same pages on the main portal do lead there: the selectors find what they look for.
    expect((await new Visitor().open("/")).doc.querySelectorAll(capabilityLinks).length).toBeGreaterThan(0);
  });

  it("no page of the area leads to paying online, reporting a payment or the promise to pay, and each works without them", async () => {
    const scene = await createFaultScene();
    const token = await sandboxToken(scene.identification);
    const pages = [
      "/mi-cuenta",
      "/mi-cuenta/facturacion",
      `/mi-cuenta/facturacion/factura/${scene.invoiceId}`,
      "/mi-cuenta/mi-conexion",
      "/mi-cuenta/ajustes",
    ];
    const on = await new Visitor().signIn(token);
    const off = await new Visitor(OFF).signIn(token);
    for (const path of pages) {
      const page = await off.open(path);
      expect(page.status, path).toBe(200);
      expect(
        [...page.doc.querySelectorAll(capabilityLinks)].map((link) => link.getAttribute("href")),
        path,
      ).toEqual([]);
    }
    // The payment codes stay: paying at a counter needs no capability of the API's.
    expect((await off.open("/mi-cuenta/facturacion")).doc.querySelectorAll(".payment-code").length).toBeGreaterThan(0);
    // With them on, the same customer's billing page leads to paying and reporting.
    expect((await on.open("/mi-cuenta/facturacion")).doc.querySelectorAll(capabilityLinks).length).toBeGreaterThan(0);
  });

  it("without quick access, the sign-in asks for the password at once and never opens an account with the identification alone", async () => {
    const visitor = new Visitor(OFF);
    const form = await visitor.open("/iniciar-sesion");
    expect(form.doc.querySelector('input[name="password"]')).not.toBeNull();
    const page = await visitor.submit("/iniciar-sesion", { identification: "20304050" });
    expect(page.url.pathname).toBe("/iniciar-sesion");
    expect(page.status).toBe(400);
    expect(textOf(page.doc)).toContain("Ingresá tu contraseña");
    expect(visitor.cookies.has("__session")).toBe(false);
    // The password still opens the account.
    const signedIn = await new Visitor(OFF).submit("/iniciar-sesion", {
      identification: "27222333",
      password: "Portal2026",
    });
    expect(signedIn.url.pathname).toBe("/mi-cuenta");
  });
});
