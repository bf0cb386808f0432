import { Hono } from "hono";
import type { Equipment, Restart, SignalReading } from "../../contract/equipment.ts";
import { recordActivity } from "../activity.ts";
import type { Sandbox, SandboxEnv } from "../context.ts";
import { insert, one, run, type Db } from "../db.ts";
import { ApiProblem, idParam, notFound } from "../http.ts";
import { requireProof } from "../sessions.ts";

/**
 * A connection's equipment (decision 102): `GET /v2/customers/current/conexiones/{id}/equipment`
 * and `POST .../equipment/restart`. The network's view is a row per connection (made on the
 * first read for a connection that has none: online, good signal); a restart takes
 * RESTART_TAKES_MS on the sandbox's clock, derived on every read, so a test moves the clock
 * instead of waiting. One restart per RESTART_EVERY_MS; while one is in progress, asking
 * again answers that one and sends nothing.
 */

export const RESTART_TAKES_MS = 90 * 1000;
export const RESTART_EVERY_MS = 10 * 60 * 1000;

export type EquipmentRow = {
  connection_id: number;
  model: string;
  state: "online" | "offline";
  since: string;
  signal_dbm: number | null;
  signal_reading: string | null;
};
type RestartRow = { id: number; by: "customer" | "provider"; requested_at: string };

export const EQUIPMENT_MODELS = ["Router Wi-Fi ZTE F670L", "ONT Huawei HG8145V5"];

/** The contract's reading of a level: good −8 to −25 dBm, fair to −27, weak beyond either; none without light. */
export function signalReading(dbm: number | null): SignalReading {
  if (dbm === null) return "none";
  if (dbm > -8 || dbm < -27) return "weak";
  return dbm >= -25 ? "good" : "fair";
}

/**
 * The row of a connection, made with the defaults on first read (a connection the seed did
 * not describe): online since the connection's first day, or since now when that is today.
 */
export async function equipmentRow(
  db: Db,
  connectionId: number,
  connectionSince: string,
  now: Date,
): Promise<EquipmentRow> {
  const found = await one<EquipmentRow>(db, "SELECT * FROM equipment WHERE connection_id = ?", [connectionId]);
  if (found) return found;
  const firstDay = `${connectionSince.slice(0, 10)}T12:00:00.000Z`;
  const since = firstDay < now.toISOString() ? firstDay : now.toISOString();
  const model = EQUIPMENT_MODELS[connectionId % EQUIPMENT_MODELS.length]!;
  await run(
    db,
    "INSERT OR IGNORE INTO equipment (connection_id, model, state, since, signal_dbm, signal_reading) VALUES (?, ?, 'online', ?, -19, 'good')",
    [connectionId, model, since],
  );
  return (await one<EquipmentRow>(db, "SELECT * FROM equipment WHERE connection_id = ?", [connectionId]))!;
}

export function equipmentRoutes(sandbox: Sandbox) {
  const { db } = sandbox;
  const routes = new Hono<SandboxEnv>();

  /** The customer's connection with equipment; another's, or one not installed yet, is a 404. */
  async function ownConnection(customerId: number, id: number) {
    const connection = await one<{ id: number; number: string; status: string; since: string }>(
      db,
      "SELECT id, number, status, since FROM connections WHERE id = ? AND customer_id = ?",
      [id, customerId],
    );
    if (!connection) throw notFound("La conexión");
    if (connection.status === "pending_installation")
      throw new ApiProblem(404, "La conexión todavía no tiene un equipo instalado");
    return connection;
  }

  const lastRestart = (connectionId: number) =>
    one<RestartRow>(
      db,
      "SELECT id, by, requested_at FROM equipment_restarts WHERE connection_id = ? ORDER BY id DESC LIMIT 1",
      [connectionId],
    );

  async function equipmentOf(connectionId: number, connectionSince: string): Promise<Equipment> {
    const now = sandbox.now();
    const row = await equipmentRow(db, connectionId, connectionSince, now);
    const last = await lastRestart(connectionId);
    const restart = last ? restartOf(last, now) : null;
    const finishedAt = restart?.finished_at;
    // A restart shows as "restarting" until it is done; then the equipment is back since it came back.
    const restarting = restart?.state === "in_progress" && row.state === "online";
    const since = restarting
      ? restart!.requested_at
      : finishedAt && row.state === "online" && finishedAt > row.since
        ? finishedAt
        : row.since;
    const availableAt = last ? new Date(Date.parse(last.requested_at) + RESTART_EVERY_MS) : null;
    return {
      connection_id: connectionId,
      model: row.model,
      state: restarting ? "restarting" : row.state,
      since,
      signal:
        row.state === "offline"
          ? { dbm: null, reading: "none" }
          : { dbm: row.signal_dbm, reading: signalReading(row.signal_dbm) },
      last_restart: restart,
      restart_available_at: availableAt && availableAt > now ? availableAt.toISOString() : null,
      checked_at: now.toISOString(),
    };
  }

  routes.get("/conexiones/:id/equipment", async (c) => {
    const connection = await ownConnection(c.get("customer").id, idParam(c, "id", "La conexión"));
    return c.json(await equipmentOf(connection.id, connection.since));
  });

  routes.post("/conexiones/:id/equipment/restart", async (c) => {
    const customer = c.get("customer");
    requireProof(customer);
    const connection = await ownConnection(customer.id, idParam(c, "id", "La conexión"));
    const before = await equipmentOf(connection.id, connection.since);
    // The one in progress is the answer: a restart is never sent twice.
    if (before.state === "restarting") return c.json(before, 202);
    if (before.state === "offline") {
      throw new ApiProblem(
        409,
        "El equipo no responde: no se puede reiniciar a distancia. Desenchufalo 30 segundos y volvé a enchufarlo.",
        undefined,
        undefined,
        "equipment_offline",
      );
    }
    if (before.restart_available_at) {
      const seconds = Math.ceil((Date.parse(before.restart_available_at) - sandbox.now().getTime()) / 1000);
      throw new ApiProblem(
        409,
        "El equipo se reinició hace menos de 10 minutos. Esperá un poco antes de volver a reiniciarlo.",
        undefined,
        { "Retry-After": String(seconds) },
        "restart_too_soon",
        { restart_available_at: before.restart_available_at },
      );
    }
    await insert(db, "INSERT INTO equipment_restarts (connection_id, by, requested_at) VALUES (?, 'customer', ?)", [
      connection.id,
      sandbox.now().toISOString(),
    ]);
    await recordActivity(
      sandbox,
      c,
      "equipment_restarted",
      `Reinicio a distancia del equipo de la conexión ${connection.number}`,
    );
    return c.json(await equipmentOf(connection.id, connection.since), 202);
  });

  return routes;
}

function restartOf(row: RestartRow, now: Date): Restart {
  const done = Date.parse(row.requested_at) + RESTART_TAKES_MS;
  return {
    id: row.id,
    state: now.getTime() >= done ? "done" : "in_progress",
    requested_at: row.requested_at,
    finished_at: now.getTime() >= done ? new Date(done).toISOString() : null,
    by: row.by,
  };
}
