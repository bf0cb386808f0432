import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import type { CapabilityOrCore } from "../contract/capabilities";
import { readAccounts } from "./accounts";
import { jsonReport, junitReport, textReport } from "./report";
import { runConformance } from "./run";

/**
 * `npm run conformance -- --base-url URL --accounts FILE [--api-key KEY] [--only cap,cap]
 * [--junit FILE] [--json FILE] [--geocoder-url URL]`: checks an API against the portal's
 * contract and prints what passes by capability. Exits 1 when a check fails, 2 when it
 * could not run (a bad argument or accounts file).
 */

const USAGE = "Usage: npm run conformance -- --base-url URL --accounts FILE [--api-key KEY] [--only cap1,cap2] [--junit FILE] [--json FILE] [--geocoder-url URL]";

async function main() {
  const { values } = parseArgs({
    options: {
      "base-url": { type: "string" },
      accounts: { type: "string" },
      "api-key": { type: "string" },
      only: { type: "string" },
      junit: { type: "string" },
      json: { type: "string" },
      "geocoder-url": { type: "string" },
      help: { type: "boolean" },
    },
  });
  if (values.help) return console.log(USAGE);
  if (!values["base-url"] || !values.accounts) throw new Error(USAGE);
  const report = await runConformance({
    baseUrl: values["base-url"],
    accounts: readAccounts(values.accounts),
    apiKey: values["api-key"] ?? process.env.CONFORMANCE_API_KEY,
    only: values.only?.split(",").map((name) => name.trim()).filter(Boolean) as CapabilityOrCore[] | undefined,
    geocoderUrl: values["geocoder-url"],
  });
  console.log(textReport(report));
  if (values.junit) writeFileSync(values.junit, junitReport(report));
  if (values.json) writeFileSync(values.json, jsonReport(report));
  process.exitCode = report.passed ? 0 : 1;
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 2;
});
