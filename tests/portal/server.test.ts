import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The portal's HTTP server (server/portal.mjs) on the production build, stopped with
// SIGTERM while a request is waiting for the API. Needs a build (`npm run build`).
const root = join(import.meta.dirname, "..", "..");

let api: Server;
let apiCalls = 0;
let apiCalled!: () => void;
const firstApiCall = new Promise<void>((resolve) => (apiCalled = resolve));

beforeAll(async () => {
  // A slow API: every call answers after half a second.
  api = createServer((_req, res) => {
    apiCalls++;
    apiCalled();
    setTimeout(() => res.writeHead(503, { "Content-Type": "application/json" }).end("{}"), 500);
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
});
afterAll(() => api.close());

function freePort() {
  const probe = createServer();
  return new Promise<number>((resolve) =>
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    }),
  );
}

describe("the portal's HTTP server", () => {
  it("on SIGTERM finishes the request in flight, then exits 0", async () => {
    expect(existsSync(join(root, "build", "server", "index.js")), "run `npm run build` first").toBe(true);
    const port = await freePort();
    const portal = spawn(process.execPath, [join("server", "portal.mjs"), join("build", "server", "index.js")], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        APP_ENV: "development",
        PORT: String(port),
        API_BASE_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
        API_POLLING: "0",
        SESSION_SECRET: "server-test-secret-0123456789",
      },
    });
    let output = "";
    portal.stdout.on("data", (chunk) => (output += chunk));
    portal.stderr.on("data", (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => portal.on("exit", (code) => resolve(code)));
    try {
      await expect.poll(() => output, { timeout: 15_000 }).toMatch(/\[portal\] http:\/\/localhost:\d+/);

      const answer = fetch(`http://127.0.0.1:${port}/planes`, { redirect: "manual" });
      await firstApiCall;
      portal.kill("SIGTERM");
      const response = await answer;
      expect(response.status).toBeGreaterThanOrEqual(300);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      await response.arrayBuffer();
      expect(await exited).toBe(0);
      expect(apiCalls).toBeGreaterThan(0);
      // One line per request, as morgan's "tiny" writes it.
      expect(output).toMatch(/^GET \/planes \d{3} [\d-]+ - [\d.]+ ms$/m);
    } finally {
      if (portal.exitCode === null) portal.kill("SIGKILL");
    }
  }, 30_000);
});
