import type { Route } from "./+types/not-found";
import { notFound } from "~/utils/guards.server";

// Any other /mi-cuenta path: under the area's parent, so its guard runs first (a stranger
// is sent to sign in, never told which pages exist) and a customer gets the 404 inside
// the area's frame.
export function loader({ request }: Route.LoaderArgs) {
  throw notFound(request);
}

export function action({ request }: Route.ActionArgs) {
  throw notFound(request);
}

export default function AreaNotFound() {
  return null;
}
