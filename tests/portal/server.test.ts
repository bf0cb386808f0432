import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer, get, type Server } from "node:http";
import { createServer as createTcpServer, type AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/free-port";

// The portal's HTTP server (server/portal.mjs) on the production build, stopped with
// SIGTERM while a request is waiting for the API. Needs a build (`npm run build`).
const root = join(import.meta.dirname, "..", "..");
const API_DELAY_MS = 1_200;
const SHUTDOWN_DELAY_MS = 500;

let api: Server;
let apiCalls = 0;
let apiCalled!: () => void;
const firstApiCall = new Promise<void>((resolve) => (apiCalled = resolve));

beforeAll(async () => {
  // A slow API: every call answers a 404 (not retried) after API_DELAY_MS.
  api = createServer((_req, res) => {
    apiCalls++;
    apiCalled();
    setTimeout(() => res.writeHead(404, { "Content-Type": "application/json" }).end("{}"), API_DELAY_MS);
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
});
afterAll(() => api.close());

/** /readyz's status, or "refused" once the server takes no new connections. */
const readiness = (port: number) =>
  fetch(`http://127.0.0.1:${port}/readyz`).then(
    async (response) => (await response.json()).status as string,
    () => "refused",
  );

/** The metrics listener's answer to a scrape, or "refused". */
const scrape = (port: number) =>
  fetch(`http://127.0.0.1:${port}/metrics`).then(
    async (response) => (await response.text(), response.status),
    () => "refused",
  );

describe("the portal's HTTP server", () => {
  it("on SIGTERM reports not ready, stops taking connections, finishes the request in flight, then exits 0; the metrics listener last", async () => {
    expect(existsSync(join(root, "build", "server", "index.js")), "run `npm run build` first").toBe(true);
    const port = await freePort();
    const metricsPort = await freePort();
    const { portal, output, exited } = startPortal(port, {
      SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
      SHUTDOWN_TIMEOUT_MS: "8000",
      METRICS_PORT: String(metricsPort),
    });
    try {
      await expect.poll(output, { timeout: 15_000 }).toMatch(/portal listening on http:\/\/localhost:\d+/);
      expect(await readiness(port)).toBe("ready");
      await expect.poll(() => scrape(metricsPort)).toBe(200);

      let answered = false;
      const answer = fetch(`http://127.0.0.1:${port}/planes`, {
        redirect: "manual",
        headers: { "X-Request-Id": "in-flight" },
      });
      void answer.then(() => (answered = true));
      await firstApiCall;
      const signalled = Date.now();
      portal.kill("SIGTERM");
      // At once: not ready, though still serving (the load balancer is catching up).
      await expect.poll(() => readiness(port), { timeout: 500, interval: 20 }).toBe("draining");
      // After the delay: no new connections, while the slow request is still in flight.
      await expect.poll(() => readiness(port), { timeout: 5_000, interval: 100 }).toBe("refused");
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(SHUTDOWN_DELAY_MS - 50);
      expect(answered).toBe(false);
      // Closed after the main server (decision 115): a scrape during the drain still sees it.
      expect(await scrape(metricsPort)).toBe(200);

      const response = await answer;
      expect(response.status).toBeGreaterThanOrEqual(300);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      await response.arrayBuffer();
      expect(await exited).toBe(0);
      expect(await scrape(metricsPort)).toBe("refused");
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(API_DELAY_MS - 200);
      expect(apiCalls).toBeGreaterThan(0);
      // The request that was in flight has its line, written before the process ended.
      const line = output()
        .split("\n")
        .find((entry) => entry.includes('"reqId":"in-flight"') && entry.includes('"route"'));
      expect(JSON.parse(line ?? "{}")).toMatchObject({ method: "GET", route: "/planes", status: response.status });
    } finally {
      if (portal.exitCode === null) portal.kill("SIGKILL");
    }
  }, 30_000);
});

/** Starts server/portal.mjs on `port` against the slow API; resolves with its output so far and its exit. */
function startPortal(port: number, env: Record<string, string> = {}) {
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
      LOAD_SHED_DELAY_MS: "0",
      METRICS_PORT: "",
      LOG_FORMAT: "",
      ...env,
    },
  });
  let output = "";
  portal.stdout.on("data", (chunk) => (output += chunk));
  portal.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => portal.on("exit", (code) => resolve(code)));
  return { portal, output: () => output, exited };
}

/** The sockets listening on `port` on this machine (Linux's /proc: TCP state 0A is LISTEN). */
function listeningSockets(port: number) {
  const hex = `:${port.toString(16).toUpperCase().padStart(4, "0")}`;
  return ["/proc/net/tcp", "/proc/net/tcp6"]
    .flatMap((file) => (existsSync(file) ? readFileSync(file, "utf8").split("\n").slice(1) : []))
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[1]?.endsWith(hex) && fields[3] === "0A").length;
}

/** A request on a connection of its own (no keep-alive pool), answered or failed. */
const onItsOwnConnection = (port: number) =>
  new Promise<number>((resolve, reject) => {
    get({ host: "127.0.0.1", port, path: "/readyz", agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    }).on("error", reject);
  });

describe("the portal's listening sockets (decision 137)", () => {
  it("listens on LISTEN_SOCKETS sockets of PORT, and every new connection is answered", async () => {
    for (const sockets of [1, 3]) {
      const port = await freePort();
      const { portal, output, exited } = startPortal(port, { LISTEN_SOCKETS: String(sockets) });
      try {
        await expect.poll(output, { timeout: 15_000 }).toMatch(/portal listening on http:\/\/localhost:\d+/);
        expect(
          JSON.parse(
            output()
              .split("\n")
              .find((line) => line.includes("portal listening")) ?? "{}",
          ),
        ).toMatchObject({
          sockets,
        });
        expect(listeningSockets(port)).toBe(sockets);
        const statuses = await Promise.all(Array.from({ length: 40 }, () => onItsOwnConnection(port)));
        expect(statuses).toEqual(Array(40).fill(200));
        portal.kill("SIGTERM");
        expect(await exited).toBe(0);
        expect(listeningSockets(port)).toBe(0);
      } finally {
        if (portal.exitCode === null) portal.kill("SIGKILL");
      }
    }
  }, 40_000);

  it.each([
    ["one socket, a port another program holds", "1", false],
    ["several sockets, a port another program holds", "3", false],
    ["several sockets, a port another program shares with reusePort", "3", true],
  ])(
    "stops the start with a message on a port in use: %s",
    async (_case, sockets, reusePort) => {
      const holder = createTcpServer();
      await new Promise<void>((resolve) => holder.listen({ port: 0, host: "127.0.0.1", reusePort }, resolve));
      const port = (holder.address() as AddressInfo).port;
      const { portal, output, exited } = startPortal(port, { LISTEN_SOCKETS: sockets, HOST: "127.0.0.1" });
      try {
        expect(await exited).toBe(1);
        expect(output()).toMatch(/cannot listen on port \d+ \(PORT\)/);
        expect(output()).toMatch(/EADDRINUSE/);
      } finally {
        if (portal.exitCode === null) portal.kill("SIGKILL");
        holder.close();
      }
    },
    20_000,
  );
});
