import { CONFIRMATION_CODE } from "../contract/consumer-requests.ts";
import type { Sandbox } from "./context.ts";
import { all, one, run } from "./db.ts";
import { ApiProblem } from "./http.ts";
import { recordMessage } from "./outbox.ts";
import { hashToken, newCode, newToken } from "./secrets.ts";

/**
 * The code that confirms a cancellation or a withdrawal (Disposición 3/2026, decision 099).
 * It goes only to the verified contacts of the holder the request names, never to a
 * contact the sender typed. Every request gets a code row all the same: with nobody to
 * send it to, its hash is of a random token no six digits can match, so tries, expiry and
 * answers run the same path, and nothing tells a sender whether the data named a customer.
 */

/** The request a code confirms. */
export type CodedRequest = { id: number; kind: "cancellation" | "withdrawal"; code: string; identification: string };

type CodeRow = {
  request_id: number;
  /** The customer the request names (found by identification and connection or application), or null: nobody to send codes to. */
  holder_id: number | null;
  code_hash: string;
  expires_at: string;
  tries: number;
  sent_count: number;
  sent_at: string;
  used_at: string | null;
};

const codeHash = (requestId: number, code: string) => hashToken(`consumer-request:${requestId}:${code}`);

const WHAT = { cancellation: "baja", withdrawal: "arrepentimiento" } as const;

/** When a code sent at `sentAt` stops working, and when another may be asked for. */
function timesOf(sentAt: Date) {
  return {
    expires_at: new Date(sentAt.getTime() + CONFIRMATION_CODE.lifetimeSeconds * 1000).toISOString(),
    resend_at: new Date(sentAt.getTime() + CONFIRMATION_CODE.resendSeconds * 1000).toISOString(),
  };
}

/** The verified e-mails and phones of a customer: the only places a code may go. */
async function verifiedContacts(sandbox: Sandbox, customerId: number) {
  return all<{ type: string; value: string }>(
    sandbox.db,
    "SELECT type, value FROM contacts WHERE customer_id = ? AND verified = 1 ORDER BY id",
    [customerId],
  );
}

/** A fresh code for the request: its hash to store, and what sends it to the holder's verified contacts, if any. */
async function freshCode(sandbox: Sandbox, request: CodedRequest, holderId: number | null) {
  const code = newCode();
  // Looked up even without a holder (no customer has id 0): the same work either way.
  const contacts = await verifiedContacts(sandbox, holderId ?? 0);
  // Nobody to send it to: a hash no six digits match, computed all the same.
  const hash = contacts.length ? codeHash(request.id, code) : codeHash(request.id, newToken());
  const what = WHAT[request.kind];
  const send = async () => {
    for (const contact of contacts) {
      await recordMessage(sandbox, {
        channel: contact.type === "email" ? "email" : "sms",
        purpose: request.kind === "cancellation" ? "cancellation_code" : "withdrawal_code",
        recipient: contact.value,
        identification: request.identification,
        subject: `Código para confirmar tu solicitud de ${what} ${request.code}`,
        body:
          `Recibimos una solicitud de ${what} (${request.code}) a tu nombre. Si la pediste vos, confirmala con el código ${code}; ` +
          `vence en ${CONFIRMATION_CODE.lifetimeSeconds / 60} minutos. Si no fuiste vos, ignorá este mensaje y no compartas el código con nadie.`,
        code,
      });
    }
  };
  return { hash, send };
}

/** The first code of a request just filed, for the holder it named (null: none, or no match). */
export async function issueCode(sandbox: Sandbox, request: CodedRequest, holderId: number | null) {
  const now = sandbox.now();
  const { hash, send } = await freshCode(sandbox, request, holderId);
  await run(
    sandbox.db,
    `INSERT INTO consumer_request_codes (request_id, holder_id, code_hash, expires_at, tries, sent_count, sent_at)
     VALUES (?, ?, ?, ?, 0, 1, ?)`,
    [request.id, holderId, hash, timesOf(now).expires_at, now.toISOString()],
  );
  await send();
  return timesOf(now);
}

/** Another code, in place of the last one: 60 seconds after it, at most 5 per request. */
export async function reissueCode(sandbox: Sandbox, request: CodedRequest) {
  const now = sandbox.now();
  const requestId = request.id;
  const holder = await one<{ holder_id: number | null }>(
    sandbox.db,
    "SELECT holder_id FROM consumer_request_codes WHERE request_id = ?",
    [requestId],
  );
  const { hash, send } = await freshCode(sandbox, request, holder?.holder_id ?? null);
  const earliest = new Date(now.getTime() - CONFIRMATION_CODE.resendSeconds * 1000).toISOString();
  // One statement checks and replaces, so two requests at once send one code.
  const replaced = await run(
    sandbox.db,
    `UPDATE consumer_request_codes SET code_hash = ?, expires_at = ?, tries = 0, sent_count = sent_count + 1, sent_at = ?, used_at = NULL
     WHERE request_id = ? AND used_at IS NULL AND sent_at <= ? AND sent_count < ?`,
    [hash, timesOf(now).expires_at, now.toISOString(), requestId, earliest, CONFIRMATION_CODE.perRequest],
  );
  if (!replaced) {
    const row = await one<CodeRow>(sandbox.db, "SELECT * FROM consumer_request_codes WHERE request_id = ?", [
      requestId,
    ]);
    if (row && row.sent_count >= CONFIRMATION_CODE.perRequest) {
      throw new ApiProblem(
        422,
        `Ya enviamos ${CONFIRMATION_CODE.perRequest} códigos para esta solicitud. Queda pendiente de verificación: confirmamos la identidad del titular dentro de las 24 horas.`,
      );
    }
    const wait = row
      ? Math.max(
          1,
          Math.ceil((Date.parse(row.sent_at) + CONFIRMATION_CODE.resendSeconds * 1000 - now.getTime()) / 1000),
        )
      : CONFIRMATION_CODE.resendSeconds;
    throw new ApiProblem(429, `Esperá ${wait} segundos para pedir otro código`, undefined, {
      "Retry-After": String(wait),
    });
  }
  await send();
  return timesOf(now);
}

/**
 * Checks a code: every try counts, the sixth is refused whatever it says, and a code that
 * worked once works no more. 422 for a wrong code, 410 for one that no longer works.
 */
export async function checkCode(sandbox: Sandbox, { id: requestId }: CodedRequest, code: string) {
  const now = sandbox.now().toISOString();
  // The try is counted before the code is compared, in one statement: two at once are two tries.
  const counted = await one<CodeRow>(
    sandbox.db,
    `UPDATE consumer_request_codes SET tries = tries + 1
     WHERE request_id = ? AND used_at IS NULL AND expires_at > ? AND tries < ?
     RETURNING *`,
    [requestId, now, CONFIRMATION_CODE.tries],
  );
  const gone = () => new ApiProblem(410, "El código venció, ya se usó o se probó demasiadas veces. Pedí uno nuevo.");
  if (!counted) throw gone();
  if (counted.code_hash !== codeHash(requestId, code)) {
    const left = CONFIRMATION_CODE.tries - counted.tries;
    const more = left === 0 ? "Pedí uno nuevo." : left === 1 ? "Te queda 1 intento." : `Te quedan ${left} intentos.`;
    throw new ApiProblem(422, "El código no es correcto", { code: [`El código no es correcto. ${more}`] });
  }
  const used = await run(
    sandbox.db,
    "UPDATE consumer_request_codes SET used_at = ? WHERE request_id = ? AND used_at IS NULL",
    [now, requestId],
  );
  if (!used) throw gone();
}
