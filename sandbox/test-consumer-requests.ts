import { Hono } from "hono";
import { z } from "zod";
import { IsoDate } from "../contract/common.ts";
import type { Sandbox } from "./context.ts";
import { all, one, run } from "./db.ts";
import { addDays } from "./dates.ts";
import { ApiProblem, parseWith, readJson } from "./http.ts";
import { argentinaDay, toConsumerRequest, type ConsumerRequestRow } from "./routes/consumer-requests.ts";
import { newId } from "./secrets.ts";

/**
 * `/__faults/consumer-requests` (fault switch only): the provider's side of cancellations
 * and withdrawals, which the API does not offer: an application made some days ago (to
 * withdraw from, inside or outside the 10 days), a request processed or rejected, and the
 * rows stored (to check that a form sent twice made one request), each with the holder its
 * confirmation codes go to (never the code itself: only its hash is kept).
 */

const TestApplication = z.object({
  identification: z.string().regex(/^(\d{7,8}|\d{11})$/),
  days_ago: z.number().int().min(0).max(400).default(0),
});

const Outcome = z.discriminatedUnion("status", [
  z.object({ status: z.literal("processed"), ends_on: IsoDate.optional() }),
  z.object({ status: z.literal("rejected"), reason: z.string().trim().min(1).max(500) }),
]);

export function testConsumerRequestRoutes(sandbox: Sandbox) {
  const { db } = sandbox;
  const routes = new Hono();

  routes.post("/applications", async (c) => {
    const { identification, days_ago } = await readJson(c, TestApplication);
    const createdAt = addDays(sandbox.now(), -days_ago).toISOString();
    const plan = await one<{ id: number }>(db, "SELECT id FROM plans ORDER BY id LIMIT 1");
    const locality = await one<{ id: number }>(db, "SELECT id FROM localities ORDER BY id LIMIT 1");
    const payload = {
      plan_id: plan!.id,
      localidad_id: locality!.id,
      applicant: { kind: "person", identification, nombre: "Prueba" },
    };
    const inserted = await one<{ id: number; number: string }>(
      db,
      `INSERT INTO applications (id, number, request_id, plan_id, status, payload, created_at)
       SELECT next.id, printf('SOL-%s-%06d', ?1, next.id), ?2, ?3, 'received', ?4, ?5
       FROM (SELECT COALESCE(MAX(id), 0) + 1 AS id FROM applications) AS next WHERE true RETURNING id, number`,
      [createdAt.slice(0, 4), newId(16), plan!.id, JSON.stringify(payload), createdAt],
    );
    return c.json({ ...inserted!, created_at: createdAt, contract_date: argentinaDay(new Date(createdAt)) }, 201);
  });

  routes.post("/:code/outcome", async (c) => {
    const outcome = await readJson(c, Outcome);
    const code = c.req.param("code");
    const at = sandbox.now();
    const changed = await run(
      db,
      "UPDATE consumer_requests SET status = ?, ends_on = ?, rejection_reason = ?, updated_at = ? WHERE code = ?",
      [
        outcome.status,
        outcome.status === "processed" ? (outcome.ends_on ?? argentinaDay(at)) : null,
        outcome.status === "rejected" ? outcome.reason : null,
        at.toISOString(),
        code,
      ],
    );
    if (!changed) throw new ApiProblem(404, "La solicitud no existe");
    const row = await one<ConsumerRequestRow>(db, "SELECT * FROM consumer_requests WHERE code = ?", [code]);
    return c.json(toConsumerRequest(row!));
  });

  routes.get("/", async (c) => {
    const { identification } = parseWith(z.object({ identification: z.string().optional() }), c.req.query());
    const rows = await all<ConsumerRequestRow & { holder_id: number | null }>(
      db,
      `SELECT requests.*, codes.holder_id FROM consumer_requests AS requests
       LEFT JOIN consumer_request_codes AS codes ON codes.request_id = requests.id
       WHERE ?1 IS NULL OR requests.identification = ?1 ORDER BY requests.id`,
      [identification ?? null],
    );
    return c.json({ requests: rows });
  });

  return routes;
}
