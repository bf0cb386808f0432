import { describe, expect, it } from "vitest";
import { AREA_SECTIONS, visibleSections } from "~/routes/mi-cuenta/sections";

const allOn = { FLAG_ISSUES: true, FLAG_SERVICES: true, FLAG_AUTOMATIC_DEBIT: true };
const ids = (flags: typeof allOn | undefined) => visibleSections(flags, AREA_SECTIONS).map((section) => section.id);

describe("the customer area's sections", () => {
  it("lists every section in the navigation's order, each under /mi-cuenta, once", () => {
    expect(AREA_SECTIONS.map((section) => section.id)).toEqual([
      "home", "services", "connection", "billing", "payments", "claims", "debit", "settings",
    ]);
    expect(new Set(AREA_SECTIONS.map((section) => section.path)).size).toBe(AREA_SECTIONS.length);
  });

  it("links every section while its module is on, and hides one whose module is off", () => {
    expect(ids(allOn)).toEqual(["home", "services", "connection", "billing", "payments", "claims", "debit", "settings"]);
    expect(ids({ ...allOn, FLAG_AUTOMATIC_DEBIT: false })).toEqual(["home", "services", "connection", "billing", "payments", "claims", "settings"]);
    expect(ids({ FLAG_ISSUES: false, FLAG_SERVICES: false, FLAG_AUTOMATIC_DEBIT: false })).toEqual([
      "home", "connection", "billing", "payments", "settings",
    ]);
  });

  it("without the configuration (no root data), shows no module's section", () => {
    expect(ids(undefined)).toEqual(["home", "connection", "billing", "payments", "settings"]);
  });
});
