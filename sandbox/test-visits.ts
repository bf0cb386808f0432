import { Hono } from "hono";
import { z } from "zod";
import { VisitSlot, VisitState } from "../contract/visits.ts";
import type { Sandbox } from "./context.ts";
import { one, run } from "./db.ts";
import { ApiProblem, readJson } from "./http.ts";
import { WINDOW_CAPACITY, upcomingWindows } from "./visit-windows.ts";
import { argentinaDay } from "./dates.ts";

/**
 * `/__faults/visits/...` (fault switch only): the provider's side of technician visits,
 * which the API does not offer its customers, so tests reach every state: a claim that needs
 * a visit, a visit's state (the technician on the way, done), and a window filled by the
 * provider's other customers (the place the customer wanted is lost meanwhile).
 */

const StateRequest = z.object({ state: VisitState });
const RequireRequest = z.object({ required: z.boolean().default(true) });
const TakeRequest = z.object({ slot_id: VisitSlot.shape.id });

export function testVisitRoutes(sandbox: Sandbox) {
  const { db } = sandbox;
  const routes = new Hono();

  const claim = async (number: string) => {
    const found = await one<{ id: number; locality_id: number | null }>(
      db,
      "SELECT tickets.id, connections.locality_id FROM tickets LEFT JOIN connections ON connections.id = tickets.connection_id WHERE tickets.number = ?",
      [number],
    );
    if (!found) throw new ApiProblem(404, "El reclamo no existe");
    return found;
  };

  routes.post("/:number/require", async (c) => {
    const { id } = await claim(c.req.param("number"));
    const { required } = await readJson(c, RequireRequest);
    await run(db, "UPDATE tickets SET visit_required = ? WHERE id = ?", [required ? 1 : 0, id]);
    return c.json({ id, visit_required: required });
  });

  routes.post("/:number/state", async (c) => {
    const { id } = await claim(c.req.param("number"));
    const { state } = await readJson(c, StateRequest);
    if (
      !(await run(db, "UPDATE visits SET state = ?, updated_at = ? WHERE ticket_id = ?", [
        state,
        sandbox.now().toISOString(),
        id,
      ]))
    ) {
      throw new ApiProblem(404, "El reclamo no tiene visita");
    }
    return c.json({ id, state });
  });

  // Another customer takes every place left in the window, in the claim's locality.
  routes.post("/:number/take", async (c) => {
    const { locality_id } = await claim(c.req.param("number"));
    const { slot_id } = await readJson(c, TakeRequest);
    const window = upcomingWindows(argentinaDay(sandbox.now())).find((candidate) => candidate.id === slot_id);
    if (!window || locality_id === null) throw new ApiProblem(422, "Ese horario no es de los próximos días hábiles");
    await run(
      db,
      `INSERT INTO visit_window_holds (locality_id, date, start, taken) VALUES (?, ?, ?, ?)
       ON CONFLICT (locality_id, date, start) DO UPDATE SET taken = excluded.taken`,
      [locality_id, window.date, window.start, WINDOW_CAPACITY],
    );
    return c.json({ slot_id, taken: WINDOW_CAPACITY });
  });

  return routes;
}
