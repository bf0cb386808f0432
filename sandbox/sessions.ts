import type { MiddlewareHandler } from "hono";
import type { AccessToken } from "../contract/auth";
import type { CustomerRow, Sandbox, SandboxEnv } from "./context";
import { insert, one, run } from "./db";
import { ApiProblem } from "./http";
import { hashToken, newToken } from "./secrets";

/** Opaque access tokens: handed out once, stored as a hash, valid for twelve hours. */

const TOKEN_LIFETIME_MS = 12 * 3600 * 1000;
export const SESSION_EXPIRED = "Tu sesión venció. Iniciá sesión de nuevo.";

export async function issueAccessToken({ db, now }: Sandbox, customerId: number): Promise<AccessToken> {
  const token = newToken();
  const issuedAt = now();
  const expiresAt = new Date(issuedAt.getTime() + TOKEN_LIFETIME_MS).toISOString();
  await run(db, "DELETE FROM access_tokens WHERE expires_at <= ?", [issuedAt.toISOString()]);
  await insert(db, "INSERT INTO access_tokens (token_hash, customer_id, expires_at, created_at) VALUES (?, ?, ?, ?)", [
    hashToken(token), customerId, expiresAt, issuedAt.toISOString(),
  ]);
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

/** The customer a request's bearer token belongs to; undefined without a token, 401 with a bad one. */
export async function customerOfRequest(sandbox: Sandbox, authorization: string | undefined): Promise<CustomerRow | undefined> {
  if (!authorization) return undefined;
  const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
  if (!token) throw new ApiProblem(401, SESSION_EXPIRED);
  const customer = await one<CustomerRow>(
    sandbox.db,
    `SELECT customers.id, identification, kind, name, password_hash FROM access_tokens
     JOIN customers ON customers.id = access_tokens.customer_id
     WHERE token_hash = ? AND expires_at > ?`,
    [hashToken(token), sandbox.now().toISOString()],
  );
  if (!customer) throw new ApiProblem(401, SESSION_EXPIRED);
  return customer;
}

export function requireCustomer(sandbox: Sandbox): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const customer = await customerOfRequest(sandbox, c.req.header("Authorization"));
    if (!customer) throw new ApiProblem(401, SESSION_EXPIRED);
    c.set("customer", customer);
    await next();
  };
}
