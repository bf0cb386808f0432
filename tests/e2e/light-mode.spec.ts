import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  checkLocation,
  fillApplication,
  newApplicant,
  sandboxApplications,
  digits,
  SERVICE_ADDRESS,
  submitApplicant,
} from "./hiring";
import { api, createCustomer } from "../support/sandbox";
import { SERVERS } from "../support/servers";
import { expectNoHorizontalScroll } from "./viewport";

/**
 * Light mode (decision 080): with `Save-Data: on`, or after "Versión liviana" in the
 * footer, pages come without a single script. Both projects run these: with JavaScript
 * on they prove that a browser able to run scripts is given none (and still gets through
 * every journey); with it off, that the journeys need none.
 */

/**
 * Watches every request of the page: no script may be asked for (a modulepreload is a
 * script request too), and no page of the portal may hold a `<script>` element.
 */
function watchScripts(page: Page) {
  const scripts: string[] = [];
  const documents: Promise<string | null>[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" || /\.m?js(\?|$)/.test(new URL(request.url()).pathname))
      scripts.push(request.url());
  });
  page.on("response", (response) => {
    if (response.request().resourceType() !== "document" || !response.url().startsWith(SERVERS.main)) return;
    if (response.status() >= 300 && response.status() < 400) return;
    documents.push(
      response.text().then(
        (html) => (/<script\b/i.test(html) ? response.url() : null),
        () => null,
      ),
    );
  });
  return {
    async expectNone() {
      expect(scripts).toEqual([]);
      expect((await Promise.all(documents)).filter(Boolean)).toEqual([]);
      // The watch saw pages: an assertion over nothing proves nothing.
      expect(documents.length).toBeGreaterThan(0);
    },
  };
}

/** What a light page must also be: a phone's width without sideways scroll (its accessibility: tests/e2e/accessibility.spec.ts). */
async function expectLightPage(page: Page) {
  expect(await page.locator("script").count()).toBe(0);
  await expectNoHorizontalScroll(page);
}

test.describe("light mode", () => {
  test("Save-Data: on serves pages with no script at all", async ({ page }) => {
    const watch = watchScripts(page);
    await page.setExtraHTTPHeaders({ "Save-Data": "on" });
    for (const path of ["/", "/planes", "/iniciar-sesion", "/contratar/dejanos-tus-datos"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["vary"]).toMatch(/Save-Data/);
      await expectLightPage(page);
    }
    await watch.expectNone();
    // The footer offers the way back to the full version.
    await expect(page.getByRole("link", { name: "Versión completa" })).toBeVisible();
  });

  test('the footer\'s link turns it on, on the same page, and "Versión completa" turns it off', async ({
    page,
    js,
  }) => {
    await page.goto("/planes");
    // The full version: its scripts are in the page (with JavaScript or without).
    expect(await page.locator("script").count()).toBeGreaterThan(0);
    await page.getByRole("link", { name: "Versión liviana" }).click();
    await expect(page.getByRole("link", { name: "Versión completa" })).toBeVisible();
    await expect(page).toHaveURL(`${SERVERS.main}/planes`);
    expect(await page.locator("script").count()).toBe(0);

    // Kept across pages.
    const watch = watchScripts(page);
    await page.getByRole("link", { name: "Iniciar sesión" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/iniciar-sesion`);
    await watch.expectNone();

    await page.getByRole("link", { name: "Versión completa" }).click();
    // The same address as before the click: the new page is the one that offers light mode again.
    await expect(page.getByRole("link", { name: "Versión liviana" })).toBeVisible();
    await expect(page).toHaveURL(`${SERVERS.main}/iniciar-sesion`);
    expect(await page.locator("script").count()).toBeGreaterThan(0);
    if (js) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  });

  test("the customer's \"Versión completa\" wins over the browser's Save-Data", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "Save-Data": "on" });
    await page.goto("/planes");
    expect(await page.locator("script").count()).toBe(0);
    await page.getByRole("link", { name: "Versión completa" }).click();
    // The same address as before the click: the new page is the one that offers light mode again.
    await expect(page.getByRole("link", { name: "Versión liviana" })).toBeVisible();
    await expect(page).toHaveURL(`${SERVERS.main}/planes`);
    expect(await page.locator("script").count()).toBeGreaterThan(0);
  });

  test("the switch goes back only to pages of this site", async ({ page }) => {
    for (const target of ["https://evil.example/", "//evil.example/", "/\\evil.example"]) {
      await page.goto(`/version-liviana?volver=${encodeURIComponent(target)}`);
      await expect(page).toHaveURL(`${SERVERS.main}/`);
    }
  });

  test.describe("journeys", () => {
    // The customer's choice, as the footer's link leaves it: a cookie the browser sends
    // on every request (a header given by the test is not sent again after a redirect).
    test.beforeEach(async ({ context }) => {
      await context.addCookies([
        { name: "version", value: "liviana", url: SERVERS.main, httpOnly: true, sameSite: "Lax" },
      ]);
    });

    test("sign in", async ({ page }) => {
      const watch = watchScripts(page);
      const dni = await createCustomer({ name: "Lucía Paz" });
      await page.goto("/iniciar-sesion");
      await expectLightPage(page);
      await page.getByLabel("DNI o CUIT").fill(dni);
      await page.getByRole("button", { name: "Ingresar" }).click();
      await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hola, Lucía");
      await expectLightPage(page);
      await watch.expectNone();
    });

    test("pay an invoice", async ({ page, signInAs }) => {
      const watch = watchScripts(page);
      const dni = await createCustomer({ invoices: [{ amount: 1500, due_in_days: -3 }] });
      const token = await signInAs(dni);
      await page.goto("/mi-cuenta/facturacion/pagar");
      await expect(page).toHaveTitle("Pagar - Nodo Sur");
      await expect(page.locator("output")).toHaveText(/^\$\s1\.500,00$/);
      await expectLightPage(page);
      await page.getByRole("button", { name: "Ir a pagar" }).click();
      await expect(page).toHaveURL(new RegExp(`^${SERVERS.sandbox}/checkout/pagos/`));
      await page.getByRole("button", { name: "Aprobar" }).click();

      const payments = (await api("GET", "/v2/customers/current/payments?per_page=50", { token })).body.data as {
        id: number;
      }[];
      expect(payments).toHaveLength(1);
      await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/facturacion/pago/${payments[0]!.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("¡Listo! Tu pago fue aprobado");
      await expectLightPage(page);
      await watch.expectNone();
    });

    test("file a claim", async ({ page, signInAs }) => {
      const watch = watchScripts(page);
      const token = await signInAs(await createCustomer({ name: "Marta Gómez", plans: [2] }));
      await page.goto("/mi-cuenta/reclamos/crear");
      await expect(page).toHaveTitle("Reclamar - Nodo Sur");
      await expectLightPage(page);
      await page.getByRole("radio", { name: /Sin servicio de internet/ }).check();
      await page.getByLabel("Asunto").fill("Sin internet desde ayer");
      await page.getByLabel("Mensaje").fill("El router tiene la luz roja prendida desde ayer a la tarde.");
      await page.getByRole("button", { name: "Enviar reclamo" }).click();

      await expect(page).toHaveURL(new RegExp(`^${SERVERS.main}/mi-cuenta/reclamos/\\d+$`));
      const claims = (await api("GET", "/v3/tickets?per_page=50", { token })).body.data as { number: string }[];
      expect(claims).toHaveLength(1);
      await expect(page.locator(".toast", { hasText: `Enviamos tu reclamo ${claims[0]!.number}.` })).toBeVisible();
      await expectLightPage(page);
      await watch.expectNone();
    });

    test("hire: data, location, application", async ({ page }) => {
      const watch = watchScripts(page);
      const applicant = await newApplicant();
      await page.goto("/contratar?plan=7");
      await expect(page).toHaveURL(/\/contratar\/dejanos-tus-datos$/);
      await expectLightPage(page);
      await submitApplicant(page, applicant);

      // The location step: its form, without the map (an enhancement that needs scripts).
      await expect(page).toHaveTitle("Seleccioná tu ubicación - Nodo Sur");
      await expectLightPage(page);
      await checkLocation(page, SERVICE_ADDRESS);

      await expect(page).toHaveURL(/\/contratar\/formulario$/);
      await expect(page.getByLabel("Combo 300 Megas + TV Digital")).toBeChecked();
      await expectLightPage(page);
      await fillApplication(page);
      await page.getByRole("button", { name: "Enviar solicitud" }).click();

      await expect(page).toHaveURL(/\/contratar\/solicitud-enviada$/);
      const number = (await page.locator(".application-number").textContent()) ?? "";
      expect(number).toMatch(/^SOL-\d{4}-\d{6}$/);
      expect(await sandboxApplications(digits(applicant.dni))).toHaveLength(1);
      await watch.expectNone();
    });
  });
});
