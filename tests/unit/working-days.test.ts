import { describe, expect, it } from "vitest";
import { argentinaDay } from "~/utils/format";
import { addWorkingDays, claimDeadline, claimKind, isOverdue, isWorkingDay, KNOWN_HOLIDAY_YEARS } from "~/utils/working-days";

describe("claim kinds", () => {
  it.each([
    ["Sin servicio de internet", "fault"],
    ["Internet lento o intermitente", "fault"],
    ["Problemas con la TV", "fault"],
    ["Facturación y pagos", "billing"],
    ["Cambio de plan o de domicilio", "other"],
    ["Otro", "other"],
  ] as const)("%s is %s", (name, kind) => {
    expect(claimKind(name)).toBe(kind);
  });
});

describe("working days", () => {
  it("skips weekends and national holidays", () => {
    expect(isWorkingDay("2026-11-20")).toBe(true); // a Friday
    expect(isWorkingDay("2026-11-21")).toBe(false); // Saturday
    expect(isWorkingDay("2026-11-23")).toBe(false); // Soberanía Nacional, moved to Monday
    expect(isWorkingDay("2026-12-08")).toBe(false);
  });

  it("never counts the filing day", () => {
    expect(addWorkingDays("2026-11-24", 1)).toBe("2026-11-25");
  });

  // Filed on Friday 20/11/2026: the weekend and Monday 23 (holiday) are skipped.
  it("a fault filed before a weekend and a holiday: 3 working days", () => {
    expect(claimDeadline("2026-11-20", "Sin servicio de internet")).toBe("2026-11-26");
  });

  it("billing: 5 working days across the weekend and the holiday", () => {
    expect(claimDeadline("2026-11-20", "Facturación y pagos")).toBe("2026-11-30");
  });

  it("anything else: 10 working days across the weekend, the holiday and 8/12", () => {
    // 24,25,26,27 | 30, 1/12, 2, 3, 4 | 7 → the tenth is Monday 7/12 (8/12 is a holiday, not reached).
    expect(claimDeadline("2026-11-20", "Otro")).toBe("2026-12-07");
    // Filed on 1/12: 2,3,4,7,9,10,11,14,15,16 (8/12 skipped).
    expect(claimDeadline("2026-12-01", "Cambio de plan o de domicilio")).toBe("2026-12-16");
  });

  it("Easter 2027 and Carnival 2026", () => {
    // Filed Wed 24/3/2027 (itself a holiday): 25, 29, 30 (26/3 Good Friday).
    expect(claimDeadline("2027-03-24", "Problemas con la TV")).toBe("2027-03-30");
    // Filed Fri 13/2/2026: 18, 19, 20 (Carnival on 16 and 17).
    expect(claimDeadline("2026-02-13", "Internet lento o intermitente")).toBe("2026-02-20");
  });

  it("a year's end across New Year", () => {
    expect(claimDeadline("2025-12-24", "Sin servicio de internet")).toBe("2025-12-30");
    expect(claimDeadline("2026-12-30", "Sin servicio de internet")).toBe("2027-01-05");
  });

  it("overdue only after the deadline, and never once closed", () => {
    expect(isOverdue("2026-11-26", "2026-11-26", false)).toBe(false);
    expect(isOverdue("2026-11-26", "2026-11-27", false)).toBe(true);
    expect(isOverdue("2026-11-26", "2026-11-27", true)).toBe(false);
  });

  it("knows this year's and next year's holidays", () => {
    const year = Number(argentinaDay().slice(0, 4));
    expect(KNOWN_HOLIDAY_YEARS).toContain(year);
    expect(KNOWN_HOLIDAY_YEARS).toContain(year + 1);
  });
});
