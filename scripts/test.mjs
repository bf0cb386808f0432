#!/usr/bin/env node
// `npm test`: type check, lint and format, the API document's lint, build, vitest, Playwright, in that order, stopping at the first
// that fails. Each phase is timed; the table, and the slowest browser tests, are printed
// at the end and kept in reports/ (`npm run test:times` prints them again).
// `CI_PHASES` ("name=seconds,…") adds phases timed before this script ran (.ci/run's install).
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PHASES_FILE, PLAYWRIGHT_REPORT, REPORTS, printLastRun } from "./test-times.mjs";
import { requireSupportedNode } from "./runtime.mjs";

requireSupportedNode("test");
console.log(`[test] Node.js ${process.versions.node} (${process.execPath})`);

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

const PHASES = [
  { name: "type check", script: "typecheck" },
  // The conventions tools hold: ESLint's rules and the project's own, and Prettier's format (decision 130).
  { name: "lint and format", script: "lint" },
  // The contract as OpenAPI (decision 125): a linter made for OpenAPI, 0 errors.
  { name: "API document lint", script: "api:lint" },
  { name: "build", script: "build" },
  { name: "unit and integration (vitest)", script: "test:unit" },
  { name: "browser (Playwright)", script: "test:e2e" },
];

const phases = (process.env.CI_PHASES ?? "")
  .split(",")
  .map((entry) => entry.split("="))
  .filter(([name, value]) => name && Number.isFinite(Number(value)))
  .map(([name, value]) => ({ name: name.trim(), ms: Number(value) * 1000, ok: true }));

mkdirSync(REPORTS, { recursive: true });
rmSync(PLAYWRIGHT_REPORT, { force: true });
const save = () =>
  writeFileSync(PHASES_FILE, `${JSON.stringify({ finishedAt: new Date().toISOString(), phases }, null, 2)}\n`);

let status = 0;
for (const phase of PHASES) {
  console.log(`\n[test] ${phase.name}: npm run ${phase.script}`);
  const started = Date.now();
  const run = spawnSync(npm, ["run", phase.script], { cwd: root, stdio: "inherit" });
  phases.push({ name: phase.name, ms: Date.now() - started, ok: run.status === 0 });
  save();
  if (run.status !== 0) {
    status = run.status ?? 1;
    console.log(`\n[test] ${phase.name} failed; the phases after it did not run.`);
    break;
  }
}
printLastRun();
process.exit(status);
