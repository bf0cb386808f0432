import { describe, expect, it } from "vitest";
import { contentDisposition } from "~/api/files.server";

describe("a download's Content-Disposition", () => {
  it("names a plain file once, in quotes", () => {
    expect(contentDisposition("attachment", "factura-B-0003-00010242.pdf")).toBe(
      'attachment; filename="factura-B-0003-00010242.pdf"',
    );
    expect(contentDisposition("inline", "comprobante.pdf")).toBe('inline; filename="comprobante.pdf"');
  });

  it("gives any other name in ASCII for every client, and as it is in filename*", () => {
    expect(contentDisposition("attachment", "recepción.pdf")).toBe(
      `attachment; filename="recepcion.pdf"; filename*=UTF-8''recepci%C3%B3n.pdf`,
    );
    expect(contentDisposition("attachment", 'a"b\\c (1).pdf')).toBe(
      `attachment; filename="a_b_c (1).pdf"; filename*=UTF-8''a%22b%5Cc%20%281%29.pdf`,
    );
  });

  it("never lets a name break the header", () => {
    const header = contentDisposition("attachment", "x\r\nSet-Cookie: a=b");
    expect(header).not.toMatch(/[\r\n]/);
    expect(contentDisposition("attachment", "日本")).toBe(
      `attachment; filename="archivo"; filename*=UTF-8''%E6%97%A5%E6%9C%AC`,
    );
  });
});
