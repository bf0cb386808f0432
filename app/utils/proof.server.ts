import { redirect, type RouterContextProvider } from "react-router";
import { withApiErrors } from "~/api/failures.server";
import { getProof } from "~/api/proof.server";
import { getApiSession } from "~/utils/api-session.server";
import { proofPath } from "~/utils/proof-path";
import { currentPath } from "~/utils/session.server";

/**
 * The proof guard (decision 098) for the loader of every page that changes the
 * account: a session that has not proved who it is goes to prove first, before typing
 * anything, and comes back to this page. The API decides (`GET /auth/proof`) and enforces it
 * again on the change itself; the portal keeps no proof of its own. Run it after the
 * redirects that mean "nothing to do here" (no debit to manage, a guard's toast), so nobody
 * proves who they are only to be told they cannot go on.
 */
export async function requireProof({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const session = getApiSession(context);
  const proof = await withApiErrors(request, () => getProof(session));
  if (proof.state !== "verified") throw redirect(proofPath(currentPath(request)));
  return proof;
}
