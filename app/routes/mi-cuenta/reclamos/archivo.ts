import type { Route } from "./+types/archivo";
import { getApiSession } from "~/utils/api-session.server";
import { notFound } from "~/utils/guards.server";
import { claimId, customerClaim } from "./claims.server";

/**
 * A claim's file, through the portal (DESIGN §9): only a file of one of this customer's
 * claims, fetched by the server from the API's address, which never reaches the page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const claim = await customerClaim(request, getApiSession(context), claimId(request, params.id));
  const file = claim.messages.flatMap((message) => message.files).find((entry) => entry.id === params.fileId);
  if (!file) throw notFound(request);
  const upstream = await fetch(file.url, { signal: AbortSignal.timeout(15_000) });
  if (!upstream.ok || !upstream.body) throw new Response("No pudimos traer el archivo. Probá de nuevo en unos minutos.", { status: 502 });
  const ascii = file.name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return new Response(upstream.body, {
    headers: {
      // The type the API recorded when it checked the file, never sniffed by the browser.
      "Content-Type": file.content_type,
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      "Cache-Control": "private, no-store",
    },
  });
}
