import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { closeGracefully } from "../../server/shutdown.mjs";

let server: Server | undefined;
afterEach(() => server?.closeAllConnections());

function listen(handler: Parameters<typeof createServer>[1]) {
  server = createServer(handler);
  return new Promise<number>((resolve) =>
    server!.listen(0, "127.0.0.1", () => resolve((server!.address() as AddressInfo).port)),
  );
}

/** A GET over a keep-alive connection, as a browser or a load balancer would send it. */
function get(port: number, { fresh = false } = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      { port, host: "127.0.0.1", path: "/", headers: { Connection: "keep-alive" }, ...(fresh ? { agent: false } : {}) },
      (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, body }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

describe("stopping the server", () => {
  it("lets a request in flight finish, then closes without waiting for the deadline", async () => {
    let arrived!: () => void;
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    const port = await listen((_req, res) => {
      arrived();
      setTimeout(() => res.end("done"), 300);
    });
    const answer = get(port);
    await inFlight;
    const started = Date.now();
    const closed = closeGracefully(server!, { timeoutMs: 5_000 });
    expect(await answer).toEqual({ status: 200, body: "done" });
    await closed;
    expect(Date.now() - started).toBeLessThan(2_000);
    // And it takes no new connections.
    await expect(get(port, { fresh: true })).rejects.toThrow(/ECONNREFUSED/);
  });

  it("cuts a request that outlasts the deadline", async () => {
    let arrived!: () => void;
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    const port = await listen(() => arrived()); // never answers
    const answer = get(port);
    await inFlight;
    const started = Date.now();
    await closeGracefully(server!, { timeoutMs: 200 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    await expect(answer).rejects.toThrow(/socket hang up|ECONNRESET/);
  });
});
