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

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const PORT = Number(process.env.BENCH_PORT ?? 3400);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;
// Pages measured by Lighthouse (mobile); later flows add theirs here.
const LIGHTHOUSE_PAGES = ["/"];

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

async function audit(chrome, path) {
  const { lhr } = await lighthouse(`${BASE}${path}`, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    formFactor: "mobile",
  });
  return {
    path,
    performanceScore: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue ?? 0),
    totalBytes: Math.round(lhr.audits["total-byte-weight"].numericValue ?? 0),
  };
}

try {
  await waitForServer();
  const css = readdirSync(join(root, "build", "client", "assets")).find((name) => name.endsWith(".css"));
  log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s each`);
  const throughput = [await load("/"), await load(`/assets/${css}`)];

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
  });
  const lighthouseResults = [];
  try {
    for (const path of LIGHTHOUSE_PAGES) lighthouseResults.push(await audit(chrome, path));
  } finally {
    await chrome.kill();
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
