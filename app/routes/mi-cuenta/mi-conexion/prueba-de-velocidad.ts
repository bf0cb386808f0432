import { data } from "react-router";
import { createHash, randomBytes } from "node:crypto";
import type { Route } from "./+types/prueba-de-velocidad";
import { getApiSession } from "~/utils/api-session.server";
import { clientAddress } from "~/utils/client-address.server";
import { lazyLimits, limiter, take } from "~/utils/rate-limit.server";
import { pageUrl } from "~/utils/request-scope.server";

/**
 * `/mi-cuenta/mi-conexion/prueba-de-velocidad?tamano=1m`: the bytes the speed test times
 * (decision 102). Signed-in customers only (the area's middleware), random so no compression
 * on the way shortens them, never stored by a cache. Bounded so it is nobody's bandwidth
 * sink: sizes from a short list, and a budget of megabytes per session and per client
 * address every 10 minutes (about five tests), past which it answers 429.
 */

export const SPEED_TEST_SIZES = {
  "256k": 256 * 1024,
  "1m": 1024 * 1024,
  "4m": 4 * 1024 * 1024,
  "8m": 8 * 1024 * 1024,
} as const;
const WINDOW_SECONDS = 10 * 60;
const MB_PER_SESSION = 48;
/** Many customers behind one carrier's address (decision 100): a wider budget there. */
const MB_PER_ADDRESS = 480;

// Shared by the replicas when Redis is configured, as every limit is (decision 113).
const speedLimits = lazyLimits(() => ({
  perSession: limiter("speed-session", { points: MB_PER_SESSION, seconds: WINDOW_SECONDS }),
  perAddress: limiter("speed-address", { points: MB_PER_ADDRESS, seconds: WINDOW_SECONDS }),
}));

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = getApiSession(context);
  const wanted = pageUrl(request).searchParams.get("tamano") ?? "";
  const size = Object.hasOwn(SPEED_TEST_SIZES, wanted)
    ? SPEED_TEST_SIZES[wanted as keyof typeof SPEED_TEST_SIZES]
    : null;
  if (!size) throw data("Unknown size", { status: 400 });
  const megabytes = Math.max(1, Math.ceil(size / (1024 * 1024)));
  // Never the token itself as a key: a hash of it.
  const sessionKey = createHash("sha256").update(session.token).digest("base64url");
  const { perSession, perAddress } = await speedLimits();
  const refusal =
    (await take(perSession, sessionKey, megabytes)) ?? (await take(perAddress, clientAddress(context), megabytes));
  if (refusal) {
    throw data("Too many speed tests", {
      status: 429,
      headers: { "Retry-After": String(Math.ceil(refusal.msBeforeNext / 1000)), "Cache-Control": "no-store" },
    });
  }
  return new Response(new Uint8Array(randomBytes(size)), {
    headers: {
      "Content-Type": "application/octet-stream",
      "Content-Length": String(size),
      "Cache-Control": "no-store, no-transform",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
