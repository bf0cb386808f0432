import { expect, test } from "./fixtures";
import { addFault, api, createCustomer } from "../support/sandbox";
import { SERVERS } from "../support/servers";

/**
 * Decision 078's failures that any page of the area can meet: a session the API no longer
 * accepts (401) signs the customer out and brings them back after signing in; too many
 * requests (429) lead to /demasiados-intentos.
 */
test("a 401 on a page of the area signs out and returns there after signing in", async ({ page, visit, signInAs }) => {
  const customer = await createCustomer({ name: "Rita Vencida" });
  const token = await signInAs(customer);
  // The token ends at the API (as when it expires): the next call answers 401.
  expect((await api("POST", "/auth/logout", { token })).status).toBe(200);
  await visit("/mi-cuenta/facturacion?estado=impagas");
  await expect(page).toHaveURL(
    `${SERVERS.main}/iniciar-sesion?redirectTo=${encodeURIComponent("/mi-cuenta/facturacion?estado=impagas")}`,
  );
  await page.getByLabel("DNI o CUIT").fill(customer);
  await page.getByRole("button", { name: "Ingresar" }).click();
  await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/facturacion?estado=impagas`);
  await expect(page).toHaveTitle("Facturación - Nodo Sur");
});

test("a 429 from the API on a page of the area leads to /demasiados-intentos", async ({ page, visit, signInAs }) => {
  const token = await signInAs(await createCustomer({ name: "Rita Apurada" }));
  await addFault({ method: "GET", path: "/v2/customers/current/payments", status: 429, times: 2, token });
  await visit("/mi-cuenta/mis-pagos");
  await expect(page).toHaveURL(/\/demasiados-intentos/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hiciste demasiados intentos");
});
