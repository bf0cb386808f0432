import { Hono } from "hono";
import { z } from "zod";
import type { Sandbox } from "./context.ts";
import { all, one, run } from "./db.ts";
import { ApiProblem, readJson } from "./http.ts";
import { equipmentRow, signalReading } from "./routes/equipment.ts";

/**
 * `POST /__faults/equipment/{connection}` (fault switch only): what the provider's network
 * would report about a connection's equipment, set by a test: online or offline (since now),
 * the optical level, the restarts forgotten so a test may restart again, or one made
 * some minutes ago. The connection
 * is named by its id or its number (`CN-T12`). `GET` answers the restarts asked of it, to
 * prove one was never sent twice.
 */

const EquipmentFault = z.object({
  state: z.enum(["online", "offline"]).optional(),
  signal_dbm: z.number().min(-50).max(5).nullable().optional(),
  forget_restarts: z.boolean().optional(),
  /** A restart asked that many minutes ago (the portal's servers cannot move the sandbox's clock). */
  restarted_minutes_ago: z
    .number()
    .min(0)
    .max(24 * 60)
    .optional(),
});

export function testEquipmentRoutes(sandbox: Sandbox) {
  const { db } = sandbox;
  const routes = new Hono();

  async function connectionOf(name: string) {
    const connection = await one<{ id: number; since: string }>(
      db,
      /^\d{1,9}$/.test(name)
        ? "SELECT id, since FROM connections WHERE id = ?"
        : "SELECT id, since FROM connections WHERE number = ?",
      [name],
    );
    if (!connection) throw new ApiProblem(404, "La conexión no existe");
    await equipmentRow(db, connection.id, connection.since, sandbox.now());
    return connection;
  }

  routes.post("/:connection", async (c) => {
    const { id } = await connectionOf(c.req.param("connection"));
    const wanted = await readJson(c, EquipmentFault);
    if (wanted.state)
      await run(db, "UPDATE equipment SET state = ?, since = ? WHERE connection_id = ?", [
        wanted.state,
        sandbox.now().toISOString(),
        id,
      ]);
    if (wanted.signal_dbm !== undefined) {
      await run(db, "UPDATE equipment SET signal_dbm = ?, signal_reading = ? WHERE connection_id = ?", [
        wanted.signal_dbm,
        signalReading(wanted.signal_dbm),
        id,
      ]);
    }
    if (wanted.forget_restarts) await run(db, "DELETE FROM equipment_restarts WHERE connection_id = ?", [id]);
    if (wanted.restarted_minutes_ago !== undefined) {
      const at = new Date(sandbox.now().getTime() - wanted.restarted_minutes_ago * 60_000).toISOString();
      await run(db, "INSERT INTO equipment_restarts (connection_id, by, requested_at) VALUES (?, 'customer', ?)", [
        id,
        at,
      ]);
    }
    return c.json({ connection_id: id });
  });

  routes.get("/:connection", async (c) => {
    const { id } = await connectionOf(c.req.param("connection"));
    return c.json({
      restarts: await all(db, "SELECT id, requested_at FROM equipment_restarts WHERE connection_id = ? ORDER BY id", [
        id,
      ]),
    });
  });

  return routes;
}
