import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import type { Visit } from "../../contract/visits";
import visits from "~/locales/es/visits";
import { firstFew, HOME_FEW } from "~/routes/mi-cuenta/home.server";
import { visitLines, type VisitsT } from "~/routes/mi-cuenta/reclamos/visits.server";

// The home's lists on a phone (decision 148): a few of each, how many in all, the urgent first.
describe("the customer home's lists", () => {
  it("show the first three and count them all", () => {
    expect(HOME_FEW).toBe(3);
    expect(firstFew([5, 4, 3, 2, 1])).toEqual({ items: [5, 4, 3], total: 5 });
    expect(firstFew([1, 2])).toEqual({ items: [1, 2], total: 2 });
    // The API's count when the list holds only the first page.
    expect(firstFew([1, 2, 3], 12)).toEqual({ items: [1, 2, 3], total: 12 });
  });

  const i18n = createInstance({ resources: { es: { visits } }, lng: "es", interpolation: { escapeValue: false } });
  const words = async () => {
    await i18n.init();
    return i18n.getFixedT("es", "visits") as VisitsT;
  };
  const visit = (id: number, date: string): Visit => ({
    id,
    ticket: { id: 40 + id, number: `R-10431${id}` },
    date,
    start: "09:00",
    end: "12:00",
    state: "confirmed",
    notes: null,
    changeable_until: date,
  });

  it("lead each visit to the visit on its claim's page, and say when one is today", async () => {
    const t = await words();
    const soon = visitLines([visit(1, "2026-12-03")], t, "2026-12-01");
    expect(soon.today).toBe(false);
    expect(soon.lines[0]!.claim).toEqual({
      to: "/mi-cuenta/reclamos/41#visita",
      label: "Ver la visita del reclamo R-104311",
    });
    expect(visitLines([visit(1, "2026-12-03"), visit(2, "2026-12-01")], t, "2026-12-01").today).toBe(true);
  });
});
