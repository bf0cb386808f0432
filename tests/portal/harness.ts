import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../support/free-port";

/**
 * Starts the built portal as `npm start` does (scripts/start.mjs --no-build), or from the
 * sources as `npm run dev` does (`--dev`), with its own sandbox API on a fresh database, on
 * free ports, and talks to it over real HTTP.
 */

export const TEST_SESSION_SECRET = "portal-test-session-secret-0123456789";

/** The portal's API key in these tests (decision 127): start.mjs gives it to the sandbox too, as client `portal`. */
export const TEST_API_KEY = "portal-test-api-key-0123456789abcdef0123";

export { freePort };

/**
 * Starts `scripts/start.mjs --no-build` (`--dev`: the development server) with `env` over
 * the current one, and resolves once it has printed the portal's address. `close()` stops
 * it the way an orchestrator would.
 */
export async function spawnPortal(env: Record<string, string>, { dev = false } = {}) {
  if (!dev && !existsSync(join("build", "server", "index.js")))
    throw new Error("No build: run `npm run build` first (npm test does).");
  const child: ChildProcess = spawn(process.execPath, ["scripts/start.mjs", dev ? "--dev" : "--no-build"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    // Vite compiles the server's modules as the development server starts: slower.
    const timer = setTimeout(() => reject(new Error(`The portal did not start:\n${output}`)), dev ? 90_000 : 60_000);
    const check = () => {
      if (/Portal:\s+http/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", check);
    child.once("exit", () => {
      clearTimeout(timer);
      reject(new Error(`The portal exited:\n${output}`));
    });
  });
  return {
    child,
    output: () => output,
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

export async function startTestPortal(env: Record<string, string> = {}, { dev = false } = {}) {
  const folder = mkdtempSync(join(tmpdir(), "portal-test-"));
  const [port, sandboxPort] = [await freePort(), await freePort()];
  const portal = await spawnPortal(
    {
      NODE_ENV: dev ? "development" : "production",
      APP_ENV: "development",
      API_POLLING: "0",
      SESSION_SECRET: TEST_SESSION_SECRET,
      API_KEY: TEST_API_KEY,
      PORT: String(port),
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_DB: join(folder, "sandbox.db"),
      SANDBOX_FAULTS: "1",
      API_BASE_URL: "",
      // Off unless a test asks (decision 107): a busy machine must not shed a test's pages.
      LOAD_SHED_DELAY_MS: "0",
      // No metrics listener unless a test asks (decision 115): npm start's PORT + 2 may be taken.
      METRICS_PORT: "",
      // No staff identity provider unless a test asks (decision 140): `IDP_PORT: <a free port>`.
      IDP_PORT: "",
      ...env,
    },
    { dev },
  );
  const url = `http://127.0.0.1:${port}`;
  const sandbox = `http://127.0.0.1:${sandboxPort}`;
  return {
    url,
    sandbox,
    output: portal.output,
    /** Resident memory of the portal's own process (not the sandbox's), in bytes. */
    portalMemory: () => residentMemory(portalPid(portal.child.pid!)),
    async close() {
      await portal.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The child of start.mjs that serves the portal: the one that is neither the sandbox nor the identity provider. */
function portalPid(startPid: number): number {
  const children = readFileSync(`/proc/${startPid}/task/${startPid}/children`, "utf8")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  const portal = children.find((pid) => !/sandbox|idp/.test(readFileSync(`/proc/${pid}/cmdline`, "utf8")));
  if (!portal) throw new Error("The portal's process was not found");
  return portal;
}

function residentMemory(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb * 1024;
}

/** The honeypot's fields of the form on `path`, as a browser would send them back (decision 036). */
export async function honeypotFields(baseUrl: string, path: string, cookie = "") {
  const html = await (await fetch(`${baseUrl}${path}`, { headers: { Cookie: cookie } })).text();
  const value = /name="desde__confirmar"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*name="desde__confirmar"/.exec(html);
  return { nombre__confirmar: "", desde__confirmar: (value?.[1] ?? value?.[2] ?? "").replace(/&amp;/g, "&") };
}

/** The cookies a response sets, as the next request's `Cookie` header. */
export const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
