import { describe, expect, it } from "vitest";
import { invoiceFileName } from "~/routes/mi-cuenta/facturacion/facturas.server";
import {
  INVOICE_FILTERS,
  listHref,
  pageCount,
  PAYMENT_FILTERS,
  readListQuery,
} from "~/routes/mi-cuenta/facturacion/list-query";
import { sameInvoices } from "~/routes/mi-cuenta/facturacion/pagar.server";
import { groupDigits } from "~/components/payment-code";

const read = (search: string) =>
  readListQuery(new URL(`http://portal.test/mi-cuenta/facturacion${search}`), INVOICE_FILTERS);

describe("the lists' addresses", () => {
  it("reads the filter and the page", () => {
    expect(read("")).toEqual({ filter: "todas", page: 1 });
    expect(read("?estado=vencidas&pagina=3")).toEqual({ filter: "vencidas", page: 3 });
    expect(readListQuery(new URL("http://portal.test/?estado=cancelados"), PAYMENT_FILTERS)).toEqual({
      filter: "cancelados",
      page: 1,
    });
  });

  it("reads what it does not know as the first view, never as an error", () => {
    expect(read("?estado=overdue")).toEqual({ filter: "todas", page: 1 });
    expect(read("?estado=__proto__")).toEqual({ filter: "todas", page: 1 });
    for (const page of ["0", "-2", "x", "1.5", "99999", ""]) expect(read(`?pagina=${page}`).page).toBe(1);
    expect(read("?pagina=0007").page).toBe(7);
  });

  it("writes addresses without the defaults", () => {
    const pathname = "/mi-cuenta/facturacion";
    expect(listHref(pathname, INVOICE_FILTERS, { filter: "todas", page: 1 })).toBe(pathname);
    expect(listHref(pathname, INVOICE_FILTERS, { filter: "pagas", page: 1 })).toBe(`${pathname}?estado=pagas`);
    expect(listHref(pathname, INVOICE_FILTERS, { filter: "todas", page: 2 })).toBe(`${pathname}?pagina=2`);
    expect(listHref(pathname, INVOICE_FILTERS, { filter: "impagas", page: 3 })).toBe(
      `${pathname}?estado=impagas&pagina=3`,
    );
  });

  it("counts at least one page", () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });
});

describe("files and codes", () => {
  it("names an invoice's file after its number", () => {
    expect(invoiceFileName("B 0003-00010242")).toBe("factura-B-0003-00010242.pdf");
    expect(invoiceFileName('A 1/2"; x')).toBe("factura-A-12-x.pdf");
    expect(invoiceFileName("  ")).toBe("factura-sin-numero.pdf");
  });

  it("compares a payment's invoices as a set", () => {
    expect(sameInvoices([1, 2], [2, 1])).toBe(true);
    expect(sameInvoices([1, 2], [1, 2, 2])).toBe(true);
    expect(sameInvoices([1, 2], [1])).toBe(false);
    expect(sameInvoices([1, 3], [1, 2])).toBe(false);
  });

  it("groups a payment code's digits by four", () => {
    expect(groupDigits("4521000000042000001024200015999502612055")).toBe(
      "4521 0000 0004 2000 0010 2420 0015 9995 0261 2055",
    );
  });
});
