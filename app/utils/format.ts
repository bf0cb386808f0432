/** es-AR formats for what users read: money, dates and times in Buenos Aires time. */

export const TIME_ZONE = "America/Argentina/Buenos_Aires";

/**
 * Made on first use. The first `Intl` object a renderer makes loads ICU's locale data:
 * 45–65 ms of main thread on this machine's Chromium, whatever the locale or the kind of
 * format (decision 123). Made when this module loaded, they charged it to every page, the
 * sign-in form's and the hiring steps' included, before the page could answer a tap.
 */
export function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

// Currency formats carry the currency's two decimals of their own.
const money = /* @__PURE__ */ lazy(() => new Intl.NumberFormat("es-AR", { style: "currency", currency: "ARS" }));

/**
 * `$ 12.345,67` (the space is a no-break space, so the amount never wraps), as
 * `Intl.NumberFormat("es-AR", { style: "currency", currency: "ARS" })` writes it, without
 * `Intl`: plan prices and balances are on the pages people land on, and they should not
 * cost ICU's loading. Rounded as `Intl` rounds: half away from zero, on the number's
 * shortest decimal form (`1.005` is `$ 1,01`; `toFixed` would say `1.00`); a negative zero
 * keeps its sign, as there. Numbers in exponent form, and what is not a number, go to
 * `Intl`. `tests/unit/format.test.ts` compares the two.
 */
export function formatMoney(amount: number) {
  const decimal = /^(\d+)(?:\.(\d+))?$/.exec(String(Math.abs(amount)));
  if (!decimal) return money().format(amount);
  const fraction = decimal[2] ?? "";
  // The amount in cents, as digits: at least three, so the units are never empty.
  const cents = (BigInt(decimal[1]! + fraction.slice(0, 2).padEnd(2, "0")) + BigInt(fraction.charAt(2) >= "5"))
    .toString()
    .padStart(3, "0");
  return `${1 / amount < 0 ? "-" : ""}$\u00a0${cents.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ".")},${cents.slice(-2)}`;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const dateFormat = /* @__PURE__ */ lazy(
  () => new Intl.DateTimeFormat("es-AR", { timeZone: TIME_ZONE, day: "2-digit", month: "2-digit", year: "numeric" }),
);

const timeFormat = /* @__PURE__ */ lazy(
  () => new Intl.DateTimeFormat("es-AR", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
);

/**
 * `dd/mm/aaaa`. A date-only value (`2026-11-21`) is a calendar day, not an instant,
 * so it is never shifted by the time zone.
 */
export function formatDate(value: string | Date) {
  if (typeof value === "string") {
    const day = DATE_ONLY.exec(value);
    if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  }
  return dateFormat().format(toDate(value));
}

/** An invoice's billing period (`2026-11`) as `11/2026`. */
export const formatPeriod = (period: string) => period.split("-").reverse().join("/");

/** `HH:mm`, in Buenos Aires time. */
export function formatTime(value: string | Date) {
  return timeFormat().format(toDate(value));
}

/** `dd/mm/aaaa HH:mm`, in Buenos Aires time. */
export function formatDateTime(value: string | Date) {
  const date = toDate(value);
  return `${dateFormat().format(date)} ${timeFormat().format(date)}`;
}

// Made once: a formatter costs about a millisecond to make, and the customer's pages ask
// for today several times each (decision 123's profile).
const dayParts = /* @__PURE__ */ lazy(
  () => new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }),
);

/** The calendar day in Buenos Aires, as `aaaa-mm-dd`. */
export function argentinaDay(value: Date = new Date()) {
  const parts = Object.fromEntries(
    dayParts()
      .formatToParts(value)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

function toDate(value: string | Date) {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return date;
}

/**
 * A service's street and house number, `Independencia 2950`; the street alone when the API
 * withholds the number (a quick-access session, decision 097).
 */
export function streetAddress(address: { street: string; number: string | null }) {
  return address.number ? `${address.street} ${address.number}` : address.street;
}
