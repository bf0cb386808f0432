import { href } from "react-router";
/**
 * Where a session proves who it is (decision 097), coming back to `redirectTo` afterwards.
 * Shared by the server (redirects) and the pages ("Ver mis datos").
 */
export function proofPath(redirectTo: string) {
  return `${href("/mi-cuenta/verificar-identidad")}?${new URLSearchParams({ redirectTo })}`;
}
