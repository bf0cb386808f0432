import { operations } from "../../contract/operations.ts";
import { expectStatus, expectThat, replayed, succeeded } from "../expect.ts";
import { newKey } from "../fixtures.ts";
import type { Kit } from "../kit.ts";
import { NotTested } from "../results.ts";
import { answers, read } from "./support.ts";

/**
 * The streaming add-on, on the password account's active subscription, left as it was
 * found: what it may not do while active (subscribe again, change to its own plan, add an
 * extra it has: 409), a pause once for a form sent twice, a second pause refused, and back.
 */

export async function streamingChecks(kit: Kit) {
  const { api, sessions } = kit;
  await answers(kit, operations.listStreamingBanners);

  await kit.check(operations.getStreamingCatalogue, "anonymous", async () => {
    const catalogue = succeeded(await api.call(operations.getStreamingCatalogue));
    expectThat(catalogue.subscription === null, "without a token the catalogue answers someone's subscription");
  });

  const active = async () => {
    const { token } = await sessions.verified();
    const { subscription } = await read(kit, operations.getStreamingCatalogue, { token });
    if (subscription?.state !== "active")
      throw new NotTested("the password account has no active streaming subscription", "password");
    return { token, subscription };
  };

  await kit.check(operations.subscribeToStreaming, "conflict", async () => {
    const { token, subscription } = await active();
    expectStatus(
      await api.call(operations.subscribeToStreaming, {
        token,
        json: { plan_id: subscription.plan.id, extra_ids: [] },
        idempotencyKey: newKey(),
      }),
      409,
    );
  });

  await kit.check(operations.changeStreamingPlan, "conflict", async () => {
    const { token, subscription } = await active();
    expectStatus(
      await api.call(operations.changeStreamingPlan, {
        token,
        json: { plan_id: subscription.plan.id },
        idempotencyKey: newKey(),
      }),
      409,
    );
  });

  await kit.check(operations.addStreamingExtra, "conflict", async () => {
    const { token, subscription } = await active();
    const [extra] = subscription.extras;
    if (!extra) throw new NotTested("the password account's subscription has no extra", "password");
    expectStatus(
      await api.call(operations.addStreamingExtra, { token, json: { extra_id: extra.id }, idempotencyKey: newKey() }),
      409,
    );
  });

  await kit.check(operations.pauseStreaming, "idempotency", async () => {
    const { token, subscription } = await active();
    const key = newKey();
    const first = succeeded(
      await api.call(operations.pauseStreaming, { token, params: { id: subscription.id }, idempotencyKey: key }),
    );
    expectThat(first.state === "paused", `pausing left the subscription ${first.state}`);
    const again = await api.call(operations.pauseStreaming, {
      token,
      params: { id: subscription.id },
      idempotencyKey: key,
    });
    expectThat(
      replayed(again) && again.status === 200,
      `the same pause sent twice with one key answered ${again.status}${replayed(again) ? "" : ", not replayed"}`,
    );
  });

  // Whatever became of the pause's check, a paused subscription is made active again.
  const paused = async () => {
    const { token } = await sessions.verified();
    const { subscription } = await read(kit, operations.getStreamingCatalogue, { token });
    if (subscription?.state !== "paused") throw new NotTested("blocked: pauseStreaming.idempotency paused nothing");
    return { token, id: subscription.id };
  };

  await kit.check(operations.pauseStreaming, "conflict", async () => {
    const { token, id } = await paused();
    expectStatus(await api.call(operations.pauseStreaming, { token, params: { id }, idempotencyKey: newKey() }), 409);
  });

  await kit.check(operations.activateStreaming, "answers", async () => {
    const { token, id } = await paused();
    const back = succeeded(
      await api.call(operations.activateStreaming, { token, params: { id }, idempotencyKey: newKey() }),
    );
    expectThat(back.state === "active", `activating left the subscription ${back.state}`);
  });

  await kit.check(operations.activateStreaming, "conflict", async () => {
    const { token, subscription } = await active();
    expectStatus(
      await api.call(operations.activateStreaming, {
        token,
        params: { id: subscription.id },
        idempotencyKey: newKey(),
      }),
      409,
    );
  });
}
