import type { Route } from "./+types/cache";
import { sharedCache } from "~/api/shared-cache.server";
import { requireTesting } from "~/utils/guards.server";

/**
 * Empties the shared cache of public data (testing environments only): a browser test
 * that makes a public call fail must see the call made, not a copy from before.
 */
export function action({ request }: Route.ActionArgs) {
  requireTesting(request);
  sharedCache().clear();
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
