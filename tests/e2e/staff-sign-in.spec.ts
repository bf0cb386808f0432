import { expect, test } from "./fixtures";
import { expectNoHorizontalScroll, PHONE } from "./viewport";
import { SERVERS } from "../support/servers";
import { AGENT } from "../support/staff";

/**
 * The call centre's sign-in (decision 140), in both JavaScript modes: an agent at a phone's
 * width signs in through the identity provider's own page, lands on the desk, which fits
 * 360 px and 1,280 px, and signs out at both ends. What the server answers (refusals,
 * expiry, one session per browser) is tests/http/staff-sign-in.test.ts.
 */

test.describe("the call centre's desk", () => {
  test.use({ viewport: PHONE });

  test("an agent signs in through the identity provider, lands on the desk and signs out", async ({ page, visit }) => {
    await visit("/agentes");
    await expect(page).toHaveURL(`${SERVERS.main}/agentes/ingresar?redirectTo=%2Fagentes`);
    await expect(page).toHaveTitle("Ingreso de agentes - Nodo Sur");
    await page.getByRole("button", { name: "Ingresar con la cuenta de la empresa" }).click();

    // The identity provider's page: its own, in Spanish, without a script.
    await expect(page).toHaveURL(new RegExp(`^${SERVERS.idp}/interaction/`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ingresá con tu cuenta de la empresa");
    await page.getByLabel("Usuario").fill(AGENT.username);
    await page.getByLabel("Contraseña").fill(AGENT.password);
    await page.getByRole("button", { name: "Ingresar" }).click();

    await expect(page).toHaveURL(`${SERVERS.main}/agentes`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hola, Lucía");
    const header = page.getByRole("banner");
    await expect(header).toContainText("Lucía Fernández · Agente 4127 · Rol: agente");
    await expect(header).toContainText(/Tu sesión termina a las \d\d:\d\d/);
    await expect(page.getByRole("navigation", { name: "Mesa de atención" }).getByRole("link")).toHaveText([
      "Inicio",
      "Buscar cliente",
      "Nueva venta",
    ]);
    await expectNoHorizontalScroll(page);
    await expectNoHorizontalScroll(page, 1280);

    await header.getByRole("button", { name: "Salir" }).click();
    await expect(page).toHaveURL(new RegExp(`^${SERVERS.idp}/session/end`));
    await page.getByRole("button", { name: "Sí, cerrar la sesión" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/agentes/ingresar`);
    await expect(page.getByRole("region", { name: "Notificaciones" })).toContainText("Cerraste tu sesión de agente.");
    await visit("/agentes");
    await expect(page).toHaveURL(/\/agentes\/ingresar\?redirectTo=%2Fagentes$/);
  });
});
