import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CustomerOutageList, OutageList } from "../../contract/outages";
import { InvoicePage } from "../../contract/customer";
import { Ticket } from "../../contract/tickets";
import { movableClock, startTestSandbox } from "./harness";

/** Outages by area (decision 101): the public list's window, the customer's, notify, the resolution's messages, claims joining an outage, the credit. */

const clock = movableClock();
let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
beforeAll(async () => {
  sandbox = await startTestSandbox({ now: clock.now });
});
afterAll(() => sandbox.close());
const call = (...args: Parameters<typeof sandbox.client.call>) => sandbox.client.call(...args);

const publicList = async () => OutageList.parse((await call("GET", "/p/outages")).body);
const mine = async (token: string) =>
  CustomerOutageList.parse((await call("GET", "/v2/customers/current/outages", { token })).body);

/** A customer of the test's own, with one connection in `locality`. */
async function customerIn(identification: string, locality: string, email?: string) {
  const created = await call("POST", "/__faults/customers", {
    json: { identification, plans: [2], locality, ...(email ? { email } : {}) },
  });
  expect(created.status).toBe(201);
  return sandbox.client.login(identification);
}

async function startOutage(json: Record<string, unknown>) {
  const created = await call("POST", "/__faults/outages", { json });
  expect(created.status).toBe(201);
  return created.body.id as number;
}

describe("outages", () => {
  it("seeds an outage being repaired in Cosquín with an estimate, one under investigation in La Falda, and one resolved in Tanti", async () => {
    const outages = await publicList();
    const now = clock.now().getTime();
    const cosquin = outages.find((outage) => outage.localities.includes("Cosquín"))!;
    expect(cosquin).toMatchObject({ state: "repairing", resolved_at: null });
    expect(new Date(cosquin.started_at).getTime()).toBeLessThan(now - 60 * 60_000);
    expect(new Date(cosquin.estimated_end!).getTime()).toBeGreaterThan(now);
    expect(cosquin.updates.map((update) => update.state)).toEqual(["investigating", "repairing"]);
    expect(outages.find((outage) => outage.localities.includes("La Falda"))).toMatchObject({
      state: "investigating",
      estimated_end: null,
    });
    const tanti = outages.find((outage) => outage.localities.includes("Tanti"))!;
    expect(tanti.state).toBe("resolved");
    expect(now - new Date(tanti.resolved_at!).getTime()).toBeLessThan(24 * 3600_000);
    // Oldest first.
    expect(outages.map((outage) => outage.started_at)).toEqual([...outages.map((outage) => outage.started_at)].sort());
    // Anyone may read it: no token needed.
    expect((await call("GET", "/p/outages")).status).toBe(200);
  });

  it("lists a resolved outage for 24 hours after it ended, then no more", async () => {
    const id = await startOutage({ localities: ["Los Cocos"], state: "repairing", estimated_end_in_minutes: 60 });
    expect((await publicList()).some((outage) => outage.id === id)).toBe(true);
    const resolved = await call("POST", `/__faults/outages/${id}/resolve`, { json: {} });
    expect(resolved.body).toMatchObject({ state: "resolved" });
    expect(resolved.body.updates.at(-1)).toMatchObject({ state: "resolved" });
    clock.later(23 * 60);
    expect((await publicList()).some((outage) => outage.id === id)).toBe(true);
    clock.later(2 * 60);
    expect((await publicList()).some((outage) => outage.id === id)).toBe(false);
  });

  it("gives a customer the outages of their connections' localities, with those connections", async () => {
    // Signed in anew: the clock moved a day on above, past a token's life.
    const carlos = await sandbox.client.login("20304050");
    const [cosquin] = await mine(carlos);
    expect(cosquin).toMatchObject({ localities: ["Cosquín"], notify: false });
    expect(cosquin!.connection_ids).toHaveLength(1);
    expect(await mine(carlos)).toHaveLength(1);
    const company = await sandbox.client.login("30712345671");
    expect((await mine(company)).map((outage) => outage.localities)).toEqual([["La Falda"]]);
    expect(await mine(await sandbox.client.login("27222333", "Portal2026"))).toEqual([]);
    expect((await call("GET", "/v2/customers/current/outages")).status).toBe(401);
  });

  it("takes a notify request once however often it is sent, refuses another's outage (404) and a resolved one (409 outage_resolved)", async () => {
    const token = await customerIn("41500001", "San Esteban", "aviso@example.com");
    const id = await startOutage({ localities: ["San Esteban"], state: "investigating" });
    const first = await call("POST", `/v2/customers/current/outages/${id}/notify`, { token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id, notify: true });
    expect((await call("POST", `/v2/customers/current/outages/${id}/notify`, { token })).body).toMatchObject({
      id,
      notify: true,
    });
    expect((await mine(token))[0]).toMatchObject({ id, notify: true });

    const elsewhere = (await publicList()).find((outage) => outage.localities.includes("La Falda"))!;
    expect((await call("POST", `/v2/customers/current/outages/${elsewhere.id}/notify`, { token })).status).toBe(404);
    expect((await call("POST", "/v2/customers/current/outages/999999/notify", { token })).status).toBe(404);
    expect((await call("POST", "/v2/customers/current/outages/x/notify", { token })).status).toBe(404);

    // Resolved: the customer who asked is told once, on each verified contact.
    await call("POST", `/__faults/outages/${id}/resolve`, { json: { message: "Reparamos el nodo." } });
    const told = (await sandbox.client.outbox({ identification: "41500001" })).filter(
      (message) => message.purpose === "outage_resolved",
    );
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ recipient: "aviso@example.com" });
    expect(told[0]!.body).toContain("San Esteban");
    expect(told[0]!.body).toContain("Reparamos el nodo.");
    const late = await call("POST", `/v2/customers/current/outages/${id}/notify`, { token });
    expect(late.status).toBe(409);
    expect(late.body.reason).toBe("outage_resolved");
    await call("POST", `/__faults/outages/${id}/resolve`, { json: {} });
    expect(
      (await sandbox.client.outbox({ identification: "41500001" })).filter(
        (message) => message.purpose === "outage_resolved",
      ),
    ).toHaveLength(1);
  });

  it("tells nobody who did not ask", async () => {
    await customerIn("41500002", "Casa Grande", "callado@example.com");
    const id = await startOutage({ localities: ["Casa Grande"] });
    await call("POST", `/__faults/outages/${id}/resolve`, { json: {} });
    expect(
      (await sandbox.client.outbox({ identification: "41500002" })).filter(
        (message) => message.purpose === "outage_resolved",
      ),
    ).toEqual([]);
  });

  it("links a fault claim filed for a connection inside an outage of its service to it, and not a billing claim", async () => {
    const token = await customerIn("41500003", "Molinari");
    const [connection] = (await call("GET", "/v2/customers/current/conexiones", { token })).body;
    const claim = async (categoryId: number) =>
      Ticket.parse(
        (
          await call("POST", "/v3/tickets/reclamos", {
            token,
            json: {
              category_id: categoryId,
              connection_id: connection.id,
              subject: "Sin servicio",
              message: "No anda desde la mañana.",
            },
          })
        ).body,
      );

    // A TV outage explains a TV claim (kind "tv"), not an internet one (decision 105).
    const tvOutage = await startOutage({ localities: ["Molinari"], services: ["tv"] });
    expect((await claim(1)).outage).toBeNull();
    const tvClaim = await claim(3);
    expect(tvClaim.outage).toMatchObject({ id: tvOutage });
    expect(tvClaim.visit_required).toBe(false);

    const id = await startOutage({ localities: ["Molinari"], state: "repairing", estimated_end_in_minutes: 90 });
    const linked = await claim(1);
    expect(linked.outage).toMatchObject({ id, state: "repairing" });
    expect(linked.outage!.estimated_end).not.toBeNull();
    expect(linked.visit_required).toBe(false);
    expect((await claim(2)).outage).toMatchObject({ id });
    expect((await claim(4)).outage).toBeNull();
    // A claim without a connection names no area.
    const loose = Ticket.parse(
      (
        await call("POST", "/v3/tickets/reclamos", {
          token,
          json: { category_id: 1, subject: "Sin servicio", message: "No anda desde la mañana." },
        })
      ).body,
    );
    expect(loose.outage).toBeNull();

    // The claim follows its outage: the list and the claim say it ended.
    await call("POST", `/__faults/outages/${id}/resolve`, { json: {} });
    expect(Ticket.parse((await call("GET", `/v3/tickets/${linked.id}`, { token })).body).outage).toMatchObject({
      id,
      state: "resolved",
    });
    expect((await claim(1)).outage).toBeNull();
  });

  it("reports the credit for days without service on one of the demo customer's paid invoices", async () => {
    const carlos = await sandbox.client.login("20304050");
    const page = InvoicePage.parse(
      (await call("GET", "/v2/customers/current/facturas?status=paid&per_page=24", { token: carlos })).body,
    );
    const credited = page.data.filter((invoice) => invoice.interruption_credit);
    expect(credited).toHaveLength(1);
    expect(credited[0]!.interruption_credit).toEqual({ days: 2, amount: 1333.27 });
    expect(
      page.data
        .filter((invoice) => !invoice.interruption_credit)
        .every((invoice) => invoice.interruption_credit === null),
    ).toBe(true);
  });

  it("refuses a test outage in no locality, and a test customer in an unknown locality", async () => {
    expect((await call("POST", "/__faults/outages", { json: { localities: [] } })).status).toBe(400);
    expect(
      (
        await call("POST", "/__faults/customers", {
          json: { identification: "41500009", plans: [2], locality: "Atlántida" },
        })
      ).status,
    ).toBe(400);
  });
});
