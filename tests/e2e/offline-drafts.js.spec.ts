import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { api, createCustomer, sandboxToken } from "../support/sandbox";

/**
 * Forms sent without a connection (decision 149): with JavaScript, a reply typed while the
 * browser is offline is kept in the browser, offered again when the connection is back, and
 * sent once, when the customer says so, with the idempotency key it was typed with. Signing
 * out forgets what was kept. Without JavaScript the forms post as before (claims.spec.ts).
 */
const kept = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("nodo-sur:borrador:")));

async function customerWithClaim(name: string) {
  const identification = await createCustomer({ name, plans: [1] });
  const token = await sandboxToken(identification);
  const claim = await api("POST", "/v3/tickets/reclamos", {
    token,
    json: { category_id: 6, subject: "Consulta", message: "Hola" },
  });
  expect(claim.status).toBe(201);
  return { identification, token, claimId: claim.body.id as number };
}

const messagesWith = async (token: string, claimId: number, text: string) =>
  ((await api("GET", `/v3/tickets/${claimId}`, { token })).body.messages as { body: string }[]).filter(
    (message) => message.body === text,
  ).length;

test("a reply typed offline is kept, offered when the connection is back, and sent once", async ({
  page,
  context,
  visit,
  signInAs,
  expectAccessible,
}) => {
  const { identification, token, claimId } = await customerWithClaim("Olga Sinred");
  await signInAs(identification);
  await visit(`/mi-cuenta/reclamos/${claimId}`);
  const text = "Sigue sin andar desde el lunes a la noche.";

  await context.setOffline(true);
  await page.getByLabel("Tu mensaje").fill(text);
  await page.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Sin conexión: no se envió." })).toBeVisible();
  expect(await kept(page)).toEqual([`nodo-sur:borrador:respuesta-${claimId}`]);
  const draft = await page.evaluate((key) => localStorage.getItem(key), `nodo-sur:borrador:respuesta-${claimId}`);
  expect(JSON.parse(draft!).fields).toContainEqual(["message", text]);
  expect(await messagesWith(token, claimId, text)).toBe(0);

  // Back online: offered, not sent until the customer says so.
  await context.setOffline(false);
  const offer = page.getByRole("status").filter({ hasText: "Tenés una respuesta sin enviar" });
  await expect(offer).toBeVisible();
  expect(await messagesWith(token, claimId, text)).toBe(0);
  // A state no address reaches (decision 090): scanned here.
  await expectAccessible();
  await offer.getByRole("button", { name: "Enviarlo ahora" }).click();
  await expect(page.getByText("Enviamos tu mensaje.")).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
  expect(await messagesWith(token, claimId, text)).toBe(1);
  expect(await kept(page)).toEqual([]);

  // The same draft offered again (another tab kept it too): its key makes it the same reply.
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [`nodo-sur:borrador:respuesta-${claimId}`, draft!],
  );
  await visit(`/mi-cuenta/reclamos/${claimId}`);
  await page.getByRole("status").getByRole("button", { name: "Enviarlo ahora" }).click();
  await expect(page.getByText("Enviamos tu mensaje.")).toBeVisible();
  expect(await messagesWith(token, claimId, text)).toBe(1);
  expect(await kept(page)).toEqual([]);
});

test("a claim kept offline is forgotten when the customer signs out", async ({ page, context, visit, signInAs }) => {
  const { identification } = await customerWithClaim("Olga Salida");
  await signInAs(identification);
  await visit("/mi-cuenta/reclamos/crear");
  await context.setOffline(true);
  await page.getByLabel("Asunto", { exact: true }).fill("Sin señal");
  await page.getByRole("button", { name: "Enviar reclamo" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Sin conexión: no se envió." })).toBeVisible();
  expect(await kept(page)).toEqual(["nodo-sur:borrador:reclamo-nuevo"]);
  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: "Tenés un reclamo sin enviar" })).toBeVisible();

  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page.getByText("Sesión cerrada")).toBeVisible();
  expect(await kept(page)).toEqual([]);
});

test("a payment report whose request fails on the way, the browser believing it is online, is kept and offered", async ({
  page,
  visit,
  signInAs,
  consoleErrors,
}) => {
  const identification = await createCustomer({ name: "Olga Corte", invoices: [{ amount: 9_000, due_in_days: 5 }] });
  await signInAs(identification);
  await visit("/mi-cuenta/facturacion/informar-pago/crear");
  await page.route("**/mi-cuenta/facturacion/informar-pago/crear.data*", (route) =>
    route.abort("internetdisconnected"),
  );
  await page.getByLabel("Notas (opcional)").fill("Pagué en el Rapipago de la plaza.");
  await page.getByRole("button", { name: "Enviar informe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Informar un pago");
  expect(await kept(page)).toEqual(["nodo-sur:borrador:informe-de-pago"]);

  await page.unroute("**/mi-cuenta/facturacion/informar-pago/crear.data*");
  await visit("/mi-cuenta/facturacion/informar-pago/crear");
  await expect(page.getByRole("status").filter({ hasText: "Tenés un informe de pago sin enviar" })).toBeVisible();
  await page.getByRole("button", { name: "Descartarlo" }).click();
  expect(await kept(page)).toEqual([]);
  // The only errors logged: the browser's note of the request this test made fail.
  expect(new Set(consoleErrors)).toEqual(new Set(["Failed to load resource: net::ERR_INTERNET_DISCONNECTED"]));
  consoleErrors.splice(0, consoleErrors.length);
});
