import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { honeypotFields, startTestPortal } from "./harness";

/**
 * Decision 084, on a whole portal as `npm start` runs it: one JSON log line per request with an
 * id that reaches the API, nothing secret in the logs, and the portal behind a
 * TLS-terminating load balancer (trusted forwarded headers, forms that are not refused,
 * the Secure cookie flag following the real scheme).
 */
type Portal = Awaited<ReturnType<typeof startTestPortal>>;
let portal: Portal;
let untrusting: Portal;
// An earlier build's assets, as a shared volume would hold them.
const previousAssets = mkdtempSync(join(tmpdir(), "previous-assets-"));
writeFileSync(join(previousAssets, "home-0ld8u1ld.js"), "export const previous = true;\n");

beforeAll(async () => {
  // The load balancer is this machine: trusted. The other portal trusts only 10/8.
  [portal, untrusting] = await Promise.all([
    startTestPortal({ TRUST_PROXY: "loopback" }),
    startTestPortal({ TRUST_PROXY: "10.0.0.0/8", ASSETS_FALLBACK_DIR: previousAssets }),
  ]);
}, 90_000);
afterAll(async () => {
  await Promise.all([portal?.close(), untrusting?.close()]);
  rmSync(previousAssets, { recursive: true, force: true });
});

type LogLine = Record<string, unknown> & { reqId?: string; msg?: string };

function logLines(output: string): LogLine[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}

/** The log lines of one request (its own line and any error logged while serving it). */
async function linesOf(target: Portal, requestId: string, count = 1) {
  await expect
    .poll(() => logLines(target.output()).filter((line) => line.reqId === requestId).length)
    .toBeGreaterThanOrEqual(count);
  return logLines(target.output()).filter((line) => line.reqId === requestId);
}

async function apiRequestIds(target: Portal) {
  const { recent } = (await (await fetch(`${target.sandbox}/__faults/requests`)).json()) as {
    recent: { path: string; requestId: string | null }[];
  };
  return recent;
}

/** Any request, Host header included (fetch does not let a test set it). */
function send(
  base: string,
  path: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const url = new URL(path, base);
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers },
      (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

async function signIn(target: Portal, headers: Record<string, string>) {
  const body = new URLSearchParams({
    ...(await honeypotFields(target.url, "/iniciar-sesion")),
    identification: "27222333",
    password: "Portal2026",
  }).toString();
  return send(target.url, "/iniciar-sesion", { method: "POST", headers: { ...FORM, ...headers }, body });
}

const cookiesOf = (headers: IncomingHttpHeaders) => headers["set-cookie"] ?? [];

let signedIn: Promise<string> | undefined;
/** A customer's session on the trusting portal, signed in once for the tests that need one. */
function customerSession() {
  signedIn ??= signIn(portal, { Origin: portal.url }).then((response) => {
    expect(response.status).toBe(302);
    return cookiesOf(response.headers)
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  });
  return signedIn;
}
const isSecure = (cookie: string) => cookie.split(";").some((attribute) => attribute.trim().toLowerCase() === "secure");

describe("the start message", () => {
  it("says where the sandbox's database is and that it was just seeded", () => {
    expect(portal.output()).toMatch(
      /Sandbox DB: {2}\/\S*portal-test-\S+\/sandbox\.db\n\s+new, seeded with the demo data just now/,
    );
  });
});

describe("request logs", () => {
  it("writes one JSON line per request: time, id, method, route pattern, status, duration; the id goes back", async () => {
    const response = await fetch(`${portal.url}/planes/1`, { headers: { "X-Request-Id": "log-test-plan-1" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Request-Id")).toBe("log-test-plan-1");
    await response.text();

    const [line, ...more] = await linesOf(portal, "log-test-plan-1");
    expect(more).toEqual([]);
    expect(line).toMatchObject({ level: "info", method: "GET", route: "/planes/:id", status: 200, msg: "request" });
    expect(new Date(String(line!.time)).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(line!.durationMs).toEqual(expect.any(Number));
  });

  // The customer area: its calls are the customer's own, never answered from a cache.
  it("passes the request's id to the API on every call the page makes", async () => {
    const cookie = await customerSession();
    const response = await send(portal.url, "/mi-cuenta", {
      headers: { Cookie: cookie, "X-Request-Id": "log-test-area-calls" },
    });
    expect(response.status).toBe(200);
    expect(response.headers["x-request-id"]).toBe("log-test-area-calls");
    expect((await linesOf(portal, "log-test-area-calls"))[0]).toMatchObject({ route: "/mi-cuenta", status: 200 });
    const calls = (await apiRequestIds(portal)).filter((call) => call.requestId === "log-test-area-calls");
    expect(calls.length).toBeGreaterThan(0);
  });

  it("makes an id when the request brings none or a malformed one, and passes that one to the API", async () => {
    const cookie = await customerSession();
    for (const given of [undefined, "x".repeat(200), "bad id; with spaces"]) {
      const response = await send(portal.url, "/mi-cuenta", {
        headers: { Cookie: cookie, ...(given ? { "X-Request-Id": given } : {}) },
      });
      const id = response.headers["x-request-id"] as string;
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect((await linesOf(portal, id))[0]).toMatchObject({ route: "/mi-cuenta", status: 200 });
      expect((await apiRequestIds(portal)).some((call) => call.requestId === id)).toBe(true);
    }
  });

  it("names a data request after its page, and a file by its path", async () => {
    const data = await fetch(`${portal.url}/planes/2.data`, { headers: { "X-Request-Id": "log-test-data" } });
    await data.arrayBuffer();
    expect((await linesOf(portal, "log-test-data"))[0]).toMatchObject({ route: "/planes/:id", status: 200 });
    // React Router 8's data URL of the home page.
    const root = await fetch(`${portal.url}/_.data`, { headers: { "X-Request-Id": "log-test-root-data" } });
    await root.arrayBuffer();
    expect((await linesOf(portal, "log-test-root-data"))[0]).toMatchObject({ route: "/", status: 200 });
    const missing = await fetch(`${portal.url}/mi-cuenta/facturacion/factura/20304050/pdf`, {
      headers: { "X-Request-Id": "log-test-pdf" },
      redirect: "manual",
    });
    await missing.arrayBuffer();
    expect((await linesOf(portal, "log-test-pdf"))[0]).toMatchObject({
      route: "/mi-cuenta/facturacion/factura/:id/pdf",
    });
    const icon = await fetch(`${portal.url}/favicon.svg`, { headers: { "X-Request-Id": "log-test-file" } });
    await icon.arrayBuffer();
    expect((await linesOf(portal, "log-test-file"))[0]).toMatchObject({ route: "/favicon.svg", status: 200 });
  });

  it("logs an unexpected error with its stack once, under the request's id; the request's line has the status", async () => {
    const response = await fetch(`${portal.url}/test/error`, { headers: { "X-Request-Id": "log-test-error" } });
    expect(response.status).toBe(500);
    await response.text();
    const lines = await linesOf(portal, "log-test-error", 2);
    expect(lines).toHaveLength(2);
    const [error, request] = [lines.find((line) => line.err), lines.find((line) => line.route)];
    expect(error).toMatchObject({ level: "error", err: { message: "Forced failure from /test/error (testing only)" } });
    expect(String((error!.err as { stack: string }).stack)).toMatch(/at .*loader/);
    expect(request).toMatchObject({ level: "error", route: "/test/error", status: 500 });
    expect(request!.err).toBeUndefined();
    expect(logLines(portal.output()).filter((line) => JSON.stringify(line).includes("Forced failure"))).toHaveLength(1);
  });

  it("never logs a cookie, a token, a password or a DNI", async () => {
    const signedIn = await signIn(portal, {
      Origin: portal.url,
      "X-Request-Id": "log-test-sign-in",
      Authorization: "Bearer header-token-0123",
    });
    expect(signedIn.status).toBe(302);
    const session = cookiesOf(signedIn.headers)
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
    expect(session).toContain("__session=");
    const home = await send(portal.url, "/mi-cuenta", {
      headers: { Cookie: session, "X-Request-Id": "log-test-area" },
    });
    expect(home.status).toBe(200);
    await linesOf(portal, "log-test-area");
    await linesOf(portal, "log-test-sign-in");
    // The log lines only: the start banner lists the demo accounts.
    const output = JSON.stringify(logLines(portal.output()));
    for (const secret of [
      "Portal2026",
      "27222333",
      "header-token-0123",
      session.split("__session=")[1]!.split(";")[0]!,
    ]) {
      expect(output).not.toContain(secret);
    }
  });

  it("does not log probes that answer as expected", async () => {
    await (await fetch(`${portal.url}/readyz`, { headers: { "X-Request-Id": "log-test-probe" } })).text();
    await (await fetch(`${portal.url}/planes`, { headers: { "X-Request-Id": "log-test-after-probe" } })).text();
    await linesOf(portal, "log-test-after-probe");
    expect(logLines(portal.output()).filter((line) => line.reqId === "log-test-probe")).toEqual([]);
  });
});

describe("behind a TLS-terminating load balancer", () => {
  const PUBLIC = {
    Origin: "https://portal.example",
    "X-Forwarded-Proto": "https",
    "X-Forwarded-Host": "portal.example",
    "X-Forwarded-For": "203.0.113.9",
  };

  it("takes the public origin from a trusted proxy: a form posted from it signs in, with a Secure session cookie", async () => {
    const response = await signIn(portal, PUBLIC);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/mi-cuenta");
    const session = cookiesOf(response.headers).find((cookie) => cookie.startsWith("__session="));
    expect(session && isSecure(session)).toBe(true);
  });

  it("ignores forwarded headers from an address it does not trust: the same form is refused as another site's (403), its cookies not Secure", async () => {
    const response = await signIn(untrusting, { ...PUBLIC, Host: "192.168.1.20:3000" });
    expect(response.status).toBe(403);
    const page = await send(untrusting.url, "/planes", {
      headers: { "X-Forwarded-Proto": "https", Host: "192.168.1.20:3000" },
    });
    const language = cookiesOf(page.headers).find((cookie) => cookie.startsWith("lng="));
    expect(language && isSecure(language)).toBe(false);
  });

  it("over plain HTTP on the local network (the npm start demo from a phone): signs in, cookies without Secure", async () => {
    const lan = "192.168.1.20:3000";
    const response = await signIn(portal, { Host: lan, Origin: `http://${lan}` });
    expect(response.status).toBe(302);
    const cookies = cookiesOf(response.headers);
    expect(cookies.some((cookie) => cookie.startsWith("__session="))).toBe(true);
    expect(cookies.filter(isSecure)).toEqual([]);
  });

  it("on localhost keeps cookies Secure, as browsers accept them there", async () => {
    const page = await send(portal.url, "/planes", { headers: { Host: `localhost:${new URL(portal.url).port}` } });
    const language = cookiesOf(page.headers).find((cookie) => cookie.startsWith("lng="));
    expect(language && isSecure(language)).toBe(true);
  });
});

describe("assets across deploys", () => {
  it("serves an earlier build's chunk from ASSETS_FALLBACK_DIR, cached like the current ones", async () => {
    const old = await fetch(`${untrusting.url}/assets/home-0ld8u1ld.js`);
    expect(old.status).toBe(200);
    expect(old.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await old.text()).toContain("previous = true");
    // Without the folder, the same file is a plain 404, not a page.
    const missing = await fetch(`${portal.url}/assets/home-0ld8u1ld.js`, {
      headers: { "X-Request-Id": "log-test-missing-asset" },
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await missing.text()).toBe("Not found");
  });
});

describe("the image's health check", () => {
  // The Dockerfile's HEALTHCHECK command, run as Docker would run it in the container.
  const dockerfile = readFileSync(join(import.meta.dirname, "..", "..", "Dockerfile"), "utf8").replace(/\\\n\s*/g, "");
  const portalStage = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
  const [command, ...args] = JSON.parse(/^HEALTHCHECK .*? CMD (\[.*\])$/m.exec(portalStage)![1]!) as string[];
  const check = (port: string) => {
    try {
      execFileSync(command === "node" ? process.execPath : command!, args, {
        env: { ...process.env, PORT: port },
        timeout: 10_000,
      });
      return 0;
    } catch (error) {
      return (error as { status: number }).status;
    }
  };

  it("passes against a running portal and fails where none answers", () => {
    expect(check(new URL(portal.url).port)).toBe(0);
    expect(check(new URL(portal.sandbox).port)).toBe(1); // the sandbox has no /healthz: 404
  });
});
