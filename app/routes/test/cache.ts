import type { Route } from "./+types/cache";
import { sharedCache } from "~/api/shared-cache.server";
import { requireTesting } from "~/utils/guards.server";
import { clearRenderCache } from "~/utils/render-cache.server";

/**
 * Empties what the portal keeps between requests (testing environments only): the shared
 * cache of public data, so a browser test that makes a public call fail sees the call
 * made, not a copy from before; and the kept renders of anonymous pages, so the render
 * cache's test can have a page rendered anew (decision 094).
 */
export async function action({ request }: Route.ActionArgs) {
  requireTesting(request);
  await sharedCache().clear();
  clearRenderCache();
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
