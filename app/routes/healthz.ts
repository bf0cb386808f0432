import type { Route } from "./+types/healthz";

/** For load balancers: the process is up and serving. */
export function loader(_: Route.LoaderArgs) {
  return Response.json({ status: "ok", build: __BUILD_ID__ }, { headers: { "Cache-Control": "no-store" } });
}
