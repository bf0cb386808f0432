import { describe, expect, it } from "vitest";
import { argentinaDay, formatDate, formatDateTime, formatMoney, formatPeriod } from "~/utils/format";

const nbsp = "\u00a0";

describe("es-AR formats", () => {
  it("formats pesos with dots for thousands and a comma for cents", () => {
    expect(formatMoney(12345.67)).toBe(`$${nbsp}12.345,67`);
    expect(formatMoney(0)).toBe(`$${nbsp}0,00`);
    expect(formatMoney(1_234_567)).toBe(`$${nbsp}1.234.567,00`);
    expect(formatMoney(-50.5)).toBe(`-$${nbsp}50,50`);
  });

  it("formats dates as dd/mm/aaaa in Buenos Aires time", () => {
    expect(formatDate("2026-11-21")).toBe("21/11/2026");
    // 01:30 UTC on the 1st is still the 30th of November in Buenos Aires (UTC-3).
    expect(formatDate("2026-12-01T01:30:00Z")).toBe("30/11/2026");
    expect(formatDate(new Date("2026-01-05T15:00:00Z"))).toBe("05/01/2026");
  });

  it("never shifts a calendar day", () => {
    expect(formatDate("2026-01-01")).toBe("01/01/2026");
  });

  it("formats an invoice's billing period as mm/aaaa", () => {
    expect(formatPeriod("2026-03")).toBe("03/2026");
    expect(formatPeriod("2025-12")).toBe("12/2025");
  });

  it("formats date and time on a 24-hour clock", () => {
    expect(formatDateTime("2026-11-21T18:05:00Z")).toBe("21/11/2026 15:05");
  });

  it("tells the Buenos Aires calendar day", () => {
    expect(argentinaDay(new Date("2026-12-01T02:59:00Z"))).toBe("2026-11-30");
    expect(argentinaDay(new Date("2026-12-01T03:00:00Z"))).toBe("2026-12-01");
  });

  it("refuses what is not a date", () => {
    expect(() => formatDate("mañana")).toThrow(RangeError);
  });
});
