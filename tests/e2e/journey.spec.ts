import { expect, test } from "./fixtures";
import { SERVERS } from "../support/servers";

// The "done when", end to end, in both modes.
test("a visitor browses the plans, signs in with DNI 20304050, sees the customer home and signs out", async ({
  page,
  visit,
}) => {
  test.slow();
  await visit("/");
  await page.getByRole("main").getByRole("link", { name: "Ver planes" }).click();
  await expect(page).toHaveURL(`${SERVERS.main}/planes`);
  await page.getByRole("link", { name: "Internet 600 Megas" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Internet 600 Megas");

  await page.getByRole("banner").getByRole("link", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(`${SERVERS.main}/iniciar-sesion`);
  await page.getByLabel("DNI o CUIT").fill("20304050");
  await page.getByRole("button", { name: "Ingresar" }).click();

  await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hola, Carlos");
  await expect(page.getByRole("region", { name: "Tus servicios" })).toContainText("Internet 300 Megas");
  await expect(
    page.getByRole("region", { name: "Lo que debés" }).getByRole("link", { name: /^Factura B 0003-\d{8}$/ }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL(`${SERVERS.main}/`);
  await expect(page.getByRole("region", { name: "Notificaciones" })).toContainText("Sesión cerrada");
  await expect(page.getByRole("banner").getByRole("link", { name: "Iniciar sesión" })).toBeVisible();
});
