import { href } from "react-router";
import type { Route } from "./+types/archivo";
import { downloadHeaders, downloadOrBack, fetchApiFile } from "~/api/files.server";
import { getInstance } from "~/middleware/i18next.server";
import { getApiSession } from "~/utils/api-session.server";
import { routeId } from "~/utils/route-id";
import { notFound } from "~/utils/guards.server";
import { customerClaim } from "./claims.server";

/**
 * A claim's file, through the portal (docs/design.md#customer-area): only a file of one of this customer's
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
  return downloadOrBack(
    request,
    async () => {
      const file = await fetchApiFile(session, stored.url, { call: "claimFile" });
      // The type the API recorded when it checked the file, never sniffed by the browser.
      return new Response(file.body, { headers: downloadHeaders(file, stored.content_type, stored.name) });
    },
    () => ({
      to: href("/mi-cuenta/reclamos/:id", { id: String(claim.id) }),
      message: getInstance(context).getFixedT(null, "claimsServer")("toasts.fileUnavailable"),
    }),
  );
}
