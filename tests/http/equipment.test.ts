import { describe, expect, it } from "vitest";
import { api, createCustomer, freshDni, provedToken, sandboxToken } from "../support/sandbox";
import { SERVERS } from "../support/servers";
import { applyFault, callsOf } from "./faults";
import { heading, hrefOf, links, textOf, Visitor, type Page } from "../support/visitor";

/**
 * Mi conexión's equipment and its restart (decision 102) as the server answers them, without
 * JavaScript: the block in plain words, a failing or slow equipment call that leaves the rest
 * of the page working, the restart's refusals in Spanish, and FLAG_EQUIPMENT off. Each test
 * has a customer of its own (its connection in the first locality, with no outage seeded).
 */

const CURRENT = "/v2/customers/current";
const MI_CONEXION = "/mi-cuenta/mi-conexion";

async function customer({ proved = true } = {}) {
  const identification = await createCustomer({ plans: [3], email: `linea${await freshDni()}@example.com` });
  const token = proved ? await provedToken(identification) : await sandboxToken(identification);
  const [connection] = (await api("GET", `${CURRENT}/conexiones`, { token })).body as { id: number; number: string }[];
  return { token, connectionId: connection!.id, equipmentPath: `${CURRENT}/conexiones/${connection!.id}/equipment` };
}

const setEquipment = (connectionId: number, state: Record<string, unknown>) =>
  api("POST", `/__faults/equipment/${connectionId}`, { json: state });
const block = (page: Page, connectionId: number) => page.doc.getElementById(`equipo-${connectionId}-bloque`);
/** The block's facts, term by description. */
const facts = (element: Element) =>
  Object.fromEntries(
    [...element.querySelectorAll("dt")].map((term) => [textOf(term), textOf(term.nextElementSibling!)]),
  );

describe("Mi conexión: the equipment", () => {
  it("says the equipment's state, signal and last restart in plain words, with the restart and the diagnosis", async () => {
    const { token, connectionId } = await customer();
    await setEquipment(connectionId, { signal_dbm: -19 });
    const page = await (await new Visitor().signIn(token)).open(MI_CONEXION);
    expect(page.status).toBe(200);
    const equipment = block(page, connectionId)!;
    expect(facts(equipment)).toMatchObject({
      Estado: expect.stringMatching(/^En línea desde el \d\d\/\d\d\/\d{4} \d\d:\d\d$/),
      Señal: "buena (−19 dBm)",
      "Último reinicio": "Nunca se reinició a distancia",
    });
    expect(hrefOf(equipment, "Reiniciar mi equipo")).toBe(`${MI_CONEXION}/${connectionId}/reiniciar`);
    expect(hrefOf(page.doc, "No tengo internet o anda lento")).toBe(`${MI_CONEXION}/${connectionId}/diagnostico`);
  });

  it("reads a weak signal and an offline equipment as such, with no restart offered", async () => {
    const { token, connectionId } = await customer();
    const visitor = await new Visitor().signIn(token);
    await setEquipment(connectionId, { signal_dbm: -28.4 });
    expect(facts(block(await visitor.open(MI_CONEXION), connectionId)!).Señal).toBe("débil (−28,4 dBm)");
    await setEquipment(connectionId, { state: "offline" });
    const offline = block(await visitor.open(MI_CONEXION), connectionId)!;
    expect(facts(offline)).toMatchObject({
      Estado: expect.stringMatching(/^Sin conexión desde el \d\d\/\d\d\/\d{4}/),
      Señal: "sin señal",
    });
    expect(textOf(offline)).toContain("Tu equipo no responde.");
    expect(links(offline, "Reiniciar mi equipo")).toHaveLength(0);
  });

  for (const fault of ["500", "slow"] as const) {
    it(`keeps the rest of the page when the equipment call fails (${fault})`, async () => {
      const { token, connectionId, equipmentPath } = await customer();
      await applyFault(fault, { method: "GET", path: equipmentPath }, token);
      const server = fault === "slow" ? SERVERS.shortDeadline : SERVERS.main;
      const page = await (await new Visitor(server).signIn(token)).open(MI_CONEXION);
      expect(page.status).toBe(200);
      expect(heading(page.doc)).toBe("Mi conexión");
      expect(textOf(block(page, connectionId)!)).toContain("No pudimos consultar tu equipo ahora.");
      expect(textOf(page.doc)).toContain("Activa");
      // The diagnosis does not need the equipment: still offered.
      expect(links(page.doc, "No tengo internet o anda lento")).toHaveLength(1);
    });
  }
});

describe("the restart", () => {
  const restartPage = (connectionId: number) => `${MI_CONEXION}/${connectionId}/reiniciar`;

  it("says what to expect, restarts once, and Mi conexión shows it restarting with a way to check again", async () => {
    const { token, connectionId } = await customer();
    const visitor = await new Visitor().signIn(token);
    const confirm = await visitor.open(restartPage(connectionId));
    expect(heading(confirm.doc)).toBe("Reiniciar tu equipo");
    expect(textOf(confirm.doc)).toContain("Durante 2 a 3 minutos no vas a tener internet");
    const key = confirm.doc.querySelector("main input[name=idempotency_key]")!.getAttribute("value")!;
    const before = await callsOf(token);
    const done = await visitor.open(restartPage(connectionId), { form: { idempotency_key: key } });
    expect(done.url.pathname).toBe(MI_CONEXION);
    expect(textOf(done.doc)).toContain("Estamos reiniciando tu equipo.");
    const equipment = block(done, connectionId)!;
    expect(textOf(equipment)).toContain("Reiniciándose…");
    expect(hrefOf(equipment, "Volver a comprobar")).toBe(
      `${MI_CONEXION}?comprobar=${connectionId}#equipo-${connectionId}-bloque`,
    );
    // The same form sent again (a double click) restarts nothing more.
    await visitor.open(restartPage(connectionId), { form: { idempotency_key: key } });
    const restartCall = `POST ${CURRENT}/conexiones/${connectionId}/equipment/restart`;
    expect((await callsOf(token))[restartCall]! - (before[restartCall] ?? 0)).toBe(2);
    expect((await api("GET", `/__faults/equipment/${connectionId}`)).body.restarts).toHaveLength(1);
  });

  it("refuses in Spanish: too soon after another, and an equipment that does not respond", async () => {
    const { token, connectionId } = await customer();
    const visitor = await new Visitor().signIn(token);
    const confirm = await visitor.open(restartPage(connectionId));
    const key = confirm.doc.querySelector("main input[name=idempotency_key]")!.getAttribute("value")!;
    // A restart done 3 minutes ago: the page says when the next may be, and offers none.
    await setEquipment(connectionId, { restarted_minutes_ago: 3 });
    const later = await visitor.open(restartPage(connectionId));
    expect(textOf(later.doc)).toMatch(
      /Tu equipo se reinició hace poco\. Podés volver a reiniciarlo desde las \d\d:\d\d\./,
    );
    expect(later.doc.querySelector("main")!.querySelectorAll('input[name="idempotency_key"]')).toHaveLength(0);
    // A form sent anyway (the tab left open before) gets the API's refusal, worded.
    const tooSoon = await visitor.open(restartPage(connectionId), { form: { idempotency_key: key } });
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.doc.title).toMatch(/^Error: /);
    expect(textOf(tooSoon.doc)).toMatch(
      /Tu equipo se reinició hace poco\. Podés volver a reiniciarlo desde las \d\d:\d\d\./,
    );

    await setEquipment(connectionId, { state: "offline", forget_restarts: true });
    const page = await visitor.open(restartPage(connectionId));
    expect(textOf(page.doc)).toContain("Tu equipo no responde, así que no lo podemos reiniciar a distancia.");
    expect(page.doc.querySelectorAll("main form[method=post]")).toHaveLength(0);
    const offline = await visitor.open(restartPage(connectionId), {
      form: { idempotency_key: "offline-key-0123456789" },
    });
    expect(offline.status).toBe(400);
    expect(textOf(offline.doc)).toContain("Desenchufalo 30 segundos y volvé a enchufarlo.");
  });

  it("asks a quick-access session to prove who it is first; another customer's connection is a 404", async () => {
    const quick = await customer({ proved: false });
    const visitor = await new Visitor().signIn(quick.token);
    const page = await visitor.open(restartPage(quick.connectionId));
    expect(page.url.pathname).toBe("/mi-cuenta/verificar-identidad");
    const other = await customer();
    expect((await visitor.open(restartPage(other.connectionId))).status).toBe(404);
    expect((await visitor.open(`${MI_CONEXION}/${other.connectionId}/diagnostico`)).status).toBe(404);
    // A proved session posting a restart of someone else's connection: the API's 404, nothing restarted.
    const mine = await new Visitor().signIn((await customer()).token);
    const posted = await mine.open(restartPage(other.connectionId), {
      form: { idempotency_key: "other-connection-0123456789" },
    });
    expect(posted.status).toBe(404);
    expect(
      (await api("GET", `/v2/customers/current/conexiones/${other.connectionId}/equipment`, { token: other.token }))
        .body.last_restart,
    ).toBeNull();
  });
});

describe("FLAG_EQUIPMENT off", () => {
  it("calls no equipment, shows no block, and the diagnosis still works", async () => {
    const { token, connectionId } = await customer();
    const visitor = await new Visitor(SERVERS.modulesOff).signIn(token);
    const page = await visitor.open(MI_CONEXION);
    expect(page.status).toBe(200);
    expect(block(page, connectionId)).toBeNull();
    expect(links(page.doc, "Reiniciar mi equipo")).toHaveLength(0);
    const diagnosis = await visitor.open(hrefOf(page.doc, "No tengo internet o anda lento")!);
    expect(diagnosis.status).toBe(200);
    expect(heading(diagnosis.doc)).toBe("¿Qué te pasa?");
    const calls = Object.keys(await callsOf(token));
    expect(calls.filter((call) => call.includes("/equipment"))).toEqual([]);
  });
});

describe("the speed test's endpoint", () => {
  const SPEED = `${MI_CONEXION}/prueba-de-velocidad`;

  it("answers random bytes of a listed size, never stored, to a signed-in customer only", async () => {
    const { token } = await customer({ proved: false });
    const visitor = await new Visitor().signIn(token);
    const answer = await visitor.request(`${SPEED}?tamano=256k`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store, no-transform");
    expect(answer.headers.get("content-encoding")).toBeNull();
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(bytes.byteLength).toBe(256 * 1024);
    expect(new Set(bytes.subarray(0, 4096)).size).toBeGreaterThan(200);
    expect((await visitor.request(`${SPEED}?tamano=1g`)).status).toBe(400);
    const anonymous = await new Visitor().request(`${SPEED}?tamano=256k`);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/iniciar-sesion/);
  });

  it("stops a session past its budget of megabytes (429), so it sinks nobody's bandwidth", async () => {
    const { token } = await customer({ proved: false });
    const visitor = await new Visitor().signIn(token);
    for (let test = 0; test < 6; test++) {
      const answer = await visitor.request(`${SPEED}?tamano=8m`);
      expect(answer.status).toBe(200);
      await answer.body?.cancel();
    }
    const refused = await visitor.request(`${SPEED}?tamano=1m`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
