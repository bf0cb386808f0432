import type { Route } from "./+types/error";
import { requireTesting } from "~/utils/guards.server";

/** Fails on purpose, so tests can see the error screen of an unexpected server error. */
export function loader({ request }: Route.LoaderArgs): never {
  requireTesting(request);
  throw new Error("Forced failure from /test/error (testing only)");
}

export default function ForcedError() {
  return null;
}
