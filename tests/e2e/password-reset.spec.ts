import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createCustomer, freshDni, outbox } from "../support/sandbox";
import { SERVERS } from "../support/servers";

async function askForLink(page: Page, identification: string) {
  await page.getByLabel("DNI o CUIT").fill(identification);
  await page.getByRole("button", { name: "Enviar el enlace" }).click();
  await expect(page).toHaveURL(/\/password-reset\?enviado=1$/);
}

async function setPassword(page: Page, password: string, confirmation = password) {
  await page.getByLabel("Nueva contraseña", { exact: true }).fill(password);
  await page.getByLabel("Repetí la nueva contraseña").fill(confirmation);
  await page.getByRole("button", { name: "Guardar la contraseña" }).click();
}

const summary = (page: Page) => page.locator(".error-summary");

test.describe("password recovery", () => {
  test("the same answer whether or not the identification is a customer's; only a customer gets the mail", async ({
    page,
    visit,
  }) => {
    const customer = await createCustomer({ email: `reset.${Date.now()}@example.com` });
    const stranger = await freshDni();
    await visit("/password-reset");
    await expect(page).toHaveTitle("Recuperar contraseña - Nodo Sur");

    // With JavaScript the address changes before the new page is drawn: its heading first.
    await askForLink(page, stranger);
    await expect(page).toHaveURL(`${SERVERS.main}/password-reset?enviado=1`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Revisá tu correo");
    const answer = await page.getByRole("main").innerText();

    await visit("/password-reset");
    await askForLink(page, customer);
    await expect(page).toHaveURL(`${SERVERS.main}/password-reset?enviado=1`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Revisá tu correo");
    expect(await page.getByRole("main").innerText()).toBe(answer);

    expect(await outbox(stranger)).toEqual([]);
    const [mail] = await outbox(customer);
    expect(mail?.link).toMatch(/^\/password-reset\/process\/[\w-]+$/);
  });

  test("an identification is needed, with or without dots", async ({ page, visit }) => {
    await visit("/password-reset");
    await page.getByRole("button", { name: "Enviar el enlace" }).click();
    await expect(summary(page)).toContainText("Ingresá tu DNI o CUIT");
    await expect(page).toHaveTitle("Error: Recuperar contraseña - Nodo Sur");
  });

  test("the mailed link sets a new password under a clear rule, then it signs in", async ({
    page,
    visit,
    expectAccessible,
  }) => {
    test.slow(); // a whole journey: ten pages
    const customer = await createCustomer({ password: "Vieja2026", email: `nueva.${Date.now()}@example.com` });
    await visit("/password-reset");
    await askForLink(page, customer.slice(0, 2) + "." + customer.slice(2, 5) + "." + customer.slice(5));
    const [mail] = await outbox(customer);

    await visit(mail!.link!);
    await expect(page).toHaveTitle("Reestablecer contraseña - Nodo Sur");
    await expect(page.getByText("Al menos 8 caracteres, con una letra y un número como mínimo.")).toBeVisible();

    await setPassword(page, "corta1");
    await expect(summary(page)).toContainText("La contraseña debe tener al menos 8 caracteres");
    await expect(page).toHaveTitle("Error: Reestablecer contraseña - Nodo Sur");
    await expectAccessible();
    await setPassword(page, "solamenteletras");
    await expect(summary(page)).toContainText("La contraseña debe tener al menos un número");
    await setPassword(page, "Nueva2026x", "Nueva2026y");
    await expect(page.locator("#campo-confirmPassword-error")).toContainText("Las contraseñas no coinciden");
    await expect(page.getByLabel("Nueva contraseña", { exact: true })).toHaveValue(/^$|Nueva2026x/);

    await setPassword(page, "Nueva2026x");
    await expect(page).toHaveURL(`${SERVERS.main}/iniciar-sesion`);
    await expect(page.getByRole("region", { name: "Notificaciones" })).toContainText(
      "Listo, ya podés ingresar con tu nueva contraseña.",
    );

    await page.getByLabel("DNI o CUIT").fill(customer);
    await page.getByRole("button", { name: "Ingresar" }).click();
    await page.getByLabel("Contraseña").fill("Nueva2026x");
    await page.getByRole("button", { name: "Ingresar" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta`);
  });

  test("a used link says so and offers to ask again", async ({ page, visit, expectAccessible }) => {
    const customer = await createCustomer({ email: `usado.${Date.now()}@example.com` });
    await visit("/password-reset");
    await askForLink(page, customer);
    const [mail] = await outbox(customer);
    await visit(mail!.link!);
    await setPassword(page, "Primera2026");
    await expect(page).toHaveURL(`${SERVERS.main}/iniciar-sesion`);

    await visit(mail!.link!);
    await setPassword(page, "Segunda2026");
    await expect(summary(page)).toContainText("El enlace no es válido, ya se usó o venció.");
    await expect(page.getByRole("link", { name: "Pedí un enlace nuevo" })).toHaveAttribute("href", "/password-reset");
    await expect(page.getByLabel("Nueva contraseña", { exact: true })).toHaveCount(0);
    await expectAccessible();
  });
});
