import { lazy, TIME_ZONE } from "~/utils/format";

/**
 * An outage's times as people say them (decision 101): today's by the clock alone ("a las
 * 18:00"), another day's with its date ("el 27/11 a las 18:00"), in Buenos Aires time.
 * `today` (`aaaa-mm-dd`) comes from the loader, so the server's render and the browser's agree.
 */

// Made on first use, as in ~/utils/format (decision 123).
const time = /* @__PURE__ */ lazy(
  () => new Intl.DateTimeFormat("es-AR", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
);
const dayMonth = /* @__PURE__ */ lazy(
  () => new Intl.DateTimeFormat("es-AR", { timeZone: TIME_ZONE, day: "2-digit", month: "2-digit" }),
);
const day = /* @__PURE__ */ lazy(
  () => new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }),
);

export function outageMoment(value: string, today: string) {
  const date = new Date(value);
  return { time: time().format(date), date: dayMonth().format(date), today: day().format(date) === today };
}

/** The words for "a las …" / "el … a las …" of a namespace, filled in for an instant. */
export function outageWhen(
  words: (key: "today" | "day", values: { time: string; date: string }) => string,
  today: string,
) {
  return (value: string) => {
    const { time, date, today: isToday } = outageMoment(value, today);
    return words(isToday ? "today" : "day", { time, date });
  };
}

export const localityNames = (localities: string[]) => localities.join(", ");
