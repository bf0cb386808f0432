import { generateKeyPairSync, randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from "oidc-provider";
import { errorPage, loggedOutPage, loginPage, logoutPage, PAGE_HEADERS } from "./pages.ts";
import type { Settings } from "./settings.ts";
import { checkCredentials, findStaff, staffClaims } from "./staff.ts";

/**
 * The staff identity provider (decision 140): panva's oidc-provider, configured as a
 * provider's Keycloak or Entra ID would be for the portal, and nothing more.
 *
 * - One confidential client, the portal: authorization code only, PKCE required, no refresh
 *   tokens, back only to its registered addresses.
 * - Access tokens for one resource, the provider API (resource indicators, RFC 8707): JWTs
 *   (RFC 9068) signed with the keys published at the JWKS, carrying `roles`, `agent_number`
 *   and `name`, valid eight hours, the staff session's longest life. The ID token carries the
 *   same claims.
 * - The portal is first-party: no consent screen, the grant is what it asks for.
 * - The interaction is its own sign-in page, in Spanish, without JavaScript.
 */

/** The longest a staff session lasts, in seconds: the API's access token lives as long. */
export const SESSION_SECONDS = 8 * 60 * 60;

const SCOPE = "openid profile";

/** An RSA key for the run (RS256: what Keycloak and Entra ID sign with by default). */
function keysForTheRun() {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return { keys: [{ ...privateKey.export({ format: "jwk" }), kid: randomUUID(), use: "sig", alg: "RS256" }] };
}

function configuration(settings: Settings): Configuration {
  const audience = settings.IDP_AUDIENCE;
  return {
    clients: [
      {
        client_id: settings.IDP_CLIENT_ID,
        client_secret: settings.IDP_CLIENT_SECRET,
        token_endpoint_auth_method: "client_secret_basic",
        grant_types: ["authorization_code"],
        response_types: ["code"],
        redirect_uris: settings.IDP_REDIRECT_URIS,
        post_logout_redirect_uris: settings.IDP_POST_LOGOUT_REDIRECT_URIS,
      },
    ],
    jwks: (settings.IDP_JWKS ?? keysForTheRun()) as Configuration["jwks"],
    // Its own cookies (the sign-in in progress, the session here) are signed with keys of the run.
    cookies: { keys: [randomBytes(32).toString("base64url")] },
    pkce: { required: () => true },
    // Roles and the agent's number are always released, as Keycloak's default client scopes do;
    // the name with `profile`.
    claims: { openid: ["sub", "roles", "agent_number"], profile: ["name"] },
    // The ID token carries the claims the scopes release, not only `sub`: the portal reads them there.
    conformIdTokenClaims: false,
    async findAccount(_ctx, id) {
      const member = findStaff(id);
      if (!member) return undefined;
      return { accountId: member.id, claims: () => ({ sub: member.id, ...staffClaims(member) }) };
    },
    async extraTokenClaims(_ctx, token) {
      const member = token.kind === "AccessToken" && token.accountId ? findStaff(token.accountId) : undefined;
      return member ? staffClaims(member) : undefined;
    },
    // A first-party client: what it asks for is granted, without a consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = session.grantIdFor(client.clientId);
      const found = existing ? await provider.Grant.find(existing) : undefined;
      if (found) return found;
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPE);
      grant.addResourceScope(audience, "");
      await grant.save();
      return grant;
    },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resource) {
          if (resource !== audience) throw new errors.InvalidTarget();
          return {
            scope: "",
            audience,
            accessTokenFormat: "jwt",
            accessTokenTTL: SESSION_SECONDS,
            jwt: { sign: { alg: "RS256" } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          ctx.set(PAGE_HEADERS);
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource(ctx) {
          ctx.set(PAGE_HEADERS);
          ctx.body = loggedOutPage();
        },
      },
    },
    ttl: {
      // The resource server's eight hours rule for the API's tokens; this is the fallback.
      AccessToken: SESSION_SECONDS,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 10 * 60,
      Session: SESSION_SECONDS,
      Grant: SESSION_SECONDS,
    },
    renderError(ctx, out) {
      ctx.set(PAGE_HEADERS);
      ctx.body = errorPage(out.error, out.error_description);
    },
  };
}

/** A form posted to the sign-in page: small, form-encoded; anything else reads as empty. */
async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 8 * 1024) return new URLSearchParams();
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function send(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, PAGE_HEADERS).end(html);
}

const INTERACTION = /^\/interaction\/([\w-]{1,100})(?:\/(login|abort))?$/;

/** The sign-in page of an interaction, and its two answers: the credentials, or giving up. */
async function interaction(provider: Provider, req: IncomingMessage, res: ServerResponse, uid: string, step?: string) {
  let details;
  try {
    details = await provider.interactionDetails(req, res);
  } catch {
    // Expired, already finished, or opened in another browser: nothing to resume.
    return send(res, 400, errorPage("interaction_expired", "el ingreso venció"));
  }
  if (details.uid !== uid || details.prompt.name !== "login") return send(res, 400, errorPage("interaction_invalid"));
  if (req.method === "GET" && !step) return send(res, 200, loginPage(uid));
  if (req.method !== "POST" || !step) return send(res, 405, errorPage("method_not_allowed"));
  if (step === "abort") {
    return provider.interactionFinished(
      req,
      res,
      { error: "access_denied", error_description: "El ingreso se canceló" },
      { mergeWithLastSubmission: false },
    );
  }
  const form = await readForm(req);
  const username = form.get("username") ?? "";
  const member = checkCredentials(username, form.get("password") ?? "");
  if (!member) return send(res, 400, loginPage(uid, { username: username.slice(0, 100), refused: true }));
  return provider.interactionFinished(
    req,
    res,
    { login: { accountId: member.id } },
    { mergeWithLastSubmission: false },
  );
}

/** Starts the provider on the settings' host and port; `close()` stops it. */
export async function startIdp(settings: Settings) {
  const provider = new Provider(settings.IDP_ISSUER, configuration(settings));
  const handle = provider.callback();
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://idp.invalid").pathname;
    const match = INTERACTION.exec(path);
    if (!match) return handle(req, res);
    interaction(provider, req, res, match[1]!, match[2]).catch((error: Error) => {
      console.error(`Staff identity provider: the sign-in page failed: ${error.message}`);
      if (!res.headersSent) send(res, 500, errorPage("server_error"));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(settings.IDP_PORT, settings.IDP_HOST, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    issuer: settings.IDP_ISSUER,
    port,
    generatedKeys: !settings.IDP_JWKS,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
