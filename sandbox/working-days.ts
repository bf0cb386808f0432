/**
 * Working days, for the claims' deadlines (Reglamento de Clientes TIC, Res. 733/2017 and
 * 363/2018): a claim must be resolved within its category's number of working days, counted
 * from the day after it was filed. Weekends and Argentina's national holidays do not count.
 *
 * THE SANDBOX'S STAND-IN for the provider's calendar (decision 093). The holidays are
 * those of Ley 27.399 placed by the law's own rule, for any year, so nothing here runs
 * out. The real calendar departs from the rule by decree (bridge days, a holiday moved
 * once); the provider's API follows the decrees, and the portal never counts working days
 * itself: it shows the `due_date` the API answers (decision 092).
 */

/** Fixed holidays (feriados inamovibles), `mm-dd`. */
const FIXED = ["01-01", "03-24", "04-02", "05-01", "05-25", "06-20", "07-09", "12-08", "12-25"];

/**
 * Movable holidays (feriados trasladables): on a Tuesday or Wednesday they move to the
 * Monday before, on a Thursday or Friday to the Monday after.
 */
const MOVABLE = ["06-17", "08-17", "10-12", "11-20"];

/** `aaaa-mm-dd`, a calendar day: worked on at noon UTC so no time zone moves it. */
const toDate = (day: string) => new Date(`${day}T12:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * 24 * 3600 * 1000);

/** Easter Sunday (Gregorian calendar, the anonymous algorithm): Carnival and Good Friday hang on it. */
function easter(year: number) {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day, 12));
}

function moved(day: Date) {
  const shift = [0, 0, -1, -2, 4, 3, 0][day.getUTCDay()]!;
  return plusDays(day, shift);
}

/** The national holidays of a year, as `aaaa-mm-dd`, sorted. */
export function nationalHolidays(year: number): string[] {
  const sunday = easter(year);
  return [
    ...FIXED.map((day) => `${year}-${day}`),
    ...MOVABLE.map((day) => toDay(moved(toDate(`${year}-${day}`)))),
    toDay(plusDays(sunday, -48)), // Carnival Monday
    toDay(plusDays(sunday, -47)), // Carnival Tuesday
    toDay(plusDays(sunday, -2)), // Good Friday
  ].sort();
}

const holidaysByYear = new Map<number, Set<string>>();

export function isHoliday(day: string) {
  const year = Number(day.slice(0, 4));
  let holidays = holidaysByYear.get(year);
  if (!holidays) holidaysByYear.set(year, (holidays = new Set(nationalHolidays(year))));
  return holidays.has(day);
}

export function isWorkingDay(day: string) {
  const weekday = toDate(day).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isHoliday(day);
}

/** The `count`-th working day after `day` (the day itself never counts). */
export function addWorkingDays(day: string, count: number) {
  let date = toDate(day);
  for (let left = count; left > 0;) {
    date = plusDays(date, 1);
    if (isWorkingDay(toDay(date))) left -= 1;
  }
  return toDay(date);
}
