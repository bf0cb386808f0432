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

  it("writes money exactly as Intl's es-AR peso format does, without Intl (decision 123)", () => {
    const intl = new Intl.NumberFormat("es-AR", {
      style: "currency",
      currency: "ARS",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    // Ties and near-ties (Intl rounds the shortest decimal form half away from zero: 1.005
    // is 1,01 although its double is a hair under), carries, signs, negative zero,
    // thousands, the largest integers, exponent forms and what is not a number.
    const edges = [
      0,
      -0,
      0.004,
      0.005,
      -0.005,
      -0.001,
      0.015,
      1.005,
      1.015,
      2.675,
      8.345,
      10.235,
      0.995,
      9.995,
      99.995,
      999.995,
      999_999.995,
      123_456_789.125,
      1234.5,
      -1234.5,
      1e15 + 0.5,
      Number.MAX_SAFE_INTEGER,
      1e20,
      1e21,
      1e-7,
      -1e-7,
      5e-324,
      NaN,
      Infinity,
      -Infinity,
    ];
    for (const amount of edges) expect(formatMoney(amount), String(amount)).toBe(intl.format(amount));
    // And a spread of the amounts invoices and payments carry: pesos, cents, thirds.
    let seed = 22;
    const random = () => ((seed = (seed * 16_807) % 2_147_483_647) - 1) / 2_147_483_646;
    for (let i = 0; i < 5_000; i++) {
      const magnitude = 10 ** Math.floor(random() * 10);
      const amount = (random() - 0.2) * magnitude;
      for (const value of [amount, Math.round(amount * 100) / 100, Math.round(amount * 1000) / 1000, amount / 3]) {
        expect(formatMoney(value), String(value)).toBe(intl.format(value));
      }
    }
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
