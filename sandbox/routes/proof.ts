import { Hono } from "hono";
import { maskEmail, maskPhone } from "../../contract/masking.ts";
import type { ProofChannel, ProofCodeSent, ProofResult, ProofStatus } from "../../contract/proof.ts";
import { ProveRequest, SendProofCodeRequest } from "../../contract/proof.ts";
import type { Sandbox, SandboxEnv, SessionCustomer } from "../context.ts";
import { all, insert, one, run } from "../db.ts";
import { ApiProblem, readJson } from "../http.ts";
import { clearLoginFailures, recordLoginFailure, refuseWhenLocked } from "../login-failures.ts";
import { recordMessage } from "../outbox.ts";
import { hashToken, newCode, verifyPassword } from "../secrets.ts";
import { isVerified, requireCustomer, verifySession } from "../sessions.ts";

/**
 * `/auth/proof...` (decision 097): how a session proves who it is, an addition to docs/spec.md#calls the
 * provider's real API must offer (docs/api.md). A six-digit code goes to a verified contact
 * of the account, never to one the caller names: it lasts 10 minutes, works once, allows 5
 * tries, and is bound to the token that asked for it. A session asks at most one code a
 * minute while one is on its way, and an account gets at most 10 codes an hour, however
 * many sessions ask.
 */

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const RESEND_AFTER_MS = 60 * 1000;
export const MAX_TRIES = 5;
const CODES_PER_HOUR = 10;

type ContactRow = { id: number; type: "email" | "phone"; value: string };
type CodeRow = {
  id: number;
  contact_id: number;
  code_hash: string;
  attempts: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
};

export const maskContact = (contact: Pick<ContactRow, "type" | "value">) =>
  contact.type === "email" ? maskEmail(contact.value) : maskPhone(contact.value);

const channelOf = (contact: ContactRow): ProofChannel => ({
  contact_id: contact.id,
  type: contact.type,
  masked: maskContact(contact),
});

/** A code is kept as the hash of the token it belongs to and the digits, so it proves that session only. */
const codeHash = (tokenHash: string, code: string) => hashToken(`proof:${tokenHash}:${code}`);

const codeProblem = (reason: string, message: string) =>
  new ApiProblem(400, message, { code: [message] }, undefined, reason);

export const PROOF_MESSAGES = {
  invalid: "El código no es correcto.",
  expired: "El código venció. Pedí uno nuevo.",
  used: "Ese código ya se usó. Pedí uno nuevo.",
  exceeded: "Probaste 5 veces con este código. Pedí uno nuevo.",
  missing: "Primero pedí un código.",
  password: "La contraseña no es correcta.",
};

export function proofRoutes(sandbox: Sandbox) {
  const { db } = sandbox;
  const routes = new Hono<SandboxEnv>();
  routes.use(requireCustomer(sandbox));
  const now = () => sandbox.now();

  const verifiedContacts = (customerId: number) =>
    all<ContactRow>(
      db,
      "SELECT id, type, value FROM contacts WHERE customer_id = ? AND verified = 1 ORDER BY type, id",
      [customerId],
    );

  const latestCode = (tokenHash: string) =>
    one<CodeRow>(
      db,
      "SELECT id, contact_id, code_hash, attempts, expires_at, used_at, created_at FROM proof_codes WHERE token_hash = ? ORDER BY id DESC LIMIT 1",
      [tokenHash],
    );

  const live = (code: CodeRow | undefined) =>
    code && code.used_at === null && code.expires_at > now().toISOString() && code.attempts < MAX_TRIES
      ? code
      : undefined;

  /** A code on its way holds the next one back for a minute; one already used (the session proved) does not. */
  const resendAt = (code: CodeRow | undefined) => {
    if (!code || code.used_at !== null) return null;
    const at = Date.parse(code.created_at) + RESEND_AFTER_MS;
    return at > now().getTime() ? new Date(at).toISOString() : null;
  };

  routes.get("/", async (c) => {
    const customer = c.get("customer");
    const contacts = await verifiedContacts(customer.id);
    const latest = await latestCode(customer.session.tokenHash);
    const pending = live(latest);
    const pendingContact = pending && contacts.find((contact) => contact.id === pending.contact_id);
    const status: ProofStatus = {
      state: isVerified(customer) ? "verified" : "quick_access",
      verified_until: customer.session.verifiedUntil,
      has_password: customer.password_hash !== null,
      channels: contacts.map(channelOf),
      pending_code: pending && pendingContact ? { ...channelOf(pendingContact), expires_at: pending.expires_at } : null,
      resend_at: resendAt(latest),
    };
    return c.json(status);
  });

  routes.post("/code", async (c) => {
    const customer = c.get("customer");
    const { contact_id } = await readJson(c, SendProofCodeRequest);
    const contact = (await verifiedContacts(customer.id)).find((candidate) => candidate.id === contact_id);
    if (!contact) {
      const message = "Elegí uno de tus contactos verificados";
      throw new ApiProblem(400, message, { contact_id: [message] });
    }
    await refuseTooSoon(customer);
    const code = newCode();
    const at = now();
    // A day old, a code serves no rule any more (the hourly cap looks back one hour).
    await run(db, "DELETE FROM proof_codes WHERE created_at < ?", [
      new Date(at.getTime() - 24 * 3600_000).toISOString(),
    ]);
    const expiresAt = new Date(at.getTime() + CODE_LIFETIME_MS).toISOString();
    await insert(
      db,
      "INSERT INTO proof_codes (token_hash, customer_id, contact_id, code_hash, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      [
        customer.session.tokenHash,
        customer.id,
        contact.id,
        codeHash(customer.session.tokenHash, code),
        expiresAt,
        at.toISOString(),
      ],
    );
    await recordMessage(sandbox, {
      channel: contact.type === "phone" ? "sms" : "email",
      purpose: "proof_code",
      recipient: contact.value,
      identification: customer.identification,
      subject: "Tu código para confirmar que sos vos",
      body: `Tu código es ${code}. Vence en 10 minutos. Si no lo pediste vos, no lo compartas con nadie: nadie de la empresa te lo va a pedir.`,
      code,
    });
    const sent: ProofCodeSent = {
      channel: channelOf(contact),
      expires_at: expiresAt,
      resend_at: new Date(at.getTime() + RESEND_AFTER_MS).toISOString(),
    };
    return c.json(sent, 201);
  });

  /** One code a minute per session, ten an hour per account: 429 with `Retry-After` past either. */
  async function refuseTooSoon(customer: SessionCustomer) {
    const retryAt = resendAt(await latestCode(customer.session.tokenHash));
    if (retryAt) {
      throw new ApiProblem(
        429,
        "Ya te enviamos un código. Esperá un minuto para pedir otro.",
        undefined,
        { "Retry-After": secondsUntil(retryAt) },
        "resend_too_soon",
      );
    }
    const hourAgo = new Date(now().getTime() - 3600_000).toISOString();
    const recent = await all<{ created_at: string }>(
      db,
      "SELECT created_at FROM proof_codes WHERE customer_id = ? AND created_at > ? ORDER BY created_at",
      [customer.id, hourAgo],
    );
    if (recent.length >= CODES_PER_HOUR) {
      const at = new Date(Date.parse(recent[recent.length - CODES_PER_HOUR]!.created_at) + 3600_000).toISOString();
      throw new ApiProblem(
        429,
        "Pediste demasiados códigos. Probá de nuevo más tarde.",
        undefined,
        { "Retry-After": secondsUntil(at) },
        "too_many_codes",
      );
    }
  }

  const secondsUntil = (iso: string) => String(Math.max(1, Math.ceil((Date.parse(iso) - now().getTime()) / 1000)));

  routes.post("/", async (c) => {
    const customer = c.get("customer");
    const proof = await readJson(c, ProveRequest);
    if (proof.password !== undefined) await proveWithPassword(customer, proof.password);
    else await proveWithCode(customer, proof.code!);
    const result: ProofResult = { state: "verified", verified_until: await verifySession(sandbox, customer) };
    return c.json(result);
  });

  async function proveWithPassword(customer: SessionCustomer, password: string) {
    if (!customer.password_hash)
      throw new ApiProblem(409, "Tu cuenta no tiene contraseña. Pedí un código.", undefined, undefined, "no_password");
    await refuseWhenLocked(sandbox, customer.identification);
    if (!(await verifyPassword(password, customer.password_hash))) {
      await recordLoginFailure(sandbox, customer.identification);
      throw new ApiProblem(
        400,
        PROOF_MESSAGES.password,
        { password: [PROOF_MESSAGES.password] },
        undefined,
        "password_invalid",
      );
    }
    await clearLoginFailures(sandbox, customer.identification);
  }

  /**
   * Only the session's latest code counts. Each try is counted before the digits are
   * compared, in one statement, so parallel guesses cannot get past the fifth.
   */
  async function proveWithCode(customer: SessionCustomer, code: string) {
    const { tokenHash } = customer.session;
    const typed = codeHash(tokenHash, code);
    const usedBefore = await one(
      db,
      "SELECT 1 FROM proof_codes WHERE token_hash = ? AND code_hash = ? AND used_at IS NOT NULL",
      [tokenHash, typed],
    );
    if (usedBefore) throw codeProblem("code_used", PROOF_MESSAGES.used);
    const latest = await latestCode(tokenHash);
    if (!latest || latest.used_at !== null) throw codeProblem("code_missing", PROOF_MESSAGES.missing);
    if (latest.expires_at <= now().toISOString()) throw codeProblem("code_expired", PROOF_MESSAGES.expired);
    const counted = await run(
      db,
      "UPDATE proof_codes SET attempts = attempts + 1 WHERE id = ? AND attempts < ? AND used_at IS NULL",
      [latest.id, MAX_TRIES],
    );
    if (!counted) throw codeProblem("code_attempts_exceeded", PROOF_MESSAGES.exceeded);
    if (typed !== latest.code_hash) {
      const left = MAX_TRIES - (latest.attempts + 1);
      if (left <= 0) throw codeProblem("code_attempts_exceeded", PROOF_MESSAGES.exceeded);
      throw codeProblem(
        "code_invalid",
        `${PROOF_MESSAGES.invalid} ${left === 1 ? "Te queda 1 intento." : `Te quedan ${left} intentos.`}`,
      );
    }
    const burnt = await run(db, "UPDATE proof_codes SET used_at = ? WHERE id = ? AND used_at IS NULL", [
      now().toISOString(),
      latest.id,
    ]);
    if (!burnt) throw codeProblem("code_used", PROOF_MESSAGES.used);
  }

  return routes;
}
