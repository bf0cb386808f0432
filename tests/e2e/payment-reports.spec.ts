import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { addFault, api, createCustomer, sandboxToken } from "../support/sandbox";
import { SERVERS } from "../support/servers";
import { expectNoHorizontalScroll } from "./viewport";
import { MB, PDF_MAGIC, uploadFile } from "./uploads";

const FORM = "/mi-cuenta/facturacion/informar-pago/crear";

const pdf = (size?: number) => uploadFile("comprobante.pdf", PDF_MAGIC, size);

/** A day some days ago, in Buenos Aires, as the form takes it (`dd/mm/aaaa`) and as the API stores it. */
function daysAgo(days: number) {
  const [year, month, day] = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Argentina/Buenos_Aires" })
    .format(new Date(Date.now() - days * 24 * 3600 * 1000))
    .split("-");
  return { typed: `${day}/${month}/${year}`, iso: `${year}-${month}-${day}` };
}

/** A customer of the test's own with one unpaid invoice, signed in; answers its invoice and token. */
async function customerWithInvoice(signInAs: (identification: string) => Promise<string>, amount = 31998.5) {
  const identification = await createCustomer({ plans: [2], invoices: [{ amount, due_in_days: 10 }] });
  const token = await signInAs(identification);
  const invoices = (await api("GET", "/v2/customers/current/facturas?status=unpaid", { token })).body.data;
  return { token, invoice: invoices[0] as { id: number; number: string } };
}

async function reports(
  token: string,
): Promise<Array<{ id: number; amount: number; notes: string | null; receipt: { url: string } }>> {
  return (await api("GET", "/v3/informe/pagos", { token })).body;
}

async function fillForm(page: Page, notes = "Operación 123456") {
  await page.getByRole("radio", { name: /^Factura B 0009-/ }).check();
  await page.getByLabel("Importe pagado").fill("$ 31.998,50");
  await page.getByLabel("Fecha de pago").fill(daysAgo(3).typed);
  await page.getByRole("radio", { name: "Transferencia" }).check();
  await page.getByLabel("Notas (opcional)").fill(notes);
}

async function expectValuesKept(page: Page, notes = "Operación 123456") {
  await expect(page.getByRole("radio", { name: /^Factura B 0009-/ })).toBeChecked();
  await expect(page.getByLabel("Importe pagado")).toHaveValue("$ 31.998,50");
  await expect(page.getByLabel("Fecha de pago")).toHaveValue(daysAgo(3).typed);
  await expect(page.getByRole("radio", { name: "Transferencia" })).toBeChecked();
  await expect(page.getByLabel("Notas (opcional)")).toHaveValue(notes);
}

const summary = (page: Page) => page.locator(".error-summary");
const send = (page: Page) => page.getByRole("button", { name: "Enviar informe" }).click();

test.describe("payment reports", () => {
  test("a payment is reported with its receipt, listed, shown, and its receipt comes through the portal", async ({
    page,
    visit,
    signInAs,
  }) => {
    const { token } = await customerWithInvoice(signInAs);
    await visit("/mi-cuenta/facturacion/informar-pago");
    await expect(page).toHaveTitle("Informes de pago - Nodo Sur");
    await expect(page.getByText("Todavía no informaste ningún pago.")).toBeVisible();

    await page.getByRole("link", { name: "Informar un pago" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}${FORM}`);
    await expect(page).toHaveTitle("Informar Pago - Nodo Sur");
    await expect(page.locator("form.form")).toHaveAttribute("enctype", "multipart/form-data");
    await fillForm(page);
    await page.getByLabel("Comprobante").setInputFiles(pdf());
    await send(page);

    await expect(page).toHaveURL(new RegExp(`^${SERVERS.main}/mi-cuenta/facturacion/informe/\\d+$`));
    await expect(page).toHaveTitle("Informe de pago - Nodo Sur");
    await expect(page.locator(".toast")).toContainText("Recibimos tu informe de pago");
    const facts = page.locator(".facts");
    await expect(facts).toContainText("$ 31.998,50");
    await expect(facts).toContainText(daysAgo(3).typed);
    await expect(facts).toContainText("Transferencia");
    await expect(facts).toContainText("Operación 123456");
    await expect(page.locator(".lead .status")).toHaveText("Recibido");

    const [report] = await reports(token);
    expect(report).toMatchObject({ amount: 31998.5, notes: "Operación 123456" });
    const id = report!.id;
    const receiptPath = `/mi-cuenta/facturacion/informe/${id}/comprobante`;
    await expect(page.getByRole("link", { name: "Ver el comprobante" })).toHaveAttribute("href", receiptPath);
    // The receipt's address at the API never reaches the page: not its markup, not its data.
    const apiAddress = new URL(report!.receipt.url);
    expect(apiAddress.origin).toBe(SERVERS.sandbox);
    for (const html of [await page.content(), await (await page.request.get(page.url())).text()]) {
      expect(html).not.toContain(apiAddress.pathname);
      expect(html).not.toContain(`${SERVERS.sandbox}/files`);
    }
    const receipt = await page.request.get(receiptPath);
    expect(receipt.status()).toBe(200);
    expect(receipt.headers()["content-type"]).toBe("application/pdf");
    expect(receipt.headers()["content-disposition"]).toBe('inline; filename="comprobante.pdf"');
    expect(receipt.headers()["cache-control"]).toBe("private, no-store");
    expect(receipt.headers()["x-content-type-options"]).toBe("nosniff");
    expect((await receipt.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // A file the API cannot hand over: back to the report, with a message.
    await addFault({ method: "GET", path: apiAddress.pathname, status: 503, token });
    await visit(receiptPath);
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/facturacion/informe/${id}`);
    await expect(page.locator(".toast", { hasText: "No pudimos traer el comprobante en este momento" })).toBeVisible();

    await visit("/mi-cuenta/facturacion/informar-pago");
    const row = page.getByRole("row").filter({ hasText: "Recibido" });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("$ 31.998,50");
    await expect(row.getByRole("link", { name: /^Ver el informe del/ })).toHaveAttribute(
      "href",
      `/mi-cuenta/facturacion/informe/${id}`,
    );
    // On a 360 px phone the list, the report and the form fit without scrolling sideways.
    await expectNoHorizontalScroll(page);
    await visit(`/mi-cuenta/facturacion/informe/${id}`);
    await expectNoHorizontalScroll(page);
    await visit(FORM);
    await expectNoHorizontalScroll(page);
  });

  test("?factura= chooses the invoice", async ({ page, visit, signInAs }) => {
    const identification = await createCustomer({
      plans: [2],
      invoices: [
        { amount: 1000, due_in_days: -3 },
        { amount: 2000, due_in_days: 20 },
      ],
    });
    const token = await signInAs(identification);
    const invoices: Array<{ id: number; amount: number }> = (
      await api("GET", "/v2/customers/current/facturas?status=unpaid", { token })
    ).body.data;
    const later = invoices.find((invoice) => invoice.amount === 2000)!;
    await visit(`${FORM}?factura=${later.id}`);
    await expect(page.getByRole("radio", { name: /\$\s2\.000,00/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: /\$\s1\.000,00/ })).not.toBeChecked();
    await expect(page.getByText(/^Venció el /)).toBeVisible();
  });

  test("a receipt over 5 MB or of the wrong type is refused, the other values kept", async ({
    page,
    visit,
    signInAs,
    expectAccessible,
  }) => {
    const { token } = await customerWithInvoice(signInAs);
    await visit(FORM);
    await fillForm(page);
    await page.getByLabel("Comprobante").setInputFiles(pdf(5.5 * MB));
    await send(page);
    await expect(summary(page)).toContainText("El comprobante supera los 5 MB: elegí un archivo más liviano");
    await expect(page.locator("#campo-receipt-error")).toContainText("El comprobante supera los 5 MB");
    await expect(page).toHaveTitle("Error: Informar Pago - Nodo Sur");
    await expectValuesKept(page);
    await expectAccessible();

    // Named .pdf, it is still text.
    await page.getByLabel("Comprobante").setInputFiles(uploadFile("comprobante.pdf", "hola, soy un texto"));
    await send(page);
    await expect(summary(page)).toContainText("El comprobante tiene que ser un archivo PDF, JPG o PNG");
    await expectValuesKept(page);
    await page.getByLabel("Comprobante").setInputFiles(uploadFile("comprobante.docx", "PK\x03\x04"));
    await send(page);
    await expect(summary(page)).toContainText("El comprobante tiene que ser un archivo PDF, JPG o PNG");
    await expectValuesKept(page);
    expect(await reports(token)).toEqual([]);
  });

  test("other mistakes get a message each, and the receipt must be chosen again", async ({
    page,
    visit,
    signInAs,
    expectAccessible,
  }) => {
    await customerWithInvoice(signInAs);
    await visit(FORM);
    await send(page);
    await expect(summary(page).getByRole("link")).toHaveText([
      "Elegí la factura que pagaste",
      "Ingresá el importe pagado",
      "Ingresá la fecha de pago",
      "Elegí cómo pagaste",
      "Adjuntá el comprobante",
    ]);
    await expect(summary(page)).toBeFocused();
    await expectAccessible();

    await fillForm(page);
    await page.getByLabel("Importe pagado").fill("31.99.8");
    await page.getByLabel("Fecha de pago").fill("31/02/2026");
    await page.getByLabel("Comprobante").setInputFiles(pdf());
    await send(page);
    await expect(summary(page).getByRole("link")).toHaveText([
      "Ingresá el importe en pesos, por ejemplo 31.998,50",
      "Ingresá la fecha como dd/mm/aaaa, por ejemplo 20/11/2026",
      "Volvé a elegir el comprobante: por seguridad, el navegador no lo conserva entre envíos",
    ]);
    await expect(page.getByLabel("Importe pagado")).toHaveValue("31.99.8");

    const tomorrow = daysAgo(-2).typed;
    await page.getByLabel("Importe pagado").fill("0");
    await page.getByLabel("Fecha de pago").fill(tomorrow);
    await page.getByLabel("Comprobante").setInputFiles(pdf());
    await send(page);
    await expect(summary(page).getByRole("link")).toHaveText([
      "El importe tiene que ser mayor que cero",
      "La fecha de pago no puede ser posterior a hoy",
      "Volvé a elegir el comprobante: por seguridad, el navegador no lo conserva entre envíos",
    ]);

    await page.getByLabel("Importe pagado").fill("1.000");
    await page.getByLabel("Fecha de pago").fill("10/10/1999");
    await page.getByLabel("Comprobante").setInputFiles(pdf());
    await send(page);
    await expect(summary(page).getByRole("link")).toHaveText([
      "Revisá la fecha: no puede ser de hace más de dos años",
      "Volvé a elegir el comprobante: por seguridad, el navegador no lo conserva entre envíos",
    ]);
  });

  test("the same report sent twice is one report", async ({ page, visit, signInAs }) => {
    const { token, invoice } = await customerWithInvoice(signInAs);
    await visit(FORM);
    await fillForm(page);
    await page.getByLabel("Comprobante").setInputFiles(pdf());
    await send(page);
    await expect(page).toHaveURL(/\/mi-cuenta\/facturacion\/informe\/\d+$/);
    const first = page.url();

    // Back and send it again: a new form (and key), the same payment.
    await visit(FORM);
    await fillForm(page);
    await page.getByLabel("Comprobante").setInputFiles(pdf());
    await send(page);
    await expect(page).toHaveURL(first);
    expect(await reports(token)).toHaveLength(1);

    // Two requests with one form's key at once (a double click before the button is disabled).
    await visit(FORM);
    const key = await page.locator('input[name="idempotency_key"]').inputValue();
    const post = () =>
      page.request.post(FORM, {
        headers: { Origin: SERVERS.main },
        multipart: {
          idempotency_key: key,
          invoice: String(invoice.id),
          amount: "500",
          date: daysAgo(1).typed,
          method: "efectivo",
          receipt: { name: "comprobante.pdf", mimeType: "application/pdf", buffer: readFileSync(pdf()) },
        },
        maxRedirects: 0,
      });
    const answers = await Promise.all([post(), post()]);
    expect(answers.map((answer) => answer.status())).toEqual([302, 302]);
    expect(answers[0]!.headers().location).toMatch(/\/mi-cuenta\/facturacion\/informe\/\d+$/);
    expect(answers[1]!.headers().location).toBe(answers[0]!.headers().location);
    expect(await reports(token)).toHaveLength(2);
  });

  test("a failed submission says so above the form, keeps the values and is not sent again", async ({
    page,
    visit,
    signInAs,
  }) => {
    const { token, invoice } = await customerWithInvoice(signInAs);
    const notes = `Falla ${invoice.id}`;
    await addFault({ method: "POST", path: `/v3/informe/pagos/${invoice.id}`, status: 502, bodyContains: notes });
    await api("DELETE", "/__faults/requests");
    await visit(FORM);
    await fillForm(page, notes);
    await page.getByLabel("Comprobante").setInputFiles(pdf());
    await send(page);
    await expect(summary(page)).toContainText("No pudimos completar la operación en este momento");
    await expectValuesKept(page, notes);
    expect(await reports(token)).toEqual([]);
    const counts = (await api("GET", "/__faults/requests")).body.counts;
    expect(counts[`POST /v3/informe/pagos/${invoice.id}`]).toBe(1);
  });

  test("another customer's report, and its receipt, do not exist", async ({ page, visit, signInAs }) => {
    const owner = await customerWithInvoice(async (identification) => sandboxToken(identification));
    const form = new FormData();
    form.set("amount", "100");
    form.set("date", daysAgo(1).iso);
    form.set("method", "efectivo");
    form.set("receipt", new Blob([readFileSync(pdf())]), "ajeno.pdf");
    const created = await fetch(`${SERVERS.sandbox}/v3/informe/pagos/${owner.invoice.id}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${owner.token}`, Accept: "application/json" },
      body: form,
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();

    await customerWithInvoice(signInAs);
    expect((await visit(`/mi-cuenta/facturacion/informe/${id}`))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página no encontrada");
    expect((await page.request.get(`/mi-cuenta/facturacion/informe/${id}/comprobante`)).status()).toBe(404);
    expect((await visit("/mi-cuenta/facturacion/informe/abc"))?.status()).toBe(404);
  });
});
