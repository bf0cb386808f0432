import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { addFault, api, createCustomer, sandboxToken } from "../support/sandbox";
import { SERVERS } from "../support/servers";

type ListedInvoice = { id: number; number: string; status: string; amount: number };
type ListedPayment = { id: number; status: string; invoice_ids: number[]; checkout_url: string };

/** A customer of the test's own with an overdue and a pending invoice, signed in; their invoices, the one due first first. */
async function customerWithDebts(signInAs: (identification: string) => Promise<string>) {
  const dni = await createCustomer({
    invoices: [
      { amount: 1500, due_in_days: -3 },
      { amount: 2500.5, due_in_days: 7 },
    ],
  });
  const token = await signInAs(dni);
  const invoices: ListedInvoice[] = (await api("GET", "/v2/customers/current/facturas?status=unpaid", { token })).body
    .data;
  invoices.sort((a, b) => a.amount - b.amount);
  return { dni, token, overdue: invoices[0]!, pending: invoices[1]! };
}

/** The customer's payments, as the API lists them. */
async function paymentsOf(token: string): Promise<ListedPayment[]> {
  return (await api("GET", "/v2/customers/current/payments?per_page=50", { token })).body.data;
}

/** Sends the pay form and lands on the payment site's stand-in page. */
async function goToCheckout(page: Page) {
  await page.getByRole("button", { name: "Ir a pagar" }).click();
  await expect(page).toHaveURL(new RegExp(`^${SERVERS.sandbox}/checkout/pagos/`));
}

test.describe("Pagar (/mi-cuenta/facturacion/pagar)", () => {
  test("offers the unpaid invoices with the overdue one ticked and its total; a link can choose another", async ({
    page,
    visit,
    signInAs,
    js,
  }) => {
    const { pending } = await customerWithDebts(signInAs);
    await visit("/mi-cuenta/facturacion/pagar");
    await expect(page).toHaveTitle("Pagar - Nodo Sur");
    const options = page.getByRole("group", { name: "Facturas para pagar" });
    await expect(options.getByRole("checkbox")).toHaveCount(2);
    await expect(options.getByRole("checkbox", { checked: true })).toHaveCount(1);
    await expect(options.getByRole("checkbox", { name: /Factura B 0009-\d+, período/ }).first()).toBeChecked();
    await expect(page.locator("output")).toHaveText(/^\$\s1\.500,00$/);
    if (js) {
      // With JavaScript the total follows the ticks.
      await options.getByRole("checkbox", { name: new RegExp(`Factura ${pending.number}`) }).check();
      await expect(page.locator("output")).toHaveText(/^\$\s4\.000,50$/);
    }

    await visit(`/mi-cuenta/facturacion/pagar?factura=${pending.id}`);
    await expect(options.getByRole("checkbox", { name: new RegExp(`Factura ${pending.number}`) })).toBeChecked();
    await expect(options.getByRole("checkbox", { checked: true })).toHaveCount(1);
    await expect(page.locator("output")).toHaveText(/^\$\s2\.500,50$/);
  });

  test("pays through the payment site and believes only the API: approved", async ({ page, visit, signInAs }) => {
    const { token, overdue, pending } = await customerWithDebts(signInAs);
    await visit("/mi-cuenta/facturacion/pagar");
    await page.getByRole("checkbox", { name: new RegExp(`Factura ${pending.number}`) }).check();
    await goToCheckout(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("4.000,50");
    await page.getByRole("button", { name: "Aprobar" }).click();

    const [payment] = await paymentsOf(token);
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/facturacion/pago/${payment!.id}`);
    await expect(page).toHaveTitle("Pago - Nodo Sur");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("¡Listo! Tu pago fue aprobado");
    const details = page.getByRole("region", { name: "Detalle del pago" });
    await expect(details).toContainText(overdue.number);
    await expect(details).toContainText(pending.number);
    await expect(details).toContainText("Aprobado");
    expect(payment!.invoice_ids.sort()).toEqual([overdue.id, pending.id].sort());

    await visit("/mi-cuenta/facturacion");
    await expect(page.getByText("Estás al día: no tenés facturas para pagar.")).toBeVisible();
  });

  test("a rejected payment says so and offers to try again or pay another way", async ({ page, visit, signInAs }) => {
    const { token, overdue } = await customerWithDebts(signInAs);
    await visit(`/mi-cuenta/facturacion/pagar?factura=${overdue.id}`);
    await goToCheckout(page);
    await page.getByRole("button", { name: "Rechazar" }).click();
    const [payment] = await paymentsOf(token);
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/facturacion/pago/${payment!.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("El pago fue rechazado");
    await expect(page.getByRole("link", { name: "Intentar de nuevo" })).toHaveAttribute(
      "href",
      `/mi-cuenta/facturacion/pagar?factura=${overdue.id}`,
    );
    await expect(page.getByRole("link", { name: "Ver los códigos de pago" })).toHaveAttribute(
      "href",
      "/mi-cuenta/facturacion#codigos",
    );
    await visit("/mi-cuenta/facturacion?estado=vencidas");
    await expect(page.getByRole("table").locator("tbody tr")).toHaveCount(1);
  });

  test("the status in the return address is not believed", async ({ page, visit, signInAs }) => {
    const { token, overdue } = await customerWithDebts(signInAs);
    await visit(`/mi-cuenta/facturacion/pagar?factura=${overdue.id}`);
    await goToCheckout(page);
    const [payment] = await paymentsOf(token);
    // The customer (or anyone) edits the address the payment site would send them back to.
    await visit(`/mi-cuenta/facturacion/pago?payment_id=${payment!.id}&status=approved`);
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/facturacion/pago/${payment!.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tu pago está pendiente");
    await page.getByRole("button", { name: "Verificar estado" }).click();
    await expect(page.getByRole("region", { name: "Notificaciones" })).toContainText("El pago sigue pendiente");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tu pago está pendiente");
  });

  test("a pending payment is cancelled after a confirmation step", async ({ page, visit, signInAs }) => {
    const { token, overdue } = await customerWithDebts(signInAs);
    await visit(`/mi-cuenta/facturacion/pagar?factura=${overdue.id}`);
    await goToCheckout(page);
    const [payment] = await paymentsOf(token);

    await visit("/mi-cuenta/mis-pagos");
    await expect(page).toHaveTitle("Mis pagos - Nodo Sur");
    const row = page.getByRole("table").locator("tbody tr").first();
    await expect(row).toContainText("Pendiente");
    await expect(row).toContainText(overdue.number);
    await row.getByRole("link", { name: /^Cancelar el pago del/ }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/facturacion/pago/${payment!.id}?confirmar=cancelar`);
    await expect(page).toHaveTitle("Cancelar pago - Nodo Sur");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("¿Cancelar el pago?");
    // Nothing is cancelled until the customer confirms.
    expect((await paymentsOf(token))[0]!.status).toBe("pending");

    await page.getByRole("button", { name: "Sí, cancelar el pago" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/facturacion/pago/${payment!.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Este pago está cancelado");
    await expect(page.getByRole("region", { name: "Notificaciones" })).toContainText("Cancelaste el pago.");
    expect((await paymentsOf(token))[0]!.status).toBe("cancelled");
  });

  test("sending the pay form twice creates one payment: back and send again continues it", async ({
    page,
    visit,
    signInAs,
  }) => {
    const { token, overdue } = await customerWithDebts(signInAs);
    await visit(`/mi-cuenta/facturacion/pagar?factura=${overdue.id}`);
    await goToCheckout(page);
    const first = page.url();
    await page.goBack();
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/facturacion/pagar?factura=${overdue.id}`);
    await goToCheckout(page);
    expect(page.url()).toBe(first);
    expect(await paymentsOf(token)).toHaveLength(1);
  });

  test("the same form sent twice at once creates one payment", async ({ page, visit, signInAs }) => {
    const { token, overdue } = await customerWithDebts(signInAs);
    await visit(`/mi-cuenta/facturacion/pagar?factura=${overdue.id}`);
    const key = await page.locator("input[name=idempotency_key]").inputValue();
    // The API answers slowly, so the second request arrives while the first is under way.
    await addFault({
      method: "POST",
      path: "/v2/customers/current/payments/create",
      delayMs: 1500,
      bodyContains: `"invoice_ids":[${overdue.id}]`,
    });
    const send = () =>
      page.request.post("/mi-cuenta/facturacion/pagar", {
        form: { facturas: String(overdue.id), idempotency_key: key },
        headers: { Origin: SERVERS.main },
        maxRedirects: 0,
      });
    const answers = await Promise.all([send(), send()]);
    for (const answer of answers) {
      expect(answer.status()).toBe(302);
      expect(answer.headers().location).toMatch(new RegExp(`^${SERVERS.sandbox}/checkout/pagos/`));
    }
    expect(answers[0]!.headers().location).toBe(answers[1]!.headers().location);
    expect(await paymentsOf(token)).toHaveLength(1);
  });

  test("an invoice that already has another payment under way is not paid twice", async ({ page, visit, signInAs }) => {
    const { token, overdue, pending } = await customerWithDebts(signInAs);
    await visit(`/mi-cuenta/facturacion/pagar?factura=${overdue.id}`);
    await goToCheckout(page);
    await visit(`/mi-cuenta/facturacion/pagar?factura=${overdue.id}&factura=${pending.id}`);
    await page.getByRole("button", { name: "Ir a pagar" }).click();
    await expect(page.getByRole("alert")).toContainText(`La factura ${overdue.number} ya tiene un pago en curso`);
    await expect(page).toHaveTitle("Error: Pagar - Nodo Sur");
    expect(await paymentsOf(token)).toHaveLength(1);
  });

  test("choosing nothing, or an invoice that is not one's own, gets the form back with a message", async ({
    page,
    visit,
    signInAs,
    expectAccessible,
  }) => {
    const { overdue } = await customerWithDebts(signInAs);
    await visit("/mi-cuenta/facturacion/pagar");
    await page.getByRole("checkbox", { name: new RegExp(`Factura ${overdue.number}`) }).uncheck();
    await page.getByRole("button", { name: "Ir a pagar" }).click();
    await expect(page.getByRole("alert")).toContainText("Elegí al menos una factura para pagar");
    await expect(
      page.getByRole("group", { name: "Facturas para pagar" }).getByRole("checkbox", { checked: true }),
    ).toHaveCount(0);
    await expectAccessible();

    const key = await page.locator("input[name=idempotency_key]").inputValue();
    const forged = await page.request.post("/mi-cuenta/facturacion/pagar", {
      form: { facturas: "1", idempotency_key: key },
      headers: { Origin: SERVERS.main },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(400);
    expect(await forged.text()).toContain("Elegí facturas impagas de tu cuenta");
  });

  test("a payment site that fails gets a message on the form, the choice kept, and no second try", async ({
    page,
    visit,
    signInAs,
    expectAccessible,
  }) => {
    const { token, overdue, pending } = await customerWithDebts(signInAs);
    await addFault({
      method: "POST",
      path: "/v2/customers/current/payments/create",
      status: 502,
      bodyContains: `"invoice_ids":[${overdue.id},${pending.id}]`,
    });
    await visit("/mi-cuenta/facturacion/pagar");
    await page.getByRole("checkbox", { name: new RegExp(`Factura ${pending.number}`) }).check();
    await page.getByRole("button", { name: "Ir a pagar" }).click();
    await expect(page.getByRole("alert")).toContainText("No pudimos completar la operación en este momento");
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/facturacion/pagar`);
    await expect(
      page.getByRole("group", { name: "Facturas para pagar" }).getByRole("checkbox", { checked: true }),
    ).toHaveCount(2);
    await expectAccessible();
    expect(await paymentsOf(token)).toHaveLength(0);
  });

  test("a customer with nothing to pay is told so", async ({ page, visit, signInAs }) => {
    await signInAs(await createCustomer());
    await visit("/mi-cuenta/facturacion/pagar");
    await expect(page.getByText("No tenés facturas para pagar.")).toBeVisible();
  });
});

test.describe("Mis pagos (/mi-cuenta/mis-pagos)", () => {
  test("lists payments with their invoices, filters them, and checks a pending one's status", async ({
    page,
    visit,
    signInAs,
  }) => {
    const { token, overdue, pending } = await customerWithDebts(signInAs);
    await visit(`/mi-cuenta/facturacion/pagar?factura=${overdue.id}`);
    await goToCheckout(page);
    await page.getByRole("button", { name: "Rechazar" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("El pago fue rechazado");
    await visit(`/mi-cuenta/facturacion/pagar?factura=${pending.id}`);
    await goToCheckout(page);

    await visit("/mi-cuenta/mis-pagos");
    const rows = page.getByRole("table", { name: "Pagos (todos)" }).locator("tbody tr");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(pending.number);
    await expect(rows.nth(0)).toContainText("Pendiente");
    await expect(rows.nth(0)).toContainText(/\$\s2\.500,50/);
    await expect(rows.nth(0).locator("td[data-label='Fecha']")).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await expect(rows.nth(1)).toContainText("Rechazado");
    await expect(rows.nth(1).getByRole("button")).toHaveCount(0);

    await rows
      .nth(0)
      .getByRole("button", { name: /^Verificar estado del pago del/ })
      .click();
    await expect(page.getByRole("region", { name: "Notificaciones" })).toContainText("El pago sigue pendiente");
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/mis-pagos`);

    const filters = page.getByRole("navigation", { name: "Mostrar" });
    await filters.getByRole("link", { name: "Rechazados" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/mis-pagos?estado=rechazados`);
    await expect(page.getByRole("table", { name: "Pagos (rechazados)" }).locator("tbody tr")).toHaveCount(1);
    await filters.getByRole("link", { name: "Aprobados" }).click();
    await expect(page.getByText("No tenés pagos con ese estado.")).toBeVisible();
    expect(await paymentsOf(token)).toHaveLength(2);
  });

  test("pages of payments are links", async ({ page, visit, signInAs }) => {
    const dni = await createCustomer({
      invoices: Array.from({ length: 12 }, (_, index) => ({ amount: 100 + index, due_in_days: index - 6 })),
    });
    const token = await signInAs(dni);
    const invoices: ListedInvoice[] = (
      await api("GET", "/v2/customers/current/facturas?status=unpaid&per_page=50", { token })
    ).body.data;
    // Thirteen payments: one page of twelve and one of one.
    for (const invoice of [...invoices, invoices[0]!]) {
      const made = await api("POST", "/v2/customers/current/payments/create", {
        token,
        json: { invoice_ids: [invoice.id], return_url: `${SERVERS.main}/mi-cuenta/facturacion/pago` },
      });
      expect(made.status).toBe(201);
    }
    await visit("/mi-cuenta/mis-pagos");
    await expect(page.getByRole("table").locator("tbody tr")).toHaveCount(12);
    await page.getByRole("navigation", { name: "Páginas" }).getByRole("link", { name: "Siguiente" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/mis-pagos?pagina=2`);
    await expect(page.getByRole("table").locator("tbody tr")).toHaveCount(1);
  });

  test("a customer without payments is told so", async ({ page, visit, signInAs }) => {
    await signInAs(await createCustomer());
    await visit("/mi-cuenta/mis-pagos");
    await expect(page.getByText("Todavía no hiciste pagos desde el portal.")).toBeVisible();
  });

  test("another customer's payment is not found", async ({ page, visit, signInAs }) => {
    const other = await createCustomer({ invoices: [{ amount: 700, due_in_days: 3 }] });
    const theirToken = await sandboxToken(other);
    const [invoice] = (await api("GET", "/v2/customers/current/facturas", { token: theirToken })).body.data;
    const theirs = await api("POST", "/v2/customers/current/payments/create", {
      token: theirToken,
      json: { invoice_ids: [invoice.id], return_url: `${SERVERS.main}/mi-cuenta/facturacion/pago` },
    });
    await signInAs("20304050");
    const response = await visit(`/mi-cuenta/facturacion/pago/${theirs.body.id}`);
    expect(response?.status()).toBe(404);
    const cancel = await page.request.post(`/mi-cuenta/facturacion/pago/${theirs.body.id}`, {
      form: { intent: "cancelar" },
      headers: { Origin: SERVERS.main },
      maxRedirects: 0,
    });
    expect(cancel.status()).toBe(404);
    expect(
      (await api("GET", `/v2/customers/current/payments/${theirs.body.id}/status`, { token: theirToken })).body.status,
    ).toBe("pending");
  });
});
