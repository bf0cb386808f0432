import type { Route } from "./+types/not-found";
import { notFound } from "~/utils/guards.server";

// Any other /agentes path: under the desk's parent, so its guard runs first (a stranger is
// sent to sign in, never told which pages exist) and an agent gets the 404 in the desk's frame.
export function loader({ request }: Route.LoaderArgs) {
  throw notFound(request);
}

export function action({ request }: Route.ActionArgs) {
  throw notFound(request);
}

export default function DeskNotFound() {
  return null;
}
