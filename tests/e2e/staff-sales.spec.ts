import { expect, test } from "./fixtures";
import { fillApplicant, newApplicant, sandboxApplications, SERVICE_ADDRESS, digits } from "./hiring";
import { expectNoHorizontalScroll, PHONE } from "./viewport";
import { SERVERS } from "../support/servers";
import { AGENT, SECOND_AGENT } from "../support/staff";

/**
 * A sale by phone (decision 145), in both JavaScript modes at a phone's width: an agent signs
 * in at the identity provider, starts a sale from the desk, types the caller's data and an
 * address with coverage (no map on the way), reads the data-protection notice aloud, and
 * sends; the confirmation names the agent, and the sandbox recorded the application as
 * theirs, by phone. The rules (the draft the agent's alone, the public flow unchanged, a
 * session ended mid-flow) are tests/http/desk-sales.test.ts. Each mode signs in as an agent
 * of its own.
 */

test.describe("a sale by phone at the desk", () => {
  test.use({ viewport: PHONE });

  test("an agent signs in, sells to a caller with a typed address, reads the notice, and sends", async ({
    page,
    visit,
  }, testInfo) => {
    const agent = testInfo.project.name === "js" ? AGENT : SECOND_AGENT;
    // Nothing of the map reaches the agent's browser: no tile, no map code.
    const mapRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/tiles\/|leaflet|location-(map|enhancements)/i.test(request.url())) mapRequests.push(request.url());
    });

    await visit("/agentes");
    await page.getByRole("button", { name: "Ingresar con la cuenta de la empresa" }).click();
    await page.getByLabel("Usuario").fill(agent.username);
    await page.getByLabel("Contraseña").fill(agent.password);
    await page.getByRole("button", { name: "Ingresar" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Hola, /);

    const desk = page.getByRole("navigation", { name: "Mesa de atención" });
    await desk.getByRole("link", { name: "Nueva venta" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/contratar/dejanos-tus-datos`);
    // Still the desk: its navigation and who is signed in.
    await expect(desk.getByRole("link", { name: "Nueva venta" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText(`Agente ${agent.number}`).first()).toBeVisible();
    await expect(page.getByLabel("Nombre", { exact: true })).toBeFocused();

    const applicant = await newApplicant();
    await fillApplicant(page, applicant);
    await page.getByRole("button", { name: "Continuar" }).click();

    await expect(page).toHaveURL(/\/contratar\/seleccionar-ubicacion$/);
    await expect(page.getByLabel("Localidad")).toBeFocused();
    await page.getByLabel("Localidad").selectOption({ label: SERVICE_ADDRESS.locality });
    await page.getByLabel("Calle y altura").fill(SERVICE_ADDRESS.address);
    await expect(page.getByLabel("Calle y altura")).not.toHaveAttribute("role", "combobox");
    await page.getByLabel("Calle y altura").press("Enter");

    await expect(page).toHaveURL(/\/contratar\/formulario$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Completá la solicitud");
    await expect(page.getByText(/^Leé al cliente: «.+¿Estás de acuerdo\?»$/)).toBeVisible();
    await expectNoHorizontalScroll(page);
    // The plan has the focus (decision 130): the keyboard chooses it and moves on.
    await expect(page.getByRole("radio").first()).toBeFocused();
    await page.keyboard.press("Space");
    await page.getByLabel("Le leí el aviso al cliente y está de acuerdo").check();
    await page.getByRole("checkbox", { name: /El cliente acepta los términos y condiciones/ }).check();
    await page.getByRole("button", { name: "Enviar solicitud" }).click();

    await expect(page).toHaveURL(/\/contratar\/solicitud-enviada$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cargaste la solicitud");
    await expect(page.getByText(`Agente ${agent.number}, por teléfono`)).toBeVisible();
    await expectNoHorizontalScroll(page);
    const number = (await page.locator(".application-number").textContent())!;
    const recorded = (await sandboxApplications(digits(applicant.dni))) as unknown as {
      number: string;
      agent_number: string;
      channel: string;
    }[];
    expect(recorded).toEqual([expect.objectContaining({ number, agent_number: agent.number, channel: "phone" })]);
    expect(mapRequests).toEqual([]);

    await page.getByRole("link", { name: "Volver a la mesa" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/agentes`);
  });
});
