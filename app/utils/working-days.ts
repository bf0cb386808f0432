/**
 * Claim deadlines of the Reglamento de Clientes TIC (Res. 733/2017 and 363/2018): a claim
 * must be answered within 3 working days for faults and outages, 5 for billing and 10 for
 * anything else, counted from the day after it was filed. Weekends and Argentina's
 * national holidays are not working days (decision 071: a table, not a package).
 */

export type ClaimKind = "fault" | "billing" | "other";

export const DEADLINE_WORKING_DAYS: Record<ClaimKind, number> = { fault: 3, billing: 5, other: 10 };

/**
 * National holidays (feriados nacionales, Ley 27.399), with the movable ones on the day
 * the law's rule moves them to (Tuesday/Wednesday → the Monday before, Thursday/Friday →
 * the Monday after). "Días no laborables" (Holy Thursday, tourist bridge days) are
 * optional for businesses and are not here. Each year's decree must be checked and the
 * next year added before it starts: a year missing here counts weekends only (a unit test
 * fails when the current year is missing).
 */
const HOLIDAYS: Record<number, readonly string[]> = {
  2025: [
    "01-01", "03-03", "03-04", "03-24", "04-02", "04-18", "05-01", "05-25", "06-16", "06-20",
    "07-09", "08-17", "10-12", "11-24", "12-08", "12-25",
  ],
  2026: [
    "01-01", "02-16", "02-17", "03-24", "04-02", "04-03", "05-01", "05-25", "06-15", "06-20",
    "07-09", "08-17", "10-12", "11-23", "12-08", "12-25",
  ],
  2027: [
    "01-01", "02-08", "02-09", "03-24", "03-26", "04-02", "05-01", "05-25", "06-20", "06-21",
    "07-09", "08-16", "10-11", "11-20", "12-08", "12-25",
  ],
};

const HOLIDAY_SET = new Set(Object.entries(HOLIDAYS).flatMap(([year, days]) => days.map((day) => `${year}-${day}`)));

export const KNOWN_HOLIDAY_YEARS = Object.keys(HOLIDAYS).map(Number);

/** `aaaa-mm-dd`, a calendar day: worked on at noon UTC so no time zone moves it. */
const toDay = (day: string) => new Date(`${day}T12:00:00Z`);
const fromDay = (date: Date) => date.toISOString().slice(0, 10);

export function isHoliday(day: string) {
  return HOLIDAY_SET.has(day);
}

export function isWorkingDay(day: string) {
  const weekday = toDay(day).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isHoliday(day);
}

/** The `count`-th working day after `day` (the filing day itself never counts). */
export function addWorkingDays(day: string, count: number) {
  const date = toDay(day);
  let left = count;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (isWorkingDay(fromDay(date))) left -= 1;
  }
  return fromDay(date);
}

/**
 * Which deadline a category gets. The API names its categories but does not classify
 * them (decision 070): faults and outages are the service ones (no service, slow or
 * intermittent internet, TV problems), billing is invoices, payments and debits.
 */
export function claimKind(categoryName: string): ClaimKind {
  const name = categoryName.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  if (/factur|pago|cobr|debito|saldo/.test(name)) return "billing";
  if (/sin servicio|lent|intermitent|corte|falla|\btv\b|television|senal|averia|no funciona/.test(name)) return "fault";
  return "other";
}

/** The day by which a claim filed on `filedDay` (Buenos Aires) must be resolved. */
export function claimDeadline(filedDay: string, categoryName: string) {
  return addWorkingDays(filedDay, DEADLINE_WORKING_DAYS[claimKind(categoryName)]);
}

/** Past its deadline and still not closed. */
export function isOverdue(deadline: string, today: string, closed: boolean) {
  return !closed && today > deadline;
}
