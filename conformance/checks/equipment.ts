import { isDeepStrictEqual } from "node:util";
import type { Equipment } from "../../contract/equipment.ts";
import { operations } from "../../contract/operations.ts";
import { isRetryAfter } from "../answers.ts";
import type { Answer } from "../api.ts";
import { expectReason, expectStatus, expectThat, needs, replayed, succeeded } from "../expect.ts";
import { newKey } from "../fixtures.ts";
import type { Kit } from "../kit.ts";
import { NotTested } from "../results.ts";
import { read } from "./support.ts";

/**
 * The equipment and its remote restart (decision 102): a restart is never sent twice. The
 * first ask restarts it (202, restarting); any ask while that one runs answers the same
 * restart; within ten minutes of it, 409 `restart_too_soon` with `Retry-After`. So a run
 * soon after another meets the refusal, which is as much the contract as the restart.
 */

/** A restart asked: 202 with the one in progress, or 409 too soon saying when. Answers the restart's id, or null when refused. */
function restartAnswer(answer: Answer<typeof operations.restartEquipment>): number | null {
  if (answer.status === 409) {
    expectReason(answer, "restart_too_soon");
    expectThat(
      isRetryAfter(answer.headers.get("retry-after")),
      `${answer.request} answered 409 restart_too_soon without Retry-After in seconds`,
    );
    return null;
  }
  const equipment: Equipment = succeeded(answer);
  expectThat(
    equipment.state === "restarting" && equipment.last_restart?.state === "in_progress",
    `a restart answered 202 with the equipment ${equipment.state}, its restart ${equipment.last_restart?.state}`,
  );
  return equipment.last_restart.id;
}

export async function equipmentChecks(kit: Kit) {
  const { api, sessions } = kit;

  const online = async () => {
    const session = await sessions.of("equipment_online");
    const wanted = kit.account("equipment_online").connection;
    for (const connection of await read(kit, operations.listConnections, { token: session.token })) {
      if (wanted && connection.number !== wanted) continue;
      const equipment = await api.call(operations.getEquipment, {
        token: session.token,
        params: { id: connection.id },
      });
      const state = (equipment.body as Equipment | undefined)?.state;
      if (equipment.status === 200 && (state === "online" || state === "restarting"))
        return { session, connectionId: connection.id };
    }
    throw new NotTested("the equipment_online account has no connection whose equipment is online", "equipment_online");
  };

  await kit.check(operations.getEquipment, "answers", async () => {
    const { session, connectionId } = await online();
    succeeded(await api.call(operations.getEquipment, { token: session.token, params: { id: connectionId } }));
  });

  await kit.check(operations.getEquipment, "ownership", async () => {
    const { session, connectionId } = await online();
    const other = await sessions.of("overdue_invoice");
    if (other.info.id === session.info.id)
      throw new NotTested("overdue_invoice and equipment_online name the same customer", "overdue_invoice");
    expectStatus(await api.call(operations.getEquipment, { token: other.token, params: { id: connectionId } }), 404);
  });

  const verifiedOnline = async () => {
    const found = await online();
    if (!found.session.verified)
      throw new NotTested(
        "the equipment_online account has no password: a restart needs a proved session",
        "equipment_online",
      );
    return found;
  };

  const first = await kit.check(operations.restartEquipment, "idempotency", async () => {
    const { session, connectionId } = await verifiedOnline();
    const request = { token: session.token, params: { id: connectionId }, idempotencyKey: newKey() };
    const asked = await api.call(operations.restartEquipment, request);
    const again = await api.call(operations.restartEquipment, request);
    expectThat(
      replayed(again) && again.status === asked.status && isDeepStrictEqual(again.body, asked.body),
      `the same restart sent twice with one key answered ${asked.status}, then ${again.status}${replayed(again) ? "" : ", not replayed"}`,
    );
    return restartAnswer(asked);
  });

  await kit.check(operations.restartEquipment, "once", async () => {
    const { session, connectionId } = await verifiedOnline();
    const answer = await api.call(operations.restartEquipment, {
      token: session.token,
      params: { id: connectionId },
      idempotencyKey: newKey(),
    });
    const restart = restartAnswer(answer);
    // Asked again while it runs: the same restart, never a second one.
    if (first && restart !== null)
      expectThat(restart === first, `asked again, the equipment restarted anew: restart ${restart} after ${first}`);
  });

  await kit.check(operations.restartEquipment, "ownership", async () => {
    const { session } = await verifiedOnline();
    const other = await sessions.of("overdue_invoice");
    if (other.info.id === session.info.id)
      throw new NotTested("overdue_invoice and equipment_online name the same customer", "overdue_invoice");
    const [theirs] = await read(kit, operations.listConnections, { token: other.token });
    const id = needs(theirs, "the overdue_invoice account has no connection").id;
    expectStatus(
      await api.call(operations.restartEquipment, { token: session.token, params: { id }, idempotencyKey: newKey() }),
      404,
    );
  });
}
