import type { Route } from "./+types/busy";
import { requireTesting } from "~/utils/guards.server";
import { pageUrl } from "~/utils/request-scope.server";

// Busy slices with a turn of the loop between them: requests that arrive meanwhile are read
// in those turns, with the loop measurably late, as under a real flood.
const SLICE_MS = 500;
const MAX_MS = 10_000;

/**
 * Holds the portal's event loop for `?ms=` (testing environments only), for load shedding's
 * test (tests/portal/load-shedding.test.ts). The status and a first line go out before the
 * loop is held, so the test knows its hold was taken (a shed one is a 503 at once); the body
 * ends once the loop is free again. `no-transform`: compression would hold the first line back.
 */
export function loader({ request }: Route.LoaderArgs) {
  requireTesting(request);
  const asked = Number(pageUrl(request).searchParams.get("ms"));
  const holdMs = Math.min(Number.isFinite(asked) && asked > 0 ? asked : 1_000, MAX_MS);
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const encoder = new TextEncoder();
      controller.enqueue(encoder.encode("holding\n"));
      const turn = () => new Promise((resolve) => setImmediate(resolve));
      // A few turns for the status line to leave.
      for (let i = 0; i < 5; i++) await turn();
      const end = Date.now() + holdMs;
      while (Date.now() < end) {
        const sliceEnd = Math.min(end, Date.now() + SLICE_MS);
        while (Date.now() < sliceEnd) {
          // busy: this is the point
        }
        await turn();
      }
      controller.enqueue(encoder.encode("done\n"));
      controller.close();
    },
  });
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store, no-transform" },
  });
}
