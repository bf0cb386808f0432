import { z } from "zod";

/**
 * Argentine identifications as the API takes them: digits only (the portal strips
 * dots, spaces and dashes before sending). A DNI has 7 or 8 digits; a CUIT has 11,
 * a two-digit prefix saying who it belongs to, and a check digit.
 */

const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;
export const PERSON_CUIT_PREFIXES = ["20", "23", "24", "27"] as const;
export const COMPANY_CUIT_PREFIXES = ["30", "33", "34"] as const;

export function isDni(value: string) {
  return /^\d{7,8}$/.test(value);
}

/** The check digit a CUIT's first ten digits call for, or null when none fits (mod 11 = 1). */
export function cuitCheckDigit(firstTen: string): number | null {
  const sum = CUIT_WEIGHTS.reduce((total, weight, index) => total + weight * Number(firstTen[index]), 0);
  const check = 11 - (sum % 11);
  if (check === 11) return 0;
  if (check === 10) return null;
  return check;
}

export type CuitHolder = "person" | "company";

/** Who a well-formed CUIT belongs to, or null when it is not a valid CUIT. */
export function cuitHolder(value: string): CuitHolder | null {
  if (!/^\d{11}$/.test(value)) return null;
  if (cuitCheckDigit(value.slice(0, 10)) !== Number(value[10])) return null;
  const prefix = value.slice(0, 2);
  if ((PERSON_CUIT_PREFIXES as readonly string[]).includes(prefix)) return "person";
  if ((COMPANY_CUIT_PREFIXES as readonly string[]).includes(prefix)) return "company";
  return null;
}

export const Dni = z
  .string({ error: "Ingresá tu DNI" })
  .trim()
  .min(1, "Ingresá tu DNI")
  .refine(isDni, "El DNI debe tener 7 u 8 números, sin puntos");

export const Cuit = z
  .string({ error: "Ingresá el CUIT" })
  .trim()
  .min(1, "Ingresá el CUIT")
  .regex(/^\d{11}$/, "El CUIT debe tener 11 números, sin guiones")
  .refine((value) => cuitHolder(value) !== null, "El CUIT no es válido");

/** A DNI or a CUIT: what the login and the password reset take. */
export const Identification = z
  .string({ error: "Ingresá tu DNI o CUIT" })
  .trim()
  .min(1, "Ingresá tu DNI o CUIT")
  .refine(
    (value) => isDni(value) || /^\d{11}$/.test(value),
    "Ingresá un DNI de 7 u 8 números o un CUIT de 11, sin puntos ni guiones",
  );

export type IdentificationKind = "dni" | "cuit";
export function identificationKind(value: string): IdentificationKind {
  return value.length === 11 ? "cuit" : "dni";
}
