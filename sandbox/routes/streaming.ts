import { Hono, type Context } from "hono";
import type {
  StreamingCatalogue,
  StreamingExtra,
  StreamingPlan,
  StreamingSubscription,
  SubscriptionState,
} from "../../contract/streaming.ts";
import { ChangePlanRequest, ExtraRequest, SubscribeRequest } from "../../contract/streaming.ts";
import { recordActivity } from "../activity.ts";
import type { Sandbox, SandboxEnv } from "../context.ts";
import { all, insert, one, run } from "../db.ts";
import { ApiProblem, fieldProblem, idParam, readJson } from "../http.ts";
import { SESSION_EXPIRED, customerOfRequest, requireProof } from "../sessions.ts";

/**
 * The streaming add-on. The catalogue answers without a token too (the public
 * "Contratá DIRECTV GO" page shows it); every change needs the customer, in a verified
 * session (decision 097): they are paid plans.
 */

type PlanRow = Omit<StreamingPlan, "featured"> & { featured: number };
type SubscriptionRow = {
  id: number;
  plan_id: number;
  state: SubscriptionState;
  started_at: string;
  updated_at: string;
};

const toPlan = (row: PlanRow): StreamingPlan => ({ ...row, featured: row.featured === 1 });

export function streamingRoutes(sandbox: Sandbox) {
  const { db } = sandbox;
  const routes = new Hono<SandboxEnv>();

  /** The customer of a change: a token, and a verified one (kept for the change's activity entry). */
  async function requireCustomerId(c: Context<SandboxEnv>) {
    const customer = await customerOfRequest(sandbox, c.req.header("Authorization"));
    if (!customer) throw new ApiProblem(401, SESSION_EXPIRED);
    requireProof(customer);
    c.set("customer", customer);
    return customer.id;
  }

  const planName = async (id: number) => (await plans()).find((plan) => plan.id === id)?.name ?? "";
  const extraName = async (id: number) => (await extras()).find((extra) => extra.id === id)?.name ?? "";

  const plans = async () => (await all<PlanRow>(db, "SELECT * FROM streaming_plans ORDER BY price")).map(toPlan);
  const extras = () => all<StreamingExtra>(db, "SELECT * FROM streaming_extras ORDER BY price DESC");

  /** The customer's latest subscription; a stopped one still shows until they subscribe again. */
  async function subscriptionOf(customerId: number): Promise<StreamingSubscription | null> {
    const row = await one<SubscriptionRow>(
      db,
      "SELECT * FROM streaming_subscriptions WHERE customer_id = ? ORDER BY id DESC LIMIT 1",
      [customerId],
    );
    if (!row) return null;
    const plan = (await plans()).find((candidate) => candidate.id === row.plan_id)!;
    const chosen = await all<StreamingExtra>(
      db,
      `SELECT streaming_extras.* FROM streaming_extras JOIN streaming_subscription_extras ON extra_id = streaming_extras.id
       WHERE subscription_id = ? ORDER BY streaming_extras.id`,
      [row.id],
    );
    const monthly = plan.price + chosen.reduce((sum, extra) => sum + extra.price, 0);
    return {
      id: row.id,
      state: row.state,
      plan,
      extras: chosen,
      monthly_price: monthly,
      started_at: row.started_at,
      updated_at: row.updated_at,
    };
  }

  /** The subscription a change applies to, refused when it is in a state that forbids it. */
  async function liveSubscription(customerId: number, allowed: SubscriptionState[] = ["active", "paused"]) {
    const subscription = await subscriptionOf(customerId);
    if (!subscription || subscription.state === "stopped")
      throw new ApiProblem(404, "No tenés una suscripción a DIRECTV GO");
    if (!allowed.includes(subscription.state)) {
      throw new ApiProblem(
        409,
        subscription.state === "paused"
          ? "Tu suscripción está pausada. Activala primero."
          : "Tu suscripción ya está activa",
      );
    }
    return subscription;
  }

  const touch = (id: number, state?: SubscriptionState) =>
    run(db, "UPDATE streaming_subscriptions SET state = COALESCE(?, state), updated_at = ? WHERE id = ?", [
      state ?? null,
      sandbox.now().toISOString(),
      id,
    ]);

  async function checkExtras(ids: number[], field: string) {
    const known = new Set((await extras()).map((extra) => extra.id));
    const unknown = ids.find((id) => !known.has(id));
    if (unknown !== undefined) throw fieldProblem(field, "El adicional elegido no existe");
  }

  routes.get("/v2/services/dgo/plans", async (c) => {
    const customer = await customerOfRequest(sandbox, c.req.header("Authorization"));
    const catalogue: StreamingCatalogue = {
      plans: await plans(),
      extras: await extras(),
      subscription: customer ? await subscriptionOf(customer.id) : null,
    };
    return c.json(catalogue);
  });

  routes.post("/v2/services/dgo/subscribe", async (c) => {
    const customerId = await requireCustomerId(c);
    const { plan_id, extra_ids } = await readJson(c, SubscribeRequest);
    const current = await subscriptionOf(customerId);
    if (current && current.state !== "stopped") throw new ApiProblem(409, "Ya tenés una suscripción a DIRECTV GO");
    if (!(await plans()).some((plan) => plan.id === plan_id))
      throw fieldProblem("plan_id", "El plan elegido no existe");
    await checkExtras(extra_ids, "extra_ids");
    const at = sandbox.now().toISOString();
    const id = await insert(
      db,
      "INSERT INTO streaming_subscriptions (customer_id, plan_id, state, started_at, updated_at) VALUES (?, ?, 'active', ?, ?)",
      [customerId, plan_id, at, at],
    );
    for (const extraId of new Set(extra_ids)) {
      await run(db, "INSERT INTO streaming_subscription_extras (subscription_id, extra_id) VALUES (?, ?)", [
        id,
        extraId,
      ]);
    }
    await recordActivity(
      sandbox,
      c,
      "streaming_subscribed",
      `Suscripción a DIRECTV GO, plan ${await planName(plan_id)}`,
    );
    return c.json(await subscriptionOf(customerId), 201);
  });

  routes.post("/v2/services/dgo/stop-subscription", async (c) => {
    const customerId = await requireCustomerId(c);
    const subscription = await liveSubscription(customerId);
    await touch(subscription.id, "stopped");
    await recordActivity(sandbox, c, "streaming_stopped", "Suscripción a DIRECTV GO dada de baja");
    return c.json(await subscriptionOf(customerId));
  });

  routes.put("/v2/services/dgo/change-plan", async (c) => {
    const customerId = await requireCustomerId(c);
    const { plan_id } = await readJson(c, ChangePlanRequest);
    const subscription = await liveSubscription(customerId, ["active"]);
    if (!(await plans()).some((plan) => plan.id === plan_id))
      throw fieldProblem("plan_id", "El plan elegido no existe");
    if (subscription.plan.id === plan_id) throw fieldProblem("plan_id", "Ya tenés ese plan", 409);
    await run(db, "UPDATE streaming_subscriptions SET plan_id = ? WHERE id = ?", [plan_id, subscription.id]);
    await touch(subscription.id);
    await recordActivity(
      sandbox,
      c,
      "streaming_plan_changed",
      `Plan de DIRECTV GO cambiado a ${await planName(plan_id)}`,
    );
    return c.json(await subscriptionOf(customerId));
  });

  routes.post("/v2/services/dgo/extras", async (c) => {
    const customerId = await requireCustomerId(c);
    const { extra_id } = await readJson(c, ExtraRequest);
    const subscription = await liveSubscription(customerId, ["active"]);
    await checkExtras([extra_id], "extra_id");
    if (subscription.extras.some((extra) => extra.id === extra_id))
      throw fieldProblem("extra_id", "Ya tenés ese adicional", 409);
    await run(db, "INSERT INTO streaming_subscription_extras (subscription_id, extra_id) VALUES (?, ?)", [
      subscription.id,
      extra_id,
    ]);
    await touch(subscription.id);
    await recordActivity(
      sandbox,
      c,
      "streaming_extra_added",
      `Adicional de DIRECTV GO agregado: ${await extraName(extra_id)}`,
    );
    return c.json(await subscriptionOf(customerId));
  });

  routes.delete("/v2/services/dgo/extras/unsubscribe", async (c) => {
    const customerId = await requireCustomerId(c);
    const { extra_id } = await readJson(c, ExtraRequest);
    const subscription = await liveSubscription(customerId);
    if (!subscription.extras.some((extra) => extra.id === extra_id))
      throw fieldProblem("extra_id", "No tenés ese adicional", 404);
    await run(db, "DELETE FROM streaming_subscription_extras WHERE subscription_id = ? AND extra_id = ?", [
      subscription.id,
      extra_id,
    ]);
    await touch(subscription.id);
    await recordActivity(
      sandbox,
      c,
      "streaming_extra_removed",
      `Adicional de DIRECTV GO quitado: ${await extraName(extra_id)}`,
    );
    return c.json(await subscriptionOf(customerId));
  });

  for (const [action, from, to] of [
    ["pause", "active", "paused"],
    ["activate", "paused", "active"],
  ] as const) {
    routes.post(`/v3/services/dgo/subscriptions/:id/${action}`, async (c) => {
      const customerId = await requireCustomerId(c);
      const subscription = await subscriptionOf(customerId);
      if (!subscription || subscription.id !== idParam(c, "id", "La suscripción"))
        throw new ApiProblem(404, "La suscripción no existe");
      if (subscription.state !== from) {
        throw new ApiProblem(
          409,
          to === "paused"
            ? "Solo se puede pausar una suscripción activa"
            : "Solo se puede activar una suscripción pausada",
        );
      }
      await touch(subscription.id, to);
      await recordActivity(
        sandbox,
        c,
        to === "paused" ? "streaming_paused" : "streaming_activated",
        to === "paused" ? "Suscripción a DIRECTV GO pausada" : "Suscripción a DIRECTV GO activada de nuevo",
      );
      return c.json(await subscriptionOf(customerId));
    });
  }

  return routes;
}
