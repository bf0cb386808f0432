import { expect, test } from "./fixtures";
import { VISIT_LOCALITIES, customerNeedingVisit, takeSlot } from "../support/visits";
import { SERVERS } from "../support/servers";

/**
 * Technician visits (decision 103) in a browser, with JavaScript and without: a visit booked,
 * moved and cancelled from the claim's page, and a window lost to another customer while
 * choosing. Each journey keeps to a locality of its own (tests/support/visits.ts). The
 * rules are the API's (tests/sandbox/visits.test.ts); the refusals and faults are HTTP
 * tests (tests/http/visits.test.ts).
 */

test("a technician visit is booked, rescheduled and cancelled from the claim", async ({
  page,
  visit,
  signInProved,
  expectAccessible,
}) => {
  test.slow(); // three forms and two scans
  const { identification, claim } = await customerNeedingVisit(VISIT_LOCALITIES.journey);
  await signInProved(identification);
  const claimUrl = `${SERVERS.main}/mi-cuenta/reclamos/${claim.id}`;

  await visit(`/mi-cuenta/reclamos/${claim.id}`);
  await page.getByRole("link", { name: "Elegí un horario para la visita técnica" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Elegí un horario para la visita técnica");
  // Each day is a group of its own: "jueves 27/11", then its windows "de 9 a 12"…
  const firstDay = page.locator("fieldset.visit-day").first();
  await expect(firstDay.locator("legend")).toHaveText(/^(lunes|martes|miércoles|jueves|viernes) \d{2}\/\d{2}$/);
  const first = page.getByRole("radio").first();
  const chosen = `${await firstDay.locator("legend").textContent()}, ${await first.evaluate((radio) => (radio as HTMLInputElement).labels![0]!.textContent)}`;
  await first.check();
  await page.getByLabel("Indicaciones para el técnico (opcional)").fill("Timbre 2B");
  await page.getByRole("button", { name: "Confirmar horario" }).click();
  await expect(page).toHaveURL(claimUrl);
  await expect(page.locator(".toast", { hasText: `Listo: la visita técnica quedó para el ${chosen}.` })).toBeVisible();
  const block = page.getByRole("region", { name: "Visita técnica" });
  await expect(block).toContainText(chosen);
  await expect(block).toContainText("Confirmada");
  await expect(block).toContainText("Timbre 2B");
  await expectAccessible();

  // The home says it too, and leads back to the visit on the claim's page (decision 148).
  await visit("/mi-cuenta");
  await expect(page.getByText(`Visita técnica: ${chosen}`)).toBeVisible();
  await page.getByRole("link", { name: `Ver la visita del reclamo ${claim.number}` }).click();
  await expect(page).toHaveURL(`${claimUrl}#visita`);
  await expect(block).toBeInViewport();

  // Another window, chosen with the keyboard: the arrows move within the one group.
  await page.getByRole("link", { name: "Cambiar horario" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cambiá el horario de la visita técnica");
  await page.getByRole("radio").first().focus();
  await page.keyboard.press("ArrowDown");
  const second = page.getByRole("radio").nth(1);
  await expect(second).toBeChecked();
  await expect(second).toBeFocused();
  await page.getByRole("button", { name: "Cambiar al horario elegido" }).click();
  await expect(page).toHaveURL(claimUrl);
  await expect(page.locator(".toast", { hasText: "Listo: cambiamos la visita técnica al" })).toBeVisible();
  await expect(block).not.toContainText(chosen);

  await block.getByRole("link", { name: "Cancelar visita" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("¿Cancelás la visita técnica?");
  await expectAccessible();
  await page.getByRole("button", { name: "Sí, cancelar la visita" }).click();
  await expect(page).toHaveURL(claimUrl);
  await expect(page.locator(".toast", { hasText: "Cancelaste la visita técnica." })).toBeVisible();
  await expect(block).toContainText("Cancelada");
  await expect(block.getByRole("link", { name: "Elegí un horario para la visita técnica" })).toBeVisible();
});

test("a window taken by another customer while choosing: the message, the free windows again, the notes kept", async ({
  page,
  visit,
  signInProved,
  expectAccessible,
}) => {
  const { identification, claim } = await customerNeedingVisit(VISIT_LOCALITIES.lost);
  await signInProved(identification);
  await visit(`/mi-cuenta/reclamos/${claim.id}/visita`);
  const first = page.getByRole("radio").first();
  const taken = (await first.getAttribute("value"))!;
  await first.check();
  await page.getByLabel("Indicaciones para el técnico (opcional)").fill("Perro suelto");
  await takeSlot(claim.number, taken);
  await page.getByRole("button", { name: "Confirmar horario" }).click();

  await expect(page.locator(".error-summary")).toContainText("Ese horario se ocupó recién. Elegí otro.");
  await expect(page).toHaveTitle(/^Error: /);
  await expect(page.locator(`input[value="${taken}"]`)).toHaveCount(0);
  await expect(page.getByLabel("Indicaciones para el técnico (opcional)")).toHaveValue("Perro suelto");
  await expectAccessible();

  // The last window: the first is what another run of this journey may be filling.
  await page.getByRole("radio").last().check();
  await page.getByRole("button", { name: "Confirmar horario" }).click();
  await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/reclamos/${claim.id}`);
  await expect(page.getByRole("region", { name: "Visita técnica" })).toContainText("Perro suelto");
});
