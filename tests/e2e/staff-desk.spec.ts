import { expect, test } from "./fixtures";
import { expectNoHorizontalScroll, PHONE } from "./viewport";
import { outbox } from "../support/sandbox";
import { SERVERS } from "../support/servers";
import { AGENT, SECOND_AGENT } from "../support/staff";

/**
 * Serving a caller (decision 143), in both JavaScript modes at a phone's width: an agent
 * signs in, finds 20304050 by DNI, asks the customer's consent, types the code the customer
 * would read out (from the sandbox's outbox), sees the banner, and ends the attention. The
 * rules (each way of searching, refusals, the token's end at the API) are
 * tests/http/staff-desk.test.ts. Each mode signs in as an agent of its own: the API sends one
 * consent code a minute per agent and customer.
 */

test.describe("serving a caller at the desk", () => {
  test.use({ viewport: PHONE });

  test("an agent finds the caller, asks their consent, types the code and ends the attention", async ({
    page,
    visit,
  }, testInfo) => {
    const agent = testInfo.project.name === "js" ? AGENT : SECOND_AGENT;
    await visit("/agentes/clientes");
    await page.getByRole("button", { name: "Ingresar con la cuenta de la empresa" }).click();
    await page.getByLabel("Usuario").fill(agent.username);
    await page.getByLabel("Contraseña").fill(agent.password);
    await page.getByRole("button", { name: "Ingresar" }).click();

    await expect(page).toHaveURL(`${SERVERS.main}/agentes/clientes`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buscar a quien llama");
    // The agent types at once: the value has the focus, DNI is the way chosen.
    await expect(page.getByLabel("Lo que te dice quien llama")).toBeFocused();
    await expect(page.getByLabel("DNI o CUIT")).toBeChecked();
    await page.keyboard.type("20304050");
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/agentes\/clientes\?busqueda=/);
    expect(page.url()).not.toContain("20304050");
    await expect(page.getByRole("status").filter({ hasText: "Encontramos 1 cliente." })).toBeVisible();
    await expect(page.getByText("20.•••.050")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.getByRole("link", { name: "Carlos Alberto Gómez" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Carlos Alberto Gómez");
    await page.getByRole("button", { name: "Enviarle el código" }).click();
    await expect(page.getByText(/Le enviamos un código a c•+@example\.com\. Vale hasta las \d\d:\d\d\./)).toBeVisible();
    const sent = (await outbox("20304050")).filter(
      (message) => message.purpose === "consent_code" && message.body.includes(`El agente ${agent.number} `),
    );
    await expect(page.getByLabel("Código que te lee el cliente")).toBeFocused();
    await page.keyboard.type(sent.at(-1)!.code!);
    await page.keyboard.press("Enter");

    const banner = page.getByRole("region", { name: /Atendiendo a Carlos A\. G\./ });
    await expect(banner).toContainText(/Atendiendo a Carlos A\. G\., con su permiso\. Hasta las \d\d:\d\d\./);
    await expectNoHorizontalScroll(page);
    await page.getByRole("navigation", { name: "Mesa de atención" }).getByRole("link", { name: "Inicio" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Hola, /);
    await expect(banner).toBeVisible();

    await banner.getByRole("button", { name: "Terminar la atención" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/agentes/clientes`);
    await expect(page.getByRole("region", { name: "Notificaciones" })).toContainText("Terminaste la atención.");
    await expect(page.getByRole("region", { name: /Atendiendo a/ })).toHaveCount(0);
  });
});
