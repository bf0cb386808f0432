#!/usr/bin/env node
// `npm run bench`: builds, starts the portal with its sandbox API, then measures
// requests per second (autocannon) and a Lighthouse mobile run, prints a table and
// writes bench/results.json. Not part of `npm test`: figures depend on the machine.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
// Lighthouse's own browser driver: it gives the draft cookie to the audited browser.
import puppeteer from "puppeteer-core";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const PORT = Number(process.env.BENCH_PORT ?? 3400);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;
// Pages measured by Lighthouse (mobile); later flows add theirs here. The hiring steps
// need a draft: `draft: true` runs them with the cookie of an applicant whose address has
// service (see hiringDraftCookie).
const LIGHTHOUSE_PAGES = [
  { path: "/" },
  { path: "/contratar/seleccionar-ubicacion", draft: true },
  { path: "/contratar/formulario", draft: true },
];

function log(message) {
  console.log(`[bench] ${message}`);
}

const build = spawnSync(join(root, "node_modules", ".bin", "react-router"), ["build"], { cwd: root, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, [join(root, "scripts", "start.mjs"), "--no-build"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
  env: {
    ...process.env,
    PORT: String(PORT),
    SANDBOX_PORT: String(PORT + 1),
    SANDBOX_DB: join(tmpdir(), `portal-bench-${Date.now()}.db`),
    API_POLLING: "0",
    APP_ENV: "production",
    // The sandbox's stand-in tiles: the figures do not depend on a tile server's day.
    MAP_TILES_URL: `http://127.0.0.1:${PORT + 1}/tiles/{z}/{x}/{y}.png`,
  },
});
const stopServer = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already stopped
  }
};
process.on("exit", stopServer);

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the portal did not start");
}

async function load(path) {
  const result = await autocannon({ url: `${BASE}${path}`, connections: CONNECTIONS, duration: DURATION_S });
  return {
    path,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** The Set-Cookie pairs of a response, as one Cookie header value. */
function cookiesOf(response, previous = "") {
  const jar = new Map(previous.split("; ").filter(Boolean).map((pair) => pair.split(/=(.*)/s).slice(0, 2)));
  for (const header of response.headers.getSetCookie()) {
    const [name, value] = header.split(";")[0].split(/=(.*)/s);
    jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/**
 * A hiring draft as a prospect leaves it after the first two steps, made through the
 * running portal like a browser without JavaScript would: the data step (with its
 * honeypot fields), then an address with service.
 */
async function hiringDraftCookie() {
  const page = await fetch(`${BASE}/contratar/dejanos-tus-datos`);
  let cookie = cookiesOf(page);
  const html = await page.text();
  const hidden = Object.fromEntries(
    [...html.matchAll(/<input[^>]*name="(\w+__confirmar)"[^>]*value="([^"]*)"/g)].map(([, name, value]) => [name, value]),
  );
  const post = async (path, fields) => {
    const response = await fetch(`${BASE}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: BASE, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...hidden, ...fields }),
    });
    if (response.status !== 302) throw new Error(`hiring draft: ${path} answered ${response.status}`);
    cookie = cookiesOf(response, cookie);
  };
  await post("/contratar/dejanos-tus-datos", {
    nombre: "Ana", apellido: "Ruiz", dni: "30111222", phone: "0351 15 555-1234", email: "ana@example.com", date: "02/04/1990",
  });
  await post("/contratar/seleccionar-ubicacion", { localidad_id: "14", direccion: "Av. San Martín 2950" });
  return cookie;
}

/**
 * Puts the cookies in the audited browser itself: Chrome ignores a Cookie header given as
 * one of Lighthouse's `extraHeaders`.
 */
async function setBrowserCookies(chrome, cookie) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  const cookies = cookie.split("; ").map((pair) => {
    const [name, value] = pair.split(/=(.*)/s);
    return { name, value, url: BASE, httpOnly: true, sameSite: "Lax" };
  });
  await page.setCookie(...cookies);
  await page.close();
  await browser.disconnect();
}

async function audit(chrome, { path, draft }, cookie) {
  if (draft) await setBrowserCookies(chrome, cookie);
  const { lhr } = await lighthouse(`${BASE}${path}`, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    formFactor: "mobile",
    // A storage reset would clear the draft.
    disableStorageReset: draft === true,
  });
  if (new URL(lhr.finalDisplayedUrl).pathname !== path) throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${path}`);
  return {
    path,
    performanceScore: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue ?? 0),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue ?? 0),
    cls: Number((lhr.audits["cumulative-layout-shift"].numericValue ?? 0).toFixed(3)),
    totalBytes: Math.round(lhr.audits["total-byte-weight"].numericValue ?? 0),
  };
}

try {
  await waitForServer();
  const css = readdirSync(join(root, "build", "client", "assets")).find((name) => name.endsWith(".css"));
  log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s each`);
  const throughput = [await load("/"), await load(`/assets/${css}`)];

  const lighthouseResults = [];
  const cookie = await hiringDraftCookie();
  // A fresh browser per page: the draft pages keep their storage, so a shared one would
  // serve them from a cache the previous page filled.
  for (const page of LIGHTHOUSE_PAGES) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
    });
    try {
      lighthouseResults.push(await audit(chrome, page, cookie));
    } finally {
      await chrome.kill();
    }
  }

  const results = { date: new Date().toISOString(), node: process.version, throughput, lighthouse: lighthouseResults };
  mkdirSync(join(root, "bench"), { recursive: true });
  writeFileSync(join(root, "bench", "results.json"), `${JSON.stringify(results, null, 2)}\n`);

  console.log("\nThroughput (autocannon)");
  console.table(throughput);
  console.log("Lighthouse, mobile");
  console.table(lighthouseResults);
  log("written to bench/results.json");
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  stopServer();
}
