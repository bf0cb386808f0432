#!/usr/bin/env node
// `npm run bench:switches`: what each piece of code that works around the framework gains
// (decision 129), measured against the same build with that piece switched off, side by
// side, interleaved run by run so the machine's mood falls on both alike. Writes
// bench/switches.json. Not part of `npm test`: figures depend on the machine.
//
// - RENDER_CACHE (082): a page's time on the server, one request at a time (autocannon,
//   one connection), and pages per second at ten connections, for anonymous pages.
// - CODE_AFTER_PAINT (121): first contentful paint and the moment the page is hydrated,
//   in Chromium with a phone's network and CPU (Lighthouse's mobile figures: 150 ms, 1.6
//   Mbit/s, CPU four times slower), each load in a new browser context (a new renderer).
// Turns for pages (120, LOAD_SHED_MAX_PAGES) are measured by `npm run bench`'s load run.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import autocannon from "autocannon";
import { requireSupportedNode } from "./runtime.mjs";

requireSupportedNode("bench");

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const PAGES = (process.env.BENCH_PAGES ?? "/,/planes,/iniciar-sesion").split(",");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
const API_KEY = "bench-switches-api-key-0123456789abcdef";

const log = (message) => console.log(`[bench:switches] ${message}`);

if (process.env.BENCH_BUILD !== "0") {
  const build = spawnSync(join(root, "node_modules", ".bin", "react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The same build, three ways: every workaround on, and each one off. The first starts the sandbox the others share. */
const VARIANTS = [
  { name: "on", env: {} },
  { name: "RENDER_CACHE=0", env: { RENDER_CACHE: "0" } },
  { name: "CODE_AFTER_PAINT=0", env: { CODE_AFTER_PAINT: "0" } },
].map((variant, index) => ({ ...variant, port: BASE_PORT + index * 10 }));

const sandboxPort = BASE_PORT + 1;
const children = VARIANTS.map((variant, index) =>
  spawn(process.execPath, [join(root, "scripts", "start.mjs"), "--no-build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
    env: {
      ...process.env,
      ...variant.env,
      PORT: String(variant.port),
      METRICS_PORT: "",
      // No staff identity provider: the figures compare the customers' pages (decision 140).
      IDP_PORT: "",
      API_POLLING: "0",
      APP_ENV: "production",
      API_KEY,
      // No page shed for a busy neighbour: the figures compare renders, not the shedding.
      LOAD_SHED_DELAY_MS: "0",
      ...(index === 0
        ? { SANDBOX_PORT: String(sandboxPort), SANDBOX_DB: join(tmpdir(), `portal-switches-${Date.now()}.db`) }
        : { API_BASE_URL: `http://127.0.0.1:${sandboxPort}` }),
    },
  }),
);
const stop = () => {
  for (const child of children) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already stopped
    }
  }
};
process.on("exit", stop);
process.on("SIGINT", () => process.exit(130));

async function up(port) {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the portal on ${port} did not start`);
}
await up(VARIANTS[0].port);
for (const variant of VARIANTS.slice(1)) await up(variant.port);
log(`three portals up (${VARIANTS.map((variant) => `${variant.name} :${variant.port}`).join(", ")})`);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round1 = (value) => Math.round(value * 10) / 10;

const cannon = (url, connections, duration) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections, duration }, (error, result) => (error ? reject(error) : resolve(result))),
  );

// --- The render cache: the server's time per page --------------------------------------
const server = {};
const [on, cacheOff, paintOff] = VARIANTS;
for (const path of PAGES) {
  const samples = { on: { ms: [], rps: [] }, off: { ms: [], rps: [] } };
  for (let round = 0; round < Math.max(3, Math.round(ROUNDS / 2)); round++) {
    for (const [key, variant] of round % 2
      ? [
          ["off", cacheOff],
          ["on", on],
        ]
      : [
          ["on", on],
          ["off", cacheOff],
        ]) {
      const url = `http://127.0.0.1:${variant.port}${path}`;
      samples[key].ms.push((await cannon(url, 1, 3)).latency.mean);
      samples[key].rps.push((await cannon(url, 10, 3)).requests.mean);
    }
  }
  server[path] = {
    msPerPage: { on: round1(median(samples.on.ms)), off: round1(median(samples.off.ms)) },
    pagesPerSecondAt10: { on: Math.round(median(samples.on.rps)), off: Math.round(median(samples.off.rps)) },
  };
  server[path].gainMs = round1(server[path].msPerPage.off - server[path].msPerPage.on);
  log(`render cache ${path}: ${JSON.stringify(server[path])}`);
}

// --- The browser: first paint and hydration ----------------------------------------------
const browser = await chromium.launch({ executablePath: CHROMIUM });

/** One load in a new context (a new renderer): its first paint and the moment it is hydrated. */
async function load(port, path, phone) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (document.documentElement.dataset.hydrated) {
        window.__hydratedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
  });
  const cdp = await context.newCDPSession(page);
  if (phone) {
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  }
  const url = `http://127.0.0.1:${port}${path}`;
  await page.goto(url, { waitUntil: "load" });
  await page.waitForFunction(() => window.__hydratedAt !== undefined, undefined, { timeout: 30_000 });
  const timing = await page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
    hydrated: window.__hydratedAt,
  }));
  await context.close();
  return timing;
}

const client = {};
for (const path of PAGES) {
  client[path] = {};
  for (const phone of [true, false]) {
    const runs = { on: [], [paintOff.name]: [] };
    for (let round = 0; round < ROUNDS; round++) {
      const order = [on, paintOff];
      for (const variant of round % 2 ? order.reverse() : order)
        runs[variant.name].push(await load(variant.port, path, phone));
    }
    const summary = Object.fromEntries(
      Object.entries(runs).map(([name, list]) => [
        name,
        {
          fcpMs: Math.round(median(list.map((run) => run.fcp))),
          hydratedMs: Math.round(median(list.map((run) => run.hydrated))),
        },
      ]),
    );
    client[path][phone ? "phone" : "unthrottled"] = summary;
    log(`${path} ${phone ? "phone" : "unthrottled"}: ${JSON.stringify(summary)}`);
  }
}
await browser.close();

const results = { finishedAt: new Date().toISOString(), rounds: ROUNDS, renderCache: server, browser: client };
mkdirSync(join(root, "bench"), { recursive: true });
writeFileSync(join(root, "bench", "switches.json"), `${JSON.stringify(results, null, 2)}\n`);
log("written to bench/switches.json");
process.exit(0);
