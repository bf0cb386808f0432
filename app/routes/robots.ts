import type { Route } from "./+types/robots";
import { robotsText } from "~/crawlers/crawlers.server";
import { canonicalOrigin } from "~/crawlers/origin.server";

/** robots.txt (decision 134): the public pages allowed, the customer area and the forms' results not. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsText(canonicalOrigin(request)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
