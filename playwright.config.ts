import { defineConfig } from "@playwright/test";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SERVERS, serverEnvironments } from "./tests/support/servers";

// Browser tests run against the production build, over real HTTP to the sandbox API,
// on Debian's Chromium, once with JavaScript and once without.
const chromium = {
  browserName: "chromium" as const,
  launchOptions: {
    // Debian's headless shell build of Chromium (package chromium-headless-shell): the same
    // engine as /usr/bin/chromium, at less than half its cost per page here (decision 088).
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  },
};

const run = Date.now().toString(36);
const environments = serverEnvironments(SERVERS, join(tmpdir(), `portal-e2e-${run}.db`));

/**
 * The servers the browser tests need: the main portal (which starts the sandbox) and the
 * one with a short page deadline. What the other configurations answer (production,
 * staging, modules off) is HTML and headers, checked over HTTP by vitest (tests/http).
 */
function server(name: "main" | "shortDeadline") {
  return {
    command: "node scripts/start.mjs --no-build",
    url: `${SERVERS[name]}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: { ...environments[name], PORT: String(SERVERS.ports[name]) },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // The list as it runs; the JSON report is what `npm run test:times` reads (scripts/test-times.mjs).
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  // Generous: CI machines have 2 cores, and no-JS axe scans open a second tab.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // The service worker (decision 150) only where a test is about it (tests/e2e/offline.js.spec.ts):
  // Playwright's routes do not see what a worker fetches, and the other tests are about the pages.
  use: {
    ...chromium,
    baseURL: SERVERS.main,
    locale: "es-AR",
    timezoneId: "America/Argentina/Buenos_Aires",
    serviceWorkers: "block",
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true }, testIgnore: [/\.nojs\.spec\.ts$/, /\.isolated\.spec\.ts$/] },
    { name: "no-js", use: { javaScriptEnabled: false }, testIgnore: [/\.js\.spec\.ts$/, /\.isolated\.spec\.ts$/] },
    // Tests that change the shared sandbox for every caller (a fault on a public call):
    // alone, one at a time, once everything else has run.
    {
      name: "isolated-js",
      use: { javaScriptEnabled: true },
      testMatch: /\.isolated\.spec\.ts$/,
      workers: 1,
      dependencies: ["js", "no-js"],
    },
    {
      name: "isolated-no-js",
      use: { javaScriptEnabled: false },
      testMatch: /\.isolated\.spec\.ts$/,
      workers: 1,
      dependencies: ["isolated-js"],
    },
  ],
  webServer: [server("main"), server("shortDeadline")],
});
