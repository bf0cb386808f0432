import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { digits, sandboxApplications } from "./hiring";
import { freshDni } from "../support/sandbox";

// A call-centre agent goes from the first field to the application number with the
// keyboard alone (keys and typing only): focus starts on each step's first field, Enter
// submits, the address suggestions are picked with the arrows, and the map traps nothing.

async function tab(page: Page, times = 1) {
  for (let i = 0; i < times; i++) await page.keyboard.press("Tab");
}

test("an agent hires by keyboard alone", async ({ page, visit }) => {
  test.slow();
  const dni = await freshDni();
  await visit("/contratar?plan=2");

  // Step 1: typed as read out on the phone, the DNI with dots.
  await expect(page.getByLabel("Nombre", { exact: true })).toBeFocused();
  await page.keyboard.type("Ana");
  await tab(page);
  await page.keyboard.type("Ruiz");
  await tab(page);
  await expect(page.getByLabel("DNI", { exact: true })).toBeFocused();
  await page.keyboard.type(`${dni.slice(0, 2)}.${dni.slice(2, 5)}.${dni.slice(5)}`);
  await tab(page);
  await page.keyboard.type("011 15 4444-5555");
  await tab(page);
  await page.keyboard.type(`agente.${dni}@example.com`);
  await tab(page);
  await expect(page.getByLabel("Fecha de nacimiento")).toBeFocused();
  await page.keyboard.type("02/04/1990");
  await page.keyboard.press("Enter");

  // Step 2: the locality by typing its name, the address through a suggestion.
  await expect(page).toHaveURL(/\/contratar\/seleccionar-ubicacion$/);
  await expect(page.getByLabel("Localidad")).toBeFocused();
  await page.keyboard.type("Cosq");
  await expect(page.getByLabel("Localidad")).toHaveValue("14");
  await tab(page);
  await expect(page.getByLabel("Calle y altura")).toBeFocused();
  await page.keyboard.type("San Martín 2950");
  await expect(page.getByRole("option", { name: "Av. San Martín 2950" })).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByLabel("Calle y altura")).toHaveAttribute("aria-activedescendant", "direcciones-sugeridas-0");
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Calle y altura")).toHaveValue("Av. San Martín 2950");
  await expect(page.locator("input[name=lat]")).toBeAttached();

  // The map after the button: its picture's button opens it and hands the focus to its
  // first control; its controls take a few stops and let the focus go on.
  await tab(page);
  await expect(page.getByRole("button", { name: "Consultar disponibilidad" })).toBeFocused();
  await tab(page);
  await expect(page.getByRole("button", { name: "Usar el mapa" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Acercar" })).toBeFocused();
  let left = false;
  for (let i = 0; i < 15 && !left; i++) {
    await tab(page);
    left = await page.evaluate(() => Boolean(document.activeElement?.closest("footer")));
  }
  expect(left, "Tab leaves the map for the footer").toBe(true);
  await page.keyboard.press("Shift+Tab");
  await expect(page.locator(".location-map :focus")).toHaveCount(1);
  // Back to the form the short way: Shift+Tab out of the map to the button.
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press("Shift+Tab");
    if (
      await page
        .getByRole("button", { name: "Consultar disponibilidad" })
        .evaluate((button) => button === document.activeElement)
    )
      break;
  }
  await expect(page.getByRole("button", { name: "Consultar disponibilidad" })).toBeFocused();
  await page.keyboard.press("Enter");

  // Step 3: the plan from /planes/2 is chosen and focused; Tab through, Space to consent.
  await expect(page).toHaveURL(/\/contratar\/formulario$/);
  await expect(page.getByLabel("Internet 300 Megas")).toBeFocused();
  await expect(page.getByLabel("Internet 300 Megas")).toBeChecked();
  await tab(page);
  await expect(page.getByLabel("Calle", { exact: true })).toBeFocused();
  await tab(page);
  await expect(page.getByLabel("Altura")).toBeFocused();
  await tab(page);
  await page.keyboard.type("2");
  await tab(page, 3);
  await page.keyboard.type("Timbre 2");
  await tab(page);
  await expect(page.getByLabel(/A mi nombre/)).toBeFocused();
  await tab(page);
  await expect(page.getByLabel(/Ley 25\.326/)).toBeFocused();
  await page.keyboard.press("Space");
  await tab(page);
  await expect(page.getByRole("checkbox", { name: /términos y condiciones/ })).toBeFocused();
  await page.keyboard.press("Space");
  await tab(page, 2);
  await expect(page.getByRole("button", { name: "Enviar solicitud" })).toBeFocused();
  await page.keyboard.press("Enter");

  // The confirmation: the news first, then one Tab to the next call.
  await expect(page).toHaveURL(/\/contratar\/solicitud-enviada$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  const number = await page.locator(".application-number").textContent();
  const [application] = await sandboxApplications(digits(dni));
  expect(application).toMatchObject({ number, plan_id: 2 });
  expect(application!.applicant).toMatchObject({ phone: "+5491144445555" });
  expect(application!.address).toMatchObject({
    street: "Av. San Martín",
    number: "2950",
    floor: "2",
    notes: "Referencias: Timbre 2.",
  });
  await tab(page);
  await expect(page.getByRole("button", { name: "Nueva solicitud" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/contratar\/dejanos-tus-datos$/);
  await expect(page.getByLabel("Nombre", { exact: true })).toBeFocused();
  await expect(page.getByLabel("Nombre", { exact: true })).toHaveValue("");
});

test("with errors, the focus goes to the summary, and its links lead to the fields", async ({ page, visit }) => {
  await visit("/contratar/dejanos-tus-datos");
  await page.keyboard.type("Ana");
  await page.keyboard.press("Enter");
  const summary = page.getByRole("alert").filter({ hasText: "Hay errores en el formulario" });
  await expect(summary).toBeFocused();
  await tab(page);
  await expect(summary.getByRole("link", { name: "Ingresá tu apellido" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Apellido", { exact: true })).toBeFocused();
  await page.keyboard.type("Ruiz");
  await expect(page.getByLabel("Nombre", { exact: true })).toHaveValue("Ana");
});
