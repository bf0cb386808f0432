import { href } from "react-router";
import type { Route } from "./+types/archivo";
import { downloadHeaders, fetchApiFile } from "~/api/files.server";
import { handleApiError } from "~/api/failures.server";
import { getInstance } from "~/middleware/i18next.server";
import { getApiSession } from "~/utils/api-session.server";
import { routeId } from "~/utils/route-id";
import { notFound } from "~/utils/guards.server";
import { redirectWithToast } from "~/utils/toast.server";
import { contentDisposition } from "../facturacion/receipt.server";
import { customerClaim } from "./claims.server";
import { logError } from "~/utils/logger.server";

/**
 * A claim's file, through the portal (DESIGN §9): only a file of one of this customer's
 * claims, fetched by the server with the portal's file fetcher (the API's address never
 * reaches the page; the token goes only to the API's own origin; the call is in the
 * metrics). A file the API cannot hand over sends the customer back to the claim with a
 * message instead of a broken download.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const claim = await customerClaim(request, session, routeId(params.id));
  const stored = claim.messages.flatMap((message) => message.files).find((entry) => entry.id === params.fileId);
  if (!stored) throw notFound(request);
  try {
    const file = await fetchApiFile(session, stored.url, { call: "claimFile" });
    // The type the API recorded when it checked the file, never sniffed by the browser.
    const headers = downloadHeaders(file, stored.content_type, stored.name);
    headers.set("Content-Disposition", contentDisposition("attachment", stored.name));
    return new Response(file.body, { headers });
  } catch (error) {
    // An expired session or too many attempts lead where they always do.
    const thrown = await handleApiError(error, request).catch((redirect: unknown) => redirect);
    if (thrown instanceof Response) throw thrown;
    logError(error, "a claim's file could not be fetched");
    const t = getInstance(context).getFixedT(null, "claimsServer");
    return redirectWithToast(request, href("/mi-cuenta/reclamos/:id", { id: String(claim.id) }), {
      kind: "error",
      message: t("toasts.fileUnavailable"),
    });
  }
}
