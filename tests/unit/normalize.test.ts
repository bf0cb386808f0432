import { describe, expect, it } from "vitest";
import { ageOn, formatPhone, isValidCuit, normalizeCuit, normalizeDni, normalizePhone, parseDate } from "~/utils/normalize.server";

describe("normalizeDni", () => {
  it.each([
    ["30123456", "30123456"],
    ["30.123.456", "30123456"],
    [" 30 123 456 ", "30123456"],
    ["30-123-456", "30123456"],
    ["DNI 30.123.456", "30123456"],
    ["dni: 7.123.456", "7123456"],
  ])("accepts %j as %s", (input, expected) => {
    expect(normalizeDni(input)).toBe(expected);
  });

  it.each(["", "123456", "123456789", "30.123.45a", "20-30123456-7", "treinta"])("refuses %j", (input) => {
    expect(normalizeDni(input)).toBeNull();
  });
});

describe("normalizeCuit", () => {
  it.each([
    ["30712345671", "30712345671"],
    ["30-71234567-1", "30712345671"],
    ["30 71234567 1", "30712345671"],
    ["CUIT 30-71234567-1", "30712345671"],
  ])("accepts %j as %s", (input, expected) => {
    expect(normalizeCuit(input)).toBe(expected);
  });

  it.each(["", "3071234567", "307123456712", "30-7123456A-1"])("refuses %j", (input) => {
    expect(normalizeCuit(input)).toBeNull();
  });

  it("checks the check digit and the prefix apart", () => {
    expect(isValidCuit("30712345671")).toBe(true);
    expect(isValidCuit("30712345672")).toBe(false);
    expect(isValidCuit("10712345671")).toBe(false);
  });
});

describe("normalizePhone (Argentine numbers to E.164)", () => {
  it.each([
    ["+54 9 11 1234-5678", "+5491112345678"],
    ["+54 9 351 555-1234", "+5493515551234"],
    ["+5491112345678", "+5491112345678"],
    ["5491112345678", "+5491112345678"],
    ["011 15 1234-5678", "+5491112345678"],
    ["011 15-1234-5678", "+5491112345678"],
    ["11 15 1234 5678", "+5491112345678"],
    ["(0351) 15-555-1234", "+5493515551234"],
    ["0351 155551234", "+5493515551234"],
    ["+54 9 3541 55-1234", "+5493541551234"],
    ["11-1234-5678", "+541112345678"],
    ["(011) 4321-5678", "+541143215678"],
    ["0351 4123456", "+543514123456"],
    ["+54 (351) 4123456", "+543514123456"],
  ])("reads %j as %s", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each(["", "1234", "15-1234-5678", "teléfono", "+1 202 555 0100", "+34 612 345 678"])("refuses %j", (input) => {
    expect(normalizePhone(input)).toBeNull();
  });

  it("writes the stored form back the way people read it", () => {
    expect(formatPhone("+5493515551234")).toBe("+54 9 351 555 1234");
  });
});

describe("parseDate", () => {
  it.each([
    ["02/04/1990", "1990-04-02"],
    ["2/4/1990", "1990-04-02"],
    ["02-04-1990", "1990-04-02"],
    ["02.04.1990", "1990-04-02"],
    ["02 04 1990", "1990-04-02"],
    ["02041990", "1990-04-02"],
    ["1990-04-02", "1990-04-02"],
    ["29/02/2000", "2000-02-29"],
  ])("reads %j as %s", (input, expected) => {
    expect(parseDate(input)).toBe(expected);
  });

  it.each(["", "31/02/1990", "29/02/2001", "1990", "02/13/1990", "ayer", "02/04/90"])("refuses %j", (input) => {
    expect(parseDate(input)).toBeNull();
  });

  it("counts whole years, the birthday included", () => {
    expect(ageOn("2008-11-21", "2026-11-21")).toBe(18);
    expect(ageOn("2008-11-22", "2026-11-21")).toBe(17);
    expect(ageOn("2008-12-01", "2026-11-21")).toBe(17);
  });
});
