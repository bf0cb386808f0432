import { describe, expect, it } from "vitest";
import { AREA_SECTIONS, sectionOf, visibleSections } from "~/routes/mi-cuenta/sections";

const allOn = { FLAG_ISSUES: true, FLAG_SERVICES: true, FLAG_AUTOMATIC_DEBIT: true, FLAG_ONLINE_PAYMENT: true };
const ids = (flags: typeof allOn | undefined) => visibleSections(flags, AREA_SECTIONS).map((section) => section.id);

describe("the customer area's sections", () => {
  it("lists every section in the navigation's order, each under /mi-cuenta, once", () => {
    expect(AREA_SECTIONS.map((section) => section.id)).toEqual([
      "home",
      "services",
      "connection",
      "billing",
      "payments",
      "claims",
      "debit",
      "settings",
    ]);
    expect(new Set(AREA_SECTIONS.map((section) => section.path)).size).toBe(AREA_SECTIONS.length);
  });

  it("links every section while its module is on, and hides one whose module is off", () => {
    expect(ids(allOn)).toEqual([
      "home",
      "services",
      "connection",
      "billing",
      "payments",
      "claims",
      "debit",
      "settings",
    ]);
    expect(ids({ ...allOn, FLAG_AUTOMATIC_DEBIT: false })).toEqual([
      "home",
      "services",
      "connection",
      "billing",
      "payments",
      "claims",
      "settings",
    ]);
    expect(
      ids({ FLAG_ISSUES: false, FLAG_SERVICES: false, FLAG_AUTOMATIC_DEBIT: false, FLAG_ONLINE_PAYMENT: true }),
    ).toEqual(["home", "connection", "billing", "payments", "settings"]);
    // Without online payment (decision 126), no list of the payments made online.
    expect(ids({ ...allOn, FLAG_ONLINE_PAYMENT: false })).toEqual([
      "home",
      "services",
      "connection",
      "billing",
      "claims",
      "debit",
      "settings",
    ]);
  });

  it("without the configuration (no root data), shows no module's section", () => {
    expect(ids(undefined)).toEqual(["home", "connection", "billing", "settings"]);
  });
});

describe("the section a page belongs to (named by the phone's menu, marked in the navigation)", () => {
  const of = (pathname: string, sections = visibleSections(allOn, AREA_SECTIONS)) => sectionOf(pathname, sections)?.id;

  it("is the section whose page it is, or the one it lies under", () => {
    expect(of("/mi-cuenta")).toBe("home");
    expect(of("/mi-cuenta/facturacion")).toBe("billing");
    expect(of("/mi-cuenta/facturacion/pago/12")).toBe("billing");
    expect(of("/mi-cuenta/facturacion/informe/3")).toBe("billing");
    expect(of("/mi-cuenta/mis-pagos")).toBe("payments");
    expect(of("/mi-cuenta/reclamos/123")).toBe("claims");
    expect(of("/mi-cuenta/reclamos/123/visita")).toBe("claims");
    expect(of("/mi-cuenta/servicios/gestionar/dgo")).toBe("services");
    expect(of("/mi-cuenta/mi-conexion/1/diagnostico")).toBe("connection");
    expect(of("/mi-cuenta/debito-automatico/solicitar")).toBe("debit");
    expect(of("/mi-cuenta/ajustes/contacto/4/verificar")).toBe("settings");
    // Encoded or not, a page under a section is the section's (its paths are ASCII).
    expect(of("/mi-cuenta/reclamos/%C3%B1")).toBe("claims");
  });

  it("is none for a page of no section or a look-alike path", () => {
    expect(of("/mi-cuenta/contraseña")).toBeUndefined();
    expect(of("/mi-cuenta/contrase%C3%B1a")).toBeUndefined();
    expect(of("/mi-cuenta/verificar-identidad")).toBeUndefined();
    expect(of("/mi-cuenta/dev")).toBeUndefined();
    expect(of("/mi-cuenta/no-existe")).toBeUndefined();
    expect(of("/mi-cuenta/facturacionx")).toBeUndefined();
  });

  it("is none for a section whose module is off", () => {
    const sections = visibleSections({ ...allOn, FLAG_ISSUES: false }, AREA_SECTIONS);
    expect(of("/mi-cuenta/reclamos/123", sections)).toBeUndefined();
  });
});
