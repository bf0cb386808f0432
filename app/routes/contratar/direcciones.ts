import type { Route } from "./+types/direcciones";
import { cachedLocalities } from "~/api/public-data.server";
import { readDraft } from "./draft.server";
import { findAddresses } from "./geocode.server";
import { pageUrl } from "~/utils/request-scope.server";
import { logError } from "~/utils/logger.server";

/**
 * `GET /contratar/direcciones?q=&localidad_id=`: the address suggestions of the location
 * step, as JSON. The portal proxies the geocoder so the browser talks to this site only
 * (CSP `connect-src 'self'`); it answers applicants with a draft, not the whole internet.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 120);
  const localityId = Number(url.searchParams.get("localidad_id"));
  if (!(await readDraft(request)).applicant) return Response.json({ matches: [] }, { status: 403 });
  if (q.length < 3 || !Number.isInteger(localityId)) return Response.json({ matches: [] });
  try {
    const locality = (await cachedLocalities()).find((candidate) => candidate.id === localityId);
    const matches = locality ? await findAddresses(q, locality) : [];
    return Response.json({ matches }, { headers: { "Cache-Control": "private, max-age=60" } });
  } catch (error) {
    // Suggestions are a convenience: the form still works without them.
    logError(error, "address suggestions failed");
    return Response.json({ matches: [] }, { status: 503 });
  }
}
