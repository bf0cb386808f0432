import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { SERVERS } from "../support/servers";
import { MB, PDF_MAGIC, uploadFile } from "./uploads";

const pdf = (size?: number) => uploadFile("cv-ana-ruiz.pdf", PDF_MAGIC, size);

async function fillForm(page: Page) {
  await page.getByLabel("Nombre").fill("Ana");
  await page.getByLabel("Apellido").fill("Ruiz");
  await page.getByLabel("Correo electrónico").fill("ana.ruiz@example.com");
  await page.getByLabel("Teléfono").fill("0351 15 555-1234");
  await page.getByLabel("Área en la que te gustaría trabajar").selectOption("tecnica");
  await page.getByLabel("Mensaje (opcional)").fill("Cinco años instalando fibra óptica.");
  await page.getByLabel(/Acepto que Nodo Sur use mis datos/).check();
}

async function expectValuesKept(page: Page) {
  await expect(page.getByLabel("Nombre")).toHaveValue("Ana");
  await expect(page.getByLabel("Apellido")).toHaveValue("Ruiz");
  await expect(page.getByLabel("Correo electrónico")).toHaveValue("ana.ruiz@example.com");
  await expect(page.getByLabel("Teléfono")).toHaveValue("0351 15 555-1234");
  await expect(page.getByLabel("Área en la que te gustaría trabajar")).toHaveValue("tecnica");
  await expect(page.getByLabel("Mensaje (opcional)")).toHaveValue("Cinco años instalando fibra óptica.");
  await expect(page.getByLabel(/Acepto que Nodo Sur use mis datos/)).toBeChecked();
}

const summary = (page: Page) => page.locator(".error-summary");
const send = (page: Page) => page.getByRole("button", { name: "Enviar CV" }).click();

test.describe("work with us", () => {
  test("the form asks for the data, the CV and the consent with the Ley 25.326 notice", async ({ page, visit }) => {
    const response = await visit("/work-with-us");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Trabajá con nosotros - Nodo Sur");
    await expect(page.getByRole("heading", { name: "Tus datos personales (Ley 25.326)" })).toBeVisible();
    await expect(page.getByText(/AGENCIA DE ACCESO A LA INFORMACIÓN PÚBLICA/)).toBeVisible();
    await expect(page.locator("form")).toHaveAttribute("enctype", "multipart/form-data");
    await expect(page.getByLabel("Tu CV")).toHaveAttribute("type", "file");
    await expect(page.getByLabel("Área en la que te gustaría trabajar").locator("option")).toHaveText([
      "Elegí un área",
      "Técnica e instalaciones",
      "Atención al cliente",
      "Ventas",
      "Administración",
      "Otra",
    ]);
  });

  test("a CV is sent and confirmed", async ({ page, visit }) => {
    await visit("/work-with-us");
    await fillForm(page);
    await page.getByLabel("Tu CV").setInputFiles(pdf());
    await send(page);
    await expect(page).toHaveURL(`${SERVERS.main}/work-with-us/success`);
    await expect(page).toHaveTitle("CV enviado - Nodo Sur");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("¡Gracias! Recibimos tu CV");
  });

  test("a body far over the limit gets the 413 page, not a reset connection", async ({ page, visit }) => {
    await visit("/work-with-us");
    await fillForm(page);
    await page.getByLabel("Tu CV").setInputFiles(pdf(12 * MB));
    await send(page);
    await expect(page.getByText("Error 413")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("El formulario es demasiado grande");
    // The form is one link away, anew.
    await page.getByRole("link", { name: "Volver al formulario" }).click();
    await expect(page.getByLabel("Tu CV")).toBeVisible();
  });

  test("a CV over 5 MB is refused with a message, the other values kept", async ({ page, visit, expectAccessible }) => {
    await visit("/work-with-us");
    await fillForm(page);
    await page.getByLabel("Tu CV").setInputFiles(pdf(5.5 * MB));
    await send(page);
    await expect(summary(page)).toContainText("El CV supera los 5 MB: elegí un archivo más liviano");
    await expect(page.locator("#campo-cv-error")).toContainText("El CV supera los 5 MB");
    await expect(page).toHaveTitle("Error: Trabajá con nosotros - Nodo Sur");
    await expectValuesKept(page);
    await expectAccessible();
  });

  test("a CV of the wrong type is refused with a message, the other values kept", async ({ page, visit }) => {
    await visit("/work-with-us");
    await fillForm(page);
    await page.getByLabel("Tu CV").setInputFiles(uploadFile("cv.png", "\x89PNG\r\n", 2048));
    await send(page);
    await expect(summary(page)).toContainText("El CV tiene que ser un archivo PDF, DOC o DOCX");
    await expectValuesKept(page);
    // Renamed, it is still not a PDF.
    await page.getByLabel("Tu CV").setInputFiles(uploadFile("cv.pdf", "hola, soy un texto", 2048));
    await send(page);
    await expect(summary(page)).toContainText("El CV tiene que ser un archivo PDF, DOC o DOCX");
    await expectValuesKept(page);
  });

  test("any other mistake says the CV must be chosen again", async ({ page, visit }) => {
    await visit("/work-with-us");
    await fillForm(page);
    await page.getByLabel("Correo electrónico").fill("ana.ruiz@");
    await page.getByLabel("Tu CV").setInputFiles(pdf());
    await send(page);
    await expect(summary(page).getByRole("link")).toHaveText([
      "Ingresá un correo electrónico válido, como nombre@ejemplo.com",
      "Volvé a elegir tu CV: por seguridad, el navegador no lo conserva entre envíos",
    ]);
    await expect(page.getByLabel("Nombre")).toHaveValue("Ana");
  });

  test("an empty form names every missing field", async ({ page, visit, expectAccessible }) => {
    await visit("/work-with-us");
    await send(page);
    await expect(summary(page).getByRole("link")).toHaveText([
      "Ingresá tu nombre",
      "Ingresá tu apellido",
      "Ingresá un correo electrónico válido, como nombre@ejemplo.com",
      "Ingresá un teléfono con código de área",
      "Elegí un área",
      "Para enviar tu CV tenés que aceptar el uso de tus datos",
      "Adjuntá tu CV",
    ]);
    await expect(summary(page)).toBeFocused();
    await expectAccessible();
  });
});
