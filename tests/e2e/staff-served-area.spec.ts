import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoHorizontalScroll, PHONE } from "./viewport";
import { PDF_MAGIC, uploadFile } from "./uploads";
import { api, outbox, sessionCookieValue } from "../support/sandbox";
import { SERVERS } from "../support/servers";
import { AGENT, SECOND_AGENT, SUPERVISOR } from "../support/staff";
import { customerNeedingVisit, VISIT_LOCALITIES } from "../support/visits";

/**
 * The call centre's journey (decision 144), in both JavaScript modes at a phone's width: an
 * agent signs in at the identity provider, finds the caller by phone number, types the
 * consent code the customer reads out (from the sandbox's outbox), reports a payment and
 * books a technician visit on the customer's own pages inside the desk's frame; the
 * customer's "Actividad de tu cuenta" and a supervisor's view show both with the agent's
 * number. The rules (what a call may open, read-only, an attention that ended) are
 * tests/http/staff-served-area.test.ts. Each mode is an agent of its own: the API sends one
 * consent code a minute per agent and customer.
 */

/** Signs in at the identity provider from a desk page, as a person types. */
async function signInAtTheIdentityProvider(page: Page, who: { username: string; password: string }) {
  await page.getByRole("button", { name: "Ingresar con la cuenta de la empresa" }).click();
  await page.getByLabel("Usuario").fill(who.username);
  await page.getByLabel("Contraseña").fill(who.password);
  await page.getByRole("button", { name: "Ingresar" }).click();
}

/** Today in Buenos Aires, as the form takes it. */
const today = () => {
  const [year, month, day] = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Argentina/Buenos_Aires" })
    .format(new Date())
    .split("-");
  return `${day}/${month}/${year}`;
};

test.describe("serving a caller on their account", () => {
  test.use({ viewport: PHONE });

  test("an agent finds the caller by phone, reports a payment and books a visit with their consent; the customer and a supervisor see both with the agent's number", async ({
    page,
    visit,
    browser,
    js,
  }, testInfo) => {
    const agent = testInfo.project.name === "js" ? AGENT : SECOND_AGENT;
    const { identification, token, claim } = await customerNeedingVisit(VISIT_LOCALITIES.desk, {
      invoices: [{ amount: 31998.5, due_in_days: 10 }],
    });
    // The number the caller gives: theirs alone in this run.
    const digits = String(1000 + Math.floor(Math.random() * 9000));
    const added = await api("POST", "/v2/customers/current/contacts", {
      token,
      json: { type: "phone", value: `+549351555${digits}` },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);

    await visit("/agentes/clientes");
    await signInAtTheIdentityProvider(page, agent);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buscar a quien llama");
    await page.getByRole("radio", { name: "Teléfono" }).check();
    await page.getByLabel("Lo que te dice quien llama").fill(`0351 15-555-${digits}`);
    await page.getByLabel("Lo que te dice quien llama").press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Encontramos 1 cliente." })).toBeVisible();
    await page.getByRole("link", { name: "Cliente de Prueba" }).click();

    await page.getByRole("button", { name: "Enviarle el código" }).click();
    await expect(page.getByLabel("Código que te lee el cliente")).toBeFocused();
    const code = (await outbox(identification))
      .filter((message) => message.purpose === "consent_code" && message.body.includes(`El agente ${agent.number} `))
      .at(-1)!.code!;
    await page.keyboard.type(code);
    await page.keyboard.press("Enter");
    const banner = page.getByRole("region", { name: /Atendiendo a Cliente D\. P\./ });
    await expect(banner).toContainText("con su permiso");

    // The customer's own account, in the desk's frame.
    await banner.getByRole("link", { name: "Ver su cuenta" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta`);
    await expect(banner).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Mesa de atención" })).toBeVisible();
    await expectNoHorizontalScroll(page);

    // A payment the caller made by transfer, with the receipt they e-mailed.
    await visit("/mi-cuenta/facturacion/informar-pago");
    await page.getByRole("link", { name: "Informar un pago" }).click();
    await page.getByRole("radio", { name: /^Factura B 0009-/ }).check();
    await page.getByLabel("Importe pagado").fill("$ 31.998,50");
    await page.getByLabel("Fecha de pago").fill(today());
    await page.getByRole("radio", { name: "Transferencia" }).check();
    await page.getByLabel("Comprobante").setInputFiles(uploadFile("comprobante.pdf", PDF_MAGIC));
    await page.getByRole("button", { name: "Enviar informe" }).click();
    await expect(page).toHaveURL(new RegExp(`^${SERVERS.main}/mi-cuenta/facturacion/informe/\\d+$`));
    await expect(page.locator(".facts")).toContainText("$ 31.998,50");
    await expect(banner).toBeVisible();

    // The technician visit for the caller's claim: the first window offered.
    await visit(`/mi-cuenta/reclamos/${claim.id}`);
    await page.getByRole("link", { name: "Elegí un horario para la visita técnica" }).click();
    await page.getByRole("radio").first().check();
    await page.getByRole("button", { name: "Confirmar horario" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/reclamos/${claim.id}`);
    await expect(page.getByRole("region", { name: "Visita técnica" })).toContainText("Confirmada");

    await banner.getByRole("button", { name: "Terminar la atención" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/agentes/clientes`);

    const byAgent = `El centro de atención, agente N.º ${agent.number}`;
    const reported = /Pago informado de la factura B 0009-/;
    const booked = new RegExp(`Visita técnica del reclamo ${claim.number} reservada para el`);
    // The customer, in a browser of their own, sees both in their account's activity, with the agent's number.
    const customer = await browser.newContext({ javaScriptEnabled: js, viewport: PHONE });
    await customer.addCookies([
      { name: "__session", value: await sessionCookieValue(token), url: SERVERS.main, httpOnly: true, sameSite: "Lax" },
    ]);
    const own = await customer.newPage();
    await own.goto(`${SERVERS.main}/mi-cuenta/actividad`);
    const entries = own.locator(".activity-list > li");
    await expect(entries.filter({ hasText: reported })).toContainText(byAgent);
    await expect(entries.filter({ hasText: booked })).toContainText(byAgent);
    await customer.close();

    // A supervisor sees the same actions under the agent's number.
    const office = await browser.newContext({ javaScriptEnabled: js, viewport: PHONE });
    const supervisor = await office.newPage();
    await supervisor.goto(`${SERVERS.main}/agentes/actividad`);
    await signInAtTheIdentityProvider(supervisor, SUPERVISOR);
    await supervisor.getByLabel("Número de agente").fill(agent.number);
    await supervisor.getByRole("button", { name: "Ver actividad" }).click();
    const actions = supervisor.locator(".activity-list > li");
    await expect(actions.filter({ hasText: reported })).toHaveCount(1);
    await expect(actions.filter({ hasText: booked })).toHaveCount(1);
    await office.close();
  });
});
