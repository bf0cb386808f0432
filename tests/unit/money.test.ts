import { describe, expect, it } from "vitest";
import { formatMoney } from "~/utils/format";
import { parseMoney } from "~/utils/money";

describe("parseMoney (es-AR amounts as typed)", () => {
  it.each([
    ["31998", 31998],
    ["31.998", 31998],
    ["31.998,50", 31998.5],
    ["$ 31.998,50", 31998.5],
    ["$31.998,5", 31998.5],
    ["31998,50", 31998.5],
    ["31998.50", 31998.5],
    ["1.234.567,89", 1234567.89],
    ["  $  120  ", 120],
    ["ARS 5.000", 5000],
    ["0,99", 0.99],
    ["31 998,50", 31998.5],
  ])("reads %j as %d", (text, amount) => {
    expect(parseMoney(text)).toBe(amount);
  });

  it("reads back what formatMoney writes, no-break space and all", () => {
    expect(parseMoney(formatMoney(31998.5))).toBe(31998.5);
    expect(parseMoney(formatMoney(1234567))).toBe(1234567);
  });

  it.each([
    "",
    "$",
    "abc",
    "31.99.8",
    "31,998,50",
    "31.998,505",
    "-500",
    "31.998.50",
    "1.2345",
    "12,3,4",
    "1e5",
    "31998,",
    ".50",
  ])("refuses %j", (text) => {
    expect(parseMoney(text)).toBeNull();
  });
});
