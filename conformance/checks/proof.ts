import { operationList, operations, type Operations } from "../../contract/operations.ts";
import type { CallOptions } from "../api.ts";
import { expectReason, expectStatus } from "../expect.ts";
import { RETURN_URL } from "../fixtures.ts";
import type { Kit } from "../kit.ts";
import type { Session } from "../sessions.ts";
import { NotTested } from "../results.ts";
import { readIfOffered } from "./support.ts";

/**
 * Every operation the table marks `proof` is sent by a quick-access session with a request
 * the contract accepts, about the customer's own records, and must answer 403 with
 * `reason: "proof_required"`: before the body is looked at, so nothing changes and nothing
 * is learnt. These checks speak for quick access (an API that lets such a session change
 * the account must not be offered one), and run only where the operation's capability is
 * offered.
 */

type ProofOperation = {
  [Id in keyof Operations]: Operations[Id] extends { proof: true } ? Id : never;
}[keyof Operations];

/** The quick-access customer's own records, which the requests name. */
type Records = {
  contactId?: number;
  connectionId?: number;
  serviceIds?: number[];
  claimId?: number;
  planId?: number;
  extraId?: number;
  /** The customer's subscription, or (without one) the password account's: `own` says which. */
  subscription?: { id: number; own: boolean };
};

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new NotTested(`the overdue_invoice account has no ${what} to name`, "overdue_invoice");
  return value;
};

const PASSWORDS = { password: "Conformidad2026", password_confirmation: "Conformidad2026" };

/** A request each proof operation would accept from a verified session. */
const REQUESTS: Record<ProofOperation, (records: Records) => CallOptions> = {
  addContact: () => ({ json: { type: "phone", value: "+5493515550199" } }),
  updateMainContacts: () => ({ json: { email: "conformidad@example.com" } }),
  updateContact: (r) => ({ params: { id: need(r.contactId, "contact") }, json: { value: "conformidad@example.com" } }),
  sendContactCode: (r) => ({ params: { id: need(r.contactId, "contact") } }),
  verifyContact: (r) => ({ params: { id: need(r.contactId, "contact") }, json: { code: "123456" } }),
  createPassword: () => ({ json: PASSWORDS }),
  changePassword: () => ({ json: { current_password: "Conformidad2025", ...PASSWORDS } }),
  requestAutomaticDebit: (r) => ({ json: { services: need(r.serviceIds, "service"), return_url: RETURN_URL } }),
  updateAutomaticDebit: (r) => ({ json: { services: need(r.serviceIds, "service") } }),
  cancelAutomaticDebit: () => ({}),
  subscribeToStreaming: (r) => ({ json: { plan_id: need(r.planId, "streaming plan"), extra_ids: [] } }),
  stopStreaming: () => ({}),
  changeStreamingPlan: (r) => ({ json: { plan_id: need(r.planId, "streaming plan") } }),
  addStreamingExtra: (r) => ({ json: { extra_id: need(r.extraId, "streaming extra") } }),
  removeStreamingExtra: (r) => ({ json: { extra_id: need(r.extraId, "streaming extra") } }),
  pauseStreaming: (r) => ({ params: { id: need(r.subscription, "subscription").id } }),
  activateStreaming: (r) => ({ params: { id: need(r.subscription, "subscription").id } }),
  bookVisit: (r) => ({ params: { id: need(r.claimId, "claim") }, json: { slot_id: "conformidad" } }),
  cancelVisit: (r) => ({ params: { id: need(r.claimId, "claim") } }),
  restartEquipment: (r) => ({ params: { id: need(r.connectionId, "connection") } }),
};

/** What the quick-access customer has, read with its own token; a capability not offered adds nothing. */
async function recordsOf(kit: Kit, quick: Session): Promise<Records> {
  const { token } = quick;
  const contacts = await readIfOffered(kit, operations.listContacts, { token });
  const connection = (await readIfOffered(kit, operations.listConnections, { token }))?.[0];
  const claims = await readIfOffered(kit, operations.listClaims, { token, query: { per_page: 1 } });
  const catalogue = await readIfOffered(kit, operations.getStreamingCatalogue, { token });
  let subscription = catalogue?.subscription ? { id: catalogue.subscription.id, own: true } : undefined;
  if (!subscription && catalogue && kit.accounts.password) {
    const verified = await kit.sessions.verified().catch(() => undefined);
    const theirs = verified && (await readIfOffered(kit, operations.getStreamingCatalogue, { token: verified.token }));
    if (theirs?.subscription) subscription = { id: theirs.subscription.id, own: false };
  }
  return {
    contactId: contacts?.[0]?.id,
    connectionId: connection?.id,
    serviceIds: connection?.services.length ? connection.services.map((service) => service.id) : undefined,
    claimId: claims?.data[0]?.id,
    planId: catalogue?.plans[0]?.id,
    extraId: catalogue?.extras[0]?.id,
    subscription,
  };
}

export async function proofChecks(kit: Kit) {
  let records: Promise<{ quick: Session; records: Records }> | undefined;
  const prepared = () =>
    (records ??= kit.sessions.quick().then(async (quick) => ({ quick, records: await recordsOf(kit, quick) })));

  for (const operation of operationList.filter((candidate) => candidate.proof)) {
    await kit.check(
      operation,
      "proof",
      async () => {
        const { quick, records: own } = await prepared();
        const request = REQUESTS[operation.id as ProofOperation](own);
        const answer = await kit.api.call(operation, { ...request, token: quick.token });
        // Without a subscription of its own the session names the password account's: an API
        // may look that record up first and answer 404, which refuses as well.
        const foreign =
          (operation.id === "pauseStreaming" || operation.id === "activateStreaming") &&
          own.subscription?.own === false;
        if (foreign && answer.status === 404) return;
        expectStatus(answer, 403);
        expectReason(answer, "proof_required");
      },
      "quick_access",
    );
  }
}
