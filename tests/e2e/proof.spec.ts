import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { api, createCustomer, lapseProof, lastProofCode, outbox } from "../support/sandbox";
import { SERVERS } from "../support/servers";

/**
 * Quick access and step-up proof (decision 097), as a customer goes through them, with
 * JavaScript and without: data shown masked, every change asking for proof first, a code
 * to a verified contact (or the password), then the change, back where the customer was.
 * What the server answers to each page and form is tests/http/proof.test.ts; the API's
 * rules tests/sandbox/proof.test.ts.
 */

const PROOF = `${SERVERS.main}/mi-cuenta/verificar-identidad`;
const summary = (page: Page) => page.locator(".error-summary");
const toast = (page: Page, text: string) => page.locator(".toast", { hasText: text });
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** On the proof page: a code to the chosen contact, then the code as the customer reads it. */
async function proveWithCode(page: Page, identification: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirmá que sos vos");
  await page.getByRole("button", { name: "Enviarme un código" }).click();
  await expect(page.getByText(/Te enviamos un código de 6 números a/)).toBeVisible();
  await page.getByRole("textbox", { name: "Código" }).fill(await lastProofCode(identification));
  await page.getByRole("button", { name: "Confirmar", exact: true }).click();
}

test.describe("quick access (decision 097)", () => {
  test("shows the data masked and asks for proof before every change; proved, the change goes through, back where the customer was", async ({
    page,
    visit,
    js,
    signInAs,
    expectAccessible,
  }) => {
    test.slow();
    const identification = await createCustomer({
      name: "Rita Rápida",
      email: "rita.rapida@example.com",
      plans: [2, 5],
    });
    const token = await signInAs(identification);
    const email = (await api("GET", "/v2/customers/current/contacts", { token })).body[0].id;

    await visit("/mi-cuenta/ajustes");
    const data = page.getByRole("region", { name: "Tus datos" });
    await expect(data).toContainText(`DNI ${identification.slice(0, 2)}.•••.${identification.slice(-3)}`);
    await expect(data).not.toContainText(identification);
    await expect(page.getByRole("region", { name: "Tus contactos" })).toContainText("r•••••@example.com");
    await expect(page.getByLabel("Correo electrónico o teléfono")).toHaveCount(0);

    // Every page that changes the account sends to prove first, before anything is typed.
    for (const path of [
      `/mi-cuenta/ajustes/contacto/${email}/cambiar`,
      "/mi-cuenta/contraseña",
      "/mi-cuenta/debito-automatico/solicitar",
      "/mi-cuenta/servicios/contratar-dgo?plan=2",
    ]) {
      await visit(path);
      await expect(page, path).toHaveURL(
        `${PROOF}?${new URLSearchParams({ redirectTo: new URL(path, SERVERS.main).pathname + new URL(path, SERVERS.main).search })}`,
      );
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirmá que sos vos");
    await expect(page.getByRole("radio", { name: "Correo electrónico r•••••@example.com" })).toBeChecked();

    // A wrong code: a Spanish message and the form back, empty.
    await page.getByRole("button", { name: "Enviarme un código" }).click();
    await expect(toast(page, "Te enviamos un código a r•••••@example.com.")).toBeVisible();
    const code = await lastProofCode(identification);
    await page.getByRole("textbox", { name: "Código" }).fill(otherThan(code));
    await page.getByRole("button", { name: "Confirmar", exact: true }).click();
    await expect(summary(page)).toContainText("El código no es correcto");
    await expect(page).toHaveTitle("Error: Confirmá que sos vos - Nodo Sur");
    // The server never sends a code back (with JavaScript the browser keeps what was typed).
    if (!js) await expect(page.getByRole("textbox", { name: "Código" })).toHaveValue("");
    await expectAccessible();

    await page.getByRole("textbox", { name: "Código" }).fill(code);
    await page.getByRole("button", { name: "Confirmar", exact: true }).click();
    // Back on the page the customer was on, which now goes through.
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/servicios/contratar-dgo?plan=2`);
    await expect(toast(page, "Listo, confirmamos que sos vos.")).toBeVisible();
    await page.getByRole("button", { name: "Contratar" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/servicios/dgo`);
    expect((await api("GET", "/v2/services/dgo/plans", { token })).body.subscription).toMatchObject({
      state: "active",
      plan: { id: 2 },
    });

    // And the data, in full.
    await visit("/mi-cuenta/ajustes");
    await expect(data).toContainText(`DNI ${identification}`);
    await expect(page.getByRole("region", { name: "Tus contactos" })).toContainText("rita.rapida@example.com");
  });

  test("'Ver mis datos' proves and comes back to the same page, in full", async ({ page, visit, signInAs }) => {
    const identification = await createCustomer({ name: "Vera Datos", email: "vera.datos@example.com", plans: [2] });
    await signInAs(identification);
    await visit("/mi-cuenta/mi-conexion");
    await expect(page.locator("main")).toContainText("Av. San Martín, ");
    await page.getByRole("link", { name: "Ver mis datos" }).click();
    await expect(page).toHaveURL(`${PROOF}?redirectTo=%2Fmi-cuenta%2Fmi-conexion`);
    await proveWithCode(page, identification);
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/mi-conexion`);
    await expect(page.locator("main")).toContainText("Av. San Martín 100, ");
    await expect(page.getByRole("link", { name: "Ver mis datos" })).toHaveCount(0);
  });

  test("a proof that lapses while typing keeps what was typed, to send once proved", async ({
    page,
    visit,
    signInProved,
  }) => {
    const identification = await createCustomer({ name: "Tomás Tipeo", email: "tomas.tipeo@example.com" });
    const token = await signInProved(identification);
    await visit("/mi-cuenta/ajustes");
    await page.getByRole("group", { name: "Tipo de contacto" }).getByRole("radio", { name: "Teléfono" }).check();
    await page.getByLabel("Correo electrónico o teléfono").fill("0351 15 555-4321");
    // Fifteen minutes at the kettle.
    await lapseProof(token);
    await page.getByRole("button", { name: "Agregar" }).click();
    await expect(page).toHaveURL(`${PROOF}?redirectTo=%2Fmi-cuenta%2Fajustes`);
    expect((await api("GET", "/v2/customers/current/contacts", { token })).body).toHaveLength(1);

    await proveWithCode(page, identification);
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/ajustes`);
    await expect(toast(page, "Revisá lo que habías escrito y envialo de nuevo.")).toBeVisible();
    await expect(page.getByLabel("Correo electrónico o teléfono")).toHaveValue("0351 15 555-4321");
    await expect(
      page.getByRole("group", { name: "Tipo de contacto" }).getByRole("radio", { name: "Teléfono" }),
    ).toBeChecked();
    await page.getByRole("button", { name: "Agregar" }).click();
    await expect(page).toHaveURL(new RegExp(`^${SERVERS.main}/mi-cuenta/ajustes/contacto/\\d+/verificar$`));
    expect((await outbox(identification)).filter((message) => message.recipient === "+5493515554321")).toHaveLength(1);
  });

  test("a password account proves with its password", async ({ page, visit, js, signInAs, expectAccessible }) => {
    const identification = await createCustomer({
      name: "Clara Clave",
      email: "clara.clave@example.com",
      password: "Clave2026x",
    });
    const token = await signInAs(identification, "Clave2026x");
    // Signed in with the password: proved already.
    await visit("/mi-cuenta/contraseña");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cambiar contraseña");
    await lapseProof(token);

    await visit("/mi-cuenta/contraseña");
    await expect(page).toHaveURL(`${PROOF}?redirectTo=%2Fmi-cuenta%2Fcontrase%25C3%25B1a`);
    const password = page.getByRole("region", { name: "Con tu contraseña" });
    await password.getByLabel("Contraseña").fill("otra-clave");
    await password.getByRole("button", { name: "Confirmar con mi contraseña" }).click();
    await expect(page.locator("#campo-password-error")).toContainText("La contraseña no es correcta.");
    // The server never sends a password back (with JavaScript the browser keeps what was typed).
    if (!js) await expect(page.getByLabel("Contraseña", { exact: true })).toHaveValue("");
    await expectAccessible();

    await page.getByLabel("Contraseña", { exact: true }).fill("Clave2026x");
    await page.getByRole("button", { name: "Confirmar con mi contraseña" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/contrase%C3%B1a`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cambiar contraseña");
  });

  test("a customer with no verified contact and no password is told how to get one, and keeps quick access", async ({
    page,
    visit,
    signInAs,
  }) => {
    await signInAs(
      await createCustomer({
        name: "Nadia Nadie",
        email: "nadia.nadie@example.com",
        email_verified: false,
        plans: [2],
      }),
    );
    await visit("/mi-cuenta/contraseña");
    await expect(page.getByRole("heading", { name: "Todavía no podemos confirmar que sos vos" })).toBeVisible();
    await expect(page.getByRole("link", { name: "0800 555 0134" })).toHaveAttribute("href", "tel:08005550134");
    await expect(page.getByRole("button", { name: "Enviarme un código" })).toHaveCount(0);
    await page.getByRole("link", { name: "Volver a Mi cuenta" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta`);
    await visit("/mi-cuenta/facturacion");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Facturación");
  });
});
