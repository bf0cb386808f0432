import type { MiddlewareHandler } from "hono";
import type { AccessToken } from "../contract/auth.ts";
import type { Sandbox, SandboxEnv, SessionCustomer } from "./context.ts";
import { insert, one, run } from "./db.ts";
import { ApiProblem } from "./http.ts";
import { hashToken, newToken } from "./secrets.ts";

/**
 * Opaque access tokens: handed out once, stored as a hash, valid for twelve hours. Each
 * carries its proof (decision 097): a token from the identification alone is quick access; a
 * password sign-in or a proof (`routes/proof.ts`) makes it verified until
 * `proofWindowMs` pass without a call, every authenticated call pushing that back.
 */

const TOKEN_LIFETIME_MS = 12 * 3600 * 1000;
export const SESSION_EXPIRED = "Tu sesión venció. Iniciá sesión de nuevo.";
export const PROOF_REQUIRED = "Para hacer esto, primero confirmá que sos vos con un código o tu contraseña.";

export async function issueAccessToken(
  sandbox: Sandbox,
  customerId: number,
  { proved = false } = {},
): Promise<AccessToken> {
  const issuedAt = sandbox.now();
  const expiresAt = new Date(issuedAt.getTime() + TOKEN_LIFETIME_MS);
  const verifiedUntil = proved ? new Date(issuedAt.getTime() + sandbox.proofWindowMs).toISOString() : null;
  return storeToken(sandbox, {
    customerId,
    expiresAt,
    verifiedUntil,
    agentNumber: null,
    access: null,
    staffTokenId: null,
  });
}

/** An agent's token may last this long at most (decision 141): the length of a call, with room. */
export const DELEGATED_LIFETIME_MS = 30 * 60 * 1000;

/**
 * A customer token an agent holds (decision 141): the customer's, naming the agent, for 30
 * minutes at most and never past the agent's own token. With the customer's consent it is
 * verified for all of its life (the code the customer read out is the proof); read-only, it is
 * quick access and may only read.
 */
export async function issueDelegatedToken(
  sandbox: Sandbox,
  customerId: number,
  agent: { agentNumber: string; expiresAt: Date; tokenId: string },
  access: "consent" | "read_only",
): Promise<AccessToken> {
  const limit = sandbox.now().getTime() + DELEGATED_LIFETIME_MS;
  const expiresAt = new Date(Math.min(limit, agent.expiresAt.getTime()));
  return storeToken(sandbox, {
    customerId,
    expiresAt,
    verifiedUntil: access === "consent" ? expiresAt.toISOString() : null,
    agentNumber: agent.agentNumber,
    access,
    staffTokenId: agent.tokenId,
  });
}

async function storeToken(
  { db, now }: Sandbox,
  row: {
    customerId: number;
    expiresAt: Date;
    verifiedUntil: string | null;
    agentNumber: string | null;
    access: "consent" | "read_only" | null;
    /** The `jti` of the staff token an agent's customer token was handed out under (decision 146). */
    staffTokenId: string | null;
  },
): Promise<AccessToken> {
  const token = newToken();
  const issuedAt = now().toISOString();
  const expiresAt = row.expiresAt.toISOString();
  await run(db, "DELETE FROM access_tokens WHERE expires_at <= ?", [issuedAt]);
  await insert(
    db,
    `INSERT INTO access_tokens (token_hash, customer_id, expires_at, created_at, verified_until, agent_number, access, staff_jti)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      hashToken(token),
      row.customerId,
      expiresAt,
      issuedAt,
      row.verifiedUntil,
      row.agentNumber,
      row.access,
      row.staffTokenId,
    ],
  );
  return { access_token: token, token_type: "Bearer", expires_at: expiresAt };
}

export async function revokeAccessTokens({ db }: Sandbox, customerId: number) {
  await run(db, "DELETE FROM access_tokens WHERE customer_id = ?", [customerId]);
}

/** Ends one session: the token of an `Authorization: Bearer …` header stops working. */
export async function revokeAccessToken({ db }: Sandbox, authorization: string | undefined) {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? "")?.[1];
  if (token) await run(db, "DELETE FROM access_tokens WHERE token_hash = ?", [hashToken(token)]);
}

/**
 * The customer a request's bearer token belongs to; undefined without a token, 401 with a
 * bad one. A verified token's window starts again: this call is activity.
 */
export async function customerOfRequest(
  sandbox: Sandbox,
  authorization: string | undefined,
): Promise<SessionCustomer | undefined> {
  if (!authorization) return undefined;
  const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
  if (!token) throw new ApiProblem(401, SESSION_EXPIRED);
  const tokenHash = hashToken(token);
  const now = sandbox.now();
  const row = await one<
    Omit<SessionCustomer, "session"> & {
      verified_until: string | null;
      agent_number: string | null;
      access: "consent" | "read_only" | null;
    }
  >(
    sandbox.db,
    `SELECT customers.id, identification, kind, name, password_hash, verified_until, agent_number, access FROM access_tokens
     JOIN customers ON customers.id = access_tokens.customer_id
     WHERE token_hash = ? AND expires_at > ?
       AND NOT EXISTS (SELECT 1 FROM ended_staff_tokens WHERE jti = access_tokens.staff_jti)`,
    [tokenHash, now.toISOString()],
  );
  // The last clause (decision 146): one handed out while its agent was signing out, after the sign-out's delete.
  if (!row) throw new ApiProblem(401, SESSION_EXPIRED);
  const { verified_until: until, agent_number: agentNumber, access, ...customer } = row;
  let verifiedUntil: string | null = null;
  // An agent's consented token is verified until it ends, and no longer (decision 141): no window to slide.
  if (access === "consent") verifiedUntil = until;
  else if (until && until > now.toISOString()) {
    verifiedUntil = new Date(now.getTime() + sandbox.proofWindowMs).toISOString();
    await run(sandbox.db, "UPDATE access_tokens SET verified_until = ? WHERE token_hash = ?", [
      verifiedUntil,
      tokenHash,
    ]);
  }
  return { ...customer, session: { tokenHash, verifiedUntil, agentNumber, access } };
}

export function requireCustomer(sandbox: Sandbox): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const customer = await customerOfRequest(sandbox, c.req.header("Authorization"));
    if (!customer) throw new ApiProblem(401, SESSION_EXPIRED);
    c.set("customer", customer);
    await next();
  };
}

/** Whether the session may change the account and see personal data in full. */
export const isVerified = (customer: SessionCustomer) => customer.session.verifiedUntil !== null;

/**
 * The guard of every call that changes the account or reveals personal data (decision 097):
 * 403 `proof_required` for a quick-access token or one whose verification lapsed.
 */
export function requireProof(customer: SessionCustomer) {
  if (!isVerified(customer)) throw new ApiProblem(403, PROOF_REQUIRED, undefined, undefined, "proof_required");
}

/** Marks the session verified for the window from now (a code or the password proved it). */
export async function verifySession(sandbox: Sandbox, customer: SessionCustomer): Promise<string> {
  const verifiedUntil = new Date(sandbox.now().getTime() + sandbox.proofWindowMs).toISOString();
  await run(sandbox.db, "UPDATE access_tokens SET verified_until = ? WHERE token_hash = ?", [
    verifiedUntil,
    customer.session.tokenHash,
  ]);
  return verifiedUntil;
}

/**
 * Whose hands a bearer token is in (decision 141): `consent` or `read_only` for one an agent
 * holds, null for the customer's own, or for no valid token (its call answers 401 as ever).
 */
export async function delegationOf(
  sandbox: Sandbox,
  authorization: string | undefined,
): Promise<"consent" | "read_only" | null> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? "")?.[1];
  if (!token) return null;
  const row = await one<{ access: "consent" | "read_only" | null }>(
    sandbox.db,
    "SELECT access FROM access_tokens WHERE token_hash = ? AND expires_at > ?",
    [hashToken(token), sandbox.now().toISOString()],
  );
  return row?.access ?? null;
}
