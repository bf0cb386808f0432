import { describe, expect, it } from "vitest";
import { sandboxToken } from "../support/sandbox";
import { SERVERS } from "../support/servers";
import { heading, headings, hrefOf, textOf, Visitor } from "../support/visitor";

/**
 * The customer-information page (decision 117, Res. 733/2017) as the server renders it: the free
 * line and its hours, the service area from the API's localities, the carta poder model
 * (shown and as a PDF), the "No Llame" registry, how equipment out of use is received, the
 * rights' links; and the footer's link to it on public and customer pages alike. The
 * service area's failure is a row of faults-public.isolated.test.ts.
 */

const PAGE = "/informacion-al-cliente";
const PDF = "/informacion-al-cliente/carta-poder.pdf";

describe("the customer-information page", () => {
  it("shows the free line, its hours, the service area, the carta poder, No Llame, equipment and the rights' links", async () => {
    const page = await new Visitor().open(PAGE);
    expect(page.status).toBe(200);
    expect(heading(page.doc)).toBe("Información al cliente");
    expect(page.doc.title).toBe("Información al cliente - Nodo Sur");
    expect(headings(page.doc)).toEqual(
      expect.arrayContaining([
        "Atención al cliente",
        "Zona de cobertura",
        "Córdoba",
        "Trámites en nombre del titular: carta poder",
        "Registro Nacional No Llame (Ley 26.951)",
        "Equipos en desuso y residuos electrónicos",
        "Tus derechos como cliente",
      ]),
    );
    const main = page.doc.querySelector("main")!;
    const text = textOf(main);
    // The configured line (SUPPORT_PHONE, SUPPORT_HOURS), callable from a phone.
    expect(text).toMatch(/Línea gratuita\s*0800 555 0134 \(llamada sin cargo\)/);
    expect(text).toMatch(/Horario\s*Todos los días de 8 a 22 h/);
    expect(hrefOf(main, "0800 555 0134")).toBe("tel:08005550134");
    // The area: the API's localities under their province.
    const area = main.querySelector('section[aria-labelledby="cobertura"]')!;
    expect(textOf(area)).toMatch(/Córdoba\s*.*Cosquín, .*La Falda, /);
    expect(hrefOf(area, "Consultá si llegamos a tu domicilio")).toBe("/contratar/dejanos-tus-datos");
    // The model: downloadable, and its words on the page itself (a Spanish form in any language).
    expect(hrefOf(main, "Descargar el modelo de carta poder (PDF)")).toBe(PDF);
    const model = main.querySelector("details.power-of-attorney [lang='es-AR']")!;
    expect(textOf(model)).toContain("Carta poder");
    expect(textOf(model)).toContain("autorizo a");
    expect(hrefOf(main, /^Registro Nacional No Llame/)).toBe("https://nollame.aaip.gob.ar/");
    expect(text).toContain("llamando al 146");
    expect(text).toContain("traelo a cualquiera de nuestras oficinas");
    expect(hrefOf(main, /^Oficinas donde recibimos equipos/)).toBe("https://www.nodosur.example/oficinas");
    expect(hrefOf(main, "Botón de baja")).toBe("/baja");
    expect(hrefOf(main, "Botón de arrepentimiento")).toBe("/arrepentimiento");
    expect(hrefOf(main, /^Reglamento de Clientes de los Servicios TIC/)).toBe(
      "https://www.enacom.gob.ar/reglamento-de-clientes-tic_p4000",
    );
  });

  it("is in English on demand, the model staying a Spanish form", async () => {
    const page = await new Visitor().open(PAGE, { headers: { "Accept-Language": "en" } });
    expect(heading(page.doc)).toBe("Customer information");
    expect(textOf(page.doc.querySelector("details.power-of-attorney [lang='es-AR']")!)).toContain("autorizo a");
  });

  it("is linked from every footer: a public page's and the customer area's", async () => {
    for (const visitor of [new Visitor(), await new Visitor().signIn(await sandboxToken("20304050"))]) {
      for (const path of ["/", "/mi-cuenta"]) {
        const page = await visitor.open(path);
        expect(page.status, path).toBe(200);
        expect(hrefOf(page.doc.querySelector("footer")!, "Información al cliente"), path).toBe(PAGE);
      }
    }
  });
});

describe("the carta poder model", () => {
  it("downloads as a one-page PDF whose cross-reference table points at its objects", async () => {
    const response = await fetch(`${SERVERS.main}${PDF}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="carta-poder.pdf"');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get("content-length"))).toBe(bytes.length);
    const pdf = bytes.toString("latin1");
    expect(pdf.startsWith("%PDF-1.4\n")).toBe(true);
    expect(pdf.endsWith("%%EOF\n")).toBe(true);
    expect(pdf).toContain("/Count 1");
    expect(pdf).toContain("(Carta poder) Tj");
    expect(pdf).toContain("(Modelo para hacer trámites ante Nodo Sur en nombre del titular del servicio.) Tj");
    // Every object where the table says it is, and the table where startxref says.
    const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)![1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe("xref");
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => expect(pdf.slice(offset, offset + 8)).toBe(`${index + 1} 0 obj\n`));
  });
});
