import { setTimeout as sleep } from "node:timers/promises";
import { data, href, redirect } from "react-router";
import type { Capability } from "../../contract/capabilities";
import { notFound } from "~/utils/guards.server";
import { isOffered } from "./capabilities.server";
import { fieldsToKeep, keepForm } from "~/utils/kept-form.server";
import { proofPath } from "~/utils/proof-path";
import { currentPath, logoutAndRedirect, requireAccessToken } from "~/utils/session.server";
import { ApiContractError, ApiError, type ApiSession } from "./transport.server";
import { attentionLapsed } from "~/utils/served-customer.server";
import { logError, logWarning } from "~/utils/logger.server";

/**
 * What loaders and actions do with the API's failures (docs/design.md#sessions, #api-client): an expired session
 * goes to login and comes back, too many attempts and maintenance have their own pages,
 * and everything else is left to the error boundary (or to the form, for a 400).
 */

/**
 * Throws what an API failure calls for (decision 078): the redirect of an expired session,
 * of too many attempts or of maintenance (the status check's "offline", or a 503 from the
 * API), or the error screen's status for an outage: 504 when time ran out (the call's
 * timeout or the page's deadline), 503 when the API could not be reached, 502 for any other
 * 5xx answer, or an answer the contract does not allow (the API's bug: logged as an error).
 * Anything else (a 404, a 400 outside a form, a bug of ours) is rethrown as it is.
 */
export async function handleApiError(error: unknown, request: Request): Promise<never> {
  if (error instanceof ApiContractError) {
    logError(error, "the API broke its contract; the page answers 502");
    throw data(null, { status: error.status });
  }
  if (error instanceof ApiError) {
    // The API lacks this page's capability (decision 126): the page is not there, as with its flag off.
    if (error.notOffered) throw notFound(request);
    if (error.status === 401 && !error.authIgnored)
      throw (await attentionLapsed(request)) ?? (await logoutAndRedirect(request));
    if (isProofRequired(error)) throw await proofRedirect(request);
    if (error.status === 429) throw redirect(href("/demasiados-intentos"));
    // The retry link on that page brings the customer back here.
    if (isMaintenance(error))
      throw redirect(`${href("/intenta-mas-tarde")}?${new URLSearchParams({ redirectTo: currentPath(request) })}`);
    const status = outageStatus(error);
    if (status) {
      logWarning(`${error.summary}; the page answers ${status}`);
      throw data(null, { status, headers: status === 503 ? { "Retry-After": "60" } : undefined });
    }
  }
  throw error;
}

/** The API wants the session proved first (decision 097): a quick-access token, or a verification that lapsed. */
export function isProofRequired(error: unknown): boolean {
  return isApiError(error, 403, "proof_required") && error.kind === "response";
}

/**
 * To the proof page, coming back here afterwards; from an action, with what the customer
 * typed kept for the page to show again (kept-form.server.ts, decision 098).
 */
async function proofRedirect(request: Request) {
  const here = currentPath(request);
  const kept =
    request.method === "GET" || request.method === "HEAD" ? null : await keepForm(here, fieldsToKeep(request));
  return redirect(proofPath(here), kept ? { headers: { "Set-Cookie": kept } } : undefined);
}

/** The API is in maintenance: flagged offline by the status check, or answering 503. */
export function isMaintenance(error: ApiError) {
  return error.kind === "offline" || (error.kind === "response" && error.status === 503);
}

/** The error screen's status for a failure that is the API's, not the customer's; null for any other. */
export function outageStatus(error: ApiError): 502 | 503 | 504 | null {
  if (error.kind === "connection") return error.timedOut ? 504 : 503;
  if (error.kind === "response" && error.status >= 500) return error.status === 503 ? 503 : 502;
  return null;
}

/**
 * Optional data (a block the page can do without): an outage or maintenance leaves it out
 * (null) and logs why; so does a capability the API turns out to lack (logged once, by the
 * transport: decision 126). An expired session, too many attempts or a bug still fail the page,
 * unless `whatever`: a public page that must render leaves the block out whatever failed, a
 * 429 included. `within` gives up waiting after that many milliseconds (the call goes on, and
 * a cached call fills the shared cache for the next reader, decision 077).
 */
export async function optional<T>(
  what: string,
  call: Promise<T>,
  options: { within?: number; whatever?: boolean } = {},
): Promise<T | null> {
  const timer = new AbortController();
  try {
    if (options.within === undefined) return await call;
    return await Promise.race([
      call,
      sleep(options.within, null, { signal: timer.signal }).then(() => {
        throw new Error(`no answer within ${options.within} ms`);
      }),
    ]);
  } catch (error) {
    if (error instanceof ApiError && error.notOffered) return null;
    const outage =
      error instanceof ApiContractError ||
      (error instanceof ApiError && (isMaintenance(error) || outageStatus(error) !== null));
    if (!outage && !options.whatever) throw error;
    logWarning(
      `${what} left out: ${error instanceof ApiError ? error.summary : error instanceof Error ? error.message : String(error)}`,
    );
    return null;
  } finally {
    timer.abort();
  }
}

/**
 * A block of a capability (decision 126): nothing asked while it is off, and left out like
 * any optional block when the API fails or turns out to lack it.
 */
export function capabilityBlock<T>(capability: Capability, what: string, call: () => Promise<T>): Promise<T | null> {
  return isOffered(capability) ? optional(what, call()) : Promise.resolve(null);
}

/** Runs API calls for a loader or action, turning failures into the redirects above. */
export async function withApiErrors<T>(request: Request, calls: () => Promise<T>): Promise<T> {
  try {
    return await calls();
  } catch (error) {
    return handleApiError(error, request);
  }
}

/** The auth guard for customer calls: the session's token, or a redirect to login. */
export async function requireApiSession(request: Request): Promise<ApiSession> {
  return { token: await requireAccessToken(request) };
}

/** The server's messages per field of a 400/422, for a form to show; undefined for other errors. */
export function apiFieldErrors(error: unknown): Record<string, string[]> | undefined {
  return error instanceof ApiError && error.errors ? error.errors : undefined;
}

/** The API's failure, of that status (and that `reason`) when given: the one way to ask what an API error was. */
export function isApiError(error: unknown, status?: number, reason?: string): error is ApiError {
  return (
    error instanceof ApiError &&
    (status === undefined || error.status === status) &&
    (reason === undefined || error.reason === reason)
  );
}
