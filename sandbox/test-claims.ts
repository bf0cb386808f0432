import { Hono } from "hono";
import { z } from "zod";
import type { Sandbox } from "./context.ts";
import { one, run } from "./db.ts";
import { ApiProblem, readJson } from "./http.ts";

/**
 * `POST /__faults/claims/{number}/agent` (fault switch only): the provider's side of a
 * claim, which the API does not offer its customers: an agent's answer, and the claim
 * moved to a state (e.g. closed), so tests can follow a claim to its rating.
 */

const AgentRequest = z.object({
  message: z.string().trim().min(1).max(2000).optional(),
  status: z.enum(["open", "in_progress", "closed"]).optional(),
});

export function testClaimRoutes(sandbox: Sandbox) {
  const { db } = sandbox;
  const routes = new Hono();

  routes.post("/:number/agent", async (c) => {
    const ticket = await one<{ id: number }>(db, "SELECT id FROM tickets WHERE number = ?", [c.req.param("number")]);
    if (!ticket) throw new ApiProblem(404, "El reclamo no existe");
    const { message, status } = await readJson(c, AgentRequest);
    const at = sandbox.now().toISOString();
    if (message) {
      await run(db, "INSERT INTO ticket_messages (ticket_id, author, body, created_at) VALUES (?, 'agent', ?, ?)", [
        ticket.id,
        message,
        at,
      ]);
    }
    if (status) await run(db, "UPDATE tickets SET status = ? WHERE id = ?", [status, ticket.id]);
    await run(db, "UPDATE tickets SET updated_at = ? WHERE id = ?", [at, ticket.id]);
    return c.json({ id: ticket.id, status: status ?? null });
  });

  return routes;
}
