import { href, redirect } from "react-router";
import type { Route } from "./+types/salir";
import { endStaffSession } from "~/api/staff.server";
import { getInstance } from "~/middleware/i18next.server";
import { readForm } from "~/utils/forms.server";
import { logWarning } from "~/utils/logger.server";
import { endStaffSessionCookie, readStaffSession } from "~/utils/staff-session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { clearDraft } from "~/routes/contratar/draft.server";
import { endAttention } from "./cliente.server";
import { staffCalls } from "./clientes.server";
import { endSessionUrl } from "./sign-in.server";

/**
 * `/agentes/salir`: the desk's sign-out (decision 140), posted by the header's button. The
 * staff session ends here, and its token at the API (decision 146), whatever the identity
 * provider does; when it offers RP-initiated logout the browser goes on to end the session
 * there too (so the next agent at this computer must type a password), and comes back to the
 * staff sign-in, where the message waits.
 */
export function loader() {
  throw redirect(href("/agentes"));
}

export async function action({ request, context }: Route.ActionArgs) {
  // No fields, but read as every form is: its token for a browser that sends neither header (decision 133).
  await readForm(request, context);
  const current = readStaffSession(request);
  const signedIn = current.state !== "none";
  // The caller being served, if any, is signed out at the API with the agent (decision 143),
  // and the staff token itself is ended there too (decision 146), before the issuer's logout.
  if (current.state === "active") {
    await endAttention(current.session);
    await endStaffSession(staffCalls(current.session)).catch((error: unknown) =>
      logWarning("Desk: the API did not end the staff token of an agent who signed out", error),
    );
  }
  const t = getInstance(context).getFixedT(null, "staff");
  const headers = new Headers([["Set-Cookie", await endStaffSessionCookie()]]);
  // A sale by phone left half-way goes with the agent: its draft holds a caller's data (decision 145).
  headers.append("Set-Cookie", await clearDraft());
  return redirectWithToast(
    request,
    (signedIn ? await endSessionUrl(request) : null) ?? href("/agentes/ingresar"),
    { kind: "success", message: t("signOut.done") },
    { headers },
  );
}
