import type { Visit, VisitSlot } from "../../../../contract/visits";
import { formatDate } from "~/utils/format";

/**
 * A visit's window as people say it: "jueves 27/11, de 9 a 12". The day is a calendar day
 * (no time zone moves it) and the hours are Buenos Aires', as the API gives them.
 */

const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
type Weekday = (typeof WEEKDAYS)[number];
export type WindowWords = (
  key: "window" | "day" | "hours" | `weekdays.${Weekday}`,
  values?: Record<string, string>,
) => string;

/** `09:00` → `9`, `12:30` → `12:30`. */
const hour = (time: string) => {
  const [hours, minutes] = time.split(":");
  return minutes === "00" ? String(Number(hours)) : `${Number(hours)}:${minutes}`;
};

export function visitWindow(say: WindowWords, visit: Pick<Visit | VisitSlot, "date" | "start" | "end">) {
  return say("window", { ...dayParts(say, visit.date), from: hour(visit.start), to: hour(visit.end) });
}

/** "jueves 27/11" */
export const visitDay = (say: WindowWords, date: string) => say("day", dayParts(say, date));

/** "de 9 a 12" */
export const visitHours = (say: WindowWords, window: Pick<VisitSlot, "start" | "end">) =>
  say("hours", { from: hour(window.start), to: hour(window.end) });

function dayParts(say: WindowWords, date: string) {
  const weekday = WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
  return { weekday: say(`weekdays.${weekday}`), day: formatDate(date).slice(0, 5) };
}

/** The windows grouped by day, in the API's order. */
export function byDay<Slot extends Pick<VisitSlot, "date">>(slots: Slot[]) {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  return [...days].map(([date, windows]) => ({ date, windows }));
}

/** Whether the customer may still move or cancel it here: confirmed, and not past the day before (Buenos Aires). */
export const changeable = (visit: Pick<Visit, "state" | "changeable_until">, today: string) =>
  visit.state === "confirmed" && today <= visit.changeable_until;
