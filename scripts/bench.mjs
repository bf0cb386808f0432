#!/usr/bin/env node
// `npm run bench`: builds, starts the portal with its sandbox API, then measures
// throughput (autocannon: `/` against a static file of the same server), what each page's
// first visit downloads as JavaScript (scripts/first-load-bytes.mjs), a load run over
// a mix of public and signed-in pages, and Lighthouse mobile on the main pages; prints
// tables and writes bench/results.json. Not part of `npm test`: figures depend on the
// machine. A Lighthouse run that fails, or a throughput or load figure short of its goal,
// is reported as such and the bench exits non-zero; so does any figure short of its goal.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
// Lighthouse's own browser driver: it gives the cookies to the audited browser.
import puppeteer from "puppeteer-core";
import { firstLoadBytes } from "./first-load-bytes.mjs";
import { requireSupportedNode } from "./runtime.mjs";

requireSupportedNode("bench");

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const env = (name, fallback) => Number(process.env[name] ?? fallback);
const PORT = env("BENCH_PORT", 3400);
const BASE = `http://127.0.0.1:${PORT}`;
// Throughput: each of `/` and the static file, this long, with this many connections.
const DURATION_S = env("BENCH_DURATION", 10);
const CONNECTIONS = env("BENCH_CONNECTIONS", 50);
// The load run: many customers at once over a mix of pages.
const LOAD_DURATION_S = env("BENCH_LOAD_DURATION", 60);
const LOAD_CONNECTIONS = env("BENCH_LOAD_CONNECTIONS", 200);
// `BENCH_LIGHTHOUSE=0` skips Lighthouse (a quicker run while working on throughput);
// `BENCH_LIGHTHOUSE=/planes,/mi-cuenta` audits only those pages.
const RUN_LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== "0";
const ONLY_PAGES = RUN_LIGHTHOUSE && process.env.BENCH_LIGHTHOUSE ? process.env.BENCH_LIGHTHOUSE.split(",") : null;
// Lighthouse runs per page: one page's score moves by several points from run to run on a
// shared machine, so each page is audited this many times and its median run reported.
const LIGHTHOUSE_RUNS = env("BENCH_LIGHTHOUSE_RUNS", 3);
// A run Lighthouse itself reports as broken is made again at most this many times before
// the page counts as failed (decision 124).
const LIGHTHOUSE_RETRIES = 2;
// The goals (decision 083): `/` at 50 connections.
const THROUGHPUT_RATIO_GOAL = 0.25;
const P99_GOAL_MS = 250;
// Decision 107: at 200 connections, every request answered (a shed 503 is an answer), within 1 s
// at the 99th percentile (decision 107).
const LOAD_P99_GOAL_MS = 1_000;
const LOAD_UNANSWERED_GOAL = 0;
// Pages measured by Lighthouse (mobile), with their goal. `draft`: with the cookie of an
// applicant whose address has service (see hiringDraftCookie); `session`: signed in.
const LIGHTHOUSE_PAGES = [
  { path: "/", goal: 100 },
  { path: "/planes", goal: 100 },
  { path: "/iniciar-sesion", goal: 100 },
  { path: "/contratar/dejanos-tus-datos", goal: 100 },
  { path: "/contratar/formulario", draft: true, goal: 100 },
  { path: "/mi-cuenta", session: true, goal: 100 },
  // The map step: the map is a lazily loaded enhancement (decision 029).
  { path: "/contratar/seleccionar-ubicacion", draft: true, goal: 95 },
];
// The load run's mix: public pages anonymously, customer pages signed in as the demo
// customers (each connection goes through the list in order, round and round).
const PUBLIC_PAGES = ["/", "/planes", "/planes/7", "/iniciar-sesion", "/contratar/dejanos-tus-datos"];
const CUSTOMER_PAGES = ["/mi-cuenta", "/mi-cuenta/facturacion", "/mi-cuenta/reclamos", "/mi-cuenta/servicios"];
// The seeded demo customers (README): DNI and CUIT without a password, and one with.
const DEMO_CUSTOMERS = [["20304050"], ["30712345671"], ["27222333", "Portal2026"]];

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
    // No staff identity provider: the bench measures the customers' pages (decision 140).
    IDP_PORT: "",
    API_POLLING: "0",
    APP_ENV: "production",
    // The load run signs in and sends forms from one address.
    RATE_LIMIT_SIGN_IN: "1000/60",
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

/** Waits until the portal serves pages again rather than shedding them (at most a minute). */
async function servingAgain() {
  for (let attempt = 0; attempt < 120; attempt++) {
    const response = await fetch(`${BASE}/`);
    await response.arrayBuffer();
    if (response.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the portal still sheds pages a minute after the load run");
}

/** The portal's own process: the child of start.mjs that is not the sandbox. */
function portalPid() {
  const children = readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, "utf8")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  const portal = children.find((pid) => !readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("sandbox"));
  if (!portal) throw new Error("the portal's process was not found");
  return portal;
}

/** Samples the resident memory of a process twice a second; `stop()` answers the peak, in MB. */
function sampleMemory(pid) {
  let peak = 0;
  const sample = () => {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    peak = Math.max(peak, kb);
  };
  sample();
  const timer = setInterval(sample, 500);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return Math.round(peak / 1024);
    },
  };
}

/**
 * Counts the answers of load shedding (decision 107): a 503 with `X-Load-Shed`, told apart
 * from an outage's 503. Give `setupClient` to autocannon.
 */
function shedCounter() {
  const counter = {
    shed: 0,
    // Unanswered requests that were the first of their connection, on which no answer
    // ever came: in decision 124's runs, connections left in the kernel's queue (the
    // portal's loop accepts one per turn) rather than requests the portal took and left.
    unansweredFirst: 0,
    setupClient(client) {
      // autocannon opens a new connection after each timeout.
      let answered = false;
      client.on("timeout", () => {
        if (!answered) counter.unansweredFirst++;
        answered = false;
      });
      client.on("headers", ({ statusCode, headers }) => {
        answered = true;
        if (statusCode !== 503) return;
        for (let i = 0; i < headers.length; i += 2)
          if (String(headers[i]).toLowerCase() === "x-load-shed") counter.shed++;
      });
    },
  };
  return counter;
}

/** Errors of a run: failed requests (timeouts included) and any answer that is not 2xx or 3xx, but a shed 503. */
function errorsOf(result, shed) {
  const bad = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !/^[23]\d\d$/.test(status))
    .reduce((sum, [, { count }]) => sum + count, 0);
  return result.errors + bad - shed;
}

function summary(result, shed = 0) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    // The same without the shed answers: what was served.
    servedPerSecond: Math.round((result.requests.total - shed) / result.duration),
    latencyP50Ms: result.latency.p50,
    // Of the requests answered, shed ones included; the unanswered are the timeouts.
    latencyP99Ms: result.latency.p99,
    errors: errorsOf(result, shed),
    // Of which: no answer within autocannon's 10 s (a customer would have given up too).
    timeouts: result.timeouts,
    // Answered 503 at once by load shedding: answers, not errors.
    shed,
  };
}

/** A few seconds of traffic first, so that neither path is measured before the JIT has warmed up. */
async function warmUp(path) {
  await autocannon({ url: `${BASE}${path}`, connections: 10, duration: 3 });
}

async function throughput(path) {
  const counter = shedCounter();
  const result = await autocannon({
    url: `${BASE}${path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    setupClient: counter.setupClient,
  });
  return { path, ...summary(result, counter.shed) };
}

/** The Set-Cookie pairs of a response, as one Cookie header value. */
function cookiesOf(response, previous = "") {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => pair.split(/=(.*)/s).slice(0, 2)),
  );
  for (const header of response.headers.getSetCookie()) {
    const [name, value] = header.split(";")[0].split(/=(.*)/s);
    jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** Sends a form of the running portal as a browser without JavaScript would: with the honeypot fields its page carries. */
async function sendForm(path, fields, cookie = "") {
  const page = await fetch(`${BASE}${path}`, { headers: { Cookie: cookie } });
  cookie = cookiesOf(page, cookie);
  const html = await page.text();
  const hidden = Object.fromEntries(
    [...html.matchAll(/<input[^>]*name="(\w+__confirmar)"[^>]*value="([^"]*)"/g)].map(([, name, value]) => [
      name,
      value.replace(/&amp;/g, "&"),
    ]),
  );
  const response = await fetch(`${BASE}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: BASE, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...hidden, ...fields }),
  });
  if (response.status !== 302 && response.status !== 303) throw new Error(`${path} answered ${response.status}`);
  return cookiesOf(response, cookie);
}

/** A signed-in customer's cookies, through the sign-in page (its password step too). */
async function sessionCookie([identification, password]) {
  let cookie = "";
  try {
    cookie = await sendForm("/iniciar-sesion", { identification });
  } catch (error) {
    // 406 asks for the password: the same form again, with it.
    if (!password) throw error;
  }
  if (!cookie.includes("__session=")) cookie = await sendForm("/iniciar-sesion", { identification, password }, cookie);
  if (!cookie.includes("__session=")) throw new Error(`signing in ${identification} gave no session`);
  return cookie;
}

/**
 * A hiring draft as a prospect leaves it after the first two steps, made through the
 * running portal: the data step, then an address with service.
 */
async function hiringDraftCookie() {
  let cookie = await sendForm("/contratar/dejanos-tus-datos", {
    nombre: "Ana",
    apellido: "Ruiz",
    dni: "30111222",
    phone: "0351 15 555-1234",
    email: "ana@example.com",
    date: "02/04/1990",
  });
  cookie = await sendForm(
    "/contratar/seleccionar-ubicacion",
    { localidad_id: "14", direccion: "Av. San Martín 2950" },
    cookie,
  );
  return cookie;
}

/** The load run: every connection goes round the public pages and the signed-in ones. */
async function loadRun(pid, sessions) {
  const requests = [];
  for (const path of PUBLIC_PAGES) requests.push({ method: "GET", path });
  CUSTOMER_PAGES.forEach((path, index) =>
    requests.push({ method: "GET", path, headers: { cookie: sessions[index % sessions.length] } }),
  );
  const memory = sampleMemory(pid);
  const counter = shedCounter();
  const result = await autocannon({
    url: BASE,
    connections: LOAD_CONNECTIONS,
    duration: LOAD_DURATION_S,
    requests,
    setupClient: counter.setupClient,
  });
  return {
    connections: LOAD_CONNECTIONS,
    durationS: LOAD_DURATION_S,
    pages: requests.length,
    ...summary(result, counter.shed),
    unansweredFirstOfConnection: counter.unansweredFirst,
    requests: result.requests.total,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]),
    ),
    peakMemoryMb: memory.stop(),
  };
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

/** The audited browser: Chromium as Lighthouse drives it, a fresh profile each time. */
function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
}

/**
 * Whether Chromium would offer to install the portal (decision 150), in its own words:
 * DevTools' `Page.getInstallabilityErrors` on `/` once the worker controls the page.
 * Lighthouse 12 dropped its installability audit with the PWA category.
 */
async function installability() {
  const figure = { figure: "installable (Chromium)", goal: "yes" };
  const chrome = await launchChrome();
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.goto(`${BASE}/`, { waitUntil: "load" });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, { timeout: 15_000 });
    const devtools = await page.createCDPSession();
    const { installabilityErrors } = await devtools.send("Page.getInstallabilityErrors");
    await browser.disconnect();
    const errors = installabilityErrors.map((error) => error.errorId);
    return { ...figure, value: errors.length ? errors.join(", ") : "yes", met: !errors.length };
  } catch (error) {
    // Never a crash of the whole bench: printed with the goals as missed.
    return { ...figure, value: error instanceof Error ? error.message : String(error), met: false };
  } finally {
    await chrome.kill();
  }
}

/** A run Lighthouse itself reports as broken (a `runtimeError`, "Please run Lighthouse again"). */
class LighthouseRuntimeError extends Error {}

/** A Lighthouse run, or why it failed: it never counts as a score of 0. */
async function audit(chrome, { path, goal }, cookie) {
  if (cookie) await setBrowserCookies(chrome, cookie);
  const { lhr } = await lighthouse(`${BASE}${path}`, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    formFactor: "mobile",
    // A storage reset would clear the cookies.
    disableStorageReset: Boolean(cookie),
  });
  if (lhr.runtimeError) throw new LighthouseRuntimeError(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  if (new URL(lhr.finalDisplayedUrl).pathname !== path)
    throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${path}`);
  const score = lhr.categories.performance.score;
  if (typeof score !== "number") throw new Error("Lighthouse gave no performance score");
  const performanceScore = Math.round(score * 100);
  // What holds a page below its goal: the metrics that scored less than full marks.
  const short = lhr.categories.performance.auditRefs
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
    .map(
      (ref) =>
        `${lhr.audits[ref.id].title}: ${lhr.audits[ref.id].displayValue ?? ""} (${Math.round((lhr.audits[ref.id].score ?? 0) * 100)})`,
    );
  return {
    path,
    performanceScore,
    goal,
    met: performanceScore >= goal,
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue ?? 0),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue ?? 0),
    cls: Number((lhr.audits["cumulative-layout-shift"].numericValue ?? 0).toFixed(3)),
    totalBytes: Math.round(lhr.audits["total-byte-weight"].numericValue ?? 0),
    // How fast Lighthouse found this host at the run (its 4× slowdown assumes 1,000-2,500):
    // two days' figures compare only at a like index.
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    belowFullMarks: short.join("; "),
  };
}

/** The throughput and load figures with their goals (decisions 083 and 107). */
function loadGoals(runs, load) {
  const page = runs[1];
  return [
    {
      figure: `p99 of / at ${CONNECTIONS} connections`,
      value: page.latencyP99Ms,
      goal: `≤ ${P99_GOAL_MS} ms`,
      met: page.latencyP99Ms <= P99_GOAL_MS,
    },
    {
      figure: `load run p99 at ${LOAD_CONNECTIONS} connections`,
      value: load.latencyP99Ms,
      goal: `≤ ${LOAD_P99_GOAL_MS} ms`,
      met: load.latencyP99Ms <= LOAD_P99_GOAL_MS,
    },
    {
      figure: "load run unanswered after 10 s",
      value: load.timeouts,
      goal: `${LOAD_UNANSWERED_GOAL}`,
      met: load.timeouts <= LOAD_UNANSWERED_GOAL,
    },
    { figure: "load run errors (shed 503s apart)", value: load.errors, goal: "0", met: load.errors === 0 },
  ];
}

/** The run with the median score (the lower middle one for an even count), and every score. */
function medianRun(rows) {
  const sorted = [...rows].sort((a, b) => a.performanceScore - b.performanceScore);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  return { ...median, scores: rows.map((row) => row.performanceScore).join(", ") };
}

async function lighthouseRuns(cookies) {
  const results = [];
  for (const page of LIGHTHOUSE_PAGES.filter(({ path }) => !ONLY_PAGES || ONLY_PAGES.includes(path))) {
    const rows = [];
    try {
      let retries = 0;
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        // A fresh browser per run: the pages with cookies keep their storage, so a shared
        // one would serve them from a cache the previous run filled.
        const chrome = await launchChrome();
        try {
          rows.push(await audit(chrome, page, page.draft ? cookies.draft : page.session ? cookies.session : undefined));
        } catch (error) {
          if (!(error instanceof LighthouseRuntimeError) || retries >= LIGHTHOUSE_RETRIES) throw error;
          retries++;
          run--;
          log(`${page.path}: Lighthouse's run broke (${error.message}); running it again`);
        } finally {
          await chrome.kill();
        }
      }
      // Runs Lighthouse reported broken and made again: printed, never hidden.
      results.push({ ...medianRun(rows), retried: retries });
    } catch (error) {
      results.push({
        path: page.path,
        goal: page.goal,
        failed: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return results;
}

try {
  await waitForServer();
  const pid = portalPid();
  // A static file of the build of about the size the site's stylesheet had before it went
  // inline (decision 111): the page frame's script, 11 KB.
  const asset = readdirSync(join(root, "build", "client", "assets")).find(
    (name) => name.startsWith("shell-") && name.endsWith(".js"),
  );
  if (!asset) throw new Error("no shell-*.js in the build");

  log(`throughput: ${CONNECTIONS} connections, ${DURATION_S} s each`);
  // The static file first and last: the ratio is taken against the slower of the two, so a
  // busy moment of the machine does not flatter the page.
  const staticFile = `/assets/${asset}`;
  await warmUp(staticFile);
  await warmUp("/");
  const runs = [await throughput(staticFile), await throughput("/"), await throughput(staticFile)];
  const staticRps = Math.min(runs[0].requestsPerSecond, runs[2].requestsPerSecond);
  // Pages served, not shed: a 503 at once is no page.
  const ratio = Number((runs[1].servedPerSecond / staticRps).toFixed(3));

  // The throughput runs leave the loop's delay high for a moment: sign in once pages are served again.
  await servingAgain();
  const sessions = await Promise.all(DEMO_CUSTOMERS.map(sessionCookie));
  // What each page's first visit downloads as JavaScript, in Chromium (decision 135).
  log("first load: each page's scripts as Chromium downloads them");
  const firstLoad = await firstLoadBytes(BASE, [
    ...PUBLIC_PAGES.map((path) => ({ path })),
    { path: CUSTOMER_PAGES[0], cookie: sessions[0] },
  ]);
  log(
    `load run: ${LOAD_CONNECTIONS} connections, ${LOAD_DURATION_S} s, ${PUBLIC_PAGES.length + CUSTOMER_PAGES.length} pages (${sessions.length} customers signed in)`,
  );
  const load = await loadRun(pid, sessions);
  // The load run leaves the portal shedding for a moment (decision 107): Lighthouse measures
  // pages, not the 503 that says to come back.
  await servingAgain();

  const lighthouseResults = RUN_LIGHTHOUSE
    ? await lighthouseRuns({ draft: await hiringDraftCookie(), session: sessions[0] })
    : [];

  const goals = [...loadGoals(runs, load), ...(RUN_LIGHTHOUSE ? [await installability()] : [])];
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    throughput: {
      connections: CONNECTIONS,
      durationS: DURATION_S,
      runs,
      ratio,
      ratioGoal: THROUGHPUT_RATIO_GOAL,
      p99GoalMs: P99_GOAL_MS,
    },
    load: { ...load, p99GoalMs: LOAD_P99_GOAL_MS, unansweredGoal: LOAD_UNANSWERED_GOAL },
    firstLoad,
    goals,
    lighthouse: lighthouseResults,
  };
  mkdirSync(join(root, "bench"), { recursive: true });
  writeFileSync(join(root, "bench", "results.json"), `${JSON.stringify(results, null, 2)}\n`);

  console.log(`\nThroughput (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each)`);
  console.table(runs);
  console.log(
    `/ against the static file: ${ratio} (goal ≥ ${THROUGHPUT_RATIO_GOAL}); p99 of /: ${runs[1].latencyP99Ms} ms (goal ≤ ${P99_GOAL_MS})`,
  );
  console.log(
    "\nFirst load: JavaScript a first visit downloads, KB with headers (before: compressed on the fly, Brotli 4; after: the build's Brotli 11 copies)",
  );
  console.table(firstLoad);
  console.log(`\nLoad run (${LOAD_CONNECTIONS} connections, ${LOAD_DURATION_S} s, public and signed-in pages)`);
  const { statusCodes, ...loadRow } = load;
  console.table([loadRow]);
  console.log("status codes:", statusCodes, `(of the 503s, ${load.shed} shed at once)`);
  if (load.timeouts > 0)
    console.log(
      `of the ${load.timeouts} unanswered, ${load.unansweredFirstOfConnection} were the first of their connection, on which no answer ever came (decision 124)`,
    );
  console.log("\nGoals");
  console.table(goals.map(({ met, ...row }) => ({ ...row, met: met ? "yes" : "NO" })));
  if (RUN_LIGHTHOUSE) {
    console.log("\nLighthouse, mobile");
    console.table(lighthouseResults.map(({ belowFullMarks, ...row }) => row));
    for (const row of lighthouseResults.filter((result) => result.belowFullMarks))
      log(`${row.path}: ${row.belowFullMarks}`);
  }
  log("written to bench/results.json");
  const failed = lighthouseResults.filter((result) => result.failed);
  for (const { path, failed: why } of failed) console.error(`[bench] Lighthouse failed on ${path}: ${why}`);
  const missed = [
    ...goals.filter((goal) => !goal.met),
    ...lighthouseResults
      .filter((result) => !result.failed && !result.met)
      .map(({ path, performanceScore, goal }) => ({
        figure: `Lighthouse ${path}`,
        value: performanceScore,
        goal: `≥ ${goal}`,
      })),
  ];
  for (const { figure, value, goal } of missed) console.error(`[bench] ${figure}: ${value}, goal ${goal}`);
  if (failed.length > 0 || missed.length > 0) process.exitCode = 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  stopServer();
}
