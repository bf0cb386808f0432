import { href } from "react-router";
import * as oidc from "openid-client";
import { getConfig } from "~/config.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { createSealedCookie, type SealedCookie } from "~/utils/sealed-cookie.server";
import { pageUrl } from "~/utils/request-scope.server";
import {
  isStaffReturnPath,
  sessionTimes,
  STAFF_ROLES,
  type StaffRole,
  type StaffSession,
} from "~/utils/staff-session.server";

/**
 * The call centre's sign-in through the provider's OpenID Connect identity provider
 * (decision 140), with openid-client: the authorization code flow with PKCE, its `state`
 * and `nonce` kept in a short sealed cookie of the browser that started it, the code
 * exchanged by the portal's server (a confidential client), the ID token checked
 * (signature, issuer, audience, nonce) and its claims read for who signed in and their
 * roles. The access token asked for is the provider API's (a resource indicator): the
 * portal keeps it for the staff calls and never reads it.
 */

const SCOPE = "openid profile";

/** The flow started in this browser: 10 minutes to sign in at the identity provider. */
type Flow = { state: string; nonce: string; verifier: string; redirectTo: string };
const FLOW_COOKIE = "__staff_flow";
const FLOW_SECONDS = 10 * 60;

let flowCookie: SealedCookie | undefined;

function flows() {
  const config = getConfig();
  flowCookie ??= createSealedCookie(FLOW_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    // Only the sign-in and its return read it.
    path: href("/agentes/ingresar"),
    maxAge: FLOW_SECONDS,
    secure: config.NODE_ENV === "production",
    secrets: config.SESSION_SECRET,
  });
  return flowCookie;
}

let discovered: Promise<oidc.Configuration> | undefined;

/**
 * The issuer's metadata and keys, discovered once and kept for the process's life; a
 * discovery that failed (the identity provider down) is tried again by the next sign-in.
 */
export function issuer(): Promise<oidc.Configuration> {
  discovered ??= discover().catch((error: unknown) => {
    discovered = undefined;
    throw error;
  });
  return discovered;
}

async function discover() {
  const config = getConfig();
  const url = new URL(config.STAFF_OIDC_ISSUER!);
  return oidc.discovery(
    url,
    config.STAFF_OIDC_CLIENT_ID!,
    undefined,
    oidc.ClientSecretBasic(config.STAFF_OIDC_CLIENT_SECRET!),
    {
      // http is allowed for an issuer on this machine only (the configuration's rule): the demo's.
      execute: url.protocol === "http:" ? [oidc.allowInsecureRequests] : [],
      timeout: Math.ceil(config.API_TIMEOUT_MS / 1000),
    },
  );
}

/** Where the identity provider sends the browser back: this site's callback, on the origin the browser uses. */
function callbackUrl(request: Request) {
  return new URL(href("/agentes/ingresar/retorno"), pageUrl(request).origin).href;
}

/** A desk page (or a sale's step, decision 145) to land on after signing in; anything else is the desk's home. */
export function deskPath(to: FormDataEntryValue | string | null | undefined) {
  const path = safeRedirectPath(to, href("/agentes"));
  return isStaffReturnPath(path) ? path : href("/agentes");
}

/**
 * The address of the identity provider's sign-in for a new flow, and the cookie that keeps
 * the flow's secrets. `anotherAccount` asks it to sign in again even with a session there.
 */
export async function startSignIn(request: Request, redirectTo: string, { anotherAccount = false } = {}) {
  const configuration = await issuer();
  const flow: Flow = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier: oidc.randomPKCECodeVerifier(),
    redirectTo: deskPath(redirectTo),
  };
  const location = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(request),
    scope: SCOPE,
    resource: getConfig().STAFF_OIDC_AUDIENCE!,
    code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: "S256",
    state: flow.state,
    nonce: flow.nonce,
    ...(anotherAccount ? { prompt: "login" } : {}),
  });
  return { location: location.href, setCookie: await flows().serialize(flow) };
}

/** The Set-Cookie header that forgets the flow: a code comes back once. */
export function endFlowCookie() {
  return flows().serialize("", { maxAge: 0 });
}

export type SignInOutcome =
  | { kind: "signed-in"; session: StaffSession; redirectTo: string }
  /** Signed in at the identity provider, but not someone the desk is for. */
  | { kind: "refused"; why: "no-role" | "no-agent-number" }
  /**
   * The return does not complete a flow of this browser's: none started here or it expired
   * (`expired`), another `state` (`state`), the person cancelled or the provider refused
   * (`denied`), or the code was refused (used, expired, another's: `code`), or what came
   * back did not check out (`invalid`).
   */
  | { kind: "failed"; why: "expired" | "state" | "denied" | "code" | "invalid" };

/**
 * Completes the flow at the callback: checks the return against this browser's flow, lets
 * openid-client exchange the code and check the ID token, and reads who signed in. Throws
 * when the identity provider cannot be reached (the page says so, 503).
 */
export async function finishSignIn(request: Request, now = Date.now()): Promise<SignInOutcome> {
  const flow = (await flows().parse(request.headers.get("Cookie"))) as Flow | null;
  if (!flow?.state) return { kind: "failed", why: "expired" };
  const url = pageUrl(request);
  // Checked before anything is sent: a return that is not this browser's flow costs no call.
  if (url.searchParams.get("state") !== flow.state) return { kind: "failed", why: "state" };
  const configuration = await issuer();
  let tokens;
  try {
    tokens = await oidc.authorizationCodeGrant(
      configuration,
      url,
      { pkceCodeVerifier: flow.verifier, expectedState: flow.state, expectedNonce: flow.nonce, idTokenExpected: true },
      { resource: getConfig().STAFF_OIDC_AUDIENCE! },
    );
  } catch (error) {
    if (error instanceof oidc.AuthorizationResponseError) return { kind: "failed", why: "denied" };
    if (error instanceof oidc.ResponseBodyError) return { kind: "failed", why: "code" };
    if (error instanceof oidc.ClientError && !UNREACHABLE.has(String(error.code)))
      return { kind: "failed", why: "invalid" };
    throw error;
  }
  const claims = tokens.claims()!;
  const roles = rolesOf(claims, getConfig().STAFF_OIDC_ROLES_CLAIM);
  if (!roles.length) return { kind: "refused", why: "no-role" };
  const agentNumber = claims.agent_number;
  if (typeof agentNumber !== "string" || !/^\d{1,12}$/.test(agentNumber))
    return { kind: "refused", why: "no-agent-number" };
  const name = typeof claims.name === "string" && claims.name.trim() ? claims.name.trim().slice(0, 120) : agentNumber;
  return {
    kind: "signed-in",
    session: { accessToken: tokens.access_token, name, agentNumber, roles, ...sessionTimes(now, tokens.expires_in) },
    redirectTo: flow.redirectTo,
  };
}

/** openid-client's codes for an identity provider that did not answer, or not as a server should. */
const UNREACHABLE = new Set([
  "OAUTH_TIMEOUT",
  "OAUTH_ABORT",
  "OAUTH_RESPONSE_IS_NOT_CONFORM",
  "OAUTH_RESPONSE_IS_NOT_JSON",
]);

/**
 * The desk's roles among a person's, read from `claim`: a name, or a dotted path into an
 * object (Keycloak's `realm_access.roles`); a list, or a space-separated string. Roles the
 * desk does not know are left out.
 */
export function rolesOf(claims: Record<string, unknown>, claim: string): StaffRole[] {
  let value: unknown = claims;
  for (const key of claim.split(".")) {
    value =
      value !== null && typeof value === "object" && Object.hasOwn(value, key)
        ? (value as Record<string, unknown>)[key]
        : undefined;
  }
  const listed = Array.isArray(value) ? value : typeof value === "string" ? value.split(/\s+/) : [];
  return STAFF_ROLES.filter((role) => listed.includes(role));
}

/**
 * Where to send the browser to end the session at the identity provider too (RP-initiated
 * logout), coming back to the staff sign-in; null when it offers no such endpoint or
 * cannot be reached now (the portal's session is ended either way).
 */
export async function endSessionUrl(request: Request): Promise<string | null> {
  try {
    const configuration = await issuer();
    if (!configuration.serverMetadata().end_session_endpoint) return null;
    return oidc.buildEndSessionUrl(configuration, {
      post_logout_redirect_uri: new URL(href("/agentes/ingresar"), pageUrl(request).origin).href,
    }).href;
  } catch {
    return null;
  }
}
