import type { Sandbox } from "./context.ts";
import { all, run } from "./db.ts";
import { ApiProblem } from "./http.ts";

/**
 * Wrong passwords per identification: five within 15 minutes lock its password until the
 * oldest one ages out. The password sign-in and the proof by password (decision 097) share the
 * count, so proving by password is no way around the lock.
 */

const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES = 5;

export const TOO_MANY_ATTEMPTS = "Hiciste demasiados intentos. Esperá unos minutos y volvé a probar.";

/** 429 with `Retry-After` while the identification is locked. */
export async function refuseWhenLocked(sandbox: Sandbox, identification: string) {
  const { db } = sandbox;
  const since = new Date(sandbox.now().getTime() - FAILURE_WINDOW_MS).toISOString();
  // Failures older than the window never count again.
  await run(db, "DELETE FROM login_failures WHERE at <= ?", [since]);
  const failures = await all<{ at: string }>(
    db,
    "SELECT at FROM login_failures WHERE identification = ? AND at > ? ORDER BY at",
    [identification, since],
  );
  if (failures.length < MAX_FAILURES) return;
  const unlocksAt = Date.parse(failures[failures.length - MAX_FAILURES]!.at) + FAILURE_WINDOW_MS;
  const retryAfter = Math.max(1, Math.ceil((unlocksAt - sandbox.now().getTime()) / 1000));
  throw new ApiProblem(429, TOO_MANY_ATTEMPTS, undefined, { "Retry-After": String(retryAfter) });
}

export async function recordLoginFailure(sandbox: Sandbox, identification: string) {
  await run(sandbox.db, "INSERT INTO login_failures (identification, at) VALUES (?, ?)", [
    identification,
    sandbox.now().toISOString(),
  ]);
}

export async function clearLoginFailures(sandbox: Sandbox, identification: string) {
  await run(sandbox.db, "DELETE FROM login_failures WHERE identification = ?", [identification]);
}
