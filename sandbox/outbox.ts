import type { Sandbox } from "./context.ts";
import { insert } from "./db.ts";

/** Records a message the provider would send; the fault switch lets tests read it. */
export async function recordMessage(
  { db, now }: Sandbox,
  message: {
    channel: "email" | "sms";
    purpose:
      | "password_reset"
      | "email_verification"
      | "contact_code"
      | "cancellation_code"
      | "withdrawal_code"
      | "proof_code"
      | "consent_code"
      | "outage_resolved";
    recipient: string;
    identification: string;
    subject: string;
    body: string;
    token?: string;
    code?: string;
    link?: string;
  },
) {
  await insert(
    db,
    `INSERT INTO outbox (channel, purpose, recipient, identification, subject, body, token, code, link, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      message.channel,
      message.purpose,
      message.recipient,
      message.identification,
      message.subject,
      message.body,
      message.token ?? null,
      message.code ?? null,
      message.link ?? null,
      now().toISOString(),
    ],
  );
}
