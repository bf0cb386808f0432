import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "./free-port";

/**
 * A throwaway Redis for the tests of shared state (decision 113): Debian's `redis-server`
 * (`.ci/run` installs it) on a free port, nothing written to disk. Stopped by `stop()`, and
 * by the test process's exit whatever happens, so a failed test leaves no server behind.
 */
export type TestRedis = Awaited<ReturnType<typeof startRedis>>;

export async function startRedis() {
  const port = await freePort();
  const child: ChildProcess = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(new Error(`redis-server could not be run (is it installed? .ci/run installs Debian's): ${error.message}`));
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}):\n${output}`));
    });
    child.stdout!.on("data", () => {
      if (/Ready to accept connections/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    /** Stops the server (as an outage would); resolves once it has exited. */
    async stop() {
      process.off("exit", killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    },
  };
}
