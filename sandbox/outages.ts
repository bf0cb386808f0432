import type { CustomerOutage, Outage, OutageState } from "../contract/outages.ts";
import type { Sandbox } from "./context.ts";
import { all, insert, one, run, type Db } from "./db.ts";
import { addDays } from "./dates.ts";
import { recordMessage } from "./outbox.ts";

/**
 * Outages by area (decision 101): the reads every route shares, the resolution that tells the
 * customers who asked, and `outageForConnection`, which claims use to join a known outage.
 * An outage covers localities by name, the name a connection's address uses.
 */

type OutageRow = {
  id: number;
  area: string | null;
  services: string;
  cause: string;
  state: OutageState;
  started_at: string;
  estimated_end: string | null;
  resolved_at: string | null;
};

/** Not resolved, or resolved in the last 24 hours: a customer whose service came back wants to read that it did. */
const IN_WINDOW = "(outages.resolved_at IS NULL OR outages.resolved_at >= ?)";
const windowStart = (now: Date) => addDays(now, -1).toISOString();

async function withDetails(db: Db, rows: OutageRow[]): Promise<Outage[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const marks = ids.map(() => "?").join(", ");
  const localities = await all<{ outage_id: number; locality: string }>(
    db,
    `SELECT outage_id, locality FROM outage_localities WHERE outage_id IN (${marks}) ORDER BY locality`,
    ids,
  );
  const updates = await all<{ outage_id: number; at: string; state: OutageState; message: string }>(
    db,
    `SELECT outage_id, at, state, message FROM outage_updates WHERE outage_id IN (${marks}) ORDER BY at, id`,
    ids,
  );
  return rows.map((row) => ({
    id: row.id,
    localities: localities.filter((place) => place.outage_id === row.id).map((place) => place.locality),
    area: row.area,
    services: JSON.parse(row.services) as Outage["services"],
    cause: row.cause,
    state: row.state,
    started_at: row.started_at,
    estimated_end: row.estimated_end,
    resolved_at: row.resolved_at,
    updates: updates.filter((update) => update.outage_id === row.id).map(({ outage_id: _id, ...update }) => update),
  }));
}

/** `GET /p/outages`: every outage in the window, oldest first. */
export async function listOutages(db: Db, now: Date): Promise<Outage[]> {
  return withDetails(
    db,
    await all<OutageRow>(db, `SELECT * FROM outages WHERE ${IN_WINDOW} ORDER BY started_at, id`, [windowStart(now)]),
  );
}

export async function findOutage(db: Db, id: number): Promise<Outage | undefined> {
  return (await withDetails(db, await all<OutageRow>(db, "SELECT * FROM outages WHERE id = ?", [id])))[0];
}

/**
 * The outages that cover some of a customer's connections, with those connections and
 * whether the customer asked to be told; `id` narrows it to one (any time, for notify).
 */
export async function customerOutages(db: Db, customerId: number, now: Date, id?: number): Promise<CustomerOutage[]> {
  const matches = await all<{ outage_id: number; connection_id: number }>(
    db,
    `SELECT DISTINCT outages.id AS outage_id, connections.id AS connection_id
     FROM outages
     JOIN outage_localities ON outage_localities.outage_id = outages.id
     JOIN localities ON localities.name = outage_localities.locality
     JOIN connections ON connections.locality_id = localities.id AND connections.customer_id = ?
     WHERE ${id === undefined ? IN_WINDOW : "outages.id = ?"} ORDER BY connections.id`,
    [customerId, id === undefined ? windowStart(now) : id],
  );
  const ids = [...new Set(matches.map((match) => match.outage_id))];
  if (ids.length === 0) return [];
  const marks = ids.map(() => "?").join(", ");
  const rows = await all<OutageRow>(db, `SELECT * FROM outages WHERE id IN (${marks}) ORDER BY started_at, id`, ids);
  const subscribed = new Set(
    (
      await all<{ outage_id: number }>(
        db,
        `SELECT outage_id FROM outage_subscriptions WHERE customer_id = ? AND outage_id IN (${marks})`,
        [customerId, ...ids],
      )
    ).map((row) => row.outage_id),
  );
  return (await withDetails(db, rows)).map((outage) => ({
    ...outage,
    connection_ids: matches.filter((match) => match.outage_id === outage.id).map((match) => match.connection_id),
    notify: subscribed.has(outage.id),
  }));
}

/**
 * The unresolved outage that leaves a connection without a service (internet unless said), if any: a fault claim
 * filed for that connection joins it instead of the queue (decision 101). The newest wins when
 * two overlap. Exported for the claims route, and for whoever decides whether a claim needs
 * a technician: a claim joined to an outage does not.
 */
export async function outageForConnection(
  db: Db,
  connectionId: number,
  now: Date,
  service: "internet" | "tv" = "internet",
): Promise<{ id: number; state: OutageState; estimated_end: string | null } | null> {
  const row = await one<{ id: number; state: OutageState; estimated_end: string | null }>(
    db,
    `SELECT outages.id, outages.state, outages.estimated_end
     FROM connections
     JOIN localities ON localities.id = connections.locality_id
     JOIN outage_localities ON outage_localities.locality = localities.name
     JOIN outages ON outages.id = outage_localities.outage_id
     WHERE connections.id = ? AND outages.resolved_at IS NULL AND outages.started_at <= ?
       AND EXISTS (SELECT 1 FROM json_each(outages.services) WHERE value = ?)
     ORDER BY outages.started_at DESC, outages.id DESC LIMIT 1`,
    [connectionId, now.toISOString(), service],
  );
  return row ? { id: row.id, state: row.state, estimated_end: row.estimated_end } : null;
}

export type NewOutage = {
  localities: string[];
  area: string | null;
  services: Outage["services"];
  cause: string;
  state: Exclude<OutageState, "resolved">;
  started_at: string;
  estimated_end: string | null;
  /** The first update's words; the cause when not given. */
  message?: string;
};

export async function createOutage(db: Db, outage: NewOutage): Promise<number> {
  const id = await insert(
    db,
    "INSERT INTO outages (area, services, cause, state, started_at, estimated_end, resolved_at) VALUES (?, ?, ?, ?, ?, ?, NULL)",
    [outage.area, JSON.stringify(outage.services), outage.cause, outage.state, outage.started_at, outage.estimated_end],
  );
  for (const locality of new Set(outage.localities)) {
    await run(db, "INSERT INTO outage_localities (outage_id, locality) VALUES (?, ?)", [id, locality]);
  }
  await run(db, "INSERT INTO outage_updates (outage_id, at, state, message) VALUES (?, ?, ?, ?)", [
    id,
    outage.started_at,
    outage.state,
    outage.message ?? outage.cause,
  ]);
  return id;
}

/** An operator's update: a new state, cause or estimate, told in plain words. */
export async function updateOutage(
  db: Db,
  id: number,
  at: Date,
  update: { state?: Exclude<OutageState, "resolved">; cause?: string; estimated_end?: string | null; message: string },
) {
  const current = await one<OutageRow>(db, "SELECT * FROM outages WHERE id = ?", [id]);
  if (!current) return false;
  const state = update.state ?? current.state;
  await run(db, "UPDATE outages SET state = ?, cause = ?, estimated_end = ? WHERE id = ?", [
    state,
    update.cause ?? current.cause,
    update.estimated_end === undefined ? current.estimated_end : update.estimated_end,
    id,
  ]);
  await run(db, "INSERT INTO outage_updates (outage_id, at, state, message) VALUES (?, ?, ?, ?)", [
    id,
    at.toISOString(),
    state,
    update.message,
  ]);
  return true;
}

/**
 * Service is back: the outage is resolved, and every customer who asked is told once, on
 * each of their verified contacts (the sandbox's outbox stands in for the messages).
 */
export async function resolveOutage(sandbox: Sandbox, id: number, message = "El servicio ya está normalizado.") {
  const { db } = sandbox;
  const at = sandbox.now();
  const current = await one<OutageRow>(db, "SELECT * FROM outages WHERE id = ?", [id]);
  if (!current) return false;
  if (current.state === "resolved") return true;
  await run(db, "UPDATE outages SET state = 'resolved', resolved_at = ? WHERE id = ?", [at.toISOString(), id]);
  await run(db, "INSERT INTO outage_updates (outage_id, at, state, message) VALUES (?, ?, 'resolved', ?)", [
    id,
    at.toISOString(),
    message,
  ]);
  const places = (
    await all<{ locality: string }>(
      db,
      "SELECT locality FROM outage_localities WHERE outage_id = ? ORDER BY locality",
      [id],
    )
  )
    .map((row) => row.locality)
    .join(", ");
  const waiting = await all<{ customer_id: number; identification: string; type: "email" | "phone"; value: string }>(
    db,
    `SELECT outage_subscriptions.customer_id, customers.identification, contacts.type, contacts.value
     FROM outage_subscriptions
     JOIN customers ON customers.id = outage_subscriptions.customer_id
     JOIN contacts ON contacts.customer_id = outage_subscriptions.customer_id AND contacts.verified = 1
     WHERE outage_subscriptions.outage_id = ? AND outage_subscriptions.notified_at IS NULL ORDER BY contacts.id`,
    [id],
  );
  for (const contact of waiting) {
    await recordMessage(sandbox, {
      channel: contact.type === "phone" ? "sms" : "email",
      purpose: "outage_resolved",
      recipient: contact.value,
      identification: contact.identification,
      subject: `Volvió el servicio en ${places}`,
      body: `El corte en ${places} terminó. ${message} Si seguís sin servicio, reiniciá tu equipo y, si no alcanza, hacé un reclamo desde Mi cuenta.`,
    });
  }
  await run(db, "UPDATE outage_subscriptions SET notified_at = ? WHERE outage_id = ? AND notified_at IS NULL", [
    at.toISOString(),
    id,
  ]);
  return true;
}
