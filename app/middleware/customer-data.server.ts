import type { MiddlewareFunction } from "react-router";
import { readDraft } from "~/routes/contratar/draft.server";
import { getAccessToken, resealedSessionCookie } from "~/utils/session.server";
import { endStaffSessionCookie, readStaffSession } from "~/utils/staff-session.server";
import { pageUrl } from "~/utils/request-scope.server";
import { OFFLINE_INVOICES_HEADER, offlineInvoicesKey } from "~/utils/offline-invoices.server";

/**
 * Responses that carry a customer's (or an applicant's) data are never stored by a cache,
 * the browser's or a shared one: every response to a signed-in request or to one with a
 * hiring draft, whatever it is (page, `.data`, resource route, redirect), every response
 * under /mi-cuenta, and any response that starts a session. Public pages requested
 * anonymously keep the caching their routes give them. One place for all of it: the
 * root route's middleware, which every request goes through (decision 047).
 *
 * The call centre's desk (`/agentes`, decision 140) is an agent's, and so is any response to
 * a request with a staff session (the customer area served for a caller, a sale by phone,
 * decision 144): never stored either.
 *
 * It also seals again, under the newest secret, a session cookie sealed under an older one,
 * and ends the staff session of the browser in which a customer signs in: a browser holds
 * one of the two, never both (the staff sign-in ends the customer's).
 *
 * And it tells the service worker, on every response, whose unpaid invoices the phone may
 * keep (decision 151): the worker erases its copy as soon as the answer changes.
 */
export const customerDataMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  const signedIn = Boolean(await getAccessToken(request));
  const staff = readStaffSession(request).state === "active";
  const startsSession = response.headers.getSetCookie().some((cookie) => cookie.startsWith("__session="));
  const path = pageUrl(request).pathname;
  if (
    signedIn ||
    staff ||
    startsSession ||
    CUSTOMER_AREA.test(path) ||
    STAFF_DESK.test(path) ||
    (await holdsApplicant(request))
  ) {
    // A response that must reach the browser untouched (the speed test's bytes, never compressed) keeps `no-transform`.
    const untouched = /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(response.headers.get("Cache-Control") ?? "");
    response.headers.set("Cache-Control", untouched ? "private, no-store, no-transform" : "private, no-store");
  }
  if (!response.headers.has(OFFLINE_INVOICES_HEADER))
    response.headers.set(OFFLINE_INVOICES_HEADER, await offlineInvoicesKey(request, response));
  // A session that starts (not one that ends: `__session=;`) ends the staff one.
  if (response.headers.getSetCookie().some((cookie) => /^__session=[^;]/.test(cookie)))
    response.headers.append("Set-Cookie", await endStaffSessionCookie());
  if (signedIn && !startsSession) {
    const resealed = await resealedSessionCookie(request);
    if (resealed) response.headers.append("Set-Cookie", resealed);
  }
  return response;
};

// /mi-cuenta, its pages, and their single-fetch data requests (/mi-cuenta.data).
const CUSTOMER_AREA = /^\/mi-cuenta(?:[/.]|$)/;
// The call centre's desk and its sign-in, the same way.
const STAFF_DESK = /^\/agentes(?:[/.]|$)/;

async function holdsApplicant(request: Request) {
  const draft = await readDraft(request);
  return Boolean(draft.applicant || draft.sent);
}
