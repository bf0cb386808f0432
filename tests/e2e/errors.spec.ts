import { expect, test } from "./fixtures";

test.describe("error screen", () => {
  test("an unknown route answers 404 with the spec's texts and the path", async ({ page, visit }) => {
    const response = await visit("/no-existe?x=1");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Página no encontrada - Nodo Sur");
    await expect(page.getByText("Error 404")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página no encontrada");
    await expect(page.getByText("No pudimos encontrar la página que estás buscando.")).toBeVisible();
    await expect(page.getByText("Es posible que la página haya sido movida o eliminada.")).toBeVisible();
    await expect(page.getByText("Page not found: /no-existe?x=1")).toBeVisible();
    await expect(page.locator("img.error-mascot")).toBeVisible();
    // Loaded as such, the error page is no failed navigation: the loading bar stays idle.
    await expect(page.locator(".progress-bar")).toHaveAttribute("data-state", "idle");
    await page.getByRole("link", { name: "Volver" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an unexpected server error answers 500 with the other texts and no stack trace", async ({ page, visit }) => {
    const response = await visit("/test/error");
    expect(response?.status()).toBe(500);
    await expect(page).toHaveTitle("Error - Nodo Sur");
    await expect(page.getByText("Error 500")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("¡Ha ocurrido un error en el servidor!");
    await expect(page.getByText("Algo salió mal en nuestro sistema.")).toBeVisible();
    await expect(page.getByText("Por favor, intenta nuevamente más tarde.")).toBeVisible();
    const html = await page.content();
    expect(html).not.toContain("Forced failure");
    expect(html).not.toMatch(/at .*\.js:\d+/);
  });

  test("the mascot is smaller under 768 px", async ({ page, visit }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await visit("/no-existe");
    const wide = await page.locator("img.error-mascot").boundingBox();
    await page.setViewportSize({ width: 375, height: 800 });
    const narrow = await page.locator("img.error-mascot").boundingBox();
    expect(narrow!.width).toBeLessThan(wide!.width);
  });
});
