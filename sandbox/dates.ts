/** Dates as the API writes them: ISO text, UTC. */

const DAY_MS = 24 * 3600 * 1000;

export const isoDateTime = (date: Date) => date.toISOString();
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** The first day of the month `monthsAgo` months before `date`'s month. */
export function monthStart(date: Date, monthsAgo = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - monthsAgo, 1));
}

/** `YYYY-MM` */
export const period = (date: Date) => date.toISOString().slice(0, 7);

/** The calendar day in Buenos Aires (`YYYY-MM-DD`) of an instant: the day a claim was filed. */
const argentinaDays = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Argentina/Buenos_Aires",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
export const argentinaDay = (date: Date) => argentinaDays.format(date);

/** The Buenos Aires calendar day `days` after `date`'s (negative: before), as `YYYY-MM-DD`. */
export const argentinaDayFrom = (date: Date, days: number) =>
  isoDate(addDays(new Date(`${argentinaDay(date)}T12:00:00Z`), days));
