import { expect, test } from "./fixtures";
import { api, createCustomer, outbox, sandboxToken } from "../support/sandbox";

/** Adds an e-mail to a customer of the test's own, which mails a verification link. */
async function verificationLink() {
  // A password sign-in: adding a contact needs a proved session (decision 097).
  const customer = await createCustomer({ password: "Prueba2026x" });
  const email = `verificar.${customer}@example.com`;
  const token = await sandboxToken(customer, "Prueba2026x");
  expect(
    (await api("POST", "/v2/customers/current/contacts", { token, json: { type: "email", value: email } })).status,
  ).toBe(201);
  const [mail] = (await outbox(customer)).filter((message) => message.purpose === "email_verification");
  return { email, link: mail!.link! };
}

test.describe("e-mail verification (/actions/email-verification)", () => {
  test("the mailed link verifies the address, once", async ({ page, visit }) => {
    const { email, link } = await verificationLink();
    expect(link).toMatch(/^\/actions\/email-verification\?token=/);
    const response = await visit(link);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Verificación de correo - Nodo Sur");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("¡Listo! Verificamos tu correo");
    await expect(page.getByText(`Desde ahora te escribimos a ${email}.`)).toBeVisible();

    const again = await visit(link);
    expect(again?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No pudimos verificar tu correo");
    await expect(page.getByText("El enlace de verificación no es válido o ya fue usado.")).toBeVisible();
  });

  test("a link without its code says what is missing", async ({ page, visit }) => {
    const response = await visit("/actions/email-verification");
    expect(response?.status()).toBe(400);
    await expect(page.getByText("Al enlace le falta el código.", { exact: false })).toBeVisible();
  });
});
