import type { Sandbox } from "./context.ts";
import { one, run } from "./db.ts";
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
