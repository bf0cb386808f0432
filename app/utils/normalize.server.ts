import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { cuitHolder, isDni } from "../../contract/identification";

/**
 * What people paste and type, turned into the one form the API stores. Call-centre agents
 * copy identifications and phones from other systems, with dots, dashes, spaces and
 * prefixes; none of that should cost them a rejected form. Server-only: libphonenumber's
 * metadata has no place in the browser's download.
 */

/*
 * Identifications (DNI, CUIT, CUIL): one reading for the sign-in, the password reset and
 * the hiring flow. People write them as printed or as other systems show them:
 * `20.304.050`, `20 304 050`, `20/304/050`, `30-71234567-1` (any kind of dash),
 * `DNI 20304050`, `D.N.I. N° 20.304.050`, `cuit: 30712345671`.
 */

/** Spaces (no-break ones too), dots, dashes of every kind, underscores, slashes. */
const SEPARATORS = /[\s.\-\u2010-\u2015\u2212_/]/g;
/** A leading `DNI`, `CUIT` or `CUIL` label in any case, dotted or not, with `N°` and a colon. */
const LABEL = /^(?:d\.?\s?n\.?\s?i|c\.?\s?u\.?\s?i\.?\s?[tl])\.?\s*(?:n\s?[°º.]\s*)?:?\s*/i;

/** The identification without its label and separators; what is left may still be no identification. */
export function identificationDigits(text: string): string {
  return text.trim().replace(LABEL, "").replace(SEPARATORS, "");
}

/** `30.123.456`, `DNI 30 123 456`, `30-123-456` → `30123456`; null when it is not 7 or 8 digits. */
export function normalizeDni(text: string): string | null {
  const digits = identificationDigits(text);
  return isDni(digits) ? digits : null;
}

/** `30-71234567-1`, `CUIT 30 71234567 1` → `30712345671`; null unless 11 digits (the check digit is checked apart). */
export function normalizeCuit(text: string): string | null {
  const digits = identificationDigits(text);
  return /^\d{11}$/.test(digits) ? digits : null;
}

/** Digits that are a DNI (7 or 8) or a CUIT/CUIL (11): what the sign-in and the password reset send. */
export function isIdentification(digits: string) {
  return isDni(digits) || /^\d{11}$/.test(digits);
}

/** A DNI or a CUIT/CUIL as the API takes it, or null. */
export function normalizeIdentification(text: string): string | null {
  const digits = identificationDigits(text);
  return isIdentification(digits) ? digits : null;
}

/** A CUIT whose check digit and prefix are right. */
export function isValidCuit(cuit: string) {
  return cuitHolder(cuit) !== null;
}

/**
 * An Argentine phone in E.164 (`+5493515551234`), however it was written: `+54 9 351 …`,
 * `0351 15 555-1234`, `(0351) 15-555-1234`, `11-1234-5678`… Null when it is not a valid
 * Argentine number (too short, no area code, another country).
 */
export function normalizePhone(text: string): string | null {
  const phone = parsePhoneNumberFromString(text.trim(), "AR");
  if (!phone || phone.country !== "AR" || !phone.isValid()) return null;
  return phone.number;
}

/** An E.164 number as people read it: `+54 9 351 555-1234`. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/**
 * A birth date typed as `dd/mm/aaaa` (also with `-`, `.` or spaces, or as eight digits),
 * or sent as ISO `aaaa-mm-dd`; answers ISO, or null when it is no real calendar day.
 */
export function parseDate(text: string): string | null {
  const value = text.trim();
  let parts: [string, string, string] | null = null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const local = /^(\d{1,2})[\s/.-]+(\d{1,2})[\s/.-]+(\d{4})$/.exec(value);
  const compact = /^(\d{2})(\d{2})(\d{4})$/.exec(value);
  if (iso) parts = [iso[1]!, iso[2]!, iso[3]!];
  else if (local) parts = [local[3]!, local[2]!, local[1]!];
  else if (compact) parts = [compact[3]!, compact[2]!, compact[1]!];
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Whole years between an ISO birth date and an ISO day (`today`). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
