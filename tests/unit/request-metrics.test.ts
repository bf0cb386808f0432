import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metrics } from "~/utils/metrics.server";
import { loadShedding } from "../../server/load-shedding.mjs";
import { methodLabel, requestMetrics, routeLabel } from "../../server/metrics.mjs";

// How the HTTP server labels each response for the metrics (decision 115), load shedding's
// 503s included; tests/portal/metrics.test.ts scrapes a real portal.

const routeOf = (path: string) =>
  path === "/" ? "/" : path.startsWith("/planes/") ? "/planes/:id" : path.startsWith("/otro-sitio/") ? undefined : "/*";

describe("a response's labels", () => {
  it("name a page by its pattern, a probe by its path, a file by one label, a shed page by its pattern", () => {
    expect(routeLabel({ path: "/planes/7", locals: { route: "/planes/:id" }, shed: false, routeOf })).toBe(
      "/planes/:id",
    );
    expect(routeLabel({ path: "/otro-sitio/x", locals: { route: undefined }, shed: false, routeOf })).toBe("unmatched");
    expect(routeLabel({ path: "/readyz", locals: {}, shed: false, routeOf })).toBe("/readyz");
    expect(routeLabel({ path: "/assets/root-x1y2.js", locals: {}, shed: false, routeOf })).toBe("static");
    expect(routeLabel({ path: "/planes/20304050", locals: {}, shed: true, routeOf })).toBe("/planes/:id");
  });

  it("bound the method", () => {
    expect(["GET", "POST", "HEAD", "PUT", "DELETE", "PROPFIND", "get"].map(methodLabel)).toEqual([
      "GET",
      "POST",
      "HEAD",
      "other",
      "other",
      "other",
      "other",
    ]);
  });
});

describe("the requests' metrics middleware", () => {
  let server: Server;
  let base: string;
  let shedding = false;
  beforeAll(async () => {
    const app = express();
    app.use(requestMetrics({ metrics: metrics(), routeOf }));
    const delay = { current: () => ({ measuredMs: shedding ? 1_000 : 0, overdueMs: 0 }), onWindow: () => undefined };
    app.use(
      loadShedding({
        thresholdMs: 300,
        delay,
        logger: pino({ level: "silent" }),
        headers: (_req, _res, next) => next(),
        productName: "Nodo Sur",
      }),
    );
    app.get("/readyz", (_req, res) => void res.json({ status: "ready" }));
    app.use("/assets", (_req, res) => void res.type("text/javascript").send("export {};"));
    // A page that never answers: the client gives up.
    app.get("/colgado", (_req, res) => void (res.locals.route = "/colgado"));
    app.use((req, res) => {
      res.locals.route = routeOf(req.path);
      res.status(res.locals.route === "/*" ? 404 : 200).send("page");
    });
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  async function counts() {
    const requests = (await metrics().httpRequests.get()).values.filter(
      (value) => value.metricName === "portal_http_request_duration_seconds_count",
    );
    const shed = (await metrics().shedRequests.get()).values;
    return {
      requests: Object.fromEntries(
        requests.map((value) => [`${value.labels.method} ${value.labels.route} ${value.labels.status}`, value.value]),
      ),
      shed: Object.fromEntries(shed.map((value) => [String(value.labels.route), value.value])),
    };
  }
  const difference = (after: Record<string, number>, before: Record<string, number>) =>
    Object.fromEntries(
      Object.entries(after)
        .filter(([key, value]) => value !== (before[key] ?? 0))
        .map(([key, value]) => [key, value - (before[key] ?? 0)]),
    );

  it("times every response, shed ones included, and counts those apart", async () => {
    const before = await counts();
    const visit = (path: string, init?: RequestInit) =>
      fetch(`${base}${path}`, init).then((response) => response.text());
    await visit("/planes/20304050");
    await visit("/planes/20304050", { method: "POST" });
    await visit("/no-existe/27222333?dni=27222333");
    await visit("/readyz");
    await visit("/assets/root-x1y2.js");
    await visit("/planes/7", { method: "DELETE" });
    shedding = true;
    await visit("/planes/30712345671");
    await visit("/readyz"); // never shed
    shedding = false;
    const gaveUp = new AbortController();
    const hanging = fetch(`${base}/colgado`, { signal: gaveUp.signal }).catch(() => undefined);
    setTimeout(() => gaveUp.abort(), 50);
    await hanging;

    await expect
      .poll(async () => difference((await counts()).requests, before.requests))
      .toEqual({
        "GET /planes/:id 200": 1,
        "POST /planes/:id 200": 1,
        "GET /* 404": 1,
        "GET /readyz 200": 2,
        "GET static 200": 1,
        "other /planes/:id 200": 1,
        "GET /planes/:id 503": 1,
        "GET /colgado 499": 1,
      });
    expect(difference((await counts()).shed, before.shed)).toEqual({ "/planes/:id": 1 });
  });
});
