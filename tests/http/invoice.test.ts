import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Invoice } from "../../contract/customer";
import { arcaQrData } from "../../contract/e-invoice";
import { cuitCheckDigit } from "../../contract/identification";
import { argentinaDay, formatDate, formatMoney as moneyWithNoBreakSpace } from "~/utils/format";
import { api, createCustomer, sandboxToken } from "../support/sandbox";
import { heading, hrefOf, links, textOf, Visitor, type Page } from "../support/visitor";

/**
 * Decision 118 as the server renders it, without JavaScript: one invoice's page with what ARCA
 * requires (type and number, CAE and its expiry, the IVA contained and Ley 27.743's legend
 * on a consumer invoice, the QR drawn inline whose link carries the invoice's data), both
 * due dates everywhere, and the second due date's amount used once the first has passed:
 * on the list, the payment code, the pay page, the home and the payment the API makes.
 *
 * The portal's servers cannot move the sandbox's clock (tests/sandbox/e-invoice.test.ts
 * moves it): here the invoices are placed around today instead, a Buenos Aires day.
 */

const INVOICE_PAGE = "/mi-cuenta/facturacion/factura";

/** `$ 12.100,00` as `textOf` reads it: its no-break space collapsed like any other. */
const formatMoney = (amount: number) => moneyWithNoBreakSpace(amount).replace(/\s/g, " ");

/** A company's CUIT no other test uses: 30, eight random digits, a valid check digit. */
function freshCompanyCuit(): string {
  for (;;) {
    const firstTen = `30${String(randomInt(10_000_000, 100_000_000))}`;
    const check = cuitCheckDigit(firstTen);
    if (check !== null && firstTen !== "3071234567") return `${firstTen}${check}`;
  }
}

async function customerWith(
  invoices: { amount: number; due_in_days: number; second_due_in_days?: number; second_amount?: number }[],
  identification?: string,
) {
  const id = await createCustomer({ identification, plans: [1], invoices });
  const token = await sandboxToken(id);
  const listed = (await api("GET", "/v2/customers/current/facturas?per_page=50", { token })).body.data as Invoice[];
  return {
    identification: id,
    token,
    invoices: listed.sort((a, b) => a.due_date.localeCompare(b.due_date)),
    visitor: await new Visitor().signIn(token),
  };
}

/** The `<dd>` after the `<dt>` named `term`, in a section. */
function fact(scope: Element | Document, term: string) {
  const dt = [...scope.querySelectorAll("dt")].find((element) => textOf(element) === term);
  return dt?.nextElementSibling ? textOf(dt.nextElementSibling) : undefined;
}

const section = (page: Page, id: string) => page.doc.querySelector(`section[aria-labelledby="${id}"]`)!;

/** The JSON a QR address carries (RG 4892: `?p=` and the base64 of the JSON). */
const qrPayload = (url: string) => JSON.parse(Buffer.from(url.split("?p=")[1]!, "base64").toString("utf8"));

describe("an invoice's page", () => {
  it("shows a consumer invoice's type and number, CAE, IVA contained with Ley 27.743's legend, and ARCA's QR with its link", async () => {
    const { invoices, visitor } = await customerWith([
      { amount: 12_100, due_in_days: 6, second_due_in_days: 16, second_amount: 12_705 },
    ]);
    const invoice = invoices[0]!;
    const page = await visitor.open(`${INVOICE_PAGE}/${invoice.id}`);
    expect(page.status).toBe(200);
    expect(heading(page.doc)).toBe(`Factura ${invoice.number}`);

    const arca = section(page, "factura-electronica");
    const e = invoice.electronic!;
    expect(fact(arca, "Tipo")).toBe("Factura B (código 006)");
    expect(fact(arca, "Punto de venta y número")).toBe(
      `${String(e.point_of_sale).padStart(5, "0")}-${String(e.number).padStart(8, "0")}`,
    );
    expect(fact(arca, "CAE")).toMatch(/^\d{14}$/);
    expect(fact(arca, "CAE")).toBe(e.cae);
    expect(fact(arca, "Vencimiento del CAE")).toBe(formatDate(e.cae_expires_on));
    expect(fact(arca, "CUIT del emisor")).toBe("30-71555124-8");
    expect(fact(arca, "Receptor")).toBe(`DNI ${e.receiver.document_number}`);
    expect(fact(arca, "Total")).toBe(formatMoney(12_100));
    const legend = arca.querySelector('section[aria-labelledby="transparencia-fiscal"]')!;
    expect(textOf(legend.querySelector("h3")!)).toBe("Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)");
    // 12.100 − 12.100 / 1,21 = 2.100,00.
    expect(fact(legend, "IVA contenido")).toBe(formatMoney(2_100));
    expect(fact(legend, "Otros impuestos nacionales indirectos")).toBe(formatMoney(0));

    // The QR: an image the server draws, named for whoever cannot see it, next to its link and the PDF.
    const receipt = section(page, "comprobante");
    const drawing = receipt.querySelector("img.arca-qr-code")!;
    expect(drawing.getAttribute("alt")).toBe(
      `Código QR de ARCA de la factura ${invoice.number}. Lleva a la verificación de la factura en el sitio de ARCA.`,
    );
    expect(drawing.getAttribute("src")).toBe(`${INVOICE_PAGE}/${invoice.id}/qr.svg`);
    // Carried once: not inline, so not in React's data for the page either.
    expect(page.doc.querySelectorAll("main svg, script[src*='qr']")).toHaveLength(0);
    const image = await visitor.request(drawing.getAttribute("src")!);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(image.headers.get("cache-control")).toBe("private, no-store");
    expect(image.headers.get("content-security-policy")).toMatch(/^default-src 'none';.* sandbox$/);
    expect(await image.text()).toMatch(/^<svg [^>]*shape-rendering="crispEdges"[^>]*>.*<path /s);
    const link = hrefOf(receipt, /^Verificar la factura .* en ARCA/)!;
    expect(link.startsWith("https://www.arca.gob.ar/fe/qr/?p=")).toBe(true);
    expect(qrPayload(link)).toEqual(arcaQrData({ ...invoice, electronic: e }));
    expect(qrPayload(link)).toMatchObject({
      fecha: invoice.issue_date,
      importe: 12_100,
      cuit: 30715551248,
      tipoCmp: 6,
      tipoDocRec: 96,
      tipoCodAut: "E",
      codAut: Number(e.cae),
    });
    expect(hrefOf(receipt, "Descargar la factura en PDF")).toBe(`${INVOICE_PAGE}/${invoice.id}/pdf`);

    // Before its first due date: both dates, and today its own amount.
    const dues = section(page, "vencimientos");
    expect(fact(dues, "1.er vencimiento")).toBe(`${formatDate(invoice.due_date)}: ${formatMoney(12_100)}`);
    expect(fact(dues, "2.º vencimiento")).toBe(
      `${formatDate(invoice.second_due!.date)}: ${formatMoney(12_705)} (incluye ${formatMoney(605)} de recargo)`,
    );
    expect(fact(dues, "A pagar hoy")).toBe(`${formatMoney(12_100)}, hasta el ${formatDate(invoice.due_date)}`);
    expect(hrefOf(dues, "Pagar esta factura")).toBe(`/mi-cuenta/facturacion/pagar?factura=${invoice.id}`);
  });

  it("itemises a company's IVA on an A invoice, without the consumer's legend", async () => {
    const cuit = freshCompanyCuit();
    const { invoices, visitor } = await customerWith([{ amount: 1_210, due_in_days: 4 }], cuit);
    const page = await visitor.open(`${INVOICE_PAGE}/${invoices[0]!.id}`);
    const arca = section(page, "factura-electronica");
    expect(fact(arca, "Tipo")).toBe("Factura A (código 001)");
    expect(fact(arca, "Receptor")).toBe(`CUIT ${cuit.slice(0, 2)}-${cuit.slice(2, 10)}-${cuit.slice(10)}`);
    expect(fact(arca, "Importe neto gravado")).toBe(formatMoney(1_000));
    expect(fact(arca, "IVA 21 %")).toBe(formatMoney(210));
    expect(arca.querySelector('[aria-labelledby="transparencia-fiscal"]')).toBeNull();
    expect(qrPayload(hrefOf(page.doc, /^Verificar la factura/)!)).toMatchObject({
      tipoCmp: 1,
      tipoDocRec: 80,
      nroDocRec: Number(cuit),
    });
    // No second due date: none shown, and nothing said of a surcharge.
    expect(fact(section(page, "vencimientos"), "2.º vencimiento")).toBeUndefined();
  });

  it("is a 404 for another customer's invoice and for an id that is no id", async () => {
    const mine = await customerWith([{ amount: 500, due_in_days: 3 }]);
    const other = await customerWith([{ amount: 700, due_in_days: 3 }]);
    expect((await mine.visitor.open(`${INVOICE_PAGE}/${other.invoices[0]!.id}`)).status).toBe(404);
    for (const id of ["0", "abc", "1e3", "99999999999"])
      expect((await mine.visitor.open(`${INVOICE_PAGE}/${id}`)).status, id).toBe(404);
    // Its QR too: the drawing holds the other customer's CUIT or DNI and amount.
    expect((await mine.visitor.request(`${INVOICE_PAGE}/${other.invoices[0]!.id}/qr.svg`)).status).toBe(404);
    expect((await mine.visitor.request(`${INVOICE_PAGE}/${mine.invoices[0]!.id}/qr.svg`)).status).toBe(200);
  });
});

describe("the second due date's amount, once the first has passed", () => {
  it("is what the list, the invoice page, the payment code, the pay page, the home and the payment use", async () => {
    // Fell due three days ago; the second due date is in seven days, $ 10.500 instead of $ 10.000.
    const { invoices, visitor, token } = await customerWith([
      { amount: 10_000, due_in_days: -3, second_due_in_days: 7, second_amount: 10_500 },
    ]);
    const invoice = invoices[0]!;
    const second = formatDate(invoice.second_due!.date);
    expect(invoice.due_date < argentinaDay()).toBe(true);
    expect(invoice.status).toBe("overdue");

    const billing = await visitor.open("/mi-cuenta/facturacion");
    const row = links(billing.doc, invoice.number)[0]!.closest("tr")!;
    expect(textOf(row.querySelector('td[data-label="Vence"]')!)).toBe(
      `1.er vto.: ${formatDate(invoice.due_date)} 2.º vto.: ${second}`,
    );
    expect(textOf(row.querySelector('td[data-label="Importe"]')!)).toBe(
      `${formatMoney(10_500)} Con ${formatMoney(500)} de recargo`,
    );
    const code = billing.doc.querySelector(`#codigo-${invoice.id}`)!;
    expect(textOf(code)).toContain(`${formatMoney(10_500)} · vence el ${second}`);
    expect(Number(textOf(code.querySelector("code")!).replaceAll(" ", "").slice(23, 33))).toBe(1_050_000);

    const page = await visitor.open(`${INVOICE_PAGE}/${invoice.id}`);
    expect(fact(section(page, "vencimientos"), "A pagar hoy")).toBe(`${formatMoney(10_500)}, hasta el ${second}`);
    // The QR carries the invoice's total, as ARCA authorised it: the surcharge is not on the invoice.
    expect(qrPayload(hrefOf(page.doc, /^Verificar la factura/)!).importe).toBe(10_000);

    const pay = await visitor.open("/mi-cuenta/facturacion/pagar");
    expect(textOf(pay.doc.querySelector("fieldset")!)).toContain(
      `${formatMoney(10_500)} · vence el ${second} (incluye ${formatMoney(500)} de recargo)`,
    );
    expect(textOf(pay.doc.querySelector(".pay-total")!)).toBe(`Total a pagar: ${formatMoney(10_500)}`);

    const home = await visitor.open("/mi-cuenta");
    expect(textOf(home.doc.querySelector('section[aria-labelledby="para-atender"]')!)).toContain(
      `venció el ${formatDate(invoice.due_date)}: hasta el 2.º vencimiento, el ${second}, son ${formatMoney(10_500)} con el recargo.`,
    );

    // Reporting a payment made elsewhere: the invoice offered at what it comes to today.
    const report = await visitor.open("/mi-cuenta/facturacion/informar-pago/crear");
    const choice = report.doc
      .querySelector(`input[name="invoice"][value="${invoice.id}"]`)!
      .closest(".choice, label, li, div")!;
    expect(textOf(choice)).toContain(`${formatMoney(10_500)}`);
    expect(textOf(choice)).toContain(`Vence el ${second}`);
    expect(textOf(choice)).not.toContain(formatMoney(10_000));

    // Paying it without JavaScript: the payment the API makes is of the surcharged amount.
    const sent = await visitor.submit("/mi-cuenta/facturacion/pagar", { facturas: String(invoice.id) });
    expect(sent.url.pathname).toMatch(/^\/checkout\/pagos\//);
    const [payment] = (await api("GET", "/v2/customers/current/payments?status=pending", { token })).body.data as {
      amount: number;
      invoice_ids: number[];
    }[];
    expect(payment).toMatchObject({ amount: 10_500, invoice_ids: [invoice.id] });
  });
});
