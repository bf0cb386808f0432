import { CAPABILITY_NAMES, type CapabilityOrCore } from "../contract/capabilities.ts";
import type { CheckResult, Outcome } from "./results.ts";
import type { ConformanceReport } from "./run.ts";

/**
 * The report three ways: a table by capability for the person running it, JUnit XML for a
 * CI server, and JSON for whatever comes next.
 */

const ORDER: CapabilityOrCore[] = ["core", ...CAPABILITY_NAMES];
const count = (results: CheckResult[], outcome: Outcome) =>
  results.filter((result) => result.outcome === outcome).length;

function verdict(results: CheckResult[]) {
  if (results.length === 0) return "—";
  if (count(results, "fail")) return "FAIL";
  if (count(results, "not_offered") === results.length) return "not offered";
  return "pass";
}

export function textReport(report: ConformanceReport): string {
  const lines: string[] = [
    `Conformance of ${report.baseUrl}: ${report.results.length} checks in ${(report.durationMs / 1000).toFixed(1)} s`,
    "",
  ];
  lines.push(
    `${"capability".padEnd(18)}${"result".padEnd(13)}${"pass".padStart(5)}${"fail".padStart(6)}${"untested".padStart(10)}`,
  );
  for (const capability of ORDER) {
    const results = report.results.filter((result) => result.capability === capability);
    if (results.length === 0) continue;
    lines.push(
      `${capability.padEnd(18)}${verdict(results).padEnd(13)}${String(count(results, "pass")).padStart(5)}${String(count(results, "fail")).padStart(6)}${String(count(results, "untested")).padStart(10)}`,
    );
  }
  const failures = report.results.filter((result) => result.outcome === "fail");
  if (failures.length) {
    lines.push("", "Failures (the call, the check, what came back):");
    for (const failure of failures)
      lines.push(`  ✗ ${failure.operation} › ${failure.check} [${failure.capability}]: ${failure.detail}`);
  }
  const untested = report.results.filter((result) => result.outcome === "untested" && !result.situation);
  if (untested.length) {
    lines.push("", "Not tested:");
    for (const result of untested) lines.push(`  – ${result.operation} › ${result.check}: ${result.detail}`);
  }
  if (report.missingSituations.length) {
    lines.push("", "Situations the accounts file lacks (so these were not tested):");
    for (const missing of report.missingSituations) {
      lines.push(
        `  – ${missing.situation} (${missing.description}): ${missing.checks.join(", ") || "no check of the capabilities run"}`,
      );
    }
  }
  lines.push(
    "",
    `Capabilities offered (${report.offeredBy === "status" ? "GET /status" : report.offeredBy === "probe" ? "each one's bare call" : "unknown: GET /status failed"}): ${report.offered.join(", ") || "none"}`,
  );
  lines.push("", "The portal's flags these results allow:");
  for (const flag of report.flags)
    lines.push(`  ${`${flag.flag}=${flag.value}`.padEnd(26)}# ${flag.capability}: ${flag.why}`);
  const core = {
    true: "Core: passes; the portal can run against this API.",
    false: "Core: FAILS; the portal cannot run against this API.",
    null: "Core: not checked (--only).",
  };
  lines.push("", core[String(report.portalCanRun) as keyof typeof core]);
  const untestedCount = count(report.results, "untested");
  if (!report.passed)
    lines.push(`Result: ${failures.length} ${failures.length === 1 ? "check fails" : "checks fail"}.`);
  else
    lines.push(untestedCount ? `Result: no check failed; ${untestedCount} not tested.` : "Result: every check passed.");
  return lines.join("\n");
}

const xml = (text: string) =>
  text.replace(/[<>&"]/g, (character) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[character]!);

/** One test suite per capability, one test case per check; not offered and untested are skipped, with why. */
export function junitReport(report: ConformanceReport): string {
  const suites = ORDER.map((capability) => report.results.filter((result) => result.capability === capability)).filter(
    (results) => results.length,
  );
  const lines = [`<?xml version="1.0" encoding="UTF-8"?>`];
  const skipped = (results: CheckResult[]) => count(results, "not_offered") + count(results, "untested");
  lines.push(
    `<testsuites name="conformance" tests="${report.results.length}" failures="${count(report.results, "fail")}" skipped="${skipped(report.results)}" time="${report.durationMs / 1000}">`,
  );
  for (const results of suites) {
    const capability = results[0]!.capability;
    lines.push(
      `  <testsuite name="${capability}" tests="${results.length}" failures="${count(results, "fail")}" skipped="${skipped(results)}">`,
    );
    for (const result of results) {
      const open = `    <testcase classname="conformance.${capability}" name="${xml(`${result.operation} › ${result.check}`)}"`;
      if (result.outcome === "pass") lines.push(`${open}/>`);
      else if (result.outcome === "fail")
        lines.push(`${open}><failure message="${xml(result.detail ?? "")}"/></testcase>`);
      else
        lines.push(
          `${open}><skipped message="${xml(result.outcome === "not_offered" ? "not offered" : (result.detail ?? "not tested"))}"/></testcase>`,
        );
    }
    lines.push("  </testsuite>");
  }
  lines.push("</testsuites>", "");
  return lines.join("\n");
}

export const jsonReport = (report: ConformanceReport) => `${JSON.stringify(report, null, 2)}\n`;
