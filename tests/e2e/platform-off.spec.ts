import { expect, test } from "./fixtures";
import { SERVERS } from "./servers";

// The same build with FLAG_PLATFORM=0 (see playwright.config.ts).
const OFF = SERVERS.platformOff;

test.describe("customer area switched off (FLAG_PLATFORM=0)", () => {
  for (const path of ["/", "/planes", "/planes/2", "/contratar-dgo", "/work-with-us"]) {
    test(`${path} shows no way into the customer area, signed in or not`, async ({ page, visit, signInAs }) => {
      const intoArea = page.locator('a[href^="/mi-cuenta"], a[href^="/iniciar-sesion"], a[href^="/plataforma"], form[action="/cerrar-sesion"]');
      await visit(`${OFF}${path}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(intoArea).toHaveCount(0);
      await signInAs("20304050");
      await visit(`${OFF}${path}`);
      await expect(intoArea).toHaveCount(0);
    });
  }

  test("the home page still offers plans and hiring, without the customers' panel", async ({ page, visit, expectAccessible }) => {
    await visit(`${OFF}/`);
    await expect(page.getByRole("heading", { name: "¿Ya sos cliente?" })).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: "Ver planes" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Iniciar sesión" })).toHaveCount(0);
    await expectAccessible();
  });

  test("/contratar-dgo lists the offer without a way to hire it", async ({ page, visit }) => {
    await visit(`${OFF}/contratar-dgo`);
    await expect(page.getByRole("heading", { name: "DGO Full", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Contratar DGO/ })).toHaveCount(0);
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
  for (const path of area) {
    test(`${path} is the 404 screen`, async ({ page, visit, signInAs }) => {
      await signInAs("20304050");
      const response = await visit(`${OFF}${path}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página no encontrada");
    });
  }

  test("the sign-in form cannot be posted to either", async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: OFF });
    const response = await request.post("/iniciar-sesion", { form: { identification: "20304050" }, maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(response.headers()["set-cookie"] ?? "").not.toContain("__session=");
    await request.dispose();
  });

  test("the main portal, with the area on, still answers", async ({ request }) => {
    expect((await request.get(`${SERVERS.main}/iniciar-sesion`)).status()).toBe(200);
  });
});
