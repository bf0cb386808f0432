/**
 * Where a session proves who it is (decision 097), coming back to `redirectTo` afterwards.
 * Shared by the server (redirects) and the pages ("Ver mis datos").
 */
export const PROOF_PATH = "/mi-cuenta/verificar-identidad";

export function proofPath(redirectTo: string) {
  return `${PROOF_PATH}?${new URLSearchParams({ redirectTo })}`;
}
