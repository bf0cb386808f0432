#!/usr/bin/env node
// `npm run test:times`: where the last test run's time went. Reads what `npm test` left in
// reports/ (the phase times and Playwright's JSON report) and prints the phases, the
// slowest browser tests, and the worker time per spec file and per project.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const REPORTS = join(root, "reports");
export const PHASES_FILE = join(REPORTS, "phases.json");
export const PLAYWRIGHT_REPORT = join(REPORTS, "playwright.json");

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const minutes = (ms) => `${Math.floor(ms / 60_000)}:${String(Math.round((ms % 60_000) / 1000)).padStart(2, "0")}`;

/** Every test result of a Playwright JSON report: file, title path, project, duration, status. */
export function browserResults(report) {
  const results = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          results.push({
            file: spec.file,
            line: spec.line,
            title: [...titles, spec.title].join(" › "),
            project: test.projectName,
            duration: result.duration,
            status: result.status,
          });
        }
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, suite.file === child.file && child.title !== child.file ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return results;
}

export function printPhases(phases) {
  if (!phases.length) return;
  const total = phases.reduce((sum, phase) => sum + phase.ms, 0);
  const width = Math.max(...phases.map((phase) => phase.name.length), 5);
  console.log("\nPhases");
  for (const phase of phases) {
    console.log(
      `  ${phase.name.padEnd(width)}  ${minutes(phase.ms).padStart(6)}  ${phase.ok === false ? "FAILED" : ""}`.trimEnd(),
    );
  }
  console.log(`  ${"total".padEnd(width)}  ${minutes(total).padStart(6)}`);
}

export function printBrowserTimes(report, { slowest = 15, files = 15 } = {}) {
  const results = browserResults(report);
  if (!results.length) return;
  const worker = results.reduce((sum, result) => sum + result.duration, 0);
  const wall = report.stats?.duration ?? 0;
  console.log(
    `\nBrowser tests: ${results.length} results, ${minutes(wall)} of wall time, ${minutes(worker)} of worker time`,
  );

  console.log(`\nThe ${slowest} slowest browser tests`);
  for (const result of [...results].sort((a, b) => b.duration - a.duration).slice(0, slowest)) {
    console.log(
      `  ${seconds(result.duration).padStart(7)}  [${result.project}] ${result.file}:${result.line} › ${result.title}`,
    );
  }

  const byKey = (key) => {
    const totals = new Map();
    for (const result of results) {
      const entry = totals.get(result[key]) ?? { ms: 0, count: 0 };
      entry.ms += result.duration;
      entry.count += 1;
      totals.set(result[key], entry);
    }
    return [...totals.entries()].sort((a, b) => b[1].ms - a[1].ms);
  };
  console.log(`\nWorker time per spec file (the ${files} largest): total, tests, average`);
  for (const [file, { ms, count }] of byKey("file").slice(0, files)) {
    console.log(
      `  ${seconds(ms).padStart(8)}  ${String(count).padStart(4)}  ${seconds(ms / count).padStart(7)}  ${file}`,
    );
  }
  console.log("\nWorker time per project");
  for (const [project, { ms, count }] of byKey("project")) {
    console.log(`  ${seconds(ms).padStart(8)}  ${String(count).padStart(4)}  ${project}`);
  }
  const failed = results.filter((result) => !["passed", "skipped"].includes(result.status));
  if (failed.length) console.log(`\n${failed.length} browser test results did not pass`);
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);

export function printLastRun() {
  const phases = readJson(PHASES_FILE);
  const report = readJson(PLAYWRIGHT_REPORT);
  if (!phases && !report) {
    console.log("No test run found in reports/: run `npm test` (or `npm run test:e2e`) first.");
    return false;
  }
  if (phases) printPhases(phases.phases);
  if (report) printBrowserTimes(report);
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exit(printLastRun() ? 0 : 1);
}
