import type { Route } from "./+types/not-found";
import { notFound } from "~/utils/guards.server";

export function loader({ request }: Route.LoaderArgs) {
  throw notFound(request);
}

export function action({ request }: Route.ActionArgs) {
  throw notFound(request);
}

// The root ErrorBoundary renders the 404 screen.
export default function NotFound() {
  return null;
}
