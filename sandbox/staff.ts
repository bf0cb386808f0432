import type { MiddlewareHandler } from "hono";
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from "jose";
import { AgentNumber } from "../contract/activity.ts";
import { StaffRole } from "../contract/staff.ts";
import type { Sandbox, SandboxEnv } from "./context.ts";
import { one, run } from "./db.ts";
import { ApiProblem } from "./http.ts";

/**
 * Call-centre staff as the API knows them (decision 141): by the access token their
 * identity provider issued for this API, a JWT (RFC 9068) verified here with `jose` against
 * the keys the issuer publishes. Nothing about the provider is assumed beyond OpenID Connect
 * Discovery: the JWKS's address comes from `<issuer>/.well-known/openid-configuration`, read
 * once, and the keys are cached by jose (fetched again for a key id it has not seen). The
 * token's `iss` must be the issuer, its `aud` this API (`SANDBOX_STAFF_AUDIENCE`), its `exp`
 * ahead on the sandbox's clock, its `typ` at+jwt; the staff member's roles come from `roles`,
 * their agent number from `agent_number`, their name from `name`.
 */

export type StaffSettings = { issuer: string; audience: string };

export type StaffMember = {
  /** The identity provider's subject: who the codes of a consent are bound to. */
  subject: string;
  name: string;
  agentNumber: string;
  roles: ReadonlySet<StaffRole>;
  /** When the staff member's token ends: an agent's customer token never outlives it. */
  expiresAt: Date;
  /** The token's own id (`jti`, RFC 9068 §2.2): what signing out ends (decision 146). */
  tokenId: string;
};

export const STAFF_SESSION_EXPIRED = "Tu sesión de atención venció. Ingresá de nuevo.";
const ISSUER_UNAVAILABLE = "No pudimos verificar tu sesión de atención. Probá de nuevo en unos minutos.";
const NOT_STAFF = "Tu usuario no tiene un rol de atención al cliente.";
const SUPERVISORS_ONLY = "Solo un supervisor puede ver las acciones de los agentes.";

/**
 * `SANDBOX_STAFF_ISSUER` and `SANDBOX_STAFF_AUDIENCE` read and checked: both or neither (no
 * issuer: no staff, and the `staff` capability is not offered). Throws with a message naming
 * the variable.
 */
export function parseStaffSettings(issuer: string | undefined, audience: string | undefined): StaffSettings | null {
  const given = issuer?.trim() ?? "";
  const aud = audience?.trim() ?? "";
  if (!given) {
    if (aud) throw new Error("SANDBOX_STAFF_AUDIENCE is set without SANDBOX_STAFF_ISSUER");
    return null;
  }
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new Error(`SANDBOX_STAFF_ISSUER must be the identity provider's issuer URL, got "${given}"`);
  }
  if (!["http:", "https:"].includes(url.protocol) || url.search || url.hash || url.username || url.password) {
    // The message may reach a log: a URL with credentials is not repeated.
    const shown = url.username || url.password ? "a URL with credentials" : `"${given}"`;
    throw new Error(
      `SANDBOX_STAFF_ISSUER must be an http or https URL without query, fragment or credentials, got ${shown}`,
    );
  }
  if (!aud) throw new Error("SANDBOX_STAFF_AUDIENCE must name this API as the identity provider's tokens say it (aud)");
  if (!/^[\x21-\x7e]{1,500}$/.test(aud))
    throw new Error("SANDBOX_STAFF_AUDIENCE must be 1 to 500 printable characters without spaces");
  return { issuer: given, audience: aud };
}

/** RFC 9068's signatures: asymmetric only, so a key published in the JWKS can never also sign as a shared secret. */
const ALGORITHMS = [
  "RS256",
  "RS384",
  "RS512",
  "PS256",
  "PS384",
  "PS512",
  "ES256",
  "ES384",
  "ES512",
  "EdDSA",
  "Ed25519",
];

/** The issuer's keys could not be had: a 503, not the staff member's fault. */
class IssuerUnavailable extends Error {}

async function discoverKeys(issuer: string): Promise<JWTVerifyGetKey> {
  const address = `${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`;
  let document: { issuer?: unknown; jwks_uri?: unknown };
  try {
    const response = await fetch(address, { signal: AbortSignal.timeout(5000), redirect: "error" });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    document = (await response.json()) as typeof document;
  } catch (error) {
    throw new IssuerUnavailable(`${address}: ${(error as Error).message}`);
  }
  // OpenID Connect Discovery 1.0, §4.3: the document's issuer must be the one asked.
  if (document.issuer !== issuer || typeof document.jwks_uri !== "string")
    throw new IssuerUnavailable(`${address} names another issuer or no jwks_uri`);
  return createRemoteJWKSet(new URL(document.jwks_uri), { timeoutDuration: 5000 });
}

/** Whether verifying failed for want of the issuer's keys (unreachable, slow, not a JWKS), not for the token. */
const issuerFailed = (error: unknown) =>
  error instanceof IssuerUnavailable ||
  error instanceof errors.JWKSTimeout ||
  error instanceof errors.JWKSInvalid ||
  !(error instanceof errors.JOSEError) ||
  // jose's own word for a JWKS that did not answer 200.
  error.code === "ERR_JOSE_GENERIC";

/** Verifies staff tokens against one issuer; the discovery document is read on the first token. */
export function staffVerifier(settings: StaffSettings, now: () => Date) {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const keysOf = () =>
    (keys ??= discoverKeys(settings.issuer).catch((error: unknown) => {
      // A failure is not remembered: the next token tries again.
      keys = undefined;
      throw error;
    }));

  return async function verify(token: string): Promise<StaffMember> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, await keysOf(), {
        issuer: settings.issuer,
        audience: settings.audience,
        typ: "at+jwt",
        algorithms: ALGORITHMS,
        // RFC 9068 §2.2 requires them all; jti is what signing out ends (decision 146).
        requiredClaims: ["exp", "sub", "jti"],
        currentDate: now(),
      }));
    } catch (error) {
      if (issuerFailed(error)) {
        console.error(`Staff token: the issuer's keys could not be read (${(error as Error).message})`);
        throw new ApiProblem(503, ISSUER_UNAVAILABLE);
      }
      throw new ApiProblem(401, STAFF_SESSION_EXPIRED);
    }
    const roles = new Set(
      (Array.isArray(payload.roles) ? payload.roles : []).filter(
        (role): role is StaffRole => StaffRole.safeParse(role).success,
      ),
    );
    const agentNumber = AgentNumber.safeParse(payload.agent_number);
    if (roles.size === 0 || !agentNumber.success)
      throw new ApiProblem(403, NOT_STAFF, undefined, undefined, "staff_role_missing");
    return {
      subject: payload.sub!,
      name: typeof payload.name === "string" ? payload.name : "",
      agentNumber: agentNumber.data,
      roles,
      expiresAt: new Date(payload.exp! * 1000),
      tokenId: payload.jti!,
    };
  };
}

export type StaffVerifier = ReturnType<typeof staffVerifier>;

const bearer = (authorization: string | undefined) => /^Bearer\s+(\S+)$/i.exec(authorization ?? "")?.[1];

/**
 * The staff member a request's token names; 401 without a valid one, or with one signed out
 * (decision 146). Every staff call goes through here, so none can forget the second check.
 */
export async function staffOfRequest(sandbox: Sandbox, authorization: string | undefined) {
  const token = bearer(authorization);
  if (!token || !sandbox.staff) throw new ApiProblem(401, STAFF_SESSION_EXPIRED);
  const staff = await sandbox.staff(token);
  if (await one(sandbox.db, "SELECT 1 AS ended FROM ended_staff_tokens WHERE jti = ?", [staff.tokenId]))
    throw new ApiProblem(401, STAFF_SESSION_EXPIRED);
  return staff;
}

/**
 * Signing out (decision 146): the token is recorded as ended until its own `exp`, and the
 * customer tokens handed out under it go. The signature would keep the JWT valid for hours
 * more; this table is what the API remembers instead, as small as the tokens signed out and
 * not yet expired.
 */
export async function endStaffToken({ db, now }: Sandbox, staff: StaffMember) {
  await run(db, "DELETE FROM ended_staff_tokens WHERE expires_at <= ?", [now().toISOString()]);
  await run(db, "INSERT OR IGNORE INTO ended_staff_tokens (jti, expires_at) VALUES (?, ?)", [
    staff.tokenId,
    staff.expiresAt.toISOString(),
  ]);
  await run(db, "DELETE FROM access_tokens WHERE staff_jti = ?", [staff.tokenId]);
}

/** The guard of `/staff/...`: a staff member's valid token, and a supervisor's where `supervisors` says so. */
export function requireStaff(sandbox: Sandbox, { supervisors = false } = {}): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const staff = await staffOfRequest(sandbox, c.req.header("Authorization"));
    if (supervisors && !staff.roles.has("supervisor"))
      throw new ApiProblem(403, SUPERVISORS_ONLY, undefined, undefined, "supervisor_only");
    c.set("staff", staff);
    await next();
  };
}
