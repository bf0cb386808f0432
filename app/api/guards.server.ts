import { redirect } from "react-router";
import { currentPath, logoutAndRedirect, requireAccessToken } from "~/utils/session.server";
import { ApiError, type ApiSession } from "./transport.server";

/**
 * What loaders and actions do with the API's failures (DESIGN §3, §6): an expired session
 * goes to login and comes back, too many attempts and maintenance have their own pages,
 * and everything else is left to the error boundary (or to the form, for a 400).
 */

export const TOO_MANY_ATTEMPTS_PATH = "/demasiados-intentos";
export const TRY_LATER_PATH = "/intenta-mas-tarde";

/** Throws the redirect an API failure calls for, or rethrows the error. */
export async function handleApiError(error: unknown, request: Request): Promise<never> {
  if (error instanceof ApiError) {
    if (error.status === 401 && !error.authIgnored) throw await logoutAndRedirect(request);
    if (error.status === 429) throw redirect(TOO_MANY_ATTEMPTS_PATH);
    // The retry link on that page brings the customer back here.
    if (error.kind === "offline") throw redirect(`${TRY_LATER_PATH}?${new URLSearchParams({ redirectTo: currentPath(request) })}`);
  }
  throw error;
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

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
