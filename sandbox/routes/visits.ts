import { Hono } from "hono";
import type { TicketSummary } from "../../contract/tickets.ts";
import { BookVisitRequest, type Visit, type VisitReason, type VisitSlot } from "../../contract/visits.ts";
import { recordActivity, shownDate } from "../activity.ts";
import type { Sandbox, SandboxEnv } from "../context.ts";
import { argentinaDay } from "../dates.ts";
import { all, one, run } from "../db.ts";
import { ApiProblem, fieldProblem, idParam, notFound, readJson } from "../http.ts";
import { requireProof } from "../sessions.ts";
import { WINDOW_CAPACITY, changeableUntil, upcomingWindows, type VisitWindow } from "../visit-windows.ts";

/**
 * Technician visits (decision 103): `/v3/tickets/{id}/visit...` and `/v3/visits`. The rules the
 * provider's API must enforce (docs/api.md): only a claim that needs a visit gets one, in a
 * free window of its connection's locality; a change needs a verified session; moving or
 * cancelling is possible up to the day before; a window is never given to more visits
 * than it has room for, however many customers ask at once.
 */

type ClaimRow = { id: number; number: string; status: string; visit_required: number; locality_id: number | null };
type VisitRow = {
  id: number;
  ticket_id: number;
  number: string;
  date: string;
  start: string;
  end: string;
  state: Visit["state"];
  notes: string | null;
};

/** The visits that hold a place in their window. */
const ACTIVE = "('confirmed', 'on_the_way')";

/** For the claims' SELECT: the claim's visit as JSON, read back by `claimVisit`. */
export const VISIT_COLUMN = `(SELECT json_object('id', id, 'date', date, 'start', start, 'end', end, 'state', state, 'notes', notes)
  FROM visits WHERE visits.ticket_id = tickets.id) AS visit_json`;

export function claimVisit(json: string | null): TicketSummary["visit"] {
  if (!json) return null;
  const visit = JSON.parse(json) as Omit<Visit, "ticket" | "changeable_until">;
  return { ...visit, changeable_until: changeableUntil(visit.date) };
}

const toVisit = (row: VisitRow): Visit => ({
  id: row.id,
  ticket: { id: row.ticket_id, number: row.number },
  date: row.date,
  start: row.start,
  end: row.end,
  state: row.state,
  notes: row.notes,
  changeable_until: changeableUntil(row.date),
});

export const VISIT_MESSAGES: Record<VisitReason, string> = {
  slot_taken: "Ese horario se ocupó recién. Elegí otro.",
  too_late: "La visita ya no se puede cambiar ni cancelar: se puede hasta el día anterior.",
  visit_not_required: "Este reclamo no necesita una visita técnica.",
  ticket_closed: "El reclamo está cerrado.",
};

const refuse = (reason: VisitReason) => new ApiProblem(409, VISIT_MESSAGES[reason], undefined, undefined, reason);

/** How many places of each window of a locality are taken, by this API's visits and by the provider's other customers. */
export async function takenPlaces(sandbox: Sandbox, localityId: number, from: string, exceptTicket = 0) {
  const rows = await all<{ date: string; start: string; taken: number }>(
    sandbox.db,
    `SELECT date, start, SUM(taken) AS taken FROM (
       SELECT date, start, COUNT(*) AS taken FROM visits WHERE locality_id = ? AND date >= ? AND state IN ${ACTIVE} AND ticket_id <> ? GROUP BY date, start
       UNION ALL SELECT date, start, taken FROM visit_window_holds WHERE locality_id = ? AND date >= ?
     ) GROUP BY date, start`,
    [localityId, from, exceptTicket, localityId, from],
  );
  return new Map(rows.map((row) => [`${row.date} ${row.start}`, Number(row.taken)]));
}

export function visitRoutes(sandbox: Sandbox) {
  const { db } = sandbox;
  const routes = new Hono<SandboxEnv>();
  const today = () => argentinaDay(sandbox.now());

  async function claimOf(customerId: number, id: number) {
    const claim = await one<ClaimRow>(
      db,
      `SELECT tickets.id, tickets.number, tickets.status, tickets.visit_required, connections.locality_id FROM tickets
       LEFT JOIN connections ON connections.id = tickets.connection_id WHERE tickets.id = ? AND tickets.customer_id = ?`,
      [id, customerId],
    );
    if (!claim) throw notFound("El reclamo");
    return claim;
  }

  const visitOf = (ticketId: number) =>
    one<VisitRow>(
      db,
      "SELECT visits.*, tickets.number FROM visits JOIN tickets ON tickets.id = visits.ticket_id WHERE ticket_id = ?",
      [ticketId],
    );

  /** A claim whose visit the customer may book: open, and needing one (which implies its connection's locality). */
  function bookable(claim: ClaimRow): asserts claim is ClaimRow & { locality_id: number } {
    if (claim.status === "closed") throw refuse("ticket_closed");
    if (claim.visit_required !== 1 || claim.locality_id === null) throw refuse("visit_not_required");
  }

  /** A visit booked may change until the day before; once the technician left or came, not at all. */
  function changeable(visit: VisitRow | undefined) {
    if (!visit || visit.state === "cancelled") return;
    if (visit.state !== "confirmed" || today() > changeableUntil(visit.date)) throw refuse("too_late");
  }

  async function freeWindows(claim: ClaimRow & { locality_id: number }): Promise<VisitWindow[]> {
    const windows = upcomingWindows(today());
    const taken = await takenPlaces(sandbox, claim.locality_id, windows[0]!.date, claim.id);
    return windows.filter((window) => (taken.get(`${window.date} ${window.start}`) ?? 0) < WINDOW_CAPACITY);
  }

  routes.get("/tickets/:id/visit/slots", async (c) => {
    const claim = await claimOf(c.get("customer").id, idParam(c, "id", "El reclamo"));
    bookable(claim);
    const current = await visitOf(claim.id);
    // The claim's own window is not offered again: choosing it changes nothing.
    const slots: VisitSlot[] = (await freeWindows(claim)).filter(
      (window) =>
        !(current && current.state !== "cancelled" && current.date === window.date && current.start === window.start),
    );
    return c.json(slots);
  });

  routes.put("/tickets/:id/visit", async (c) => {
    const customer = c.get("customer");
    const claim = await claimOf(customer.id, idParam(c, "id", "El reclamo"));
    requireProof(customer);
    const { slot_id, notes } = await readJson(c, BookVisitRequest);
    bookable(claim);
    const current = await visitOf(claim.id);
    changeable(current);
    const window = upcomingWindows(today()).find((candidate) => candidate.id === slot_id);
    if (!window) throw fieldProblem("slot_id", "Elegí uno de los horarios disponibles", 422);
    const kept = notes === undefined ? (current?.notes ?? null) : notes || null;
    if (current && current.state === "confirmed" && current.date === window.date && current.start === window.start) {
      await run(db, "UPDATE visits SET notes = ? WHERE id = ?", [kept, current.id]);
      return c.json(toVisit((await visitOf(claim.id))!));
    }
    if (!(await takeWindow(claim, window, kept, current !== undefined))) throw refuse("slot_taken");
    const moved = current !== undefined && current.state !== "cancelled";
    await recordActivity(
      sandbox,
      c,
      moved ? "visit_moved" : "visit_booked",
      `Visita técnica del reclamo ${claim.number} ${moved ? "cambiada al" : "reservada para el"} ${shownDate(window.date)}, de ${window.start} a ${window.end}`,
    );
    return c.json(toVisit((await visitOf(claim.id))!));
  });

  /**
   * Books or moves in one statement that counts the window's places as it writes, so two
   * customers after the last place cannot both get it.
   */
  async function takeWindow(
    claim: ClaimRow & { locality_id: number },
    window: VisitWindow,
    notes: string | null,
    exists: boolean,
  ): Promise<boolean> {
    const at = sandbox.now().toISOString();
    const room = `(SELECT COUNT(*) FROM visits AS other WHERE other.locality_id = ? AND other.date = ? AND other.start = ? AND other.state IN ${ACTIVE} AND other.ticket_id <> ?)
      + COALESCE((SELECT taken FROM visit_window_holds WHERE locality_id = ? AND date = ? AND start = ?), 0) < ?`;
    const roomArgs = [
      claim.locality_id,
      window.date,
      window.start,
      claim.id,
      claim.locality_id,
      window.date,
      window.start,
      WINDOW_CAPACITY,
    ];
    if (exists) {
      return (
        (await run(
          db,
          `UPDATE visits SET locality_id = ?, date = ?, start = ?, end = ?, state = 'confirmed', notes = ?, updated_at = ? WHERE ticket_id = ? AND ${room}`,
          [claim.locality_id, window.date, window.start, window.end, notes, at, claim.id, ...roomArgs],
        )) > 0
      );
    }
    const inserted = await run(
      db,
      `INSERT OR IGNORE INTO visits (ticket_id, locality_id, date, start, end, state, notes, created_at, updated_at)
       SELECT ?, ?, ?, ?, ?, 'confirmed', ?, ?, ? WHERE ${room}`,
      [claim.id, claim.locality_id, window.date, window.start, window.end, notes, at, at, ...roomArgs],
    );
    // A request sent at the same moment without the same key booked first: this one moves it.
    if (!inserted && (await visitOf(claim.id))) return takeWindow(claim, window, notes, true);
    return inserted > 0;
  }

  routes.delete("/tickets/:id/visit", async (c) => {
    const customer = c.get("customer");
    const claim = await claimOf(customer.id, idParam(c, "id", "El reclamo"));
    requireProof(customer);
    if (claim.status === "closed") throw refuse("ticket_closed");
    const current = await visitOf(claim.id);
    if (!current || current.state === "cancelled") throw notFound("La visita");
    changeable(current);
    await run(db, "UPDATE visits SET state = 'cancelled', updated_at = ? WHERE id = ?", [
      sandbox.now().toISOString(),
      current.id,
    ]);
    await recordActivity(
      sandbox,
      c,
      "visit_cancelled",
      `Visita técnica del reclamo ${claim.number} del ${shownDate(current.date)} cancelada`,
    );
    return c.json(toVisit((await visitOf(claim.id))!));
  });

  routes.get("/visits", async (c) => {
    const weekAgo = new Date(`${today()}T12:00:00Z`);
    weekAgo.setUTCDate(weekAgo.getUTCDate() - 7);
    const rows = await all<VisitRow>(
      db,
      `SELECT visits.*, tickets.number FROM visits JOIN tickets ON tickets.id = visits.ticket_id
       WHERE tickets.customer_id = ? AND (visits.state IN ${ACTIVE} OR visits.date >= ?) ORDER BY visits.date, visits.start, visits.id`,
      [c.get("customer").id, weekAgo.toISOString().slice(0, 10)],
    );
    return c.json(rows.map(toVisit));
  });

  return routes;
}
