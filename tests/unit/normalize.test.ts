import { describe, expect, it } from "vitest";
import {
  ageOn,
  formatPhone,
  identificationDigits,
  isIdentification,
  isValidCuit,
  normalizeCuit,
  normalizeDni,
  normalizeIdentification,
  normalizePhone,
  parseDate,
} from "~/utils/normalize.server";

/**
 * The one reading of identifications (sign-in, password reset, hiring): what each form
 * gets from what people type. `dni`: the hiring DNI field; `cuit`: the hiring CUIT
 * fields (their check digit is checked apart); `identification`: the sign-in and the
 * password reset (a DNI, or 11 digits).
 */
const IDENTIFICATIONS: [typed: string, dni: string | null, cuit: string | null, identification: string | null][] = [
  ["20304050", "20304050", null, "20304050"],
  ["20.304.050", "20304050", null, "20304050"],
  [" 20 304 050 ", "20304050", null, "20304050"],
  ["20\u00a0304\u00a0050", "20304050", null, "20304050"],
  ["20-304-050", "20304050", null, "20304050"],
  ["20/304/050", "20304050", null, "20304050"],
  ["DNI 20304050", "20304050", null, "20304050"],
  ["dni: 7.123.456", "7123456", null, "7123456"],
  ["D.N.I. N° 20.304.050", "20304050", null, "20304050"],
  ["1234567", "1234567", null, "1234567"],
  ["30712345671", null, "30712345671", "30712345671"],
  ["30-71234567-1", null, "30712345671", "30712345671"],
  ["30–71234567–1", null, "30712345671", "30712345671"],
  ["30 71234567 1", null, "30712345671", "30712345671"],
  ["30.712.345.67-1", null, "30712345671", "30712345671"],
  ["30/71234567/1", null, "30712345671", "30712345671"],
  ["CUIT 30-71234567-1", null, "30712345671", "30712345671"],
  ["cuil: 20-30405060-1", null, "20304050601", "20304050601"],
  ["C.U.I.T. 30712345671", null, "30712345671", "30712345671"],
  ["", null, null, null],
  ["...", null, null, null],
  ["123456", null, null, null],
  ["123456789", null, null, null],
  ["1234567890", null, null, null],
  ["307123456712", null, null, null],
  ["2030405O", null, null, null],
  ["30.123.45a", null, null, null],
  ["30-7123456A-1", null, null, null],
  ["treinta", null, null, null],
  ["DNI", null, null, null],
];

describe("identifications as people type them", () => {
  it.each(IDENTIFICATIONS)("%j: DNI %j, CUIT %j, sign-in %j", (typed, dni, cuit, identification) => {
    expect(normalizeDni(typed)).toBe(dni);
    expect(normalizeCuit(typed)).toBe(cuit);
    expect(normalizeIdentification(typed)).toBe(identification);
    expect(isIdentification(identificationDigits(typed))).toBe(identification !== null);
  });

  it("checks a CUIT's check digit and prefix apart", () => {
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
