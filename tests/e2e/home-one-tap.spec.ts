import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { api, createCustomer, sandboxToken } from "../support/sandbox";

/**
 * The customer's home on a phone (decision 148): every item it lists is a link to that
 * item's own page (one tap, with or without JavaScript, through real links in lists under
 * headings), the urgent first, and each list shows at most three with a link to the rest.
 * The demo accounts (README, "Demo accounts") and a customer of the test's own with five open
 * claims and four unpaid invoices. No height is asserted: it depends on the machine's fonts.
 */
const DEMO_ACCOUNTS: [string, string?][] = [
  ["20304050"],
  ["27222333", "Portal2026"],
  ["28444555"],
  ["26555444"],
  ["29777888"],
  ["30712345671"],
];

/** Each list item of a region, and the address of the one link it leads to by its words. */
async function itemLinks(region: Locator) {
  const items = region.getByRole("listitem");
  const hrefs: string[] = [];
  for (const item of await items.all()) {
    // The item's first link is its page; a second is an action on it (Pagar).
    hrefs.push((await item.getByRole("link").first().getAttribute("href")) ?? "");
  }
  return hrefs;
}

async function expectOneTapHome(page: Page) {
  const main = page.getByRole("main");
  const claims = await itemLinks(main.getByRole("region", { name: "Reclamos abiertos" }));
  const services = await itemLinks(main.getByRole("region", { name: "Tus servicios" }));
  const toCome = await itemLinks(main.getByRole("list", { name: "Facturas por vencer" }));
  const attentionRegion = main.getByRole("region", { name: "Para atender" });
  const visitsRegion = main.getByRole("region", { name: "Visitas técnicas" });
  const attention = (await attentionRegion.count()) ? await itemLinks(attentionRegion) : [];
  const visits = (await visitsRegion.count()) ? await itemLinks(visitsRegion) : [];
  for (const href of claims) expect(href).toMatch(/^\/mi-cuenta\/reclamos\/\d+$/);
  for (const href of services) expect(href).toMatch(/^\/mi-cuenta\/servicios\/\d+$/);
  for (const href of toCome) expect(href).toMatch(/^\/mi-cuenta\/facturacion\/factura\/\d+$/);
  for (const href of attention) expect(href).toMatch(/^\/mi-cuenta\/facturacion\/(factura|pago|informe)\/\d+$/);
  for (const href of visits) expect(href).toMatch(/^\/mi-cuenta\/reclamos\/\d+#visita$/);
  // The budget: a few of each, the rest a link away.
  expect(claims.length).toBeLessThanOrEqual(3);
  expect(toCome.length).toBeLessThanOrEqual(3);
  expect(services.length).toBeGreaterThan(0);
  const invoices = [...toCome, ...attention.filter((href) => href.includes("/factura/"))];
  return { claims, services, toCome, invoices, visits };
}

test.describe("the customer's home, one tap from everything on it (decision 148)", () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test("for each demo account, every claim, service, invoice, visit and outage listed is a link to its page", async ({
    page,
    visit,
    signInAs,
    context,
  }) => {
    const seen = { claims: 0, services: 0, invoices: 0, visits: 0 };
    for (const [identification, password] of DEMO_ACCOUNTS) {
      await context.clearCookies();
      await signInAs(identification, password);
      await visit("/mi-cuenta");
      const { claims, services, invoices, visits } = await expectOneTapHome(page);
      seen.claims += claims.length;
      seen.services += services.length;
      seen.invoices += invoices.length;
      seen.visits += visits.length;
    }
    // The seed lists something of each kind: the loop above checked real links.
    expect(seen.claims).toBeGreaterThanOrEqual(3);
    expect(seen.services).toBeGreaterThanOrEqual(6);
    expect(seen.invoices).toBeGreaterThanOrEqual(5);
    expect(seen.visits).toBe(1);

    // The outage on Carlos's line comes first, and leads to its notice on the status page; his
    // overdue invoice is next, its words the link to its page.
    await context.clearCookies();
    await signInAs("20304050");
    await visit("/mi-cuenta");
    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(headings.first()).toContainText("Hay un corte en Cosquín");
    await expect(headings.nth(1)).toHaveText("Para atender");
    await expect(page.getByRole("link", { name: "Ver todas las novedades del corte" })).toHaveAttribute(
      "href",
      /^\/estado-del-servicio#corte-\d+$/,
    );
    // One tap: the claim's page, and back; the service's page.
    await page.getByRole("link", { name: /^R-104233 · / }).click();
    await expect(page).toHaveURL(/\/mi-cuenta\/reclamos\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("R-104233");
    await visit("/mi-cuenta");
    await page.getByRole("link", { name: "Internet 300 Megas" }).click();
    await expect(page).toHaveURL(/\/mi-cuenta\/servicios\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Internet 300 Megas");

    // The company's booked visit leads to the visit on its claim's page.
    await context.clearCookies();
    await signInAs("30712345671");
    await visit("/mi-cuenta");
    await page.getByRole("link", { name: "Ver la visita del reclamo R-104311" }).click();
    await expect(page).toHaveURL(/\/mi-cuenta\/reclamos\/\d+#visita$/);
    await expect(page.getByRole("region", { name: "Visita técnica" })).toContainText("Confirmada");
  });

  test("five open claims and four unpaid invoices: three of each claim and invoice to come, and the way to the rest", async ({
    page,
    visit,
    signInAs,
  }) => {
    const identification = await createCustomer({
      name: "Nora Muchos",
      plans: [1, 2],
      invoices: [
        { amount: 12_000, due_in_days: -40 },
        { amount: 12_000, due_in_days: 10 },
        { amount: 13_000, due_in_days: 40 },
        { amount: 14_000, due_in_days: 70 },
        { amount: 15_000, due_in_days: 100 },
      ],
    });
    const token = await sandboxToken(identification);
    for (const n of [1, 2, 3, 4, 5])
      expect(
        (
          await api("POST", "/v3/tickets/reclamos", {
            token,
            json: { category_id: 6, subject: `Consulta ${n}`, message: "Hola" },
          })
        ).status,
      ).toBe(201);
    await signInAs(identification);
    await visit("/mi-cuenta");
    const { claims, toCome } = await expectOneTapHome(page);
    expect(claims).toHaveLength(3);
    // The most recently updated first.
    const claimsRegion = page.getByRole("region", { name: "Reclamos abiertos" });
    await expect(claimsRegion.getByRole("listitem").first()).toContainText("Consulta 5");
    await expect(claimsRegion.getByRole("link", { name: "Ver los 5 reclamos abiertos" })).toHaveAttribute(
      "href",
      "/mi-cuenta/reclamos",
    );
    // The overdue one is in "Para atender"; the four to come, three of them listed, soonest first.
    expect(toCome).toHaveLength(3);
    const owed = page.getByRole("region", { name: "Lo que debés" });
    await expect(owed.getByRole("listitem").first()).toContainText("12.000,00");
    await expect(owed.getByRole("link", { name: "Ver las 5 facturas impagas en Facturación" })).toHaveAttribute(
      "href",
      "/mi-cuenta/facturacion?estado=impagas",
    );
    const attention = page.getByRole("region", { name: "Para atender" });
    await expect(attention.getByRole("listitem")).toHaveCount(1);
    await attention.getByRole("link", { name: /^La factura .* venció el/ }).click();
    await expect(page).toHaveURL(/\/mi-cuenta\/facturacion\/factura\/\d+$/);
  });
});
