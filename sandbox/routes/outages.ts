import { Hono } from "hono";
import { recordActivity } from "../activity.ts";
import type { Sandbox, SandboxEnv } from "../context.ts";
import { run } from "../db.ts";
import { ApiProblem, idParam, notFound } from "../http.ts";
import { customerOutages, listOutages } from "../outages.ts";

export { outageForConnection } from "../outages.ts";

/** Outages by area (decision 101): `GET /p/outages` for anyone, and the customer's own. */

export function publicOutageRoutes(sandbox: Sandbox) {
  const routes = new Hono();
  routes.get("/outages", async (c) => c.json(await listOutages(sandbox.db, sandbox.now())));
  return routes;
}

/** Mounted under `/v2/customers/current`. */
export function customerOutageRoutes(sandbox: Sandbox) {
  const { db } = sandbox;
  const routes = new Hono<SandboxEnv>();

  routes.get("/outages", async (c) => c.json(await customerOutages(db, c.get("customer").id, sandbox.now())));

  // Asking twice is asking once; an outage elsewhere is not this customer's to follow.
  routes.post("/outages/:id/notify", async (c) => {
    const customerId = c.get("customer").id;
    const id = idParam(c, "id", "El corte");
    const [outage] = await customerOutages(db, customerId, sandbox.now(), id);
    if (!outage) throw notFound("El corte");
    if (outage.state === "resolved") {
      throw new ApiProblem(409, "Ese corte ya terminó: el servicio volvió.", undefined, undefined, "outage_resolved");
    }
    const asked = await run(
      db,
      "INSERT OR IGNORE INTO outage_subscriptions (outage_id, customer_id, created_at) VALUES (?, ?, ?)",
      [id, customerId, sandbox.now().toISOString()],
    );
    if (asked)
      await recordActivity(
        sandbox,
        c,
        "outage_notice_asked",
        `Aviso pedido para cuando termine el corte de ${outage.localities.join(", ")}`,
      );
    return c.json({ ...outage, notify: true });
  });

  return routes;
}
