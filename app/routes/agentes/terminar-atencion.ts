import { href, redirect } from "react-router";
import type { Route } from "./+types/terminar-atencion";
import { getInstance } from "~/middleware/i18next.server";
import { readForm } from "~/utils/forms.server";
import { staffSessionContext, staffSessionCookie } from "~/utils/staff-session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { endAttention } from "./cliente.server";

/**
 * `/agentes/atencion/terminar`: "Terminar la atención", posted by the banner (decision 143).
 * The customer token is signed out at the API, so a copy of it is worth nothing from here
 * on, and forgotten here; the agent goes back to finding the next caller.
 */
export function loader() {
  throw redirect(href("/agentes/clientes"));
}

export async function action({ request, context }: Route.ActionArgs) {
  // No fields, but read as every form is: its token for a browser that sends neither header (decision 133).
  await readForm(request, context);
  const staff = context.get(staffSessionContext);
  await endAttention(staff);
  const t = getInstance(context).getFixedT(null, "staff");
  return redirectWithToast(
    request,
    href("/agentes/clientes"),
    { kind: "success", message: t("banner.ended") },
    { headers: { "Set-Cookie": await staffSessionCookie({ ...staff, served: undefined, consentAsked: undefined }) } },
  );
}
