import type { Sandbox } from "./context.ts";
import { all, insert, one, run } from "./db.ts";
import { ApiProblem } from "./http.ts";
import { hashToken, newCode, newToken } from "./secrets.ts";
import { recordMessage } from "./outbox.ts";

/**
 * Single-use secrets sent to the customer: password reset links, e-mail verification
 * links and six-digit contact codes. Only their hash is kept; using one burns it.
 */

type Purpose = "password_reset" | "email_verification" | "contact_code";

export const CONTACT_CODE_LIFETIME_MS = 15 * 60 * 1000;

const LIFETIME_MS: Record<Purpose, number> = {
  password_reset: 3600 * 1000,
  email_verification: 24 * 3600 * 1000,
  contact_code: CONTACT_CODE_LIFETIME_MS,
};

async function remember(
  sandbox: Sandbox,
  purpose: Purpose,
  secretHash: string,
  customerId: number,
  contactId: number | null,
) {
  const now = sandbox.now();
  await run(
    sandbox.db,
    "INSERT INTO one_time_tokens (token_hash, purpose, customer_id, contact_id, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)",
    [
      secretHash,
      purpose,
      customerId,
      contactId,
      new Date(now.getTime() + LIFETIME_MS[purpose]).toISOString(),
      now.toISOString(),
    ],
  );
}

/** Burns a secret and answers who it was for, or undefined when unknown, used or expired. */
export async function consume(sandbox: Sandbox, purpose: Purpose, secretHash: string) {
  const now = sandbox.now().toISOString();
  const row = await one<{ customer_id: number; contact_id: number | null }>(
    sandbox.db,
    "SELECT customer_id, contact_id FROM one_time_tokens WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?",
    [secretHash, purpose, now],
  );
  if (!row) return undefined;
  await run(sandbox.db, "UPDATE one_time_tokens SET used_at = ? WHERE token_hash = ?", [now, secretHash]);
  return row;
}

export const codeHash = (contactId: number, code: string) => hashToken(`contact:${contactId}:${code}`);

type Customer = { id: number; identification: string; name: string };

export async function sendPasswordReset(sandbox: Sandbox, customer: Customer, email: string) {
  const token = newToken();
  await remember(sandbox, "password_reset", hashToken(token), customer.id, null);
  const link = `/password-reset/process/${token}`;
  await recordMessage(sandbox, {
    channel: "email",
    purpose: "password_reset",
    recipient: email,
    identification: customer.identification,
    subject: "Restablecé tu contraseña",
    body: `Hola ${customer.name}: para crear una nueva contraseña entrá a ${link}. El enlace vence en una hora.`,
    token,
    link,
  });
}

/** E-mail contacts get a code and a link; phones get the code by SMS. */
export async function sendContactVerification(
  sandbox: Sandbox,
  customer: Customer,
  contact: { id: number; type: string; value: string },
) {
  const code = newCode();
  await remember(sandbox, "contact_code", codeHash(contact.id, code), customer.id, contact.id);
  if (contact.type === "phone") {
    await recordMessage(sandbox, {
      channel: "sms",
      purpose: "contact_code",
      recipient: contact.value,
      identification: customer.identification,
      subject: "Código de verificación",
      body: `Tu código de verificación es ${code}. Vence en 15 minutos.`,
      code,
    });
    return;
  }
  const token = newToken();
  await remember(sandbox, "email_verification", hashToken(token), customer.id, contact.id);
  const link = `/actions/email-verification?token=${token}`;
  await recordMessage(sandbox, {
    channel: "email",
    purpose: "email_verification",
    recipient: contact.value,
    identification: customer.identification,
    subject: "Verificá tu correo electrónico",
    body: `Hola ${customer.name}: tu código es ${code} (vence en 15 minutos), o verificá tu correo entrando a ${link}.`,
    token,
    code,
    link,
  });
}

/**
 * Codes a person types or reads out: a session's proof (decision 097) and a customer's
 * consent to an agent (decision 141). Six digits to a verified contact, 10 minutes, used once,
 * 5 tries each counted before the digits are compared (in one statement, so guesses sent at
 * once stop at five), bound to what they prove: `key` is the session's token hash, or the
 * agent and the customer. Only the latest code of a key counts, and only its hash is kept
 * (`proof_codes`). A key asks one code a minute while one is on its way; an account gets ten
 * an hour, whoever asks, so no phone is flooded.
 */
export const SPOKEN_CODE_LIFETIME_MS = 10 * 60 * 1000;
export const SPOKEN_CODE_RESEND_AFTER_MS = 60 * 1000;
export const SPOKEN_CODE_MAX_TRIES = 5;
const SPOKEN_CODES_PER_HOUR = 10;

export type SpokenCodeRow = {
  id: number;
  contact_id: number;
  code_hash: string;
  attempts: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
};

export const SPOKEN_CODE_MESSAGES = {
  invalid: "El código no es correcto.",
  expired: "El código venció. Pedí uno nuevo.",
  used: "Ese código ya se usó. Pedí uno nuevo.",
  exceeded: "Probaste 5 veces con este código. Pedí uno nuevo.",
  missing: "Primero pedí un código.",
  tooSoon: "Ya te enviamos un código. Esperá un minuto para pedir otro.",
  tooMany: "Pediste demasiados códigos. Probá de nuevo más tarde.",
};

/** The digits and what they prove hashed together: a code proves its key only. */
const spokenCodeHash = (key: string, code: string) => hashToken(`proof:${key}:${code}`);

export const latestSpokenCode = (sandbox: Sandbox, key: string) =>
  one<SpokenCodeRow>(
    sandbox.db,
    "SELECT id, contact_id, code_hash, attempts, expires_at, used_at, created_at FROM proof_codes WHERE token_hash = ? ORDER BY id DESC LIMIT 1",
    [key],
  );

/** The code while it can still be used: not used, not expired, tries left. */
export const liveSpokenCode = (sandbox: Sandbox, code: SpokenCodeRow | undefined) =>
  code &&
  code.used_at === null &&
  code.expires_at > sandbox.now().toISOString() &&
  code.attempts < SPOKEN_CODE_MAX_TRIES
    ? code
    : undefined;

/** A code on its way holds the next one back for a minute; one already used does not. */
export function spokenCodeResendAt(sandbox: Sandbox, code: SpokenCodeRow | undefined) {
  if (!code || code.used_at !== null) return null;
  const at = Date.parse(code.created_at) + SPOKEN_CODE_RESEND_AFTER_MS;
  return at > sandbox.now().getTime() ? new Date(at).toISOString() : null;
}

const secondsUntil = (sandbox: Sandbox, iso: string) =>
  String(Math.max(1, Math.ceil((Date.parse(iso) - sandbox.now().getTime()) / 1000)));

/**
 * A new code for `key`, to `contactId` of the customer: 429 with `Retry-After` while the
 * key's last one was sent less than a minute ago (`resend_too_soon`), or past the account's
 * ten an hour (`too_many_codes`). Answers the digits, for the caller to send.
 */
export async function newSpokenCode(
  sandbox: Sandbox,
  holder: { key: string; customerId: number; contactId: number; agentNumber?: string },
  messages: { tooSoon: string; tooMany: string } = SPOKEN_CODE_MESSAGES,
) {
  const { db } = sandbox;
  const retryAt = spokenCodeResendAt(sandbox, await latestSpokenCode(sandbox, holder.key));
  if (retryAt)
    throw new ApiProblem(
      429,
      messages.tooSoon,
      undefined,
      { "Retry-After": secondsUntil(sandbox, retryAt) },
      "resend_too_soon",
    );
  const at = sandbox.now();
  const recent = await all<{ created_at: string }>(
    db,
    "SELECT created_at FROM proof_codes WHERE customer_id = ? AND created_at > ? ORDER BY created_at",
    [holder.customerId, new Date(at.getTime() - 3600_000).toISOString()],
  );
  if (recent.length >= SPOKEN_CODES_PER_HOUR) {
    const until = new Date(
      Date.parse(recent[recent.length - SPOKEN_CODES_PER_HOUR]!.created_at) + 3600_000,
    ).toISOString();
    throw new ApiProblem(
      429,
      messages.tooMany,
      undefined,
      { "Retry-After": secondsUntil(sandbox, until) },
      "too_many_codes",
    );
  }
  const code = newCode();
  // A day old, a code serves no rule any more (the hourly cap looks back one hour).
  await run(db, "DELETE FROM proof_codes WHERE created_at < ?", [new Date(at.getTime() - 24 * 3600_000).toISOString()]);
  const expiresAt = new Date(at.getTime() + SPOKEN_CODE_LIFETIME_MS).toISOString();
  await insert(
    db,
    `INSERT INTO proof_codes (token_hash, customer_id, contact_id, code_hash, expires_at, created_at, agent_number)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [
      holder.key,
      holder.customerId,
      holder.contactId,
      spokenCodeHash(holder.key, code),
      expiresAt,
      at.toISOString(),
      holder.agentNumber ?? null,
    ],
  );
  return {
    code,
    expiresAt,
    resendAt: new Date(at.getTime() + SPOKEN_CODE_RESEND_AFTER_MS).toISOString(),
  };
}

const codeProblem = (reason: string, message: string) =>
  new ApiProblem(400, message, { code: [message] }, undefined, reason);

/**
 * Uses the key's latest code, or throws the 400 on `code` that says why not (`code_used`,
 * `code_missing`, `code_expired`, `code_attempts_exceeded`, `code_invalid` with the tries left).
 */
export async function useSpokenCode(sandbox: Sandbox, key: string, code: string) {
  const { db } = sandbox;
  const now = sandbox.now().toISOString();
  const typed = spokenCodeHash(key, code);
  const usedBefore = await one(
    db,
    "SELECT 1 FROM proof_codes WHERE token_hash = ? AND code_hash = ? AND used_at IS NOT NULL",
    [key, typed],
  );
  if (usedBefore) throw codeProblem("code_used", SPOKEN_CODE_MESSAGES.used);
  const latest = await latestSpokenCode(sandbox, key);
  if (!latest || latest.used_at !== null) throw codeProblem("code_missing", SPOKEN_CODE_MESSAGES.missing);
  if (latest.expires_at <= now) throw codeProblem("code_expired", SPOKEN_CODE_MESSAGES.expired);
  const counted = await run(
    db,
    "UPDATE proof_codes SET attempts = attempts + 1 WHERE id = ? AND attempts < ? AND used_at IS NULL",
    [latest.id, SPOKEN_CODE_MAX_TRIES],
  );
  if (!counted) throw codeProblem("code_attempts_exceeded", SPOKEN_CODE_MESSAGES.exceeded);
  if (typed !== latest.code_hash) {
    const left = SPOKEN_CODE_MAX_TRIES - (latest.attempts + 1);
    if (left <= 0) throw codeProblem("code_attempts_exceeded", SPOKEN_CODE_MESSAGES.exceeded);
    throw codeProblem(
      "code_invalid",
      `${SPOKEN_CODE_MESSAGES.invalid} ${left === 1 ? "Te queda 1 intento." : `Te quedan ${left} intentos.`}`,
    );
  }
  const burnt = await run(db, "UPDATE proof_codes SET used_at = ? WHERE id = ? AND used_at IS NULL", [now, latest.id]);
  if (!burnt) throw codeProblem("code_used", SPOKEN_CODE_MESSAGES.used);
}
