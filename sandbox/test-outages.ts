import { Hono } from "hono";
import { z } from "zod";
import type { Sandbox } from "./context.ts";
import { ApiProblem, idParam, readJson } from "./http.ts";
import { createOutage, findOutage, resolveOutage, updateOutage } from "./outages.ts";

/**
 * `/__faults/outages` (fault switch only): the provider's operators' side of an outage, so
 * tests can start one in a locality, update it and resolve it. Tests start theirs where no
 * other test's customers live (test customers choose their locality: `/__faults/customers`).
 */

const minutesFromNow = (sandbox: Sandbox, minutes: number) =>
  new Date(sandbox.now().getTime() + minutes * 60_000).toISOString();

const CreateRequest = z.object({
  localities: z.array(z.string().trim().min(1).max(80)).min(1).max(10),
  area: z.string().trim().min(1).max(200).nullable().default(null),
  services: z
    .array(z.enum(["internet", "tv"]))
    .min(1)
    .default(["internet"]),
  cause: z.string().trim().min(1).max(300).default("Estamos investigando la causa."),
  state: z.enum(["investigating", "repairing"]).default("investigating"),
  started_minutes_ago: z
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 7)
    .default(30),
  /** null: nobody can say yet. */
  estimated_end_in_minutes: z
    .number()
    .int()
    .min(-60 * 24)
    .max(60 * 24 * 7)
    .nullable()
    .default(null),
  message: z.string().trim().min(1).max(500).optional(),
});

const UpdateRequest = z.object({
  state: z.enum(["investigating", "repairing"]).optional(),
  cause: z.string().trim().min(1).max(300).optional(),
  estimated_end_in_minutes: z
    .number()
    .int()
    .min(-60 * 24)
    .max(60 * 24 * 7)
    .nullable()
    .optional(),
  message: z.string().trim().min(1).max(500),
});

const ResolveRequest = z.object({ message: z.string().trim().min(1).max(500).optional() });

export function testOutageRoutes(sandbox: Sandbox) {
  const { db } = sandbox;
  const routes = new Hono();
  const answer = async (id: number) => {
    const outage = await findOutage(db, id);
    if (!outage) throw new ApiProblem(404, "El corte no existe");
    return outage;
  };

  routes.post("/", async (c) => {
    const wanted = await readJson(c, CreateRequest);
    const id = await createOutage(db, {
      localities: wanted.localities,
      area: wanted.area,
      services: wanted.services,
      cause: wanted.cause,
      state: wanted.state,
      started_at: minutesFromNow(sandbox, -wanted.started_minutes_ago),
      estimated_end:
        wanted.estimated_end_in_minutes === null ? null : minutesFromNow(sandbox, wanted.estimated_end_in_minutes),
      message: wanted.message,
    });
    return c.json(await answer(id), 201);
  });

  routes.post("/:id/updates", async (c) => {
    const id = idParam(c, "id", "El corte");
    const { estimated_end_in_minutes, ...update } = await readJson(c, UpdateRequest);
    const estimated_end =
      estimated_end_in_minutes === undefined
        ? undefined
        : estimated_end_in_minutes === null
          ? null
          : minutesFromNow(sandbox, estimated_end_in_minutes);
    if ((await answer(id)).state === "resolved") throw new ApiProblem(409, "El corte ya terminó");
    await updateOutage(db, id, sandbox.now(), { ...update, estimated_end });
    return c.json(await answer(id));
  });

  routes.post("/:id/resolve", async (c) => {
    const id = idParam(c, "id", "El corte");
    const { message } = await readJson(c, ResolveRequest);
    await answer(id);
    await resolveOutage(sandbox, id, message);
    return c.json(await answer(id));
  });

  return routes;
}
