import { expect, test } from "./fixtures";

// What the environment rules and /redirect answer is checked over HTTP (tests/http/environments.test.ts).

test.describe("flash toasts", () => {
  test("a message set before a redirect shows on the next page, newest on top", async ({
    page,
    visit,
    expectAccessible,
  }) => {
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

  test("a flash message is shown once", async ({ page, visit }) => {
    await visit("/test");
    await page.getByLabel("Mensaje de prueba").fill("Una sola vez");
    await page.getByRole("button", { name: "Mostrar aviso" }).click();
    await expect(page.getByText("Una sola vez")).toBeVisible();
    await visit("/prueba");
    await expect(page.getByText("Una sola vez")).toHaveCount(0);
  });
});
