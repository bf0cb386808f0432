import { href, redirect } from "react-router";
import type { Route } from "./+types/avisarme";
import { isApiError, withApiErrors } from "~/api/failures.server";
import { notifyWhenOutageEnds } from "~/api/outages.server";
import { getInstance } from "~/middleware/i18next.server";
import { getApiSession } from "~/utils/api-session.server";
import { formMessages, readForm } from "~/utils/forms.server";
import { notFound } from "~/utils/guards.server";
import { routeId } from "~/utils/route-id";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * "Avisarme cuando vuelva" (decision 101), posted from the outage notice of the customer home
 * or Mi conexión, back to the page it came from. Asking twice is asking once (the API's
 * call is idempotent); an outage that ended meanwhile, or one elsewhere, gets a word
 * instead of a form: the page shown again tells the rest.
 */

/** Only the customer area's own pages: the notice is on two of them. */
function backPath(value: FormDataEntryValue | null) {
  const home = href("/mi-cuenta");
  const path = safeRedirectPath(value, home);
  return path === home || path.startsWith(`${home}/`) ? path : home;
}

export function loader() {
  return redirect(href("/mi-cuenta/mi-conexion"));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = routeId(params.id);
  if (id === null) throw notFound(request);
  const t = getInstance(context).getFixedT(null, "outagesServer");
  const session = getApiSession(context);
  const { formData } = await readForm(request, context);
  const back = backPath(formData.get("volver"));
  return withApiErrors(request, async () => {
    try {
      await notifyWhenOutageEnds(session, id);
    } catch (error) {
      if (isApiError(error, 409, "outage_resolved")) {
        return redirectWithToast(request, back, { kind: "info", message: t("errors.resolved") });
      }
      if (isApiError(error, 404))
        return redirectWithToast(request, back, { kind: "warning", message: t("errors.notYours") });
      // An agent serving a caller read-only (decision 144): a word on the page, as for the rest.
      if (isApiError(error, 403, "read_only"))
        return redirectWithToast(request, back, { kind: "warning", message: formMessages(context).servedReadOnly });
      throw error;
    }
    return redirectWithToast(request, back, { kind: "success", message: t("toasts.notify") });
  });
}
