import { operations } from "../../contract/operations.ts";
import { expectStatus, expectThat, needs, succeeded } from "../expect.ts";
import { RETURN_URL, newKey } from "../fixtures.ts";
import type { Kit } from "../kit.ts";
import { NotTested } from "../results.ts";
import { read } from "./support.ts";

/**
 * The automatic debit, on the password account's active one, changing nothing: its update
 * with the services it already pays, a second request refused while one is active (409),
 * and another customer's service refused without touching it.
 */

export async function automaticDebitChecks(kit: Kit) {
  const { api, sessions } = kit;

  const active = async () => {
    const session = await sessions.verified();
    const { debit_subscription: debit } = await read(kit, operations.getCustomerInfo, { token: session.token });
    if (debit?.status !== "active")
      throw new NotTested("the password account has no active automatic debit", "password");
    return { token: session.token, debit };
  };

  await kit.check(operations.updateAutomaticDebit, "answers", async () => {
    const { token, debit } = await active();
    const updated = succeeded(
      await api.call(operations.updateAutomaticDebit, {
        token,
        json: { services: debit.services },
        idempotencyKey: newKey(),
      }),
    );
    expectThat(
      updated.status === "active" && updated.services.join() === debit.services.join(),
      `updating the debit with its own services answered ${JSON.stringify(updated)}`,
    );
  });

  await kit.check(operations.requestAutomaticDebit, "conflict", async () => {
    const { token, debit } = await active();
    expectStatus(
      await api.call(operations.requestAutomaticDebit, {
        token,
        json: { services: debit.services, return_url: RETURN_URL },
        idempotencyKey: newKey(),
      }),
      409,
    );
  });

  await kit.check(operations.updateAutomaticDebit, "ownership", async () => {
    const { token, debit } = await active();
    const { owner } = await sessions.pair();
    const [connection] = await read(kit, operations.listConnections, { token: owner.token });
    const service = needs(connection?.services[0], "the overdue_invoice account has no service").id;
    expectStatus(
      await api.call(operations.updateAutomaticDebit, {
        token,
        json: { services: [service] },
        idempotencyKey: newKey(),
      }),
      400,
    );
    const after = (await read(kit, operations.getCustomerInfo, { token })).debit_subscription;
    expectThat(
      after?.services.join() === debit.services.join(),
      `the debit now pays services ${after?.services}, not ${debit.services}`,
    );
  });
}
