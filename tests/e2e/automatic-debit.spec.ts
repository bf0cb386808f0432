import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addFault, api, createCustomer } from "../support/sandbox";
import { SERVERS } from "../support/servers";
import { expectNoHorizontalScroll } from "./viewport";

const DEBIT = "/mi-cuenta/debito-automatico";
const REQUEST = `${DEBIT}/solicitar`;

/** The state's section: its heading says the state in words, its list the services. */
const state = (page: Page) => page.getByRole("region").filter({ has: page.locator("#estado-debito") });
const stateHeading = (page: Page) => page.locator("#estado-debito");
/** A toast that says `text` (with JavaScript, earlier ones may still be showing). */
const toast = (page: Page, text: string) => page.locator(".toast", { hasText: text });

/**
 * The messages of the toasts a response queues in its `__toast` cookie: a signed cookie
 * whose value is base64 JSON (React Router's cookie encoding) before the signature.
 */
function queuedToasts(setCookie: string): string[] {
  const value = /(?:^|\n)__toast=([^;]*)/.exec(setCookie)?.[1];
  if (!value) return [];
  const encoded = decodeURIComponent(value).split(".")[0]!;
  const session = JSON.parse(decodeURIComponent(escape(Buffer.from(encoded, "base64").toString("latin1"))));
  return (session.__flash_toasts__ as Array<{ message: string }>).map((toast) => toast.message);
}

/** An automatic debit of the named plan, requested through the API and approved on the card site's stand-in. */
async function activeDebit(token: string, plan: string) {
  const connections: Array<{ services: Array<{ id: number; plan: { name: string } }> }> = (
    await api("GET", "/v2/customers/current/conexiones", { token })
  ).body;
  const service = connections
    .flatMap((connection) => connection.services)
    .find((candidate) => candidate.plan.name === plan)!;
  const created = await api("POST", "/v2/customers/current/debit-subscription/create", {
    token,
    json: { services: [service.id], return_url: `${SERVERS.main}/subscription/success` },
  });
  expect(created.status).toBe(201);
  const approve = await fetch(`${created.body.checkout_url}/approve`, { method: "POST", redirect: "manual" });
  expect(approve.status).toBe(303);
}

/*
 * Requesting, changing and cancelling the debit needs a session that proved who it is
 * (decision 097): these tests start from one (`signInProved`, or a password sign-in), so they
 * stay about the debit; the proof itself is tests/e2e/proof.spec.ts.
 */
test.describe("automatic debit", () => {
  test("a customer with a verified e-mail and nothing overdue requests it, changes its services and cancels it", async ({
    page,
    visit,
    js,
    signInProved,
    expectAccessible,
  }) => {
    const customer = await createCustomer({ plans: [2, 5], email: "debito@example.com", email_verified: true });
    await signInProved(customer);

    await visit(DEBIT);
    await expect(page).toHaveTitle("Débito Automático - Nodo Sur");
    await expect(stateHeading(page)).toHaveText("No estás adherido");

    await page.getByRole("link", { name: "Adherir al débito automático" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}${REQUEST}`);
    await expect(page).toHaveTitle("Débito Automático Solicitar - Nodo Sur");
    // Nothing chosen: said, not sent.
    await page.getByRole("button", { name: "Continuar al sitio de tarjetas" }).click();
    await expect(page.locator(".error-summary").getByRole("link")).toHaveText(["Elegí al menos un servicio"]);
    await expect(page).toHaveTitle("Error: Débito Automático Solicitar - Nodo Sur");
    await expectAccessible();

    await page.getByRole("checkbox", { name: /^Internet 300 Megas/ }).check();
    await page.getByRole("button", { name: "Continuar al sitio de tarjetas" }).click();
    // The card site's stand-in, at the API.
    await expect(page).toHaveURL(new RegExp(`^${SERVERS.sandbox}/checkout/debito/`));
    await expect(page.getByText("Servicios: 1")).toBeVisible();
    await page.getByRole("button", { name: "Aprobar" }).click();
    await expect(page).toHaveURL(
      new RegExp(`^${SERVERS.main}/subscription/success\\?subscription_id=\\d+&status=active$`),
    );
    if (js) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("¡Listo! Adheriste al débito automático");

    await visit(DEBIT);
    await expect(stateHeading(page)).toHaveText("Estás adherido");
    await expect(state(page).getByRole("listitem")).toHaveText([/^Internet 300 Megas \(Internet, conexión CN-T\d+\)$/]);
    await expectNoHorizontalScroll(page);
    // Requested already: the request page leads back here.
    await visit(REQUEST);
    await expect(page).toHaveURL(`${SERVERS.main}${DEBIT}`);
  });

  test("an active debit changes its services and is cancelled after a confirmation", async ({
    page,
    visit,
    signInProved,
  }) => {
    const customer = await createCustomer({ plans: [2, 5], email: "gestion@example.com" });
    await activeDebit(await signInProved(customer), "Internet 300 Megas");
    await visit(DEBIT);
    await page.getByRole("link", { name: "Gestionar el débito automático" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}${DEBIT}/gestionar`);
    await expect(page).toHaveTitle("Débito Automático Gestionar - Nodo Sur");
    await expect(page.getByRole("checkbox", { name: /^Internet 300 Megas/ })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: /^TV Digital/ })).not.toBeChecked();
    await expectNoHorizontalScroll(page);
    await page.getByRole("checkbox", { name: /^TV Digital/ }).check();
    await page.getByRole("checkbox", { name: /^Internet 300 Megas/ }).uncheck();
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}${DEBIT}`);
    await expect(
      toast(page, "Guardamos los cambios del débito automático. Agregaste: TV Digital. Quitaste: Internet 300 Megas."),
    ).toBeVisible();
    await expect(state(page).getByRole("listitem")).toHaveText([/^TV Digital \(Televisión, conexión CN-T\d+\)$/]);

    await page.getByRole("link", { name: "Gestionar el débito automático" }).click();
    await page.getByRole("link", { name: "Cancelar el débito automático" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}${DEBIT}/gestionar?cancelar`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("¿Querés cancelar el débito automático?");
    // "No" changes nothing.
    await page.getByRole("link", { name: "No, volver" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}${DEBIT}/gestionar`);
    await page.getByRole("link", { name: "Cancelar el débito automático" }).click();
    await page.getByRole("button", { name: "Sí, cancelar el débito automático" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}${DEBIT}`);
    await expect(toast(page, "Cancelaste el débito automático")).toBeVisible();
    await expect(stateHeading(page)).toHaveText("No estás adherido");
    // Managing what is gone leads back to the state page.
    await visit(`${DEBIT}/gestionar`);
    await expect(page).toHaveURL(`${SERVERS.main}${DEBIT}`);
  });

  test("a refused sign-up can be tried again, and one waiting for the card site can be cancelled", async ({
    page,
    visit,
    signInProved,
  }) => {
    const customer = await createCustomer({ plans: [3], email: "rechazo@example.com" });
    await signInProved(customer);
    await visit(REQUEST);
    await page.getByRole("checkbox", { name: /^Internet 600 Megas/ }).check();
    await page.getByRole("button", { name: "Continuar al sitio de tarjetas" }).click();
    await page.getByRole("button", { name: "Rechazar" }).click();
    await expect(page).toHaveURL(/\/subscription\/success\?/);
    await visit(DEBIT);
    await expect(stateHeading(page)).toHaveText("El sitio de tarjetas rechazó la adhesión");
    await page.getByRole("link", { name: "Volver a intentarlo" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}${REQUEST}`);
    await page.getByRole("checkbox", { name: /^Internet 600 Megas/ }).check();
    await page.getByRole("button", { name: "Continuar al sitio de tarjetas" }).click();
    await expect(page).toHaveURL(new RegExp(`^${SERVERS.sandbox}/checkout/debito/`));

    // Left without deciding: waiting for the card site.
    await visit(DEBIT);
    await expect(stateHeading(page)).toHaveText("Esperando la confirmación");
    await page.getByRole("link", { name: "Cancelar la solicitud" }).click();
    await page.getByRole("button", { name: "Sí, cancelar el débito automático" }).click();
    await expect(toast(page, "Cancelaste el débito automático")).toBeVisible();
    await expect(stateHeading(page)).toHaveText("No estás adherido");
  });

  test("a failed request says so above the form and keeps the choice", async ({ page, visit, signInProved }) => {
    const token = await signInProved(await createCustomer({ plans: [4], email: "falla@example.com" }));
    const [connection] = (await api("GET", "/v2/customers/current/conexiones", { token })).body;
    // Scoped to this customer's service id: parallel tests do not take the fault.
    await addFault({
      method: "POST",
      path: "/v2/customers/current/debit-subscription/create",
      status: 502,
      bodyContains: `"services":[${connection.services[0].id}]`,
    });
    await visit(REQUEST);
    await page.getByRole("checkbox", { name: /^Internet 1000 Megas/ }).check();
    await page.getByRole("button", { name: "Continuar al sitio de tarjetas" }).click();
    await expect(page.locator(".error-summary")).toContainText("No pudimos completar la operación en este momento");
    await expect(page.getByRole("checkbox", { name: /^Internet 1000 Megas/ })).toBeChecked();
    expect((await api("GET", "/v2/customers/current/info", { token })).body.debit_subscription).toBeNull();
  });

  test("without a verified e-mail, the request sends the customer to verify it, with a toast", async ({
    page,
    visit,
    signInAs,
  }) => {
    await signInAs(await createCustomer({ plans: [2] }));
    await visit(REQUEST);
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/ajustes`);
    await expect(
      toast(page, "Para adherir al débito automático necesitás un correo electrónico verificado"),
    ).toBeVisible();

    await signInAs(await createCustomer({ plans: [2], email: "sin-verificar@example.com", email_verified: false }));
    await visit(REQUEST);
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/ajustes`);
    await expect(
      toast(page, "Para adherir al débito automático necesitás un correo electrónico verificado"),
    ).toBeVisible();
  });

  test("with an overdue invoice, the request sends the customer to the invoices, with a toast", async ({
    page,
    visit,
    signInAs,
  }) => {
    await signInAs(
      await createCustomer({ plans: [2], email: "debe@example.com", invoices: [{ amount: 15999, due_in_days: -5 }] }),
    );
    await visit(REQUEST);
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/facturacion`);
    await expect(toast(page, "Tenés facturas vencidas: pagalas antes de adherir al débito automático.")).toBeVisible();
    // The toast as the redirect queues it, whatever the invoices page does with it.
    const answer = await page.request.get(REQUEST, { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe("/mi-cuenta/facturacion");
    expect(queuedToasts(answer.headers()["set-cookie"] ?? "")).toEqual([
      "Tenés facturas vencidas: pagalas antes de adherir al débito automático.",
    ]);
  });

  test("the form posted without its page is held to the same guards", async ({ page, visit, signInAs }) => {
    await signInAs(
      await createCustomer({ plans: [2], email: "debe2@example.com", invoices: [{ amount: 15999, due_in_days: -5 }] }),
    );
    await visit("/mi-cuenta");
    const answer = await page.request.post(REQUEST, {
      headers: { Origin: SERVERS.main },
      form: { idempotency_key: "a".repeat(32), services: "1" },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe("/mi-cuenta/facturacion");
  });
});
