import type { Page } from "@playwright/test";
import { isValidPaymentCode } from "../../contract/payment-code";
import { expect, test } from "./fixtures";
import { addFault, api, createCustomer, sandboxToken } from "../support/sandbox";
import { SERVERS } from "../support/servers";

type ListedInvoice = { id: number; number: string; status: string; payment_code: string | null; pdf_url: string };

/** A customer's invoices straight from the API, as the sandbox lists them. */
async function invoicesOf(identification: string): Promise<ListedInvoice[]> {
  const token = await sandboxToken(identification);
  return (await api("GET", "/v2/customers/current/facturas?per_page=50", { token })).body.data;
}

/** A phone never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

test.describe("Facturación (/mi-cuenta/facturacion)", () => {
  test("shows the balance and the invoices newest first, filtered and paged by links", async ({
    page,
    visit,
    signInAs,
  }) => {
    await signInAs("20304050");
    const response = await visit("/mi-cuenta/facturacion");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Facturación - Nodo Sur");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Facturación");

    const balance = page.getByRole("region", { name: "Tu saldo" });
    await expect(balance).toContainText(/Vencido\s*\$\s31\.998,00/);
    await expect(balance).toContainText(/Por vencer\s*\$\s31\.998,00/);

    const table = page.getByRole("table", { name: /Facturas \(todas\)/ });
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(12);
    await expect(rows.nth(0)).toContainText("Por vencer");
    await expect(rows.nth(1)).toContainText("Vencida");
    await expect(rows.nth(2)).toContainText("Paga");
    await expect(rows.nth(0).locator("td").nth(1)).toHaveText(/^\d{2}\/\d{4}$/);
    await expect(rows.nth(0).locator("td").nth(2)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    // Decision 118: what pays each today, and both due dates. Before the first, the invoice's amount and
    // what it comes to after; Carlos's overdue one is past both, its surcharge in force.
    await expect(rows.nth(0).locator("td[data-label='Importe']")).toHaveText(
      /^\$\s31\.998,00 Tras el 1\.er vto\.: \$\s33\.597,90$/,
    );
    await expect(rows.nth(1).locator("td[data-label='Importe']")).toHaveText(
      /^\$\s33\.597,90 Con \$\s1\.599,90 de recargo$/,
    );
    await expect(rows.nth(0).locator("td[data-label='Vence']")).toHaveText(
      /^1\.er vto\.: \d{2}\/\d{2}\/\d{4} 2\.º vto\.: \d{2}\/\d{2}\/\d{4}$/,
    );
    // Unpaid invoices can be paid or reported; paid ones only downloaded.
    await expect(rows.nth(1).getByRole("link", { name: /^Pagar la factura B 0003-/ })).toHaveAttribute(
      "href",
      /\/mi-cuenta\/facturacion\/pagar\?factura=\d+$/,
    );
    await expect(rows.nth(1).getByRole("link", { name: /^Informar pago de la factura/ })).toHaveAttribute(
      "href",
      /^\/mi-cuenta\/facturacion\/informar-pago\/crear\?factura=\d+$/,
    );
    await expect(rows.nth(2).getByRole("link", { name: /Pagar/ })).toHaveCount(0);

    const filters = page.getByRole("navigation", { name: "Mostrar" });
    await expect(filters.getByRole("link", { name: "Todas", exact: true })).toHaveAttribute("aria-current", "page");
    const pages = page.getByRole("navigation", { name: "Páginas" });
    await expect(pages).toContainText("Página 1 de 2");
    await pages.getByRole("link", { name: "Siguiente" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/facturacion?pagina=2`);
    await expect(page.getByRole("table").locator("tbody tr")).toHaveCount(1);
    await expect(pages).toContainText("Página 2 de 2");
    await expect(pages.getByRole("link", { name: "Página 2" })).toHaveAttribute("aria-current", "page");

    await filters.getByRole("link", { name: "Pagas", exact: true }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/facturacion?estado=pagas`);
    await expect(filters.getByRole("link", { name: "Pagas", exact: true })).toHaveAttribute("aria-current", "page");
    const paid = page.getByRole("table", { name: /Facturas \(pagas\)/ }).locator("tbody tr");
    await expect(paid).toHaveCount(11);
    for (const status of await paid.locator("td[data-label='Estado']").allTextContents()) expect(status).toBe("Paga");
    await expect(page.getByRole("navigation", { name: "Páginas" })).toHaveCount(0);

    await filters.getByRole("link", { name: "Vencidas" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/facturacion?estado=vencidas`);
    await expect(page.getByRole("table").locator("tbody tr")).toHaveCount(1);
  });

  test("an unknown filter shows everything and a page past the end says so", async ({ page, visit, signInAs }) => {
    await signInAs("20304050");
    await visit("/mi-cuenta/facturacion?estado=todo&pagina=x");
    await expect(page.getByRole("table", { name: /Facturas \(todas\)/ }).locator("tbody tr")).toHaveCount(12);
    await visit("/mi-cuenta/facturacion?pagina=9");
    await expect(page.getByText("Esta página no tiene resultados.")).toBeVisible();
    await page.getByRole("link", { name: "Ir a la primera página" }).click();
    await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/facturacion`);
  });

  test("a customer who owes nothing is told so", async ({ page, visit, signInAs }) => {
    await signInAs(await createCustomer());
    await visit("/mi-cuenta/facturacion");
    await expect(page.getByText("Estás al día: no tenés facturas para pagar.")).toBeVisible();
    await expect(page.getByText("Todavía no tenés facturas.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Pagá en efectivo o por home banking" })).toHaveCount(0);
  });

  test("an invoice's PDF comes from the portal, named after its number, and the API's address is in no page", async ({
    page,
    visit,
    signInAs,
  }) => {
    await signInAs("20304050");
    const response = await visit("/mi-cuenta/facturacion");
    const html = (await response?.text()) ?? "";
    const invoices = await invoicesOf("20304050");
    const [latest] = invoices;
    // Neither in what the server sent nor in what the browser made of it (its data included).
    for (const text of [html, await page.content()]) {
      expect(text).not.toContain("/files/facturas/");
      for (const invoice of invoices) expect(text).not.toContain(new URL(invoice.pdf_url).pathname);
    }

    const link = page.getByRole("link", { name: `Descargar la factura ${latest!.number} en PDF` });
    await expect(link).toHaveAttribute("href", `/mi-cuenta/facturacion/factura/${latest!.id}/pdf`);
    const fileName = `factura-${latest!.number.replace(" ", "-")}.pdf`;

    const download = page.waitForEvent("download");
    await link.click();
    expect((await download).suggestedFilename()).toBe(fileName);

    const pdf = await page.request.get(`/mi-cuenta/facturacion/factura/${latest!.id}/pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect(pdf.headers()["content-disposition"]).toBe(`attachment; filename="${fileName}"`);
    expect(pdf.headers()["cache-control"]).toBe("private, no-store");
    expect(pdf.headers()["x-content-type-options"]).toBe("nosniff");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("a PDF the API cannot hand over leads back to Facturación with a message", async ({ page, visit, signInAs }) => {
    const dni = await createCustomer({ invoices: [{ amount: 1200, due_in_days: 4 }] });
    await signInAs(dni);
    const [invoice] = await invoicesOf(dni);
    await addFault({ method: "GET", path: new URL(invoice!.pdf_url).pathname, status: 502 });
    await visit("/mi-cuenta/facturacion?estado=impagas");
    const answer = await page.request.get(`/mi-cuenta/facturacion/factura/${invoice!.id}/pdf`, { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe("/mi-cuenta/facturacion");
    await visit("/mi-cuenta/facturacion");
    await expect(page.getByRole("region", { name: "Notificaciones" })).toContainText(
      `No pudimos descargar la factura ${invoice!.number}`,
    );
  });

  test("unpaid invoices show their payment code as digits and as a barcode drawn by the portal", async ({
    page,
    visit,
    signInAs,
  }) => {
    const dni = await createCustomer({
      invoices: [
        { amount: 1500, due_in_days: -3 },
        { amount: 2500.5, due_in_days: 7 },
      ],
    });
    await signInAs(dni);
    await page.setViewportSize({ width: 360, height: 800 });
    await visit("/mi-cuenta/facturacion");
    const invoices = await invoicesOf(dni);
    const codes = page.getByRole("region", { name: "Pagá en efectivo o por home banking" });
    await expect(codes.getByRole("article")).toHaveCount(2);

    for (const invoice of invoices) {
      const code = invoice.payment_code!;
      expect(isValidPaymentCode(code)).toBe(true);
      const card = codes.getByRole("article", { name: `Factura ${invoice.number}` });
      await expect(card.locator("code")).toHaveText(code.replace(/(\d{4})(?=\d)/g, "$1 "));
      const barcode = card.getByRole("img", { name: `Código de barras del código de pago ${code}` });
      await expect(barcode).toBeVisible();
      expect(await barcode.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const svg = await page.request.get((await barcode.getAttribute("src"))!);
      expect(svg.status()).toBe(200);
      expect(svg.headers()["content-type"]).toBe("image/svg+xml; charset=utf-8");
      expect(svg.headers()["x-content-type-options"]).toBe("nosniff");
      const drawing = await svg.text();
      expect(drawing).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
      // Bars, and nothing that could run.
      expect(drawing).toContain("<path");
      expect(drawing).not.toMatch(/<script|on\w+=/i);
    }
    // The table's link leads to the invoice's code.
    await page.getByRole("link", { name: `Código de pago de la factura ${invoices[0]!.number}` }).click();
    await expect(page).toHaveURL(new RegExp(`#codigo-${invoices[0]!.id}$`));
    await expectNoSidewaysScroll(page);
  });

  test("another customer's invoice, its PDF and its barcode are not found", async ({ page, signInAs }) => {
    const other = await createCustomer({ invoices: [{ amount: 990, due_in_days: 5 }] });
    const [theirs] = await invoicesOf(other);
    await signInAs("20304050");
    for (const path of ["pdf", "codigo-de-barras.svg"]) {
      const answer = await page.request.get(`/mi-cuenta/facturacion/factura/${theirs!.id}/${path}`);
      expect(answer.status(), path).toBe(404);
    }
    expect((await page.request.get("/mi-cuenta/facturacion/factura/0/pdf")).status()).toBe(404);
    // A paid invoice of one's own has no code to draw.
    const paid = (await invoicesOf("20304050")).find((invoice) => invoice.status === "paid")!;
    expect((await page.request.get(`/mi-cuenta/facturacion/factura/${paid.id}/codigo-de-barras.svg`)).status()).toBe(
      404,
    );
  });

  test("a visitor who is not signed in is sent to sign in, for the list and for a PDF", async ({ page }) => {
    await page.goto("/mi-cuenta/facturacion?estado=pagas");
    await expect(page).toHaveURL(
      `${SERVERS.main}/iniciar-sesion?redirectTo=%2Fmi-cuenta%2Ffacturacion%3Festado%3Dpagas`,
    );
    const pdf = await page.request.get("/mi-cuenta/facturacion/factura/1/pdf", { maxRedirects: 0 });
    expect(pdf.status()).toBe(302);
    expect(pdf.headers().location).toMatch(/^\/iniciar-sesion\?redirectTo=/);
  });
});
