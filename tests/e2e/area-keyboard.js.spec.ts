import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { api, createCustomer, outbox } from "../support/sandbox";
import { SERVERS } from "../support/servers";

// The customer area by keyboard alone (keys and typing only): the skip link leads past
// the header and the area's navigation, every control of a form is reached with Tab in
// reading order, Enter sends, and a refused form puts the focus on its error summary,
// whose links lead to the fields.

/** Presses Tab until `target` has the focus; fails if it takes more than `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return presses + 1;
  }
  throw new Error(`Tab did not reach ${target} in ${limit} presses`);
}

/** Past the header and the area's menu through the skip link: the first Tab of the page. */
async function skipToContent(page: Page) {
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Saltar al contenido" })).toBeFocused();
  await page.keyboard.press("Enter");
}

test("a customer files a claim by keyboard alone, correcting a refused form from its summary", async ({
  page,
  visit,
  signInAs,
}) => {
  const dni = await createCustomer({ name: "Marta Gómez", plans: [2] });
  const token = await signInAs(dni);
  await visit("/mi-cuenta/reclamos/crear");

  await skipToContent(page);
  // The first stop after the skip is the form's first control: the reasons, as a radio group.
  const reasons = page.getByRole("radio");
  expect(await tabTo(page, reasons.first(), 5)).toBeLessThanOrEqual(5);
  // The arrows move through a radio group and choose as they go.
  await page.keyboard.press("ArrowDown");
  await expect(reasons.nth(1)).toBeChecked();
  await page.keyboard.press("ArrowUp");
  await expect(reasons.first()).toBeChecked();

  // Sent without a subject: the summary takes the focus and leads to the field.
  await tabTo(page, page.getByLabel("Mensaje"), 4);
  await page.keyboard.type("El router tiene la luz roja prendida desde ayer.");
  await tabTo(page, page.getByRole("button", { name: "Enviar reclamo" }), 4);
  await page.keyboard.press("Enter");
  const summary = page.locator(".error-summary");
  await expect(summary).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(summary.getByRole("link", { name: /asunto/i })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Asunto")).toBeFocused();
  await page.keyboard.type("Sin internet desde ayer");
  // The message typed before is still there; Enter in a text field sends the form.
  await expect(page.getByLabel("Mensaje")).toHaveValue("El router tiene la luz roja prendida desde ayer.");
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(new RegExp(`^${SERVERS.main}/mi-cuenta/reclamos/\\d+$`));
  const claims = (await api("GET", "/v3/tickets?per_page=50", { token })).body as { meta: { total: number } };
  expect(claims.meta.total).toBe(1);
});

test("a customer chooses invoices and goes to pay by keyboard alone", async ({ page, visit, signInAs }) => {
  const dni = await createCustomer({
    invoices: [
      { amount: 1500, due_in_days: -3 },
      { amount: 2500.5, due_in_days: 7 },
    ],
  });
  await signInAs(dni);
  await visit("/mi-cuenta/facturacion/pagar");

  await skipToContent(page);
  const options = page.getByRole("group", { name: "Facturas para pagar" }).getByRole("checkbox");
  // The overdue invoice comes ticked; Space ticks the other one and the total follows.
  await tabTo(page, options.nth(1), 10);
  await page.keyboard.press("Space");
  await expect(options.nth(1)).toBeChecked();
  await expect(page.locator("output")).toHaveText(/^\$\s4\.000,50$/);
  await tabTo(page, page.getByRole("button", { name: "Ir a pagar" }), 10);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`^${SERVERS.sandbox}/checkout/pagos/`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("4.000,50");
});

test("a customer adds a phone and verifies it by keyboard alone", async ({ page, visit, signInProved }) => {
  const dni = await createCustomer({ name: "Julia Paz", email: "julia.paz@example.com" });
  // Proved (decision 097): adding a contact needs it.
  await signInProved(dni);
  await visit("/mi-cuenta/ajustes");

  await skipToContent(page);
  // The kind of contact is a radio group: the arrows choose the phone.
  const kinds = page.getByRole("group", { name: "Tipo de contacto" });
  await tabTo(page, kinds.getByRole("radio").first(), 10);
  while (!(await kinds.getByRole("radio", { name: "Teléfono" }).isChecked())) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Correo electrónico o teléfono")).toBeFocused();
  await page.keyboard.type("0351 15 555-1234");
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(new RegExp(`^${SERVERS.main}/mi-cuenta/ajustes/contacto/\\d+/verificar$`));
  const messages = (await outbox(dni)).filter((message) => message.recipient === "+5493515551234" && message.code);
  expect(messages).toHaveLength(1);
  // The page is there to type the code: its field has the focus.
  await expect(page.getByLabel("Código")).toBeFocused();
  await page.keyboard.type(messages[0]!.code!);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/ajustes`);
  await expect(page.getByRole("region", { name: "Tus contactos" })).toContainText("+54 9 351 555 1234");
});
