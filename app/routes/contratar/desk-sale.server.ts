import { redirect } from "react-router";
import { isApiError } from "~/api/failures.server";
import { endStaffSessionCookie, readStaffSession, requireStaff, staffSignInPath } from "~/utils/staff-session.server";
import { storedDraft } from "./draft.server";

/**
 * A sale by phone (decision 145): the hiring flow run by a call-centre agent for a caller,
 * at the flow's own addresses, whenever the request carries an active staff session.
 */

/** The agent's session when the request is a sale by phone; null for anyone else. */
export function deskSale(request: Request) {
  const staff = readStaffSession(request);
  return staff.state === "active" ? staff.session : null;
}

/** The options of the API calls that make the sale the agent's: their access token, channel `phone` (decision 141). */
export function saleOptions(request: Request) {
  return { token: deskSale(request)?.accessToken };
}

/**
 * An agent's sale whose staff session ended (idle, or at its limit) goes no further as
 * anyone: a page read is sent to sign in again and back to the step, a form sent is refused
 * (403), as the desk's own guard does, so nothing is sent as the agent nor without them.
 * Signed in again, the same agent finds their sale where it was; anyone else, an empty draft.
 */
export async function refuseEndedSale(request: Request) {
  if (readStaffSession(request).state !== "ended") return;
  if ((await storedDraft(request)).agent) await requireStaff(request);
}

/**
 * The API refused the agent's token (401): the staff session is over there whatever its
 * cookie says. It ends here too, and the agent signs in again and comes back to `step`,
 * where nothing was sent; never the customer's sign-out a 401 means elsewhere.
 */
export async function signInAgainAfter(error: unknown, request: Request, step: string) {
  if (!deskSale(request) || !isApiError(error, 401)) return;
  throw redirect(staffSignInPath(step, "expired"), { headers: { "Set-Cookie": await endStaffSessionCookie() } });
}
