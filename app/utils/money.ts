/**
 * Amounts as people in Argentina type them: `31998`, `31.998`, `31.998,50`, `$ 31.998,50`,
 * `31998,5`, and the `31998.50` a bank's web page shows. A dot followed by three digits
 * groups thousands; a comma (or a last dot with one or two digits) starts the cents.
 * Answers the amount in pesos, or null when the text is not an amount: a wrong grouping
 * (`31.99.8`), three decimals, letters, a sign. Pure, so a unit test reads every case.
 */
export function parseMoney(text: string): number | null {
  const value = text
    .trim()
    .replace(/^(\$|ars)\s*/i, "")
    // Spaces between groups, no-break ones included (`$ 31 998,50`, our own `formatMoney`).
    .replace(/[\s\u00a0\u202f]/g, "");
  const match =
    /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(value) ??
    // No comma, and the last dot has one or two digits after it: a decimal point.
    /^(\d+)\.(\d{1,2})$/.exec(value);
  if (!match) return null;
  const whole = match[1]!.replace(/\./g, "");
  const cents = (match[2] ?? "").padEnd(2, "0");
  const amount = Number(`${whole}.${cents}`);
  return Number.isFinite(amount) ? amount : null;
}
