import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addFault, api, createCustomer } from "../support/sandbox";
import { SERVERS } from "../support/servers";
import { expectNoHorizontalScroll } from "./viewport";

// The customer area's frame (docs/design.md#customer-area): its navigation, its 404 and error screens inside
// the frame, the guard on every path, phones first, and the home's "Para atender".

const areaNav = (page: Page) => page.getByRole("navigation", { name: "Tu cuenta" });

test.describe("the customer area's navigation", () => {
  test("lists the sections that exist, marks the current one and offers to sign out", async ({
    page,
    visit,
    signInAs,
  }) => {
    await signInAs("20304050");
    await visit("/mi-cuenta");
    const nav = areaNav(page);
    await expect(nav.getByRole("link")).toHaveText([
      "Inicio",
      "Servicios",
      "Mi conexión",
      "Facturación",
      "Mis pagos",
      "Reclamos",
      "Débito automático",
      "Ajustes",
    ]);
    await expect(nav.getByRole("link", { name: "Inicio" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Facturación" })).toHaveAttribute("href", "/mi-cuenta/facturacion");
    await expect(nav.getByRole("link", { name: "Facturación" })).not.toHaveAttribute("aria-current");
    await expect(nav.getByRole("link", { name: "Mis pagos" })).toHaveAttribute("href", "/mi-cuenta/mis-pagos");
    await expect(nav.getByRole("link", { name: "Débito automático" })).toHaveAttribute(
      "href",
      "/mi-cuenta/debito-automatico",
    );
    await expect(nav.getByRole("button", { name: "Cerrar sesión" })).toBeVisible();
    // Every section the navigation links answers with its page: no link leads to a 404.
    for (const link of await nav.getByRole("link").all()) {
      const href = await link.getAttribute("href");
      expect((await page.request.get(href!)).status(), href!).toBe(200);
    }
  });

  test("a page under Facturación marks Facturación as the current section", async ({ page, visit, signInAs }) => {
    await signInAs("20304050");
    await visit("/mi-cuenta/facturacion/no-existe");
    const nav = areaNav(page);
    await expect(nav.getByRole("link", { name: "Facturación" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Inicio" })).not.toHaveAttribute("aria-current");
  });

  test("its sign-out button signs out", async ({ page, visit, signInAs }) => {
    await signInAs("20304050");
    await visit("/mi-cuenta");
    await areaNav(page).getByRole("button", { name: "Cerrar sesión" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/`);
    await expect(page.getByRole("region", { name: "Notificaciones" })).toContainText("Sesión cerrada");
  });
});

test.describe("paths of the area that do not exist", () => {
  test("send a visitor who is not signed in to sign in, like any other path of the area", async ({ page, visit }) => {
    await visit("/mi-cuenta/no-existe?x=1");
    await expect(page).toHaveURL(
      `${SERVERS.main}/iniciar-sesion?redirectTo=${encodeURIComponent("/mi-cuenta/no-existe?x=1")}`,
    );
  });

  test("show a customer the 404 inside the area's frame", async ({ page, visit, signInAs }) => {
    await signInAs("20304050");
    const response = await visit("/mi-cuenta/no-existe");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Página no encontrada - Nodo Sur");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página no encontrada");
    await expect(page.getByText("No pudimos encontrar la página que estás buscando.")).toBeVisible();
    await expect(page.getByText("Page not found: /mi-cuenta/no-existe")).toBeVisible();
    await expect(areaNav(page).getByRole("link", { name: "Inicio" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Mi cuenta" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    // "Volver" leads back to the area's home.
    await page.getByRole("main").getByRole("link", { name: "Volver" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Hola, /);
  });
});

test("a page of the area that fails shows the error inside the frame, with the navigation", async ({
  page,
  visit,
  signInAs,
}) => {
  const token = await signInAs(await createCustomer({ name: "Marta Falla" }));
  // Both tries of the GET (the client retries once), for this customer's token only.
  await addFault({ method: "GET", path: "/v2/customers/current/info", status: 500, times: 2, token });
  const response = await visit("/mi-cuenta");
  // A 5xx from the API is a bad gateway (decision 078), with the same texts.
  expect(response?.status()).toBe(502);
  await expect(page).toHaveTitle("Error - Nodo Sur");
  await expect(page.getByText("Error 502")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("¡Ha ocurrido un error en el servidor!");
  await expect(page.getByText("Algo salió mal en nuestro sistema.")).toBeVisible();
  await expect(page.getByText("Por favor, intenta nuevamente más tarde.")).toBeVisible();
  await expect(areaNav(page).getByRole("link", { name: "Inicio" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("banner")).toBeVisible();
  await expectNoHorizontalScroll(page);
  // The fault is used up: the same page works again.
  await visit("/mi-cuenta");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hola, Marta");
});

test.describe("the customer home on a phone", () => {
  test("does not scroll sideways at 360 px, and each invoice is a link to its page with its due date", async ({
    page,
    visit,
    signInAs,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAs("20304050");
    await visit("/mi-cuenta");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hola, Carlos");
    await expectNoHorizontalScroll(page);
    // A short list, not a table of labelled lines: a phone reads each invoice in two lines (decision 148).
    const owed = page.getByRole("region", { name: "Lo que debés" });
    await expect(owed.getByRole("table")).toHaveCount(0);
    const invoice = owed.getByRole("listitem").first();
    await expect(invoice.getByRole("link")).toHaveAttribute("href", /^\/mi-cuenta\/facturacion\/factura\/\d+$/);
    await expect(invoice).toContainText(/vence el \d{2}\/\d{2}\/\d{4}$/);
    // The TESTING strip (this server runs as development) takes its own room above the
    // page instead of floating over it.
    expect(await page.evaluate(() => getComputedStyle(document.body, "::before").content)).toBe('"TESTING"');
    expect(await page.evaluate(() => getComputedStyle(document.body, "::before").position)).toBe("static");
  });
});

/** A payment report with a tiny PDF receipt, straight to the sandbox API (multipart). */
async function reportPayment(token: string, invoiceId: number, amount: number) {
  const form = new FormData();
  form.set("amount", String(amount));
  form.set("date", new Date().toISOString().slice(0, 10));
  form.set("method", "transferencia");
  form.set("receipt", new Blob(["%PDF-1.4\n%comprobante\n"], { type: "application/pdf" }), "comprobante.pdf");
  const response = await fetch(`${SERVERS.sandbox}/v3/informe/pagos/${invoiceId}`, {
    method: "POST",
    headers: { Accept: "application/json", Authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`reportPayment: ${response.status} ${await response.text()}`);
  return (await response.json()).id as number;
}

test("the home lists what needs attention, each with its way to act", async ({ page, visit, signInAs }) => {
  const dni = await createCustomer({
    name: "Rosa Atención",
    invoices: [
      { amount: 12_345.5, due_in_days: -6 },
      { amount: 8_000, due_in_days: 9 },
    ],
  });
  const token = await signInAs(dni);
  const invoices = (await api("GET", "/v2/customers/current/facturas?status=unpaid", { token })).body.data as {
    id: number;
    number: string;
    status: string;
  }[];
  const overdue = invoices.find((invoice) => invoice.status === "overdue")!;
  const pending = invoices.find((invoice) => invoice.status === "pending")!;
  const payment = await api("POST", "/v2/customers/current/payments/create", {
    token,
    json: { invoice_ids: [pending.id], return_url: `${SERVERS.main}/mi-cuenta/mis-pagos` },
  });
  expect(payment.status).toBe(201);
  const reportId = await reportPayment(token, pending.id, 8_000);

  await visit("/mi-cuenta");
  const attention = page.getByRole("region", { name: "Para atender" });
  const items = attention.getByRole("listitem");
  await expect(items).toHaveCount(3);

  await expect(items.nth(0)).toContainText(`La factura ${overdue.number}`);
  // Its words are the link to its page (decision 148).
  await expect(items.nth(0).getByRole("link", { name: /^La factura .* venció el/ })).toHaveAttribute(
    "href",
    `/mi-cuenta/facturacion/factura/${overdue.id}`,
  );
  await expect(items.nth(0)).toContainText(/venció el \d{2}\/\d{2}\/\d{4}: \$\s12\.345,50/);
  await expect(items.nth(0).getByRole("link", { name: `Pagar la factura ${overdue.number}` })).toHaveAttribute(
    "href",
    `/mi-cuenta/facturacion/pagar?factura=${overdue.id}`,
  );

  await expect(items.nth(1)).toContainText(
    /Tu pago de \$\s8\.000,00 del \d{2}\/\d{2}\/\d{4}: esperando la confirmación del sitio de pagos/,
  );
  await expect(
    items.nth(1).getByRole("link", { name: /^Ver el pago de \$\s8\.000,00 del \d{2}\/\d{2}\/\d{4}$/ }),
  ).toHaveAttribute("href", `/mi-cuenta/facturacion/pago/${payment.body.id}`);

  await expect(items.nth(2)).toContainText(`Estamos revisando tu informe de pago de la factura ${pending.number}`);
  await expect(
    items.nth(2).getByRole("link", { name: `Ver el informe de la factura ${pending.number}` }),
  ).toHaveAttribute("href", `/mi-cuenta/facturacion/informe/${reportId}`);

  // The balance is the API's, and the sections that exist are a link away.
  const owed = page.getByRole("region", { name: "Lo que debés" });
  await expect(owed).toContainText(/\$\s12\.345,50/);
  await expect(owed.getByRole("link", { name: "Ver todas tus facturas en Facturación" })).toHaveAttribute(
    "href",
    "/mi-cuenta/facturacion",
  );
  await expect(
    page.getByRole("region", { name: "Débito automático" }).getByRole("link", { name: "Ver el débito automático" }),
  ).toHaveAttribute("href", "/mi-cuenta/debito-automatico");
  await expectNoHorizontalScroll(page);
});

test("a customer with nothing to attend to sees no such section", async ({ page, visit, signInAs }) => {
  await signInAs(await createCustomer({ invoices: [{ amount: 500, due_in_days: 12 }] }));
  await visit("/mi-cuenta");
  await expect(page.getByRole("region", { name: "Lo que debés" })).toContainText("Por vencer");
  await expect(page.getByRole("region", { name: "Para atender" })).toHaveCount(0);
});
