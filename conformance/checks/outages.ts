import { operations } from "../../contract/operations.ts";
import { expectStatus, expectThat, needs, succeeded } from "../expect.ts";
import type { Kit } from "../kit.ts";
import { NotTested } from "../results.ts";
import { answers, read } from "./support.ts";

/**
 * Outages by area (decision 101): the customer's are the public ones that hold their
 * connections, naming only those; "avisarme cuando vuelva" is taken once however often it is
 * asked; another customer's outage answers 404.
 */

export async function outageChecks(kit: Kit) {
  const { api, sessions } = kit;
  const everyone = await answers(kit, operations.listOutages);

  const outage = await kit.check(operations.listCustomerOutages, "in_area", async () => {
    const session = await sessions.of("outage_in_area");
    const mine = succeeded(await api.call(operations.listCustomerOutages, { token: session.token }));
    const open = mine.find((candidate) => candidate.state !== "resolved");
    if (!open)
      throw new NotTested(
        "the outage_in_area account's connections are in no outage not yet resolved",
        "outage_in_area",
      );
    const connections = (await read(kit, operations.listConnections, { token: session.token })).map(
      (connection) => connection.id,
    );
    for (const item of mine) {
      const strange = item.connection_ids.filter((id) => !connections.includes(id));
      expectThat(strange.length === 0, `outage ${item.id} names connections ${strange} that are not the customer's`);
      expectThat(
        !everyone || everyone.some((candidate) => candidate.id === item.id),
        `outage ${item.id} is the customer's but not in GET /p/outages`,
      );
    }
    return { session, id: open.id };
  });

  await kit.check(operations.notifyWhenOutageEnds, "repeat", async () => {
    const { session, id } = needs(outage, "listCustomerOutages.in_area found no outage");
    for (const time of ["first", "second"]) {
      const followed = succeeded(
        await api.call(operations.notifyWhenOutageEnds, { token: session.token, params: { id } }),
      );
      expectThat(
        followed.id === id && followed.notify,
        `asking a ${time} time to be told answered outage ${followed.id} with notify ${followed.notify}`,
      );
    }
    const listed = (await read(kit, operations.listCustomerOutages, { token: session.token })).find(
      (item) => item.id === id,
    );
    expectThat(listed?.notify === true, `outage ${id} is listed with notify ${listed?.notify}`);
  });

  await kit.check(operations.notifyWhenOutageEnds, "ownership", async () => {
    const { session, id } = needs(outage, "listCustomerOutages.in_area found no outage");
    const other = await sessions.verified();
    const theirs = await read(kit, operations.listCustomerOutages, { token: other.token });
    if (other.info.id === session.info.id || theirs.some((item) => item.id === id)) {
      throw new NotTested("the password account's connections are in the same outage: it is theirs too", "password");
    }
    expectStatus(await api.call(operations.notifyWhenOutageEnds, { token: other.token, params: { id } }), 404);
  });
}
