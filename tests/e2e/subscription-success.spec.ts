import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { api, createCustomer } from "../support/sandbox";
import { SERVERS } from "../support/servers";

/** A customer of the test's own starts an automatic debit for their internet; answers the card site's page. */
async function startDebit(token: string) {
  const [connection] = (await api("GET", "/v2/customers/current/conexiones", { token })).body;
  const answer = await api("POST", "/v2/customers/current/debit-subscription/create", {
    token,
    json: { services: [connection.services[0].id], return_url: `${SERVERS.main}/subscription/success` },
  });
  expect(answer.status).toBe(201);
  return {
    checkout: answer.body.checkout_url as string,
    id: answer.body.subscription.id as number,
    connection: connection.number as string,
  };
}

async function decide(page: Page, checkout: string, button: "Aprobar" | "Rechazar") {
  await page.goto(checkout);
  await page.getByRole("button", { name: button }).click();
  await expect(page).toHaveURL(new RegExp(`^${SERVERS.main}/subscription/success\\?subscription_id=\\d+&status=`));
}

// Requesting the debit needs a proved session (decision 097): each customer has an e-mail to prove with.
test.describe("/subscription/success", () => {
  test("an approved sign-up says so and names the services, as the API tells", async ({ page, signInProved, js }) => {
    const customer = await createCustomer({ plans: [2], email: "aprobado@example.com" });
    const { checkout, connection } = await startDebit(await signInProved(customer));
    await decide(page, checkout, "Aprobar");
    if (js) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page).toHaveTitle("Subscripción debito automatico - Nodo Sur");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("¡Listo! Adheriste al débito automático");
    await expect(page.getByRole("region", { name: "Servicios adheridos" })).toContainText(
      `Internet 300 Megas (conexión ${connection})`,
    );
    await expect(page.getByRole("link", { name: "Ir a mi cuenta" })).toHaveAttribute("href", "/mi-cuenta");
  });

  test("a refused sign-up says so", async ({ page, signInProved }) => {
    const customer = await createCustomer({ plans: [3], email: "rechazado@example.com" });
    const { checkout } = await startDebit(await signInProved(customer));
    await decide(page, checkout, "Rechazar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No pudimos adherirte al débito automático");
  });

  test("the address's status is not believed: the API's is shown", async ({ page, visit, signInProved }) => {
    const customer = await createCustomer({ plans: [2], email: "esperando@example.com" });
    const { id } = await startDebit(await signInProved(customer));
    await visit(`/subscription/success?subscription_id=${id}&status=active`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Estamos esperando la confirmación");
    await visit(`/subscription/success?subscription_id=${id + 100000}&status=active`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No encontramos esa adhesión");
  });

  test("a visitor who is not signed in signs in first and comes back", async ({ page, visit }) => {
    await visit("/subscription/success?subscription_id=1&status=active");
    await expect(page).toHaveURL(
      `${SERVERS.main}/iniciar-sesion?redirectTo=${encodeURIComponent("/subscription/success?subscription_id=1&status=active")}`,
    );
  });
});
