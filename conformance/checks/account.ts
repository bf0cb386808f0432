import { operations } from "../../contract/operations.ts";
import { expectStatus, needs } from "../expect.ts";
import type { Kit } from "../kit.ts";
import { answers, read } from "./support.ts";

/**
 * The account's reads for a verified session, and its contacts out of another customer's
 * reach: the password account (verified, so proof is not what refuses it) names the
 * overdue-invoice customer's contact, and must get the 404 of a contact that does not exist.
 */

export async function accountChecks(kit: Kit) {
  const { api, sessions } = kit;
  const verified = async () => ({ token: (await sessions.verified()).token });
  await answers(kit, operations.getCustomerInfo, verified);
  await answers(kit, operations.listConnections, verified);
  await answers(kit, operations.listContacts, verified);

  const foreignContact = async () => {
    const { owner, intruder } = await sessions.pair();
    const [contact] = await read(kit, operations.listContacts, { token: owner.token });
    return { id: needs(contact, "the overdue_invoice account has no contact").id, token: intruder.token };
  };

  await kit.check(operations.updateContact, "ownership", async () => {
    const { id, token } = await foreignContact();
    expectStatus(
      await api.call(operations.updateContact, { token, params: { id }, json: { value: "conformidad@example.com" } }),
      404,
    );
  });

  await kit.check(operations.sendContactCode, "ownership", async () => {
    const { id, token } = await foreignContact();
    expectStatus(await api.call(operations.sendContactCode, { token, params: { id } }), 404);
  });

  await kit.check(operations.verifyContact, "ownership", async () => {
    const { id, token } = await foreignContact();
    expectStatus(await api.call(operations.verifyContact, { token, params: { id }, json: { code: "123456" } }), 404);
  });
}
