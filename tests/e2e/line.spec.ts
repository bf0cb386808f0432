import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { api, createCustomer, freshDni } from "../support/sandbox";

/**
 * "No tengo internet" (decision 102), the customer's journeys in both modes: an equipment that
 * does not respond, its checklist, then a restart from the portal; and a diagnosis that finds
 * nothing to fix at home, ending in a claim filed already saying what was found. The rules
 * (proof, one restart per 10 minutes, one in progress) are the sandbox's tests; refusals,
 * faults and flags are HTTP tests (tests/http/equipment.test.ts, diagnosis.test.ts).
 */

const CURRENT = "/v2/customers/current";

/** A customer of the test's own, with one active connection in the first seeded locality (no outage there). */
async function customer() {
  const identification = await createCustomer({
    name: "Rosa Linares",
    plans: [3],
    email: `linea.${await freshDni()}@example.com`,
  });
  return identification;
}

async function connectionOf(token: string) {
  const [connection] = (await api("GET", `${CURRENT}/conexiones`, { token })).body as { id: number }[];
  return connection!.id;
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

async function choose(page: Page, option: string) {
  await page.getByRole("radio", { name: option, exact: true }).check();
  await page.getByRole("button", { name: "Seguir" }).click();
}

test.describe("my line (/mi-cuenta/mi-conexion)", () => {
  test("an equipment that does not respond: the checklist, checked again, then a restart from the portal", async ({
    page,
    visit,
    signInProved,
  }) => {
    const token = await signInProved(await customer());
    const connectionId = await connectionOf(token);
    await api("POST", `/__faults/equipment/${connectionId}`, { json: { state: "offline" } });
    const equipment = page.locator(`#equipo-${connectionId}-bloque`);

    await visit("/mi-cuenta/mi-conexion");
    await expect(equipment).toContainText("Sin conexión desde el");
    await page.getByRole("link", { name: "No tengo internet o anda lento" }).click();
    await expect(heading(page)).toHaveText("¿Qué te pasa?");
    await choose(page, "No tengo internet");
    await expect(heading(page)).toHaveText("Tu equipo no responde");
    await expect(page.getByText("Desenchufá el equipo, esperá 30 segundos y volvé a enchufarlo.")).toBeVisible();

    // Unplugged and plugged in again: the network sees it once more.
    await api("POST", `/__faults/equipment/${connectionId}`, { json: { state: "online" } });
    await page.getByRole("link", { name: "Volver a comprobar" }).click();
    await expect(heading(page)).toHaveText("¿Reiniciaste tu equipo en la última hora?");
    await choose(page, "No");
    await expect(heading(page)).toHaveText("Probá reiniciar tu equipo");
    await page.getByRole("link", { name: "Reiniciar mi equipo" }).click();

    await expect(heading(page)).toHaveText("Reiniciar tu equipo");
    await expect(page.getByText("Durante 2 a 3 minutos no vas a tener internet")).toBeVisible();
    await page.getByRole("button", { name: "Sí, reiniciar mi equipo" }).click();
    await expect(page).toHaveURL(/\/mi-cuenta\/mi-conexion(#.*)?$/);
    await expect(page.locator(".toast", { hasText: "Estamos reiniciando tu equipo." })).toBeVisible();
    await expect(equipment).toContainText("Reiniciándose…");
    await page.getByRole("link", { name: "Volver a comprobar" }).click();
    await expect(page).toHaveURL(new RegExp(`comprobar=${connectionId}`));
    await expect(equipment).toContainText("Reiniciándose…");
    expect((await api("GET", `/__faults/equipment/${connectionId}`)).body.restarts).toHaveLength(1);
  });

  test("a diagnosis that finds nothing to fix at home ends in a claim filed with what was found", async ({
    page,
    visit,
    signInAs,
  }) => {
    const token = await signInAs(await customer());
    const connectionId = await connectionOf(token);
    await api("POST", `/__faults/equipment/${connectionId}`, { json: { signal_dbm: -28.4 } });

    await visit(`/mi-cuenta/mi-conexion/${connectionId}/diagnostico`);
    await choose(page, "Internet anda lento");
    await choose(page, "Sí, y sigue igual");
    await choose(page, "Sí, en todos");
    await expect(heading(page)).toHaveText("Lo que encontramos");
    await expect(page.getByText("No hay cortes conocidos")).toBeVisible();
    await page.getByRole("button", { name: "Hacer el reclamo con estos datos" }).click();

    await expect(page.getByRole("radio", { name: /Internet lento o intermitente/ })).toBeChecked();
    await expect(page.getByLabel("Asunto")).toHaveValue("Internet anda lento");
    const message = page.getByLabel("Mensaje");
    await expect(message).toHaveValue(/- Señal: débil \(−28,4 dBm\)/);
    // The customer may add words; nothing found needs typing again.
    await message.fill(`${await message.inputValue()}Se pone peor a la noche.`);
    await page.getByRole("button", { name: "Enviar reclamo" }).click();

    await expect(heading(page)).toHaveText(/^Reclamo R-\d{6}$/);
    await expect(page.locator(".claim-message-body").first()).toContainText("- Señal: débil (−28,4 dBm)");
    await expect(page.locator(".claim-message-body").first()).toContainText("Se pone peor a la noche.");
    const [filed] = (await api("GET", "/v3/tickets?per_page=5", { token })).body.data as { id: number }[];
    const claim = (await api("GET", `/v3/tickets/${filed!.id}`, { token })).body;
    expect(claim.diagnosis).toMatchObject({
      equipment_state: "online",
      signal: { dbm: -28.4, reading: "weak" },
      outage_id: null,
      speed_mbps: null,
      answers: [
        { question: "¿Qué te pasa?", answer: "Internet anda lento" },
        { question: "¿Reiniciaste tu equipo en la última hora?", answer: "Sí, y sigue igual" },
        { question: "¿Te pasa en todos tus dispositivos?", answer: "Sí, en todos" },
      ],
    });
  });
});
