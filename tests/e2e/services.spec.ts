import type { Page } from "@playwright/test";
import { createCookieSessionStorage } from "react-router";
import { expect, test } from "./fixtures";
import { api, createCustomer, lastProofCode, sandboxToken } from "../support/sandbox";
import { SERVERS, SESSION_SECRET } from "../support/servers";

/** The demo customer with internet (Internet 600 Megas) and Directv GO Full with Pack Fútbol. */
const MARIA = "27222333";

async function firstServiceId(identification: string, password?: string) {
  const token = await sandboxToken(identification, password);
  const connections = (await api("GET", "/v2/customers/current/conexiones", { token })).body;
  return { token, connection: connections[0], service: connections[0].services[0] };
}

/**
 * Where a guard sends the customer and the toast it queues, read from the redirect itself:
 * the pages it leads to (settings, invoices) belong to other branches of this work.
 */
async function redirectToast(page: Page, path: string) {
  const response = await page.request.get(path, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  const cookie = response
    .headersArray()
    .find((header) => header.name.toLowerCase() === "set-cookie" && header.value.startsWith("__toast="));
  const storage = createCookieSessionStorage({ cookie: { name: "__toast", secrets: [SESSION_SECRET] } });
  const session = await storage.getSession(cookie?.value.split(";")[0]);
  const toasts: { message: string }[] = session.get("toasts") ?? [];
  return { location: response.headers().location, messages: toasts.map((toast) => toast.message) };
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
}

test.describe("services (/mi-cuenta/servicios)", () => {
  test("lists each connection with its services, plan, speed, price and status, and Directv GO", async ({
    page,
    visit,
    signInAs,
  }) => {
    await signInAs(MARIA, "Portal2026");
    const response = await visit("/mi-cuenta/servicios");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Servicios - Nodo Sur");
    const connection = page.getByRole("region", { name: /^Conexión CN-\d+$/ });
    await expect(connection).toContainText("Activa");
    const services = connection.getByRole("list", { name: /^Servicios de la conexión/ }).getByRole("listitem");
    await expect(services).toHaveCount(1);
    await expect(services).toContainText("Internet 600 Megas");
    await expect(services).toContainText("600 Mbps");
    await expect(services).toContainText(/\$\s25\.999,00 por mes/);
    await expect(services).toContainText("Activo");
    const streaming = page.getByRole("region", { name: "Directv GO" });
    await expect(streaming).toContainText("DGO Full");
    await expect(streaming).toContainText(/\$\s21\.498,00 por mes/);
    await services.getByRole("link", { name: "Internet 600 Megas" }).click();
    await expect(page).toHaveURL(/\/mi-cuenta\/servicios\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Internet 600 Megas");
  });

  test("a service shows its plan, speed, price, since, address and status, and what can be done", async ({
    page,
    visit,
    signInAs,
  }) => {
    const { connection, service } = await firstServiceId(MARIA, "Portal2026");
    await signInAs(MARIA, "Portal2026");
    await visit(`/mi-cuenta/servicios/${service.id}`);
    const facts = page.locator("dl.facts");
    for (const text of [
      "Internet 600 Megas",
      "600 Mbps",
      "02/08/2021",
      connection.number,
      "Villa Carlos Paz",
      "Activo",
    ])
      await expect(facts).toContainText(text);
    await expect(facts).toContainText(/\$\s25\.999,00 por mes/);
    const actions = page.getByRole("region", { name: "Qué podés hacer" });
    await expect(actions.getByRole("link", { name: "Reportar un problema" })).toHaveAttribute(
      "href",
      `/mi-cuenta/reclamos/crear?categoria=1&conexion=${connection.id}`,
    );
    await expect(actions.getByRole("link", { name: "Cambiar de plan" })).toHaveAttribute(
      "href",
      `/mi-cuenta/servicios/gestionar/${service.id}`,
    );
    await expect(actions.getByRole("link", { name: "Ver tus facturas" })).toHaveAttribute(
      "href",
      "/mi-cuenta/facturacion",
    );
  });

  test("another customer's service, or no service at all, is a 404", async ({ visit, signInAs }) => {
    const { service } = await firstServiceId("20304050");
    await signInAs(MARIA, "Portal2026");
    expect((await visit(`/mi-cuenta/servicios/${service.id}`))?.status()).toBe(404);
    expect((await visit(`/mi-cuenta/servicios/gestionar/${service.id}`))?.status()).toBe(404);
    expect((await visit("/mi-cuenta/servicios/999999"))?.status()).toBe(404);
    expect((await visit("/mi-cuenta/servicios/gestionar/nada"))?.status()).toBe(404);
  });

  test("the internet page has the speed, a self-help guide and a way to report a problem", async ({
    page,
    visit,
    signInAs,
  }) => {
    const { connection } = await firstServiceId(MARIA, "Portal2026");
    await signInAs(MARIA, "Portal2026");
    await visit("/mi-cuenta/servicios/internet");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tu internet");
    await expect(page.getByRole("main")).toContainText("600 Mbps");
    const guide = page.getByRole("region", { name: "Si algo no anda" });
    await expect(guide.getByRole("heading", { level: 3 })).toHaveText([
      "Reiniciá el router",
      "Revisá los cables",
      "Mejorá el Wi-Fi",
      "Medí la velocidad con cable",
    ]);
    await expect(guide.getByRole("link", { name: "Reportar un problema con Internet 600 Megas" })).toHaveAttribute(
      "href",
      `/mi-cuenta/reclamos/crear?categoria=1&conexion=${connection.id}`,
    );
  });

  test("the Directv GO page shows the subscription, its price and the way in to watch it", async ({
    page,
    visit,
    signInAs,
  }) => {
    await signInAs(MARIA, "Portal2026");
    await visit("/mi-cuenta/servicios/dgo");
    const facts = page.locator("dl.facts");
    await expect(facts).toContainText("Activa");
    await expect(facts).toContainText("DGO Full");
    await expect(facts).toContainText("Pack Fútbol");
    await expect(facts).toContainText(/\$\s21\.498,00/);
    await expect(page.getByRole("link", { name: /Entrar a Directv GO/ })).toHaveAttribute(
      "href",
      "https://www.directvgo.com/ar/",
    );
    await expect(page.getByRole("link", { name: "Gestionar tu suscripción" })).toHaveAttribute(
      "href",
      "/mi-cuenta/servicios/gestionar/dgo",
    );
  });

  test("every screen fits a 360 px phone", async ({ page, visit, signInAs, signInProved }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const { service } = await firstServiceId(MARIA, "Portal2026");
    await signInAs(MARIA, "Portal2026");
    for (const path of [
      "/mi-cuenta/servicios",
      `/mi-cuenta/servicios/${service.id}`,
      "/mi-cuenta/servicios/internet",
      "/mi-cuenta/servicios/dgo",
      "/mi-cuenta/servicios/gestionar/dgo",
      "/mi-cuenta/servicios/gestionar/dgo?confirmar=baja",
      `/mi-cuenta/servicios/gestionar/${service.id}`,
      "/mi-cuenta/mi-conexion",
    ]) {
      expect((await visit(path))?.status(), path).toBe(200);
      await expectNoSidewaysScroll(page);
    }
    const dni = await createCustomer({ email: "fits@example.com", plans: [2] });
    await signInProved(dni);
    await visit("/mi-cuenta/servicios/contratar-dgo");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contratar Directv GO");
    await expectNoSidewaysScroll(page);
  });
});

// Changes to a paid plan need a session that proved who it is (decision 097): these tests start
// from one, so they stay about the changes; the proof itself is tests/e2e/proof.spec.ts.
test.describe("managing Directv GO (/mi-cuenta/servicios/gestionar/dgo)", () => {
  const subscriber = () =>
    createCustomer({ email: "dgo@example.com", plans: [2], streaming: { plan_id: 2, extra_ids: [1] } });

  test("pause, then reactivate, each with what changed and the price", async ({ page, visit, signInProved }) => {
    await signInProved(await subscriber());
    await visit("/mi-cuenta/servicios/gestionar/dgo");
    await expect(page).toHaveTitle("Servicios - Gestionar - Nodo Sur");
    await page.getByRole("button", { name: "Pausar la suscripción" }).click();
    await expect(page.getByText("Pausaste Directv GO. Precio por mes: $ 21.498,00.")).toBeVisible();
    await expect(page.locator("dl.facts")).toContainText("Pausada");
    await expect(page.getByRole("button", { name: "Cambiar de plan" })).toHaveCount(0);
    await page.getByRole("button", { name: "Reactivar la suscripción" }).click();
    await expect(page.getByText("Reactivaste Directv GO. Pagás $ 21.498,00 por mes.")).toBeVisible();
    await expect(page.locator("dl.facts")).toContainText("Activa");
  });

  test("change plan: the new price comes from the API", async ({ page, visit, signInProved }) => {
    await signInProved(await subscriber());
    await visit("/mi-cuenta/servicios/gestionar/dgo");
    await page.getByRole("radio", { name: /^DGO Básico/ }).check();
    await page.getByRole("button", { name: "Cambiar de plan" }).click();
    await expect(page.getByText("Cambiaste al plan DGO Básico. Ahora pagás $ 15.498,00 por mes.")).toBeVisible();
    await expect(page.locator("dl.facts")).toContainText("DGO Básico");
  });

  test("add an extra and remove another", async ({ page, visit, signInProved }) => {
    await signInProved(await subscriber());
    await visit("/mi-cuenta/servicios/gestionar/dgo");
    await page.getByLabel("Extra", { exact: true }).selectOption({ label: "Max: $ 4.999,00 por mes" });
    await page.getByRole("button", { name: "Sumar el extra" }).click();
    await expect(page.getByText("Sumaste Max. Ahora pagás $ 26.497,00 por mes.")).toBeVisible();
    await page.getByRole("button", { name: "Quitar Pack Fútbol" }).click();
    await expect(page.getByText("Quitaste Pack Fútbol. Ahora pagás $ 19.998,00 por mes.")).toBeVisible();
    await expect(page.locator("dl.facts")).toContainText("Max");
    await expect(page.locator("dl.facts")).not.toContainText("Pack Fútbol");
  });

  test("stop asks first, saying what is lost", async ({ page, visit, signInProved }) => {
    await signInProved(await subscriber());
    await visit("/mi-cuenta/servicios/gestionar/dgo");
    await page.getByRole("link", { name: "Dar de baja Directv GO" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("¿Dar de baja Directv GO?");
    const lost = page.getByRole("main").getByRole("list").last();
    await expect(lost).toContainText("Perdés el plan DGO Full y sus 120 canales.");
    await expect(lost).toContainText("Perdés tus extras: Pack Fútbol.");
    await expect(lost).toContainText("Dejás de pagar $ 21.498,00 por mes.");
    await page.getByRole("button", { name: "Sí, dar de baja" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/servicios/dgo`);
    await expect(page.getByText("Diste de baja Directv GO. Deja de cobrarse en tu factura.")).toBeVisible();
    await expect(page.locator("dl.facts")).toContainText("Dada de baja");
    await expect(page.getByRole("link", { name: "Volver a contratar Directv GO" })).toBeVisible();
  });

  test("the API's refusals come back as messages on the page", async ({ page, visit, signInProved }) => {
    const dni = await subscriber();
    const token = await signInProved(dni);
    const sub = (await api("GET", "/v2/services/dgo/plans", { token })).body.subscription;
    const summary = page.getByRole("alert");

    // Same plan (the current one is chosen by default): 409.
    await visit("/mi-cuenta/servicios/gestionar/dgo");
    await page.getByRole("button", { name: "Cambiar de plan" }).click();
    await expect(summary).toContainText("Ya tenés ese plan");
    await expect(page.locator("dl.facts")).toContainText("DGO Full");

    // An extra added meanwhile (another tab): 409.
    await visit("/mi-cuenta/servicios/gestionar/dgo");
    await page.getByLabel("Extra", { exact: true }).selectOption({ label: "Max: $ 4.999,00 por mes" });
    expect((await api("POST", "/v2/services/dgo/extras", { token, json: { extra_id: 2 } })).status).toBe(200);
    await page.getByRole("button", { name: "Sumar el extra" }).click();
    await expect(summary).toContainText("Ya tenés ese adicional");

    // An extra removed meanwhile: 404, still a message.
    await visit("/mi-cuenta/servicios/gestionar/dgo");
    expect((await api("DELETE", "/v2/services/dgo/extras/unsubscribe", { token, json: { extra_id: 1 } })).status).toBe(
      200,
    );
    await page.getByRole("button", { name: "Quitar Pack Fútbol" }).click();
    await expect(summary).toContainText("No tenés ese adicional");

    // Paused meanwhile: pausing again is a 409.
    await visit("/mi-cuenta/servicios/gestionar/dgo");
    expect((await api("POST", `/v3/services/dgo/subscriptions/${sub.id}/pause`, { token })).status).toBe(200);
    await page.getByRole("button", { name: "Pausar la suscripción" }).click();
    await expect(summary).toContainText("Solo se puede pausar una suscripción activa");
  });

  test("a change sent twice with the same form happens once", async ({ page, visit, signInProved }) => {
    const dni = await subscriber();
    const token = await signInProved(dni);
    await visit("/mi-cuenta/servicios/gestionar/dgo");
    const key = await page.locator('input[name="idempotency_key"]').first().inputValue();
    const form = { intent: "add-extra", extra_id: "3", idempotency_key: key };
    for (let time = 0; time < 2; time++) {
      const response = await page.request.post("/mi-cuenta/servicios/gestionar/dgo", {
        form,
        headers: { Origin: SERVERS.main },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe("/mi-cuenta/servicios/gestionar/dgo");
    }
    const sub = (await api("GET", "/v2/services/dgo/plans", { token })).body.subscription;
    expect(sub.extras.map((extra: { id: number }) => extra.id)).toEqual([1, 3]);
  });

  test("someone without Directv GO is sent to its page, which offers it", async ({ page, visit, signInAs }) => {
    await signInAs(await createCustomer({ plans: [2] }));
    await visit("/mi-cuenta/servicios/gestionar/dgo");
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/servicios/dgo`);
    await expect(page.getByText("No tenés Directv GO.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Contratar Directv GO" })).toHaveAttribute(
      "href",
      "/mi-cuenta/servicios/contratar-dgo",
    );
  });
});

test.describe("getting Directv GO (/mi-cuenta/servicios/contratar-dgo)", () => {
  test("from the public page, through sign-in, with the plan chosen there", async ({ page, visit }) => {
    const dni = await createCustomer({ email: "nuevo.dgo@example.com", plans: [2] });
    await visit("/contratar-dgo");
    await page.getByRole("link", { name: "Contratar DGO Full + Deportes", exact: true }).click();
    await page.getByLabel("DNI o CUIT").fill(dni);
    await page.getByRole("button", { name: "Ingresar" }).click();
    // Signed in with the DNI alone: a paid plan asks who it is first (decision 097), then goes on.
    await expect(page).toHaveURL(
      `${SERVERS.main}/mi-cuenta/verificar-identidad?redirectTo=${encodeURIComponent("/mi-cuenta/servicios/contratar-dgo?plan=3")}`,
    );
    await page.getByRole("button", { name: "Enviarme un código" }).click();
    await expect(page.getByText(/Te enviamos un código de 6 números a/)).toBeVisible();
    await page.getByRole("textbox", { name: "Código" }).fill(await lastProofCode(dni));
    await page.getByRole("button", { name: "Confirmar", exact: true }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/servicios/contratar-dgo?plan=3`);
    await expect(page).toHaveTitle("Contratar DGO - Nodo Sur");
    await expect(page.getByRole("radio", { name: /^DGO Full \+ Deportes/ })).toBeChecked();
    await page.getByRole("checkbox", { name: /^Max/ }).check();
    await page.getByRole("button", { name: "Contratar" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/servicios/dgo`);
    await expect(
      page.getByText("Contrataste Directv GO DGO Full + Deportes. Pagás $ 26.998,00 por mes."),
    ).toBeVisible();
    await expect(page.locator("dl.facts")).toContainText("Max");
  });

  test("without a verified e-mail: to the settings, saying what to do", async ({ page, visit, signInAs }) => {
    await signInAs(await createCustomer({ email: "sin.verificar@example.com", email_verified: false }));
    expect(await redirectToast(page, "/mi-cuenta/servicios/contratar-dgo")).toEqual({
      location: "/mi-cuenta/ajustes",
      messages: [
        "Para contratar Directv GO necesitás un correo electrónico verificado. Agregalo o verificalo en Ajustes.",
      ],
    });
    await visit("/mi-cuenta/servicios/contratar-dgo");
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/ajustes`);
  });

  test("with an overdue invoice: to the invoices, saying why", async ({ page, visit, signInAs }) => {
    await signInAs(await createCustomer({ email: "debe@example.com", overdue_invoice: true }));
    expect(await redirectToast(page, "/mi-cuenta/servicios/contratar-dgo")).toEqual({
      location: "/mi-cuenta/facturacion",
      messages: ["Tenés facturas vencidas. Pagalas para poder contratar Directv GO."],
    });
    // The action is guarded too, not only the page.
    const post = await page.request.post("/mi-cuenta/servicios/contratar-dgo", {
      form: { plan_id: "1", idempotency_key: "guarded-action-key-0001" },
      headers: { Origin: SERVERS.main },
      maxRedirects: 0,
    });
    expect(post.headers().location).toBe("/mi-cuenta/facturacion");
    await visit("/mi-cuenta/servicios/contratar-dgo");
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/facturacion`);
  });

  test("someone who already has it is sent to manage it", async ({ page, visit, signInAs }) => {
    await signInAs(MARIA, "Portal2026");
    await visit("/mi-cuenta/servicios/contratar-dgo");
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/servicios/gestionar/dgo`);
    await expect(page.getByText("Ya tenés Directv GO: desde acá lo gestionás.")).toBeVisible();
  });
});

test.describe("asking for another internet or TV plan (/mi-cuenta/servicios/gestionar/:id)", () => {
  test("becomes a claim of the plan-change category, answered by the provider", async ({ page, visit, signInAs }) => {
    const dni = await createCustomer({ plans: [2] });
    const token = await signInAs(dni);
    const { service } = await firstServiceId(dni);
    await visit("/mi-cuenta/servicios/gestionar/internet");
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/servicios/gestionar/${service.id}`);
    await expect(page.getByRole("main")).toContainText("Es un pedido");
    await expect(page.getByRole("radio")).toHaveCount(3);
    await page.getByRole("button", { name: "Pedir el cambio de plan" }).click();
    await expect(page.getByRole("alert")).toContainText("Elegí un plan");
    await page.getByRole("radio", { name: /^Internet 600 Megas/ }).check();
    await page.getByLabel("Comentario (opcional)").fill("Desde el mes que viene");
    await page.getByRole("button", { name: "Pedir el cambio de plan" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/servicios/${service.id}`);
    await expect(
      page.getByText(/^Pediste el cambio al plan Internet 600 Megas\. Te respondemos en el reclamo R-\d+\.$/),
    ).toBeVisible();
    const claims = (await api("GET", "/v3/tickets", { token })).body;
    const items = claims.items ?? claims.data ?? claims;
    expect(items).toHaveLength(1);
    expect(items[0].category.name).toBe("Cambio de plan o de domicilio");
    expect(items[0].subject).toBe("Cambio de plan: Internet 300 Megas a Internet 600 Megas");
  });
});

test.describe("my connection (/mi-cuenta/mi-conexion)", () => {
  test("an active connection", async ({ page, visit, signInAs }) => {
    await signInAs(MARIA, "Portal2026");
    await visit("/mi-cuenta/mi-conexion");
    await expect(page).toHaveTitle("Mi conexión - Nodo Sur");
    await expect(page.getByRole("region", { name: /^Conexión CN-/ })).toContainText("Tu conexión está activa.");
  });

  test("a suspended one says why and how it is reconnected; a pending one what comes next", async ({
    page,
    visit,
    signInAs,
  }) => {
    await signInAs(await createCustomer({ plans: [1], connection_status: "suspended", overdue_invoice: true }));
    await visit("/mi-cuenta/mi-conexion");
    const connection = page.getByRole("region", { name: /^Conexión CN-/ });
    await expect(connection).toContainText("Suspendida");
    await expect(connection).toContainText("facturas vencidas");
    await expect(connection).toContainText("se reconecta sola");
    await expect(connection.getByRole("link", { name: "Pagar tus facturas" })).toHaveAttribute(
      "href",
      "/mi-cuenta/facturacion/pagar",
    );

    await signInAs(await createCustomer({ plans: [1], connection_status: "pending_installation" }));
    await visit("/mi-cuenta/mi-conexion");
    await expect(page.getByRole("region", { name: /^Conexión CN-/ })).toContainText("Un técnico te va a llamar");
  });
});
