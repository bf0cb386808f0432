import { Hono } from "hono";
import { maskEmail, maskPhone } from "../../contract/masking.ts";
import type { ProofChannel, ProofCodeSent, ProofResult, ProofStatus } from "../../contract/proof.ts";
import { ProveRequest, SendProofCodeRequest } from "../../contract/proof.ts";
import type { Sandbox, SandboxEnv, SessionCustomer } from "../context.ts";
import { all } from "../db.ts";
import { ApiProblem, readJson } from "../http.ts";
import { clearLoginFailures, recordLoginFailure, refuseWhenLocked } from "../login-failures.ts";
import { latestSpokenCode, liveSpokenCode, newSpokenCode, spokenCodeResendAt, useSpokenCode } from "../one-time.ts";
import { recordMessage } from "../outbox.ts";
import { verifyPassword } from "../secrets.ts";
import { isVerified, requireCustomer, verifySession } from "../sessions.ts";

/**
 * `/auth/proof...` (decision 097): how a session proves who it is, an addition to docs/spec.md#calls the
 * provider's real API must offer (docs/api.md). A six-digit code goes to a verified contact
 * of the account, never to one the caller names: it lasts 10 minutes, works once, allows 5
 * tries, and is bound to the token that asked for it. A session asks at most one code a
 * minute while one is on its way, and an account gets at most 10 codes an hour, however
 * many sessions ask (`newSpokenCode` and `useSpokenCode` in `one-time.ts`, which an agent's
 * consent shares, decision 141).
 */

type ContactRow = { id: number; type: "email" | "phone"; value: string };

export const maskContact = (contact: Pick<ContactRow, "type" | "value">) =>
  contact.type === "email" ? maskEmail(contact.value) : maskPhone(contact.value);

/** A verified contact as a code's destination: its id, its type, its value masked. */
export const channelOf = (contact: ContactRow): ProofChannel => ({
  contact_id: contact.id,
  type: contact.type,
  masked: maskContact(contact),
});

/** The customer's verified contacts, where codes may go: e-mails first. */
export const verifiedContacts = (sandbox: Sandbox, customerId: number) =>
  all<ContactRow>(
    sandbox.db,
    "SELECT id, type, value FROM contacts WHERE customer_id = ? AND verified = 1 ORDER BY type, id",
    [customerId],
  );

const WRONG_PASSWORD = "La contraseña no es correcta.";

export function proofRoutes(sandbox: Sandbox) {
  const routes = new Hono<SandboxEnv>();
  routes.use(requireCustomer(sandbox));

  routes.get("/", async (c) => {
    const customer = c.get("customer");
    const contacts = await verifiedContacts(sandbox, customer.id);
    const latest = await latestSpokenCode(sandbox, customer.session.tokenHash);
    const pending = liveSpokenCode(sandbox, latest);
    const pendingContact = pending && contacts.find((contact) => contact.id === pending.contact_id);
    const status: ProofStatus = {
      state: isVerified(customer) ? "verified" : "quick_access",
      verified_until: customer.session.verifiedUntil,
      has_password: customer.password_hash !== null,
      channels: contacts.map(channelOf),
      pending_code: pending && pendingContact ? { ...channelOf(pendingContact), expires_at: pending.expires_at } : null,
      resend_at: spokenCodeResendAt(sandbox, latest),
    };
    return c.json(status);
  });

  routes.post("/code", async (c) => {
    const customer = c.get("customer");
    const { contact_id } = await readJson(c, SendProofCodeRequest);
    const contact = (await verifiedContacts(sandbox, customer.id)).find((candidate) => candidate.id === contact_id);
    if (!contact) {
      const message = "Elegí uno de tus contactos verificados";
      throw new ApiProblem(400, message, { contact_id: [message] });
    }
    const { code, expiresAt, resendAt } = await newSpokenCode(sandbox, {
      key: customer.session.tokenHash,
      customerId: customer.id,
      contactId: contact.id,
    });
    await recordMessage(sandbox, {
      channel: contact.type === "phone" ? "sms" : "email",
      purpose: "proof_code",
      recipient: contact.value,
      identification: customer.identification,
      subject: "Tu código para confirmar que sos vos",
      body: `Tu código es ${code}. Vence en 10 minutos. Si no lo pediste vos, no lo compartas con nadie: nadie de la empresa te lo va a pedir.`,
      code,
    });
    const sent: ProofCodeSent = { channel: channelOf(contact), expires_at: expiresAt, resend_at: resendAt };
    return c.json(sent, 201);
  });

  routes.post("/", async (c) => {
    const customer = c.get("customer");
    const proof = await readJson(c, ProveRequest);
    if (proof.password !== undefined) await proveWithPassword(customer, proof.password);
    else await useSpokenCode(sandbox, customer.session.tokenHash, proof.code!);
    const result: ProofResult = { state: "verified", verified_until: await verifySession(sandbox, customer) };
    return c.json(result);
  });

  async function proveWithPassword(customer: SessionCustomer, password: string) {
    if (!customer.password_hash)
      throw new ApiProblem(409, "Tu cuenta no tiene contraseña. Pedí un código.", undefined, undefined, "no_password");
    await refuseWhenLocked(sandbox, customer.identification);
    if (!(await verifyPassword(password, customer.password_hash))) {
      await recordLoginFailure(sandbox, customer.identification);
      throw new ApiProblem(400, WRONG_PASSWORD, { password: [WRONG_PASSWORD] }, undefined, "password_invalid");
    }
    await clearLoginFailures(sandbox, customer.identification);
  }

  return routes;
}
