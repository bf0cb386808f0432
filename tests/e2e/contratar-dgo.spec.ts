import { expect, test } from "./fixtures";
import { createCustomer, lastProofCode } from "../support/sandbox";
import { SERVERS } from "../support/servers";

test.describe("/contratar-dgo", () => {
  test("shows the streaming plans and extras with their prices", async ({ page, visit }) => {
    const response = await visit("/contratar-dgo");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Contrata Directv GO - Nodo Sur");
    const plans = page.getByRole("region", { name: "Planes" });
    await expect(plans.getByRole("heading", { level: 3 })).toHaveText([
      "DGO Básico",
      "DGO Full",
      "DGO Full + Deportes",
    ]);
    const full = plans
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "DGO Full", exact: true }) });
    await expect(full).toContainText("Recomendado");
    await expect(full).toContainText("120 canales");
    await expect(full).toContainText(/\$\s14\.999,00 por mes/);
    const extras = page.getByRole("region", { name: "Extras" });
    await expect(extras.getByRole("heading", { level: 3 })).toHaveCount(4);
    expect((await extras.getByRole("heading", { level: 3 }).allTextContents()).sort()).toEqual([
      "Max",
      "Pack Fútbol",
      "Paramount+",
      "Universal+",
    ]);
    await expect(extras).toContainText(/\$\s6\.499,00 por mes/);
    await expect(page.getByRole("link", { name: /¿Ya tenés Directv GO\?/ })).toHaveAttribute(
      "href",
      "https://www.directvgo.com/ar/",
    );
  });

  test("hiring asks a visitor to sign in and to prove who they are, then opens the hiring screen with the plan chosen", async ({
    page,
    visit,
  }) => {
    const dni = await createCustomer({ email: "publico.dgo@example.com" });
    await visit("/contratar-dgo");
    const hire = page.getByRole("link", { name: "Contratar DGO Full", exact: true });
    await expect(hire).toHaveAttribute(
      "href",
      "/iniciar-sesion?redirectTo=%2Fmi-cuenta%2Fservicios%2Fcontratar-dgo%3Fplan%3D2",
    );
    await hire.click();
    await page.getByLabel("DNI o CUIT").fill(dni);
    await page.getByRole("button", { name: "Ingresar" }).click();
    // Signed in with the DNI alone: a paid plan needs proof first (decision 097).
    await expect(page).toHaveURL(
      `${SERVERS.main}/mi-cuenta/verificar-identidad?redirectTo=${encodeURIComponent("/mi-cuenta/servicios/contratar-dgo?plan=2")}`,
    );
    await page.getByRole("button", { name: "Enviarme un código" }).click();
    await expect(page.getByText(/Te enviamos un código de 6 números a/)).toBeVisible();
    await page.getByRole("textbox", { name: "Código" }).fill(await lastProofCode(dni));
    await page.getByRole("button", { name: "Confirmar", exact: true }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/servicios/contratar-dgo?plan=2`);
    await expect(page.getByRole("radio", { name: /^DGO Full:/ })).toBeChecked();
  });

  test("a signed-in customer goes straight to the hiring screen", async ({ page, visit, signInAs }) => {
    await signInAs("20304050");
    await visit("/contratar-dgo");
    await expect(page.getByRole("link", { name: "Contratar DGO Básico" })).toHaveAttribute(
      "href",
      "/mi-cuenta/servicios/contratar-dgo?plan=1",
    );
  });
});
