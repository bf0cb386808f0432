import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { api, createCustomer, outbox } from "../support/sandbox";
import { SERVERS } from "../support/servers";

const summary = (page: Page) => page.locator(".error-summary");

/*
 * Changing contacts and the password needs a session that proved who it is (decision 097):
 * these tests start from one (`signInProved`, or a password sign-in), so they stay about
 * their own flow; the proof itself is tests/e2e/proof.spec.ts. A customer with no contact
 * at all signs in with a password, the one way such a customer can prove who they are.
 */
const PASSWORD = "Prueba2026x";

/** The last code the sandbox "sent" to a recipient. */
async function lastCode(identification: string, recipient: string) {
  const messages = (await outbox(identification)).filter((message) => message.recipient === recipient && message.code);
  expect(messages.length).toBeGreaterThan(0);
  return messages.at(-1)!.code!;
}

/** A six-digit code that is certainly not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

async function addContact(page: Page, kind: "Correo electrónico" | "Teléfono", value: string) {
  await page.getByRole("group", { name: "Tipo de contacto" }).getByRole("radio", { name: kind }).check();
  await page.getByLabel("Correo electrónico o teléfono").fill(value);
  await page.getByRole("button", { name: "Agregar" }).click();
}

test.describe("settings (/mi-cuenta/ajustes)", () => {
  test("a phone is added however it is written, verified with its code; a wrong code and an early resend are refused", async ({
    page,
    visit,
    signInProved,
    expectAccessible,
  }) => {
    test.slow();
    const dni = await createCustomer({ name: "Julia Paz", email: "julia.paz@example.com" });
    const token = await signInProved(dni);
    await visit("/mi-cuenta/ajustes");
    await expect(page).toHaveTitle("Ajustes - Nodo Sur");
    await expect(page.getByRole("region", { name: "Tus datos" })).toContainText("Julia Paz");
    await expect(page.getByRole("region", { name: "Tus datos" })).toContainText(`DNI ${dni}`);
    await expect(page.getByRole("region", { name: "Tus contactos" })).toContainText("julia.paz@example.com");

    await addContact(page, "Teléfono", "123");
    await expect(summary(page)).toContainText("Ingresá un teléfono de Argentina con código de área");
    await expect(page.getByLabel("Correo electrónico o teléfono")).toHaveValue("123");

    await addContact(page, "Teléfono", "0351 15 555-1234");
    await expect(page).toHaveURL(new RegExp(`^${SERVERS.main}/mi-cuenta/ajustes/contacto/\\d+/verificar$`));
    await expect(page).toHaveTitle("Verificar contacto - Nodo Sur");
    await expect(
      page.getByText("Te enviamos un código de 6 números a +54 9 351 555 1234. Vence en 15 minutos."),
    ).toBeVisible();
    // Stored as E.164.
    const contacts = (await api("GET", "/v2/customers/current/contacts", { token })).body as Array<{
      id: number;
      type: string;
      value: string;
      verified: boolean;
    }>;
    const phone = contacts.find((contact) => contact.type === "phone");
    expect(phone?.value).toBe("+5493515551234");
    await expect(page.getByText(/Podés pedir otro código en \d+ segundos/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Enviar otro código" })).toBeDisabled();

    // The server enforces the wait, whatever the page shows.
    const early = await page.request.post(page.url(), { headers: { Origin: SERVERS.main }, form: { intent: "send" } });
    expect(early.status()).toBe(400);
    expect(await early.text()).toMatch(/Esperá \d+ segundos para pedir otro código/);
    expect((await outbox(dni)).filter((message) => message.recipient === "+5493515551234")).toHaveLength(1);

    const code = await lastCode(dni, "+5493515551234");
    await page.getByLabel("Código").fill(otherThan(code));
    await page.getByRole("button", { name: "Verificar" }).click();
    await expect(page.locator("#campo-code-error")).toContainText("El código no es correcto o ya venció");
    await expect(page).toHaveTitle("Error: Verificar contacto - Nodo Sur");
    await expectAccessible();

    await page.getByLabel("Código").fill(code);
    await page.getByRole("button", { name: "Verificar" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/ajustes`);
    await expect(page.locator(".toast", { hasText: "Verificamos +54 9 351 555 1234." })).toBeVisible();
    const item = page
      .getByRole("region", { name: "Tus contactos" })
      .getByRole("listitem")
      .filter({ hasText: "+54 9 351 555 1234" });
    await expect(item).toContainText("Verificado");
  });

  test.describe("phones written three ways are stored as E.164", () => {
    for (const [written, stored] of [
      ["+54 9 351 555-1234", "+5493515551234"],
      ["351 5551234", "+543515551234"],
    ] as const) {
      test(written, async ({ page, visit, signInAs }) => {
        const dni = await createCustomer({ password: PASSWORD });
        const token = await signInAs(dni, PASSWORD);
        await visit("/mi-cuenta/ajustes");
        await addContact(page, "Teléfono", written);
        await expect(page).toHaveURL(/\/verificar$/);
        const contacts = (await api("GET", "/v2/customers/current/contacts", { token })).body as Array<{
          value: string;
        }>;
        expect(contacts.map((contact) => contact.value)).toContain(stored);
      });
    }
  });

  test("an e-mail added from the has-email guard is lower-cased, verified, and the customer goes back where they were going", async ({
    page,
    visit,
    signInAs,
  }) => {
    const dni = await createCustomer({ password: PASSWORD });
    const token = await signInAs(dni, PASSWORD);
    await visit("/mi-cuenta/ajustes?redirectTo=%2Fmi-cuenta%2Freclamos");
    await expect(page.getByText("Todavía no tenés contactos.")).toBeVisible();
    await addContact(page, "Correo electrónico", "Nueva.Direccion@Example.COM");
    await expect(page).toHaveURL(
      new RegExp(`/mi-cuenta/ajustes/contacto/\\d+/verificar\\?redirectTo=%2Fmi-cuenta%2Freclamos$`),
    );
    await expect(page.getByText("nueva.direccion@example.com", { exact: false }).first()).toBeVisible();
    await page.getByLabel("Código").fill(await lastCode(dni, "nueva.direccion@example.com"));
    await page.getByRole("button", { name: "Verificar" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/reclamos`);
    const info = (await api("GET", "/v2/customers/current/info", { token })).body as {
      email: string;
      email_verified: boolean;
    };
    expect(info).toMatchObject({ email: "nueva.direccion@example.com", email_verified: true });
  });

  test("a return path to another site is not followed", async ({ page, visit, signInAs }) => {
    const dni = await createCustomer({ password: PASSWORD });
    await signInAs(dni, PASSWORD);
    await visit("/mi-cuenta/ajustes?redirectTo=%2F%2Fevil.example");
    await addContact(page, "Correo electrónico", "alguien@example.com");
    await expect(page).toHaveURL(/\/verificar$/);
    await page.getByLabel("Código").fill(await lastCode(dni, "alguien@example.com"));
    await page.getByRole("button", { name: "Verificar" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/ajustes`);
  });

  test("a contact's value is changed, and a new code goes to the new value", async ({ page, visit, signInProved }) => {
    const dni = await createCustomer({ email: "viejo@example.com" });
    await signInProved(dni);
    await visit("/mi-cuenta/ajustes");
    await page.getByRole("link", { name: "Cambiar viejo@example.com" }).click();
    await expect(page).toHaveTitle("Cambiar contacto - Nodo Sur");
    await page.getByLabel("Nuevo valor").fill("no-es-un-correo");
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(summary(page)).toContainText("Ingresá un correo electrónico válido");
    await page.getByLabel("Nuevo valor").fill("Nuevo@Example.com");
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page).toHaveURL(/\/verificar$/);
    await expect(
      page.getByText("Te enviamos un código de 6 números a nuevo@example.com.", { exact: false }),
    ).toBeVisible();
  });

  test("another customer's contact is a 404", async ({ page, visit, signInAs }) => {
    await signInAs(await createCustomer());
    expect((await visit("/mi-cuenta/ajustes/contacto/1/verificar"))?.status()).toBe(404);
    expect((await visit("/mi-cuenta/ajustes/contacto/x/cambiar"))?.status()).toBe(404);
    await expect(page.getByText(/Page not found/)).toBeVisible();
  });
});

test.describe("password (/mi-cuenta/contraseña)", () => {
  test("a customer without a password creates one, and signing in then asks for it", async ({
    page,
    visit,
    signInProved,
    context,
    js,
  }) => {
    const dni = await createCustomer({ name: "Pedro Sosa", email: "pedro.sosa@example.com" });
    await signInProved(dni);
    await visit("/mi-cuenta/ajustes");
    await page.getByRole("link", { name: "Crear una contraseña" }).click();
    // From the link: the browser sends the ñ encoded.
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/contrase%C3%B1a`);
    await expect(page).toHaveTitle("Crear contraseña - Nodo Sur");
    await expect(page.getByText("Al menos 8 caracteres, con una letra y un número como mínimo.")).toBeVisible();

    await page.getByLabel("Contraseña nueva", { exact: true }).fill("corta");
    await page.getByLabel("Repetí la contraseña nueva").fill("corta");
    await page.getByRole("button", { name: "Crear contraseña" }).click();
    await expect(summary(page)).toBeVisible();
    await expect(page.locator("#campo-password-error")).toBeVisible();
    // The server never sends a password back (with JavaScript the browser keeps what was typed).
    if (!js) await expect(page.getByLabel("Contraseña nueva", { exact: true })).toHaveValue("");

    await page.getByLabel("Contraseña nueva", { exact: true }).fill("Sosa2026x");
    await page.getByLabel("Repetí la contraseña nueva").fill("Sosa2026x");
    await page.getByRole("button", { name: "Crear contraseña" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/ajustes`);
    await expect(page.locator(".toast", { hasText: "Creaste tu contraseña." })).toBeVisible();

    await context.clearCookies();
    await visit("/iniciar-sesion");
    await page.getByLabel("DNI o CUIT").fill(dni);
    await page.getByRole("button", { name: "Ingresar" }).click();
    await expect(page.getByLabel("Contraseña")).toBeFocused();
    await page.getByLabel("Contraseña").fill("Sosa2026x");
    await page.getByRole("button", { name: "Ingresar" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta`);
  });

  test("a wrong current password is a message on its field, and the customer stays signed in", async ({
    page,
    visit,
    signInAs,
    expectAccessible,
  }) => {
    const dni = await createCustomer({ password: "Actual2026" });
    await signInAs(dni, "Actual2026");
    // Typed: the ñ as is.
    expect((await visit("/mi-cuenta/contraseña"))?.status()).toBe(200);
    await expect(page).toHaveTitle("Cambiar contraseña - Nodo Sur");
    await page.getByLabel("Contraseña actual").fill("Equivocada1");
    await page.getByLabel("Contraseña nueva", { exact: true }).fill("Nueva2026x");
    await page.getByLabel("Repetí la contraseña nueva").fill("Nueva2026x");
    await page.getByRole("button", { name: "Cambiar contraseña" }).click();
    await expect(page.locator("#campo-current_password-error")).toContainText("La contraseña actual no es correcta");
    await expect(page).toHaveTitle("Error: Cambiar contraseña - Nodo Sur");
    await expectAccessible();
    expect((await visit("/mi-cuenta"))?.status()).toBe(200);
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta`);

    expect((await visit("/mi-cuenta/contrase%C3%B1a"))?.status()).toBe(200);
    await page.getByLabel("Contraseña actual").fill("Actual2026");
    await page.getByLabel("Contraseña nueva", { exact: true }).fill("Nueva2026x");
    await page.getByLabel("Repetí la contraseña nueva").fill("Nueva2026x");
    await page.getByRole("button", { name: "Cambiar contraseña" }).click();
    await expect(page.locator(".toast", { hasText: "Cambiamos tu contraseña." })).toBeVisible();
    expect((await api("POST", "/auth/login", { json: { user: dni, password: "Nueva2026x" } })).status).toBe(200);
  });
});

test.describe("dev page (/mi-cuenta/dev)", () => {
  test("shows the session's customer, the flags, the API status and the build, never the token", async ({
    page,
    visit,
    signInAs,
  }) => {
    const dni = await createCustomer({ name: "Dev Prueba" });
    const token = await signInAs(dni);
    expect((await visit("/mi-cuenta/dev"))?.status()).toBe(200);
    await expect(page).toHaveTitle("Dev - Testing - Nodo Sur");
    await expect(page.locator("main")).toContainText("Dev Prueba");
    await expect(page.locator("main")).toContainText("FLAG_ISSUES: activado");
    await expect(page.locator("main")).toContainText("online");
    expect(await page.content()).not.toContain(token);
  });
});
