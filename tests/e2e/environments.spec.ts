import { SERVERS } from "./servers";
import { expect, test } from "./fixtures";

test.describe("environments and the testing guard", () => {
  test("development: /test answers and <body> has class testing", async ({ page, visit, expectAccessible }) => {
    const response = await visit(`${SERVERS.main}/test`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Testing - Nodo Sur");
    await expect(page.locator("body")).toHaveClass("testing");
    await expectAccessible();
  });

  test("staging: <body> has class staging", async ({ page, visit, expectAccessible }) => {
    await visit(`${SERVERS.staging}/`);
    await expect(page.locator("body")).toHaveClass("staging");
  });

  test("production: /test is a 404 and <body> has no environment class", async ({ page, visit, expectAccessible }) => {
    const response = await visit(`${SERVERS.production}/test`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página no encontrada");
    await visit(`${SERVERS.production}/`);
    await expect(page.locator("body")).not.toHaveClass(/staging|testing/);
    expect((await page.request.get(`${SERVERS.production}/test/error`)).status()).toBe(404);
  });
});

test.describe("flash toasts", () => {
  test("a message set before a redirect shows on the next page, newest on top", async ({ page, visit, expectAccessible }) => {
    await visit("/test");
    await page.getByLabel("Tipo de aviso").selectOption("success");
    await page.getByLabel("Mensaje de prueba").fill("Primer aviso");
    await page.getByRole("button", { name: "Mostrar aviso" }).click();
    const toasts = page.getByRole("region", { name: "Notificaciones" }).locator("li");
    await expect(toasts).toHaveCount(1);
    await expect(toasts.first()).toContainText("Primer aviso");
    await expect(toasts.first()).toHaveClass(/toast-success/);
    await expect(toasts.first().getByRole("status")).toHaveText(/Primer aviso/);

    await page.getByLabel("Tipo de aviso").selectOption("error");
    await page.getByLabel("Mensaje de prueba").fill("Segundo aviso");
    await page.getByRole("button", { name: "Mostrar aviso" }).click();
    await expect(toasts.first()).toContainText("Segundo aviso");
    await expect(toasts.first().getByRole("alert")).toHaveText(/Segundo aviso/);
    await expectAccessible();
  });

  test("a flash message is shown once", async ({ page, visit, expectAccessible }) => {
    await visit("/test");
    await page.getByLabel("Mensaje de prueba").fill("Una sola vez");
    await page.getByRole("button", { name: "Mostrar aviso" }).click();
    await expect(page.getByText("Una sola vez")).toBeVisible();
    await visit("/prueba");
    await expect(page.getByText("Una sola vez")).toHaveCount(0);
  });
});

test.describe("/redirect", () => {
  const cases: Array<[string, string]> = [
    ["/redirect?to=/prueba", "/prueba"],
    ["/redirect?to=//evil.example", "/"],
    ["/redirect?to=https://evil.example/", "/"],
    ["/redirect?to=/%5Cevil.example", "/"],
    ["/redirect?to=%2F%2Fevil.example", "/"],
    ["/redirect?to=/%09/evil.example", "/"],
    ["/redirect", "/"],
  ];
  for (const [from, to] of cases) {
    test(`${from} goes to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe(to);
    });
  }

  test("sends to a configured external link by name or exact URL", async ({ request }) => {
    const byName = await request.get("/redirect?to=pagos", { maxRedirects: 0 });
    expect(byName.headers().location).toBe("https://pagos.nodosur.example/");
    const byUrl = await request.get(`/redirect?to=${encodeURIComponent("https://www.directvgo.com/ar/")}`, { maxRedirects: 0 });
    expect(byUrl.headers().location).toBe("https://www.directvgo.com/ar/");
  });
});
