/** es-AR formats for what users read: money, dates and times in Buenos Aires time. */

export const TIME_ZONE = "America/Argentina/Buenos_Aires";

const money = new Intl.NumberFormat("es-AR", {
  style: "currency",
  currency: "ARS",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `$ 12.345,67` (the space is a no-break space, so the amount never wraps). */
export function formatMoney(amount: number) {
  return money.format(amount);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const dateFormat = new Intl.DateTimeFormat("es-AR", {
  timeZone: TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

const timeFormat = new Intl.DateTimeFormat("es-AR", {
  timeZone: TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * `dd/mm/aaaa`. A date-only value (`2026-11-21`) is a calendar day, not an instant,
 * so it is never shifted by the time zone.
 */
export function formatDate(value: string | Date) {
  if (typeof value === "string") {
    const day = DATE_ONLY.exec(value);
    if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  }
  return dateFormat.format(toDate(value));
}

/** An invoice's billing period (`2026-11`) as `11/2026`. */
export const formatPeriod = (period: string) => period.split("-").reverse().join("/");

/** `dd/mm/aaaa HH:mm`, in Buenos Aires time. */
export function formatDateTime(value: string | Date) {
  const date = toDate(value);
  return `${dateFormat.format(date)} ${timeFormat.format(date)}`;
}

// Made once: a formatter costs about a millisecond to make, and the customer's pages ask
// for today several times each (issue 22's profile). Pure, so a bundle that never asks
// for a day (the page frame's) leaves it out.
const dayParts = /* @__PURE__ */ new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day in Buenos Aires, as `aaaa-mm-dd`. */
export function argentinaDay(value: Date = new Date()) {
  const parts = Object.fromEntries(dayParts.formatToParts(value).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

function toDate(value: string | Date) {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return date;
}

/**
 * A service's street and house number, `Independencia 2950`; the street alone when the API
 * withholds the number (a quick-access session, issue 20).
 */
export function streetAddress(address: { street: string; number: string | null }) {
  return address.number ? `${address.street} ${address.number}` : address.street;
}
