import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StreamingCatalogue, StreamingSubscription } from "../../contract/streaming";
import { startTestSandbox } from "./harness";

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
const call = (...args: Parameters<typeof sandbox.client.call>) => sandbox.client.call(...args);

describe("streaming", () => {
  it("shows the catalogue to anyone, and the subscription to its customer", async () => {
    const anonymous = StreamingCatalogue.parse((await call("GET", "/v2/services/dgo/plans")).body);
    expect(anonymous.plans.length).toBeGreaterThanOrEqual(2);
    expect(anonymous.extras.length).toBeGreaterThanOrEqual(2);
    expect(anonymous.subscription).toBeNull();
    const maria = await sandbox.client.login("27222333", "Portal2026");
    const own = StreamingCatalogue.parse((await call("GET", "/v2/services/dgo/plans", { token: maria })).body);
    expect(own.subscription?.state).toBe("active");
    expect(own.subscription?.extras).toHaveLength(1);
    expect(own.subscription?.monthly_price).toBe(own.subscription!.plan.price + own.subscription!.extras[0]!.price);
    expect((await call("GET", "/v2/services/dgo/plans", { token: "expired" })).status).toBe(401);
  });

  it("subscribes, changes plan, adds and removes extras, pauses, activates and stops", async () => {
    const token = await sandbox.client.loginProved("20304050");
    expect((await call("POST", "/v2/services/dgo/subscribe", { json: { plan_id: 1 } })).status).toBe(401);
    const invalid = await call("POST", "/v2/services/dgo/subscribe", { token, json: {} });
    expect(invalid.body.errors.plan_id).toEqual(["Este campo es obligatorio"]);

    const created = await call("POST", "/v2/services/dgo/subscribe", { token, json: { plan_id: 1, extra_ids: [2] } });
    expect(created.status).toBe(201);
    const subscription = StreamingSubscription.parse(created.body);
    expect(subscription).toMatchObject({ state: "active", plan: { id: 1 }, extras: [{ id: 2 }] });
    expect((await call("POST", "/v2/services/dgo/subscribe", { token, json: { plan_id: 2 } })).status).toBe(409);

    expect((await call("PUT", "/v2/services/dgo/change-plan", { token, json: { plan_id: 3 } })).body.plan.id).toBe(3);
    expect(
      (await call("POST", "/v2/services/dgo/extras", { token, json: { extra_id: 1 } })).body.extras.map(
        (extra: { id: number }) => extra.id,
      ),
    ).toEqual([1, 2]);
    expect((await call("POST", "/v2/services/dgo/extras", { token, json: { extra_id: 1 } })).status).toBe(409);
    expect(
      (await call("DELETE", "/v2/services/dgo/extras/unsubscribe", { token, json: { extra_id: 2 } })).body.extras,
    ).toHaveLength(1);
    expect((await call("DELETE", "/v2/services/dgo/extras/unsubscribe", { token, json: { extra_id: 2 } })).status).toBe(
      404,
    );

    const paused = await call("POST", `/v3/services/dgo/subscriptions/${subscription.id}/pause`, { token });
    expect(paused.body.state).toBe("paused");
    expect((await call("POST", `/v3/services/dgo/subscriptions/${subscription.id}/pause`, { token })).status).toBe(409);
    expect((await call("PUT", "/v2/services/dgo/change-plan", { token, json: { plan_id: 2 } })).status).toBe(409);
    expect(
      (await call("POST", `/v3/services/dgo/subscriptions/${subscription.id}/activate`, { token })).body.state,
    ).toBe("active");

    const stopped = await call("POST", "/v2/services/dgo/stop-subscription", { token });
    expect(stopped.body.state).toBe("stopped");
    expect((await call("POST", "/v2/services/dgo/stop-subscription", { token })).status).toBe(404);
    // Stopped is not the end: the customer may subscribe again.
    expect((await call("POST", "/v2/services/dgo/subscribe", { token, json: { plan_id: 2 } })).status).toBe(201);
  });

  it("does not let a customer pause someone else's subscription", async () => {
    const maria = await sandbox.client.login("27222333", "Portal2026");
    const own = StreamingCatalogue.parse((await call("GET", "/v2/services/dgo/plans", { token: maria })).body);
    const company = await sandbox.client.loginProved("30712345671");
    expect(
      (await call("POST", `/v3/services/dgo/subscriptions/${own.subscription!.id}/pause`, { token: company })).status,
    ).toBe(404);
  });
});
