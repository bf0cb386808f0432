import { expect, test } from "./fixtures";
import { sessionCookieValue } from "../support/sandbox";
import { SERVERS } from "../support/servers";

const toasts = (page: import("@playwright/test").Page) => page.getByRole("region", { name: "Notificaciones" });

test.describe("signing out", () => {
  test("the area's sign-out button signs out and the home page says so", async ({ page, visit, signInAs, context }) => {
    await signInAs("20304050");
    await visit("/mi-cuenta");
    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/`);
    await expect(toasts(page)).toContainText("Sesión cerrada");
    expect((await context.cookies(SERVERS.main)).find((cookie) => cookie.name === "__session")).toBeUndefined();
    await visit("/mi-cuenta");
    await expect(page).toHaveURL(/\/iniciar-sesion\?redirectTo=%2Fmi-cuenta$/);
  });

  test("/cerrar-sesion signs out by itself with JavaScript, with its button without", async ({
    page,
    visit,
    signInAs,
    js,
  }) => {
    await signInAs("20304050");
    if (js) {
      await page.goto("/cerrar-sesion");
    } else {
      await visit("/cerrar-sesion");
      await expect(page).toHaveTitle("Cerrando sesión - Nodo Sur");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cerrando sesión");
      await page.getByRole("main").getByRole("button", { name: "Cerrar sesión" }).click();
    }
    await expect(page).toHaveURL(`${SERVERS.main}/`);
    await expect(toasts(page)).toContainText("Sesión cerrada");
  });

  test("without a session, /cerrar-sesion just goes home", async ({ page, visit }) => {
    await visit("/cerrar-sesion");
    await expect(page).toHaveURL(`${SERVERS.main}/`);
  });

  test("the old session cookie opens nothing after signing out", async ({ page, visit, signInAs, context }) => {
    const token = await signInAs("20304050");
    await visit("/mi-cuenta");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hola, Carlos");
    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await expect(toasts(page)).toContainText("Sesión cerrada");
    // Someone kept a copy of the cookie: it must not open the account again.
    await context.addCookies([{ name: "__session", value: await sessionCookieValue(token), url: SERVERS.main }]);
    await visit("/mi-cuenta");
    await expect(page).toHaveURL(`${SERVERS.main}/iniciar-sesion?redirectTo=%2Fmi-cuenta`);
    expect((await context.cookies(SERVERS.main)).find((cookie) => cookie.name === "__session")).toBeUndefined();
  });
});
