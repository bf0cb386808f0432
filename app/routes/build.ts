import type { Route } from "./+types/build";

/** The deployed build's id; open pages compare it with their own every hour. */
export function loader(_: Route.LoaderArgs) {
  return Response.json({ id: __BUILD_ID__ }, { headers: { "Cache-Control": "no-store" } });
}
