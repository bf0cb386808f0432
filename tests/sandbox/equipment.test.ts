import { describe, expect, it } from "vitest";
import { ConnectionList } from "../../contract/customer";
import { Equipment } from "../../contract/equipment";
import { clockedSandbox } from "./harness";

/**
 * A connection's equipment and its remote restart (decision 102), as the API enforces them:
 * another customer's connection is a 404, a restart needs a proved session, one per 10
 * minutes, one in progress is answered and not sent again, an offline equipment cannot be
 * restarted, and an Idempotency-Key replays the first answer. The clock is the sandbox's.
 */

const running = clockedSandbox();
const { call, later } = running;
const CURRENT = "/v2/customers/current";

let next = 46_200_000;
/** A customer of the test's own with one active connection, proved unless said. */
async function customer({ proved = true } = {}) {
  const identification = String(next++);
  const created = await call("POST", "/__faults/customers", {
    json: { identification, email: `eq${identification}@example.com`, plans: [3] },
  });
  expect(created.status).toBe(201);
  const token = proved
    ? await running.sandbox.client.loginProved(identification)
    : await running.sandbox.client.login(identification);
  const [connection] = ConnectionList.parse((await call("GET", `${CURRENT}/conexiones`, { token })).body);
  return { token, connection: connection!, equipment: `${CURRENT}/conexiones/${connection!.id}/equipment` };
}

const restart = (token: string, path: string, key?: string) =>
  fetch(`${running.sandbox.url}${path}/restart`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: "application/json",
      ...(key ? { "Idempotency-Key": key } : {}),
    },
  }).then(async (response) => ({ status: response.status, body: await response.json() }));

describe("equipment", () => {
  it("reads the seeded states: offline in Cosquín, online and good for María, weak in La Falda, offline in Capilla del Monte", async () => {
    const states = async (identification: string, password?: string) => {
      const token = await running.sandbox.client.login(identification, password);
      const connections = ConnectionList.parse((await call("GET", `${CURRENT}/conexiones`, { token })).body);
      return Promise.all(
        connections.map(async (connection) => {
          const equipment = Equipment.parse(
            (await call("GET", `${CURRENT}/conexiones/${connection.id}/equipment`, { token })).body,
          );
          return [connection.address.locality, equipment.state, equipment.signal?.reading];
        }),
      );
    };
    expect(await states("20304050")).toEqual([["Cosquín", "offline", "none"]]);
    expect(await states("27222333", "Portal2026")).toEqual([["Villa Carlos Paz", "online", "good"]]);
    expect((await states("30712345671")).sort()).toEqual([
      ["Capilla del Monte", "offline", "none"],
      ["La Falda", "online", "weak"],
    ]);
  });

  // Another customer's connection answering 404, and 401 without a session, are the
  // conformance kit's (getEquipment.ownership, restartEquipment.ownership, getEquipment.no_token).
  it("answers 404 for a connection id that is not a number", async () => {
    const mine = await customer();
    expect((await call("GET", `${CURRENT}/conexiones/x/equipment`, { token: mine.token })).status).toBe(404);
  });

  it("needs a proved session to restart (403 proof_required), not to read", async () => {
    const quick = await customer({ proved: false });
    expect((await call("GET", quick.equipment, { token: quick.token })).status).toBe(200);
    const refused = await restart(quick.token, quick.equipment);
    expect(refused).toMatchObject({ status: 403, body: { reason: "proof_required" } });
    expect((await call("GET", `/__faults/equipment/${quick.connection.id}`)).body.restarts).toHaveLength(0);
  });

  it("restarts once: in progress it answers the same restart and sends nothing, done it comes back online", async () => {
    const { token, connection, equipment } = await customer();
    const first = await restart(token, equipment);
    expect(first.status).toBe(202);
    const started = Equipment.parse(first.body);
    expect(started).toMatchObject({
      state: "restarting",
      last_restart: { state: "in_progress", by: "customer", finished_at: null },
    });
    expect(started.restart_available_at).not.toBeNull();

    const again = await restart(token, equipment);
    expect(again.status).toBe(202);
    expect(again.body.last_restart.id).toBe(started.last_restart!.id);
    expect((await call("GET", `/__faults/equipment/${connection.id}`)).body.restarts).toHaveLength(1);

    later(2);
    const back = Equipment.parse((await call("GET", equipment, { token })).body);
    expect(back).toMatchObject({ state: "online", last_restart: { id: started.last_restart!.id, state: "done" } });
    expect(back.since).toBe(back.last_restart!.finished_at);
  });

  it("allows one restart per 10 minutes: 409 restart_too_soon says when", async () => {
    const { token, equipment } = await customer();
    expect((await restart(token, equipment)).status).toBe(202);
    later(2);
    const early = await restart(token, equipment);
    expect(early).toMatchObject({ status: 409, body: { reason: "restart_too_soon" } });
    const { restart_available_at: availableAt } = Equipment.parse((await call("GET", equipment, { token })).body);
    expect(early.body.restart_available_at).toBe(availableAt);
    later(8);
    expect((await restart(token, equipment)).status).toBe(202);
  });

  it("cannot restart equipment the network does not reach: 409 equipment_offline", async () => {
    const { token, connection, equipment } = await customer();
    await call("POST", `/__faults/equipment/${connection.id}`, { json: { state: "offline" } });
    expect(Equipment.parse((await call("GET", equipment, { token })).body)).toMatchObject({
      state: "offline",
      signal: { dbm: null, reading: "none" },
    });
    expect(await restart(token, equipment)).toMatchObject({ status: 409, body: { reason: "equipment_offline" } });
    expect((await call("GET", `/__faults/equipment/${connection.id}`)).body.restarts).toHaveLength(0);
  });

  it("replays the first answer to a request sent again with its Idempotency-Key", async () => {
    const { token, connection, equipment } = await customer();
    const key = "restart-key-0123456789";
    const first = await restart(token, equipment, key);
    later(3);
    const replayed = await restart(token, equipment, key);
    expect(replayed).toEqual(first);
    // Without the key, the same moment is a refusal: too soon.
    expect((await restart(token, equipment)).status).toBe(409);
    expect((await call("GET", `/__faults/equipment/${connection.id}`)).body.restarts).toHaveLength(1);
  });

  it("reads the signal in plain words as the contract draws the lines", async () => {
    const { token, connection, equipment } = await customer();
    for (const [dbm, reading] of [
      [-19, "good"],
      [-26, "fair"],
      [-29, "weak"],
      [-5, "weak"],
    ] as const) {
      await call("POST", `/__faults/equipment/${connection.id}`, { json: { signal_dbm: dbm } });
      expect(Equipment.parse((await call("GET", equipment, { token })).body).signal).toEqual({ dbm, reading });
    }
  });
});
