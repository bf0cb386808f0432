import { describe, expect, it } from "vitest";
import { Ticket } from "../../contract/tickets";
import { Visit, VisitList, VisitSlotList } from "../../contract/visits";
import { argentinaDay } from "../../sandbox/dates";
import { all } from "../../sandbox/db";
import { WINDOW_CAPACITY, changeableUntil, claimNeedsVisit, upcomingWindows } from "../../sandbox/visit-windows";
import { isWorkingDay } from "../../sandbox/working-days";
import { clockedSandbox } from "./harness";

/**
 * Technician visits (decision 103), the rules the API enforces: windows of at most 3 hours on
 * the next working days, a window's places counted across customers, changes only from a
 * verified session and up to the day before, and a resent form that changes things once.
 */

const running = clockedSandbox();
const { call, later, now } = running;

let next = 46_300_000;
const identifications = new Map<string, string>();
/** A customer of the test's own, with one connection in `locality`, signed in and proved unless said. */
async function customer(locality = "Tanti", proved = true) {
  const identification = String(++next);
  const created = await call("POST", "/__faults/customers", {
    json: { identification, plans: [1], email: `visita${identification}@example.com`, locality },
  });
  expect(created.status).toBe(201);
  const token = await running.sandbox.client.login(identification);
  identifications.set(token, identification);
  return proved ? running.sandbox.client.prove(token) : token;
}

async function fileClaim(token: string, category_id = 1, withConnection = true) {
  const connections = (await call("GET", "/v2/customers/current/conexiones", { token })).body as { id: number }[];
  const answer = await call("POST", "/v3/tickets/reclamos", {
    token,
    json: {
      category_id,
      subject: "Sin internet",
      message: "No anda nada.",
      connection_id: withConnection ? connections[0]!.id : undefined,
    },
  });
  expect(answer.status).toBe(201);
  return Ticket.parse(answer.body);
}

const slotsOf = async (token: string, claim: { id: number }) =>
  VisitSlotList.parse((await call("GET", `/v3/tickets/${claim.id}/visit/slots`, { token })).body);
const book = (token: string, claim: { id: number }, slot_id: string) =>
  call("PUT", `/v3/tickets/${claim.id}/visit`, { token, json: { slot_id } });
const cancel = (token: string, claim: { id: number }) => call("DELETE", `/v3/tickets/${claim.id}/visit`, { token });
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);

describe("visit windows", () => {
  it("offers 3-hour windows on the next 5 working days, skipping weekends and national holidays", () => {
    // Friday 4/12/2026: Monday 7, then Tuesday 8 is a holiday (Inmaculada Concepción).
    const windows = upcomingWindows("2026-12-04");
    expect([...new Set(windows.map((window) => window.date))]).toEqual([
      "2026-12-07",
      "2026-12-09",
      "2026-12-10",
      "2026-12-11",
      "2026-12-14",
    ]);
    expect(windows.slice(0, 3).map((window) => `${window.start}-${window.end}`)).toEqual([
      "09:00-12:00",
      "12:00-15:00",
      "15:00-18:00",
    ]);
    expect(changeableUntil("2026-12-07")).toBe("2026-12-06");
  });

  it("asks for a visit for a fault on a connection, not for billing, not without a connection, not during a known outage", () => {
    expect(claimNeedsVisit({ kind: "no_service", connection_id: 7 })).toBe(true);
    expect(claimNeedsVisit({ kind: "billing", connection_id: 7 })).toBe(false);
    expect(claimNeedsVisit({ kind: "tv", connection_id: null })).toBe(false);
    expect(claimNeedsVisit({ kind: "slow_service", connection_id: 7, outage_id: 2 })).toBe(false);
  });

  it("marks a filed claim as needing a visit by that rule, and answers the claim's free windows", async () => {
    const token = await customer();
    expect((await fileClaim(token, 1)).visit_required).toBe(true);
    expect((await fileClaim(token, 4)).visit_required).toBe(false);
    expect((await fileClaim(token, 1, false)).visit_required).toBe(false);
    const claim = await fileClaim(token, 2);
    expect(claim.visit).toBeNull();
    const slots = await slotsOf(token, claim);
    const today = argentinaDay(now());
    expect(slots).toHaveLength(15);
    for (const slot of slots) {
      expect(isWorkingDay(slot.date)).toBe(true);
      expect(slot.date > today).toBe(true);
      expect(Number(slot.end.slice(0, 2)) - Number(slot.start.slice(0, 2))).toBeLessThanOrEqual(3);
    }
  });
});

describe("booking, moving and cancelling", () => {
  it("needs a verified session for every change (403 proof_required), not to read the windows", async () => {
    const token = await customer("Tanti", false);
    const claim = await fileClaim(token);
    const [slot] = await slotsOf(token, claim);
    expect(await book(token, claim, slot!.id)).toMatchObject({ status: 403, body: { reason: "proof_required" } });
    expect((await cancel(token, claim)).status).toBe(403);
    await running.sandbox.client.prove(token);
    expect((await book(token, claim, slot!.id)).status).toBe(200);
  });

  it("books a window, moves it, cancels it and books again; the claim and the customer's visits show it", async () => {
    const token = await customer();
    const claim = await fileClaim(token);
    const [first, second] = await slotsOf(token, claim);
    const booked = Visit.parse((await book(token, claim, first!.id)).body);
    expect(booked).toMatchObject({
      ticket: { id: claim.id, number: claim.number },
      date: first!.date,
      start: first!.start,
      state: "confirmed",
    });
    expect(booked.changeable_until).toBe(changeableUntil(first!.date));
    expect((await slotsOf(token, claim)).map((slot) => slot.id)).not.toContain(first!.id);

    const moved = Visit.parse(
      (await call("PUT", `/v3/tickets/${claim.id}/visit`, { token, json: { slot_id: second!.id, notes: "Timbre 2B" } }))
        .body,
    );
    expect(moved).toMatchObject({
      id: booked.id,
      date: second!.date,
      start: second!.start,
      state: "confirmed",
      notes: "Timbre 2B",
    });
    const shown = Ticket.parse((await call("GET", `/v3/tickets/${claim.id}`, { token })).body);
    expect(shown.visit).toMatchObject({
      id: booked.id,
      date: second!.date,
      start: second!.start,
      end: second!.end,
      state: "confirmed",
    });
    expect(VisitList.parse((await call("GET", "/v3/visits", { token })).body).map((visit) => visit.id)).toEqual([
      booked.id,
    ]);

    expect(Visit.parse((await cancel(token, claim)).body).state).toBe("cancelled");
    expect((await cancel(token, claim)).status).toBe(404);
    expect(Visit.parse((await book(token, claim, first!.id)).body)).toMatchObject({
      id: booked.id,
      state: "confirmed",
      date: first!.date,
    });
  });

  it("refuses a window not offered (422), a claim that needs no visit, a closed claim, and another customer's claim (404)", async () => {
    const token = await customer();
    const claim = await fileClaim(token);
    const unknown = await book(token, claim, "2020-01-01-09");
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.slot_id).toEqual(["Elegí uno de los horarios disponibles"]);
    const [slot] = await slotsOf(token, claim);

    const billing = await fileClaim(token, 4);
    expect(await book(token, billing, slot!.id)).toMatchObject({
      status: 409,
      body: { reason: "visit_not_required", message: "Este reclamo no necesita una visita técnica." },
    });
    expect((await call("GET", `/v3/tickets/${billing.id}/visit/slots`, { token })).body.reason).toBe(
      "visit_not_required",
    );

    await call("POST", `/__faults/claims/${claim.number}/agent`, { json: { status: "closed" } });
    expect(await book(token, claim, slot!.id)).toMatchObject({ status: 409, body: { reason: "ticket_closed" } });

    const other = await customer();
    const theirs = await fileClaim(other);
    expect((await call("GET", `/v3/tickets/${theirs.id}/visit/slots`, { token })).status).toBe(404);
    expect((await book(token, theirs, slot!.id)).status).toBe(404);
    expect((await cancel(token, theirs)).status).toBe(404);
  });

  it("gives a window's last place to one customer only: the next gets 409 slot_taken and the window is no longer offered", async () => {
    const claims = await Promise.all(
      Array.from({ length: WINDOW_CAPACITY + 1 }, async () => {
        const token = await customer("Cuesta Blanca");
        return { token, claim: await fileClaim(token) };
      }),
    );
    const [slot] = await slotsOf(claims[0]!.token, claims[0]!.claim);
    const answers = await Promise.all(claims.map(({ token, claim }) => book(token, claim, slot!.id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array<number>(WINDOW_CAPACITY).fill(200), 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({
      reason: "slot_taken",
      message: "Ese horario se ocupó recién. Elegí otro.",
    });
    const late = claims[answers.findIndex((answer) => answer.status === 409)]!;
    expect((await slotsOf(late.token, late.claim)).map((window) => window.id)).not.toContain(slot!.id);
    // A customer of the provider's other channels takes a window (the fault switch).
    const [free] = await slotsOf(late.token, late.claim);
    expect(
      (await call("POST", `/__faults/visits/${late.claim.number}/take`, { json: { slot_id: free!.id } })).status,
    ).toBe(200);
    expect((await book(late.token, late.claim, free!.id)).body.reason).toBe("slot_taken");
  });

  it("changes once for a form sent twice with the same Idempotency-Key", async () => {
    const token = await customer();
    const claim = await fileClaim(token);
    const [first, second] = await slotsOf(token, claim);
    const keyed = (slot_id: string, key: string) =>
      fetch(`${running.sandbox.url}/v3/tickets/${claim.id}/visit`, {
        method: "PUT",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "Idempotency-Key": key },
        body: JSON.stringify({ slot_id }),
      });
    const [one, two] = await Promise.all([
      keyed(first!.id, "visita-doble-0001"),
      keyed(first!.id, "visita-doble-0001"),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(await one.json()).toEqual(await two.json());
    expect([one.headers.get("Idempotent-Replayed"), two.headers.get("Idempotent-Replayed")]).toContain("true");
    // Moved since: the first form sent once more gets its first answer and moves nothing back.
    expect((await keyed(second!.id, "visita-doble-0002")).status).toBe(200);
    expect((await keyed(first!.id, "visita-doble-0001")).headers.get("Idempotent-Replayed")).toBe("true");
    const rows = await all<{ date: string; start: string }>(
      running.sandbox.sandbox.db,
      "SELECT date, start FROM visits WHERE ticket_id = ?",
      [claim.id],
    );
    expect(rows).toEqual([{ date: second!.date, start: second!.start }]);
  });

  it("refuses changes once the technician is on the way (409 too_late)", async () => {
    const token = await customer();
    const claim = await fileClaim(token);
    const [first, second] = await slotsOf(token, claim);
    await book(token, claim, first!.id);
    expect(
      (await call("POST", `/__faults/visits/${claim.number}/state`, { json: { state: "on_the_way" } })).status,
    ).toBe(200);
    expect(await book(token, claim, second!.id)).toMatchObject({ status: 409, body: { reason: "too_late" } });
    expect((await cancel(token, claim)).body.reason).toBe("too_late");
    expect(Ticket.parse((await call("GET", `/v3/tickets/${claim.id}`, { token })).body).visit?.state).toBe(
      "on_the_way",
    );
  });

  // Last: it moves the file's clock days ahead.
  it("allows moving up to the day before the visit, and nothing on its day (409 too_late)", async () => {
    let token = await customer();
    const identification = identifications.get(token)!;
    // Days later, a session of that day.
    const signInAgain = async () => (token = await running.sandbox.client.loginProved(identification));
    const claim = await fileClaim(token);
    const [first] = await slotsOf(token, claim);
    const visit = Visit.parse((await book(token, claim, first!.id)).body);
    later((daysBetween(argentinaDay(now()), visit.date) - 1) * 24 * 60);
    expect(argentinaDay(now())).toBe(visit.changeable_until);
    await signInAgain();
    const [other] = await slotsOf(token, claim);
    const moved = Visit.parse((await book(token, claim, other!.id)).body);
    expect(moved.date).toBe(other!.date);

    later(daysBetween(argentinaDay(now()), moved.date) * 24 * 60);
    expect(argentinaDay(now())).toBe(moved.date);
    await signInAgain();
    const [any] = await slotsOf(token, claim);
    expect(await book(token, claim, any!.id)).toMatchObject({ status: 409, body: { reason: "too_late" } });
    expect((await cancel(token, claim)).body.reason).toBe("too_late");
  });
});
