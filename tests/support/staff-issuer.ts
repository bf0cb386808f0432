import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from "jose";

/**
 * A stand-in for the call-centre staff's identity provider (decision 141), for tests of the
 * API alone: a real HTTP issuer on 127.0.0.1 serving an OpenID Connect discovery document and
 * a JWKS of its own `jose` keys, and signing JWT access tokens (RFC 9068) as such a provider
 * issues them for the API's audience, with `roles`, `agent_number` and `name`. The sandbox
 * knows it only by its issuer URL, as it would know any provider's.
 */

export type StaffClaims = {
  sub?: string;
  roles?: unknown;
  agent_number?: unknown;
  name?: string;
} & JWTPayload;

export type SignOptions = {
  /** The token's clock: `iat` is this, `exp` `expiresInSeconds` later (the sandbox's clock when it is moved). */
  now?: Date;
  expiresInSeconds?: number;
  audience?: string;
  issuer?: string;
  /** RFC 9068's header type unless said: a plain `JWT` is an ID token's or another's, not an access token. */
  typ?: string;
  /** Another key than the issuer's (a forgery): signed with it, under the issuer's key id. */
  key?: CryptoKey;
};

export async function startStaffIssuer({ audience = "https://api.nodosur.example" } = {}) {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const kid = "staff-1";
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? "");
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    };
    // At any path: a sandbox configured with another issuer under this host reads a document naming this one.
    if (request.url?.endsWith("/.well-known/openid-configuration"))
      return json(200, {
        issuer,
        jwks_uri: `${issuer}/jwks`,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
      });
    if (request.url === "/jwks") return json(200, { keys: [jwk] });
    json(404, { error: "not_found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** An access token for a staff member: an agent (4127) unless the claims say otherwise. */
  async function sign(claims: StaffClaims = {}, options: SignOptions = {}) {
    const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
    const token = new SignJWT({
      roles: ["agent"],
      agent_number: "4127",
      name: "Paula Agente",
      client_id: "portal",
      ...claims,
    })
      .setProtectedHeader({ alg: "RS256", kid, typ: options.typ ?? "at+jwt" })
      .setIssuer(options.issuer ?? issuer)
      .setAudience(options.audience ?? audience)
      .setSubject(claims.sub ?? `staff-${String(claims.agent_number ?? "4127")}`)
      .setIssuedAt(now)
      .setExpirationTime(now + (options.expiresInSeconds ?? 3600));
    // A `jti` of its own unless the claims name one, or leave it out (`jti: undefined`).
    if (!("jti" in claims)) token.setJti(crypto.randomUUID());
    return token.sign(options.key ?? privateKey);
  }

  return {
    issuer,
    audience,
    settings: { issuer, audience },
    sign,
    /** A key of nobody's, to forge a token with (`sign(claims, { key })`). */
    otherKey: async () => (await generateKeyPair("RS256")).privateKey,
    /** The paths asked of the issuer, in order: the discovery document and the JWKS are read once. */
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type StaffIssuer = Awaited<ReturnType<typeof startStaffIssuer>>;
