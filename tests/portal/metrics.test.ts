import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesOf, freePort, honeypotFields, startTestPortal } from "./harness";

// Prometheus's metrics (decision 115): a production build started as `npm start`
// does, with METRICS_PORT, visited as a customer would, then scraped. Needs a build.

type Portal = Awaited<ReturnType<typeof startTestPortal>>;
let portal: Portal;
let metricsUrl: string;

// What a visit leaves in the URLs, the forms and the API's paths: none may reach a label.
const DNI = "20304050";
const OTHER_DNI = "23456789";
const CLAIM = "R-104310";
const PAYMENT = "918273";

beforeAll(async () => {
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}`;
  // Load shedding on, at its ceiling, so its gauge is there and a busy machine sheds nothing.
  portal = await startTestPortal({ METRICS_PORT: String(metricsPort), LOAD_SHED_DELAY_MS: "10000" });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${portal.url}${path}`, { headers, redirect: "manual" }).then(async (response) => ({
      status: response.status,
      headers: response.headers,
      body: await response.text(),
    }));
  expect((await get("/")).status).toBe(200);
  expect((await get("/planes")).status).toBe(200);
  expect((await get("/_.data")).status).toBe(200);
  expect((await get(`/facturas/${DNI}?dni=${OTHER_DNI}`)).status).toBe(404);
  expect((await get("/favicon.svg")).status).toBe(200);
  expect((await get("/readyz")).status).toBe(200);
  expect((await get("/healthz")).status).toBe(200);

  // A customer signs in (a POST), then opens another customer's claim and a payment by id.
  const form = new URLSearchParams({ ...(await honeypotFields(portal.url, "/iniciar-sesion")), identification: DNI });
  const signIn = await fetch(`${portal.url}/iniciar-sesion`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { Origin: portal.url, "Content-Type": "application/x-www-form-urlencoded" },
  });
  expect(signIn.status).toBe(302);
  const session = cookiesOf(signIn);
  expect((await get(`/mi-cuenta/reclamos/${CLAIM}`, { Cookie: session })).status).toBe(404);
  await get(`/mi-cuenta/facturacion/pago/${PAYMENT}`, { Cookie: session });
}, 90_000);
afterAll(() => portal?.close());

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The exposition's samples: `name{label="value",…} number`. */
function samples(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [, name, labels = "", value] = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
      expect(name, line).toBeDefined();
      return {
        name: name!,
        labels: Object.fromEntries(
          [...labels.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, text]) => [key!, text!]),
        ),
        value: Number(value),
      };
    });
}

async function scrape() {
  const response = await fetch(`${metricsUrl}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await response.text();
  return { text, samples: samples(text) };
}

const count = (all: Sample[], name: string, labels: Record<string, string>) =>
  all
    .filter(
      (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    )
    .reduce((sum, sample) => sum + sample.value, 0);

describe("the metrics", () => {
  it("count every response by route pattern, method and status, with its latency histogram", async () => {
    const { samples: all } = await scrape();
    const requests = "portal_http_request_duration_seconds_count";
    expect(count(all, requests, { route: "/", method: "GET", status: "200" })).toBeGreaterThanOrEqual(2); // the page and its data
    expect(count(all, requests, { route: "/planes", method: "GET", status: "200" })).toBeGreaterThanOrEqual(1);
    expect(count(all, requests, { route: "/*", method: "GET", status: "404" })).toBeGreaterThanOrEqual(1);
    expect(count(all, requests, { route: "/iniciar-sesion", method: "POST", status: "302" })).toBe(1);
    expect(count(all, requests, { route: "/mi-cuenta/reclamos/:id", method: "GET", status: "404" })).toBe(1);
    expect(count(all, requests, { route: "static", method: "GET", status: "200" })).toBeGreaterThanOrEqual(1);
    expect(count(all, requests, { route: "/readyz", method: "GET", status: "200" })).toBe(1);
    expect(count(all, requests, { route: "/healthz", method: "GET", status: "200" })).toBe(1);
    // The histogram: buckets up to +Inf, which holds every request of its series.
    const buckets = all.filter(
      (sample) =>
        sample.name === "portal_http_request_duration_seconds_bucket" &&
        sample.labels.route === "/planes" &&
        sample.labels.status === "200",
    );
    expect(buckets.map((sample) => sample.labels.le)).toContain("+Inf");
    expect(buckets.find((sample) => sample.labels.le === "+Inf")!.value).toBe(
      count(all, requests, { route: "/planes", status: "200" }),
    );
    expect(count(all, "portal_http_request_duration_seconds_sum", { route: "/planes" })).toBeGreaterThan(0);
  });

  it("count the API calls by endpoint pattern and outcome", async () => {
    const { samples: all } = await scrape();
    const calls = "portal_api_call_duration_seconds_count";
    expect(count(all, calls, { endpoint: "/p/planes", method: "GET", outcome: "ok" })).toBeGreaterThanOrEqual(1);
    expect(count(all, calls, { endpoint: "/auth/customers", method: "POST", outcome: "ok" })).toBe(1);
    // The payment page asks the API about another customer's payment: a 404, by its pattern.
    expect(
      count(all, calls, {
        endpoint: "/v2/customers/current/payments/:id/check",
        method: "POST",
        outcome: "client_error",
      }),
    ).toBe(1);
    const endpoints = new Set(all.filter((sample) => sample.name === calls).map((sample) => sample.labels.endpoint!));
    for (const endpoint of endpoints) expect(endpoint).toMatch(/^(\/[a-z0-9_:-]*)+$|^\((geocoder|file elsewhere)\)$/);
  });

  it("never carry a raw URL, a query, an id or an identification in a label", async () => {
    const { text, samples: all } = await scrape();
    for (const secret of [DNI, OTHER_DNI, CLAIM, "104310", PAYMENT, "dni=", "?"]) expect(text).not.toContain(secret);
    const routes = new Set(
      all.filter((sample) => sample.name.startsWith("portal_http_request")).map((sample) => sample.labels.route!),
    );
    for (const route of routes) expect(route).toMatch(/^static$|^unmatched$|^\/[\w/:*.-]*$/);
    expect([...routes].filter((route) => /\d{4,}/.test(route))).toEqual([]);
  });

  it("include the process's own metrics, and the event loop's delay and the pages' turns as load shedding sees them", async () => {
    const { samples: all } = await scrape();
    const names = new Set(all.map((sample) => sample.name));
    for (const name of [
      "process_cpu_user_seconds_total",
      "process_resident_memory_bytes",
      "nodejs_heap_size_used_bytes",
      "nodejs_eventloop_lag_p99_seconds",
      "portal_event_loop_delay_seconds",
    ])
      expect(names, name).toContain(name);
    // Nothing is rendering while the scrape is answered on its own port: no page in flight, none waiting.
    const turns = all
      .filter((sample) => sample.name === "portal_pages")
      .map((sample) => [sample.labels.state, sample.value]);
    expect(turns.sort()).toEqual([
      ["in_flight", 0],
      ["waiting", 0],
    ]);
  });

  it("are served on their own port only: /metrics on the public port is the portal's ordinary 404 page", async () => {
    const publicMetrics = await fetch(`${portal.url}/metrics`);
    const ordinary = await fetch(`${portal.url}/no-existe-esta-pagina`);
    expect(publicMetrics.status).toBe(404);
    expect(publicMetrics.headers.get("content-type")).toMatch(/^text\/html/);
    const [page, notFound] = [await publicMetrics.text(), await ordinary.text()];
    expect(page).not.toContain("# HELP");
    const heading = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
    expect(heading(page)).toBeDefined();
    expect(heading(page)).toBe(heading(notFound));
    // The metrics' port answers /metrics and nothing else.
    expect((await fetch(`${metricsUrl}/`)).status).toBe(404);
    expect((await fetch(`${metricsUrl}/mi-cuenta`)).status).toBe(404);
    expect((await fetch(`${metricsUrl}/metrics`, { method: "POST" })).status).toBe(405);
  });
});
