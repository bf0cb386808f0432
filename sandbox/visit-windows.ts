import type { TicketCategory } from "../contract/tickets.ts";
import { addWorkingDays } from "./working-days.ts";

/**
 * Technician visit windows (decision 103): the sandbox's stand-in for the provider's field
 * crews' calendar. Three windows of 3 hours on each of the next working days (weekends and
 * national holidays excluded), starting the working day after today, each with room for a
 * few visits per locality: a window whose places are all taken is no longer offered.
 */

export const WINDOWS = [
  { start: "09:00", end: "12:00" },
  { start: "12:00", end: "15:00" },
  { start: "15:00", end: "18:00" },
] as const;

/** How many working days ahead the customer may choose from. */
export const WORKING_DAYS_AHEAD = 5;

/** Visits one locality's crew can make in one window. */
export const WINDOW_CAPACITY = 3;

export type VisitWindow = { id: string; date: string; start: string; end: string };

/** `2026-11-27-09`: opaque to the customer, readable in a log. */
export const windowId = (date: string, start: string) => `${date}-${start.slice(0, 2)}`;

/** Every window of the next working days after `today` (Buenos Aires), in order, taken or not. */
export function upcomingWindows(today: string): VisitWindow[] {
  const days = Array.from({ length: WORKING_DAYS_AHEAD }, (_, index) => addWorkingDays(today, index + 1));
  return days.flatMap((date) => WINDOWS.map(({ start, end }) => ({ id: windowId(date, start), date, start, end })));
}

/** The last day a visit on `date` may be moved or cancelled: the day before. */
export function changeableUntil(date: string) {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/**
 * Whether a claim filed now needs a technician: a fault at home (no service, slow, TV) on
 * one of the customer's connections. A claim that joined a known outage in its area gets
 * none: the crew fixing the outage fixes it.
 */
export function claimNeedsVisit(claim: {
  kind: TicketCategory["kind"];
  connection_id: number | null | undefined;
  outage_id?: number | null;
}) {
  return FAULTS_AT_HOME.includes(claim.kind) && Boolean(claim.connection_id) && !claim.outage_id;
}

const FAULTS_AT_HOME: TicketCategory["kind"][] = ["no_service", "slow_service", "tv"];
