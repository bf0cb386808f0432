import { expect, test } from "./fixtures";
import { applyFault, callsOf, expectOutcome, pendingRules, postsBetween, REQUIRED, type Outcome } from "./faults";
import { createFaultScene } from "../support/faults-scene";
import { createCustomer } from "../support/sandbox";
import { SERVERS } from "../support/servers";

/**
 * docs/faults.md in the browser, beyond the table of pages (an HTTP test:
 * tests/http/faults-pages.test.ts): an optional block left out, the screen of each fault
 * as the browser shows it, and a form whose POST meets a fault. Both with and without
 * JavaScript.
 */

const info = () => ({ method: "GET", path: "/v2/customers/current/info" });

test("the customer home leaves its claims out when their call fails, and goes where each fault of its own call leads", async ({
  page,
  signInAs,
  expectAccessible,
}) => {
  const scene = await createFaultScene();
  const token = await signInAs(scene.identification);
  const withoutClaims: Outcome = { screen: "withoutBlock", heading: "Hola, Fausto", block: "Reclamos abiertos" };
  await page.goto("/mi-cuenta");
  await expect(page.getByRole("heading", { name: "Reclamos abiertos" })).toBeVisible();
  for (const fault of ["500", "offline", "503", "slow"] as const) {
    await test.step(`claims: ${fault}`, async () => {
      // Open and in-progress claims: two calls at once.
      await applyFault(fault, { method: "GET", path: "/v3/tickets" }, token, 2);
      const response = await page.goto(`${fault === "slow" ? SERVERS.shortDeadline : SERVERS.main}/mi-cuenta`);
      await expectOutcome(page, response, withoutClaims, "/mi-cuenta", { inFrame: true });
      expect(await pendingRules(token)).toEqual([]);
    });
  }
  await expectAccessible();
  // Too many requests is no outage: the page goes where a 429 always leads.
  await applyFault("429", { method: "GET", path: "/v3/tickets" }, token, 2);
  await expectOutcome(page, await page.goto("/mi-cuenta"), REQUIRED[429], "/mi-cuenta", { inFrame: true });
  expect(await pendingRules(token)).toEqual([]);
  // Each screen a fault leads to, once, in the browser: the error screen in the frame,
  // maintenance, too many attempts (their accessibility: tests/e2e/accessibility.spec.ts).
  for (const fault of ["500", "503", "429"] as const) {
    await applyFault(fault, info(), token);
    await expectOutcome(page, await page.goto("/mi-cuenta"), REQUIRED[fault], "/mi-cuenta", { inFrame: true });
  }
});

test("a form whose POST meets a fault comes back with its values and a message, the POST sent once", async ({
  page,
  signInAs,
}) => {
  const token = await signInAs(await createCustomer({ name: "Fermín Formulario", plans: [2] }));
  const create = { method: "POST", path: "/v3/tickets/reclamos" };
  // 503 included: the maintenance page would throw the typed values away (decision 078).
  for (const fault of ["500", "offline", "503", "slow"] as const) {
    await test.step(fault, async () => {
      const server = fault === "slow" ? SERVERS.shortDeadline : SERVERS.main;
      await page.goto(`${server}/mi-cuenta/reclamos/crear`);
      await page.getByRole("radio", { name: /Sin servicio de internet/ }).check();
      await page.getByLabel("Asunto").fill(`Falla ${fault}`);
      await page.getByLabel("Mensaje").fill("El router tiene la luz roja prendida.");
      await applyFault(fault, create, token);
      const before = await callsOf(token);
      await page.getByRole("button", { name: "Enviar reclamo" }).click();
      await expect(page.locator(".error-summary")).toContainText("No pudimos completar la operación en este momento");
      expect(new URL(page.url()).pathname).toBe("/mi-cuenta/reclamos/crear");
      await expect(page.getByLabel("Asunto")).toHaveValue(`Falla ${fault}`);
      expect(await pendingRules(token)).toEqual([]);
      expect(postsBetween(before, await callsOf(token))).toEqual({ "POST /v3/tickets/reclamos": 1 });
    });
  }
});
