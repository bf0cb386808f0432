import { randomBytes } from "node:crypto";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectSecurityHeaders } from "../support/security-headers";
import { freePort, honeypotFields, startTestPortal } from "./harness";

/**
 * `npm run dev` (scripts/start.mjs --dev) serves through the portal's own express app, as
 * production does, with Vite in middleware mode (decision 091): the same security headers
 * on pages and on the files Vite serves, the page's CSP nonce, the request log and its ids,
 * the readiness probe, and the client's real address for the rate limits. One development
 * server for the file: it compiles the sources as it starts.
 */
let portal: Awaited<ReturnType<typeof startTestPortal>>;
let metricsPort: number;

beforeAll(async () => {
  metricsPort = await freePort();
  // Loopback is a trusted proxy, so each request can name a client of its own.
  portal = await startTestPortal(
    { RATE_LIMIT_SIGN_IN: "3/600", TRUST_PROXY: "loopback", METRICS_PORT: String(metricsPort) },
    { dev: true },
  );
}, 120_000);
afterAll(() => portal?.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${portal.url}${path}`, { redirect: "manual", headers });

describe("the development server", () => {
  it("answers a page from the sources with the production headers and a CSP nonce on every script", async () => {
    const page = await get("/", { "X-Request-Id": "dev-server-page" });
    expect(page.status).toBe(200);
    expectSecurityHeaders(page, "page");
    // Production's HSTS rule holds too: never from a development host.
    expect(page.headers.get("strict-transport-security")).toBeNull();
    const csp = page.headers.get("content-security-policy") ?? "";
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = await page.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // Served from the sources, not from a build.
    expect(html).toContain("/app/entry.client.tsx");

    // The request's id is kept, returned, and in the page's log line under its route's pattern.
    expect(page.headers.get("x-request-id")).toBe("dev-server-page");
    await expect.poll(portal.output).toMatch(/"reqId":"dev-server-page","method":"GET","route":"\/","status":200/);
  });

  it("takes the hot reload's WebSocket on its own port, which the pages' CSP (connect-src 'self') allows", async () => {
    const { port } = new URL(portal.url);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const handshake = request({
        host: "127.0.0.1",
        port,
        path: "/",
        headers: {
          Connection: "Upgrade",
          Upgrade: "websocket",
          "Sec-WebSocket-Version": "13",
          "Sec-WebSocket-Key": randomBytes(16).toString("base64"),
          "Sec-WebSocket-Protocol": "vite-hmr",
        },
      });
      handshake.on("upgrade", (response, socket) => {
        socket.destroy();
        resolve(response.statusCode);
      });
      handshake.on("response", (response) => resolve(response.statusCode));
      handshake.on("error", reject);
      handshake.end();
    });
    expect(status).toBe(101);
  });

  it("puts the same headers on the files Vite serves, and answers the readiness probe", async () => {
    const client = await get("/@vite/client");
    expect(client.status).toBe(200);
    expect(client.headers.get("content-type")).toMatch(/javascript/);
    expectSecurityHeaders(client, "Vite's client");

    const ready = await get("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
    expectSecurityHeaders(ready, "readiness probe");
  });

  it("limits each client address on its own, not every client as one", async () => {
    const fields = { ...(await honeypotFields(portal.url, "/iniciar-sesion")), identification: "11222333" };
    const signIn = (client: string) =>
      fetch(`${portal.url}/iniciar-sesion`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: portal.url, "X-Forwarded-For": client },
        body: new URLSearchParams(fields),
        redirect: "manual",
      });
    // Not a customer: refused, three times, from one address.
    for (let attempt = 1; attempt <= 3; attempt++) expect((await signIn("203.0.113.7")).status).toBe(400);
    const limited = await signIn("203.0.113.7");
    expect(limited.status).toBe(302);
    expect(limited.headers.get("location")).toMatch(/^\/demasiados-intentos/);
    // Another address still has its own attempts.
    expect((await signIn("203.0.113.8")).status).toBe(400);
  });

  it("serves the metrics on METRICS_PORT as production does, Vite's files under one label (decision 115)", async () => {
    await (await get("/planes")).text();
    await (await get("/app/root.tsx")).text();
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(text).toMatch(
      /^portal_http_request_duration_seconds_count\{route="\/planes",method="GET",status="200"\} [1-9]/m,
    );
    expect(text).toMatch(
      /^portal_http_request_duration_seconds_count\{route="static",method="GET",status="200"\} [1-9]/m,
    );
    expect(text).not.toContain("root.tsx");
    expect(text).toContain("process_resident_memory_bytes");
    expect((await get("/metrics")).status).toBe(404);
  });
});
