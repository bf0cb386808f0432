import { describe, expect, it } from "vitest";
import { argentinaDay } from "../../sandbox/dates";
import { addWorkingDays, isWorkingDay, nationalHolidays } from "../../sandbox/working-days";

// The sandbox's stand-in calendar (decision 093): Ley 27.399's holidays, placed by its rule.
describe("the sandbox's national holidays", () => {
  // The dates the portal's hand-kept table listed (decision 071): the rule gives each of them.
  it.each([
    [2025, "01-01 03-03 03-04 03-24 04-02 04-18 05-01 05-25 06-16 06-20 07-09 08-17 10-12 11-24 12-08 12-25"],
    [2026, "01-01 02-16 02-17 03-24 04-02 04-03 05-01 05-25 06-15 06-20 07-09 08-17 10-12 11-23 12-08 12-25"],
    [2027, "01-01 02-08 02-09 03-24 03-26 04-02 05-01 05-25 06-20 06-21 07-09 08-16 10-11 11-20 12-08 12-25"],
  ])("%i", (year, days) => {
    expect(nationalHolidays(year)).toEqual(days.split(" ").map((day) => `${year}-${day}`));
  });

  it("knows every year, so nothing runs out", () => {
    // Easter 2028 is on 16/4: Carnival 28 and 29/2 (a leap year), Good Friday 14/4; 17/8 is a Thursday, 12/10 a Thursday.
    expect(nationalHolidays(2028)).toEqual(
      expect.arrayContaining(["2028-02-28", "2028-02-29", "2028-04-14", "2028-08-21", "2028-10-16"]),
    );
    for (let year = 2028; year < 2060; year += 1) expect(nationalHolidays(year)).toHaveLength(16);
  });
});

describe("working days", () => {
  it("skips weekends and national holidays", () => {
    expect(isWorkingDay("2026-11-20")).toBe(true); // a Friday
    expect(isWorkingDay("2026-11-21")).toBe(false); // Saturday
    expect(isWorkingDay("2026-11-23")).toBe(false); // Soberanía Nacional, moved to Monday
    expect(isWorkingDay("2026-12-08")).toBe(false);
  });

  it("never counts the starting day", () => {
    expect(addWorkingDays("2026-11-24", 1)).toBe("2026-11-25");
  });

  // Filed on Friday 20/11/2026: the weekend and Monday 23 (holiday) are skipped.
  it("3, 5 and 10 working days across a weekend and holidays", () => {
    expect(addWorkingDays("2026-11-20", 3)).toBe("2026-11-26");
    expect(addWorkingDays("2026-11-20", 5)).toBe("2026-11-30");
    // 24,25,26,27 | 30, 1/12, 2, 3, 4 | 7 → the tenth is Monday 7/12 (8/12 is a holiday, not reached).
    expect(addWorkingDays("2026-11-20", 10)).toBe("2026-12-07");
    // From 1/12: 2,3,4,7,9,10,11,14,15,16 (8/12 skipped).
    expect(addWorkingDays("2026-12-01", 10)).toBe("2026-12-16");
  });

  it("Easter 2027 and Carnival 2026", () => {
    // From Wed 24/3/2027 (itself a holiday): 25, 29, 30 (26/3 Good Friday).
    expect(addWorkingDays("2027-03-24", 3)).toBe("2027-03-30");
    // From Fri 13/2/2026: 18, 19, 20 (Carnival on 16 and 17).
    expect(addWorkingDays("2026-02-13", 3)).toBe("2026-02-20");
  });

  it("a year's end across New Year", () => {
    expect(addWorkingDays("2025-12-24", 3)).toBe("2025-12-30");
    expect(addWorkingDays("2026-12-30", 3)).toBe("2027-01-05");
  });

  it("a claim's day is Buenos Aires', not UTC's", () => {
    expect(argentinaDay(new Date("2026-11-20T02:59:00Z"))).toBe("2026-11-19");
    expect(argentinaDay(new Date("2026-11-20T03:00:00Z"))).toBe("2026-11-20");
  });
});
