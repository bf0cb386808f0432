import { describe, expect, it } from "vitest";
import type { Equipment } from "../../contract/equipment";
import type { CustomerOutage } from "../../contract/outages";
import { answerParams, nextStep, readAnswers, readSpeed } from "~/routes/mi-cuenta/mi-conexion/diagnosis.server";

/**
 * The guided diagnosis's order (decision 102): the outage first, then what happens, the
 * equipment, the restart, the devices; answers only from their short lists.
 */

const NOW = Date.parse("2026-11-26T15:00:00Z");
const equipment = (state: Equipment["state"], lastRestartMinutesAgo?: number): Equipment => ({
  connection_id: 1,
  model: "ONT",
  state,
  since: "2026-11-20T10:00:00Z",
  signal: { dbm: -19, reading: "good" },
  last_restart:
    lastRestartMinutesAgo === undefined
      ? null
      : {
          id: 1,
          state: "done",
          by: "customer",
          requested_at: new Date(NOW - lastRestartMinutesAgo * 60_000).toISOString(),
          finished_at: null,
        },
  restart_available_at: null,
  checked_at: "2026-11-26T15:00:00Z",
});
const outage = { id: 7 } as CustomerOutage;
const query = (search: string) => readAnswers((name) => new URLSearchParams(search).get(name));

describe("the diagnosis", () => {
  it("reads only the answers on its lists", () => {
    expect(query("problema=lento&reinicio=quizas&dispositivos=todos&equipo=online")).toEqual({
      problema: "slow",
      dispositivos: "all",
    });
    expect(answerParams(query("problema=sin-internet&revisado=si&corte=visto"))).toEqual({
      problema: "sin-internet",
      revisado: "si",
      corte: "visto",
    });
  });

  it("takes a measured speed only as a plain number within the contract's bounds", () => {
    expect(readSpeed("45.3")).toBe(45.3);
    expect(readSpeed("-1")).toBeNull();
    expect(readSpeed("1e9")).toBeNull();
    expect(readSpeed("999999")).toBeNull();
    expect(readSpeed(null)).toBeNull();
  });

  it("tells an outage first, until the customer says the problem is another", () => {
    expect(nextStep({}, { equipment: equipment("offline"), outage }, NOW)).toBe("outage");
    expect(nextStep(query("corte=visto"), { equipment: equipment("offline"), outage }, NOW)).toBe("problem");
  });

  it("sends an offline equipment to the checklist, and a restarting one to wait", () => {
    expect(nextStep(query("problema=sin-internet"), { equipment: equipment("offline"), outage: null }, NOW)).toBe(
      "equipment",
    );
    expect(
      nextStep(query("problema=sin-internet&revisado=si"), { equipment: equipment("offline"), outage: null }, NOW),
    ).toBe("devices");
    expect(nextStep(query("problema=sin-internet"), { equipment: equipment("restarting"), outage: null }, NOW)).toBe(
      "restarting",
    );
  });

  it("asks for a restart first, unless one was done in the last hour", () => {
    expect(nextStep(query("problema=lento"), { equipment: equipment("online"), outage: null }, NOW)).toBe("restarted");
    expect(nextStep(query("problema=lento&reinicio=no"), { equipment: equipment("online"), outage: null }, NOW)).toBe(
      "restart-first",
    );
    expect(nextStep(query("problema=lento"), { equipment: equipment("online", 20), outage: null }, NOW)).toBe(
      "devices",
    );
    expect(nextStep(query("problema=lento"), { equipment: equipment("online", 90), outage: null }, NOW)).toBe(
      "restarted",
    );
  });

  it("works with neither the equipment nor the outages known (their modules off)", () => {
    expect(nextStep({}, { equipment: undefined, outage: undefined }, NOW)).toBe("problem");
    expect(
      nextStep(query("problema=cortes&reinicio=si&dispositivos=uno"), { equipment: undefined, outage: undefined }, NOW),
    ).toBe("found");
  });
});
