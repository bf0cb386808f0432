import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnPortal } from "../portal/harness";
import { HTTP_PORT_BASE, serverEnvironments, serversAt, type ServerName } from "../support/servers";

/**
 * vitest's global set-up of its HTTP projects (vitest.config.ts): a set of servers started
 * once for every file of the project, on the ports `TEST_PORT_BASE` gives its tests, and
 * stopped when the run ends. `main` starts a sandbox on a fresh database; the rest share it.
 */
export async function startServerSet(base: number, names: ServerName[]) {
  const servers = serversAt(base);
  const folder = mkdtempSync(join(tmpdir(), "portal-http-"));
  const environments = serverEnvironments(servers, join(folder, "sandbox.db"));
  const started = await Promise.allSettled(
    names.map((name) => spawnPortal({ ...environments[name], PORT: String(servers.ports[name]) })),
  );
  const running = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const stop = async () => {
    await Promise.all(running.map((portal) => portal.close()));
    rmSync(folder, { recursive: true, force: true });
  };
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await stop();
    throw (failed as PromiseRejectedResult).reason;
  }
  return stop;
}

/** The `http` project: every configuration the HTTP tests compare. */
export default () =>
  startServerSet(HTTP_PORT_BASE, ["main", "production", "staging", "platformOff", "modulesOff", "shortDeadline"]);
