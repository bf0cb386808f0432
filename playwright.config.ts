import { defineConfig } from "@playwright/test";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SERVERS, SESSION_SECRET, SHORT_API_TIMEOUT_MS, SHORT_PAGE_DEADLINE_MS } from "./tests/e2e/servers";

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
// Map tiles from the sandbox's stand-in: the tests never reach the internet.
const mapTiles = `${SERVERS.sandbox}/tiles/{z}/{x}/{y}.png`;

function server(port: number, env: Record<string, string>) {
  return {
    command: "node scripts/start.mjs --no-build",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      NODE_ENV: "production", SESSION_SECRET, API_POLLING: "0", MAP_TILES_URL: mapTiles, PORT: String(port),
      // Every test comes from 127.0.0.1: the per-address limits are tested apart (tests/portal/limits.test.ts).
      RATE_LIMIT_SIGN_IN: "100000/60", RATE_LIMIT_FORMS: "100000/60",
      ...env,
    },
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
  use: { ...chromium, baseURL: SERVERS.main, locale: "es-AR", timezoneId: "America/Argentina/Buenos_Aires" },
  projects: [
    { name: "js", use: { javaScriptEnabled: true }, testIgnore: [/\.nojs\.spec\.ts$/, /\.isolated\.spec\.ts$/] },
    { name: "no-js", use: { javaScriptEnabled: false }, testIgnore: [/\.js\.spec\.ts$/, /\.isolated\.spec\.ts$/] },
    // Tests that change the shared sandbox for every caller (a fault on a public call):
    // alone, one at a time, once everything else has run.
    { name: "isolated-js", use: { javaScriptEnabled: true }, testMatch: /\.isolated\.spec\.ts$/, workers: 1, dependencies: ["js", "no-js"] },
    { name: "isolated-no-js", use: { javaScriptEnabled: false }, testMatch: /\.isolated\.spec\.ts$/, workers: 1, dependencies: ["isolated-js"] },
  ],
  webServer: [
    // The main portal, with its own sandbox API (fault switch on) and a fresh database.
    server(SERVERS.ports.main, {
      APP_ENV: "development",
      SANDBOX_PORT: String(SERVERS.ports.sandbox),
      SANDBOX_DB: join(tmpdir(), `portal-e2e-${run}.db`),
      SANDBOX_FAULTS: "1",
    }),
    // The same build configured as production and as staging, for the environment rules.
    server(SERVERS.ports.production, { APP_ENV: "production", API_BASE_URL: SERVERS.sandbox }),
    server(SERVERS.ports.staging, { APP_ENV: "staging", API_BASE_URL: SERVERS.sandbox }),
    // The customer area switched off: its links hidden, its pages 404.
    server(SERVERS.ports.platformOff, { APP_ENV: "development", API_BASE_URL: SERVERS.sandbox, FLAG_PLATFORM: "0" }),
    // The customer area on, its optional modules off: their pages 404, their links hidden.
    server(SERVERS.ports.modulesOff, {
      APP_ENV: "development", API_BASE_URL: SERVERS.sandbox, FLAG_SERVICES: "0", FLAG_ISSUES: "0", FLAG_AUTOMATIC_DEBIT: "0",
    }),
    // A short page deadline and API timeout: the "slow API" rows of the fault table answer within seconds.
    server(SERVERS.ports.shortDeadline, {
      APP_ENV: "development", API_BASE_URL: SERVERS.sandbox,
      API_PAGE_DEADLINE_MS: String(SHORT_PAGE_DEADLINE_MS), API_TIMEOUT_MS: String(SHORT_API_TIMEOUT_MS),
    }),
  ],
});
