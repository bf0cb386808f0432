import { operations } from "../../contract/operations.ts";
import type { PromiseRefusal } from "../../contract/payment-promise.ts";
import { expectReason, expectStatus, expectThat, replayed, succeeded } from "../expect.ts";
import { newKey } from "../fixtures.ts";
import type { Kit } from "../kit.ts";
import { NotTested } from "../results.ts";
import type { Session } from "../sessions.ts";
import { read } from "./support.ts";

/**
 * The promise to pay (decision 119): the API decides, and what it says it would do is what
 * it does. Where `GET` offers a promise, `POST` gives one, once for a form sent twice, and a
 * suspended line comes back; where `GET` refuses, `POST` refuses with the same `reason`.
 * The suspended line's promise is the account's for the month: a later run finds it given
 * and checks the refusal instead.
 */

const REFUSAL_STATUS: Record<PromiseRefusal, number> = {
  already_active: 409,
  already_used_this_period: 409,
  no_overdue: 422,
  debt_too_high: 422,
};

async function askAsOffered(kit: Kit, session: Session) {
  const { api } = kit;
  const state = succeeded(await api.call(operations.getPaymentPromise, { token: session.token }));
  if (state.status === "not_eligible") {
    const refused = await api.call(operations.askPaymentPromise, {
      token: session.token,
      json: {},
      idempotencyKey: newKey(),
    });
    expectStatus(refused, REFUSAL_STATUS[state.reason]);
    expectReason(refused, state.reason);
    return undefined;
  }
  const key = newKey();
  const promise = succeeded(
    await api.call(operations.askPaymentPromise, { token: session.token, json: {}, idempotencyKey: key }),
  );
  const offered = state.offer.invoices
    .map((invoice) => invoice.id)
    .sort()
    .join();
  expectThat(
    promise.invoice_ids.slice().sort().join() === offered && promise.reconnected === state.offer.reconnects,
    `the promise given covers ${promise.invoice_ids} (reconnected ${promise.reconnected}); the offer said ${offered} (reconnects ${state.offer.reconnects})`,
  );
  return { promise, key, reconnects: state.offer.reconnects };
}

export async function paymentPromiseChecks(kit: Kit) {
  const { api, sessions } = kit;
  let given: Awaited<ReturnType<typeof askAsOffered>>;

  await kit.check(operations.askPaymentPromise, "as_offered", async () => {
    given = await askAsOffered(kit, await sessions.of("suspended_line"));
    // Everything paid: nothing to promise, and it says so.
    await askAsOffered(kit, await sessions.verified());
  });

  await kit.check(operations.askPaymentPromise, "idempotency", async () => {
    kit.account("suspended_line");
    if (!given) throw new NotTested("the suspended_line account's promise was given before this run");
    const { token } = await sessions.of("suspended_line");
    const again = await api.call(operations.askPaymentPromise, { token, json: {}, idempotencyKey: given.key });
    expectThat(
      replayed(again) && succeeded(again).id === given.promise.id,
      `the same ask sent twice with one key answered ${again.status}${replayed(again) ? "" : ", not replayed"}`,
    );
    const twice = await api.call(operations.askPaymentPromise, { token, json: {}, idempotencyKey: newKey() });
    expectStatus(twice, 409);
    expectReason(twice, "already_active");
  });

  await kit.check(operations.askPaymentPromise, "reconnects", async () => {
    const session = await sessions.of("suspended_line");
    const connections = await read(kit, operations.listConnections, { token: session.token });
    if (!given) {
      const { current } = await read(kit, operations.getPaymentPromise, { token: session.token });
      if (current?.reconnected) return;
      expectThat(
        connections.some((connection) => connection.status === "suspended"),
        "the suspended_line account has no suspended line, and no promise reconnected one",
      );
      throw new NotTested(
        "the suspended_line account's promise was refused: nothing was reconnected",
        "suspended_line",
      );
    }
    expectThat(given.reconnects, "the suspended_line account's offer does not say it reconnects the line");
    const still = connections.filter((connection) => connection.status === "suspended");
    expectThat(
      still.length === 0,
      `after the promise, connection ${still.map((connection) => connection.id)} is still suspended`,
    );
  });
}
