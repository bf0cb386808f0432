import type { Route } from "./+types/cache";
import { resetCapabilities } from "~/api/capabilities.server";
import { sharedCache } from "~/api/shared-cache.server";
import { requireTesting } from "~/utils/guards.server";
import { clearRenderCache } from "~/utils/render-cache.server";

/**
 * Empties what the portal keeps between requests (testing environments only): the shared
 * cache of public data, so a browser test that makes a public call fail sees the call
 * made, not a copy from before; and the kept renders of anonymous pages, so the render
 * cache's test can have a page rendered anew (decision 094); and what it learnt of the API's
 * capabilities (decision 126), so a test that takes one away and gives it back starts clean.
 */
export async function action({ request }: Route.ActionArgs) {
  requireTesting(request);
  await sharedCache().clear();
  clearRenderCache();
  resetCapabilities();
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
