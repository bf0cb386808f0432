import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { parseConfig } from "~/config.server";
import { serverSettings } from "~/utils/server-settings.server";
import {
  loadShedding,
  neverShed,
  pageTurns,
  RETRY_AFTER_S,
  SHED_PAGE_CSP,
  shedPage,
  shouldShed,
} from "../../server/load-shedding.mjs";
import { securityHeaders } from "../../server/security-headers.mjs";

// Load shedding's rule and its answer (decision 107); tests/portal/load-shedding.test.ts
// holds a real portal's loop.

describe("when to shed", () => {
  it.each([
    [{ measuredMs: 0, overdueMs: 0, thresholdMs: 150 }, false],
    [{ measuredMs: 150, overdueMs: 0, thresholdMs: 150 }, false],
    [{ measuredMs: 151, overdueMs: 0, thresholdMs: 150 }, true],
    // A block the last window has not seen yet: the sampler's own timer is that late.
    [{ measuredMs: 3, overdueMs: 400, thresholdMs: 150 }, true],
    // 0 turns shedding off, whatever the delay.
    [{ measuredMs: 5_000, overdueMs: 5_000, thresholdMs: 0 }, false],
  ])("%o: %s", (delay, expected) => {
    expect(shouldShed(delay)).toBe(expected);
  });

  it("never sheds the probes or files, and sheds pages and their data requests", () => {
    for (const path of [
      "/healthz",
      "/readyz",
      "/assets/app-B63YUP6j.css",
      "/assets/root-x.js",
      "/favicon.ico",
      "/robots.txt",
    ]) {
      expect(neverShed(path), path).toBe(true);
    }
    for (const path of [
      "/",
      "/planes",
      "/planes/7",
      "/planes/7.data",
      "/_root.data",
      "/mi-cuenta/facturacion",
      "/healthz/x",
    ]) {
      expect(neverShed(path), path).toBe(false);
    }
  });
});

describe("the shed page", () => {
  it("is small, Spanish, scriptless, and its policy allows its one inline style by hash", () => {
    const page = shedPage("Nodo Sur");
    expect(Buffer.byteLength(page)).toBeLessThan(1_024);
    expect(page).toContain('<html lang="es-AR">');
    expect(page).toContain("<title>Hay mucha gente usando el portal - Nodo Sur</title>");
    expect(page).toContain("Probá de nuevo en unos segundos.");
    expect(page).not.toMatch(/<script/i);
    const style = /<style>(.*?)<\/style>/.exec(page)![1]!;
    expect(SHED_PAGE_CSP).toContain(`style-src 'sha256-${createHash("sha256").update(style).digest("base64")}'`);
    expect(SHED_PAGE_CSP).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
  });

  it("escapes the product name", () => {
    expect(shedPage("A&B <x>")).toContain("<title>Hay mucha gente usando el portal - A&amp;B &lt;x&gt;</title>");
  });
});

describe("the middleware", () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  /** An app with the middleware over a delay the test sets, and a log the test reads. */
  async function portal() {
    const state = { measuredMs: 0, overdueMs: 0 };
    const windows: ((delayMs: number) => void)[] = [];
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ base: undefined }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const app = express();
    app.use(
      loadShedding({
        thresholdMs: 100,
        delay: { current: () => ({ ...state }), onWindow: (listener) => void windows.push(listener) },
        logger,
        headers: securityHeaders({ strictTransportSecurity: true }),
        productName: "Nodo Sur",
      }),
    );
    app.use((_req, res) => void res.send("the page"));
    server = createServer(app);
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const window = (delayMs: number) => windows.forEach((listener) => listener(delayMs));
    return { url, state, window, lines };
  }

  it("answers pages 503 at once past the threshold, with Retry-After, no caching and the security headers; files and probes pass", async () => {
    const { url, state } = await portal();
    expect(await (await fetch(`${url}/planes`)).text()).toBe("the page");

    state.measuredMs = 400;
    const shed = await fetch(`${url}/planes`);
    expect(shed.status).toBe(503);
    expect(shed.headers.get("retry-after")).toBe(String(RETRY_AFTER_S));
    expect(shed.headers.get("cache-control")).toBe("no-store");
    expect(shed.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(shed.headers.get("content-security-policy")).toBe(SHED_PAGE_CSP);
    expect(shed.headers.get("x-frame-options")).toBe("DENY");
    expect(shed.headers.get("x-content-type-options")).toBe("nosniff");
    expect(shed.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
    expect(shed.headers.get("x-load-shed")).toBe("1");
    expect(await shed.text()).toBe(shedPage("Nodo Sur"));
    expect((await fetch(`${url}/planes`, { method: "POST" })).status).toBe(503);
    const head = await fetch(`${url}/planes`, { method: "HEAD" });
    expect(head.status).toBe(503);
    expect(await head.text()).toBe("");

    for (const path of ["/healthz", "/readyz", "/assets/app.css"])
      expect(await (await fetch(`${url}${path}`)).text(), path).toBe("the page");

    state.measuredMs = 0;
    expect(await (await fetch(`${url}/planes`)).text()).toBe("the page");
  });

  it("counts what it shed in one log line per window, and says when it is over", async () => {
    const { url, state, window, lines } = await portal();
    state.overdueMs = 300;
    for (let i = 0; i < 3; i++) expect((await fetch(`${url}/`)).status).toBe(503);
    window(320);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: "load shedding: pages answered 503 at once",
        shed: 3,
        eventLoopDelayMs: 320,
        thresholdMs: 100,
      }),
    ]);

    state.overdueMs = 0;
    window(250); // still late, nothing shed in this window: no line
    await fetch(`${url}/`);
    window(20);
    expect(lines.slice(1)).toEqual([expect.objectContaining({ level: 30, msg: "load shedding over", shed: 3 })]);
    window(10);
    expect(lines).toHaveLength(2);
  });
});

describe("turns for pages (decision 120)", () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  /** Pages that are answered when the test says so, behind turns of `maxInFlight`, waiting at most `maxWaitMs`. */
  async function portal(maxInFlight: number, maxWaitMs: number) {
    const turns = pageTurns({ maxInFlight, maxWaitMs });
    const held: (() => void)[] = [];
    const started: string[] = [];
    const app = express();
    app.use(
      loadShedding({
        thresholdMs: 100,
        delay: { current: () => ({ measuredMs: 0, overdueMs: 0 }), onWindow: () => {} },
        turns,
        logger: pino({ enabled: false }),
        headers: securityHeaders({ strictTransportSecurity: false }),
        productName: "Nodo Sur",
      }),
    );
    app.use((req, res) => {
      started.push(req.path);
      if (req.path.startsWith("/assets/")) return void res.send("a file");
      held.push(() => res.send(`page ${req.path}`));
    });
    server = createServer(app);
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    /** Until the handler has been reached `count` times. */
    const reached = (count: number) => expect.poll(() => started.length).toBe(count);
    return { url, turns, held, started, reached };
  }

  it("works on a few pages at once; the next wait in order, each taking the turn of a page answered", async () => {
    const { url, turns, held, started, reached } = await portal(2, 5_000);
    const answers = ["/a", "/b", "/c", "/d"].map((path) => fetch(`${url}${path}`));
    await reached(2);
    await expect.poll(() => turns.counts()).toEqual({ inFlight: 2, waiting: 2 });
    // Files never wait for a turn.
    expect(await (await fetch(`${url}/assets/app.css`)).text()).toBe("a file");
    held.shift()!();
    await reached(4);
    expect(started.slice(0, 2).sort()).toEqual(["/a", "/b"]);
    expect(started.slice(3)).toEqual(["/c"]);
    held.shift()!();
    await reached(5);
    expect(started[4]).toBe("/d");
    while (held.length) held.shift()!();
    expect(await Promise.all(answers.map(async (answer) => (await answer).status))).toEqual([200, 200, 200, 200]);
    expect(turns.counts()).toEqual({ inFlight: 0, waiting: 0 });
  });

  it("sheds a page that waited its longest, with the shed page, and it never reaches the handler", async () => {
    const { url, turns, held, started, reached } = await portal(1, 150);
    const first = fetch(`${url}/a`);
    await reached(1);
    const waited = await fetch(`${url}/b`);
    expect(waited.status).toBe(503);
    expect(waited.headers.get("retry-after")).toBe(String(RETRY_AFTER_S));
    expect(await waited.text()).toBe(shedPage("Nodo Sur"));
    expect(started).toEqual(["/a"]);
    held.shift()!();
    expect((await first).status).toBe(200);
    expect(turns.counts()).toEqual({ inFlight: 0, waiting: 0 });
    // Free again: a page goes straight in.
    const next = fetch(`${url}/c`);
    await reached(2);
    held.shift()!();
    expect(await (await next).text()).toBe("page /c");
  });

  it("forgets a page whose visitor left while it waited, and frees the turn of one who left while it was worked on", async () => {
    const { url, turns, held, reached } = await portal(1, 5_000);
    const first = new AbortController();
    void fetch(`${url}/a`, { signal: first.signal }).catch(() => {});
    await reached(1);
    const second = new AbortController();
    void fetch(`${url}/b`, { signal: second.signal }).catch(() => {});
    await expect.poll(() => turns.counts().waiting).toBe(1);
    second.abort();
    await expect.poll(() => turns.counts()).toEqual({ inFlight: 1, waiting: 0 });
    first.abort();
    await expect.poll(() => turns.counts()).toEqual({ inFlight: 0, waiting: 0 });
    const next = fetch(`${url}/c`);
    await reached(2);
    held.at(-1)!();
    expect(await (await next).text()).toBe("page /c");
  });

  it("with no limit, lets every page in at once", async () => {
    const { url, held, reached } = await portal(0, 0);
    const answers = Array.from({ length: 20 }, (_, index) => fetch(`${url}/p${index}`));
    await reached(20);
    while (held.length) held.shift()!();
    expect(new Set(await Promise.all(answers.map(async (answer) => (await answer).status)))).toEqual(new Set([200]));
  });
});

describe("its settings", () => {
  const base = { API_BASE_URL: "http://127.0.0.1:3100" };

  it("reads the threshold and the window, with defaults", () => {
    expect(serverSettings(parseConfig(base)).loadShedding).toEqual({
      delayMs: 300,
      windowMs: 500,
      maxPages: 6,
      maxWaitMs: 300,
    });
    expect(
      serverSettings(
        parseConfig({
          ...base,
          LOAD_SHED_DELAY_MS: "0",
          LOAD_SHED_WINDOW_MS: "250",
          LOAD_SHED_MAX_PAGES: "0",
          LOAD_SHED_MAX_WAIT_MS: "800",
        }),
      ).loadShedding,
    ).toEqual({ delayMs: 0, windowMs: 250, maxPages: 0, maxWaitMs: 800 });
  });

  it.each([
    ["LOAD_SHED_DELAY_MS", "-1"],
    ["LOAD_SHED_DELAY_MS", "soon"],
    ["LOAD_SHED_WINDOW_MS", "10"],
    ["LOAD_SHED_WINDOW_MS", "1.5"],
    ["LOAD_SHED_MAX_PAGES", "-1"],
    ["LOAD_SHED_MAX_PAGES", "many"],
    ["LOAD_SHED_MAX_WAIT_MS", "20000"],
  ])("refuses %s=%s naming the variable", (name, value) => {
    expect(() => parseConfig({ ...base, [name]: value })).toThrow(new RegExp(`${name}: expected`));
  });
});
