import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import type { CapabilityOrCore } from "../contract/capabilities.ts";
import { readAccounts } from "./accounts.ts";
import { jsonReport, junitReport, textReport } from "./report.ts";
import { runConformance } from "./run.ts";

/**
 * The command line's work, apart from the process (`cli.ts`) so a test runs it in-process:
 * reads the options, runs the kit, prints the report, writes the files. Answers the exit
 * status: 0 when no check failed, 1 when one did, 2 when it could not run.
 */

export const USAGE =
  "Usage: npm run conformance -- --base-url URL --accounts FILE [--api-key KEY [--client-id ID]] [--agent-token JWT] [--supervisor-token JWT] [--only cap1,cap2] [--junit FILE] [--json FILE] [--geocoder-url URL]";

export async function runCommand(args: string[], print: (text: string) => void = console.log): Promise<number> {
  try {
    const { values } = parseArgs({
      args,
      options: {
        "base-url": { type: "string" },
        accounts: { type: "string" },
        "api-key": { type: "string" },
        "client-id": { type: "string" },
        only: { type: "string" },
        junit: { type: "string" },
        json: { type: "string" },
        "geocoder-url": { type: "string" },
        "agent-token": { type: "string" },
        "supervisor-token": { type: "string" },
        help: { type: "boolean" },
      },
    });
    if (values.help) {
      print(USAGE);
      return 0;
    }
    if (!values["base-url"] || !values.accounts) throw new Error(USAGE);
    const report = await runConformance({
      baseUrl: values["base-url"],
      accounts: readAccounts(values.accounts),
      // From the environment too, so a CI secret need not be on the command line.
      apiKey: values["api-key"] ?? process.env.CONFORMANCE_API_KEY,
      clientId: values["client-id"],
      only: values.only
        ?.split(",")
        .map((name) => name.trim())
        .filter(Boolean) as CapabilityOrCore[] | undefined,
      geocoderUrl: values["geocoder-url"],
      staffTokens: {
        agent: values["agent-token"] ?? process.env.CONFORMANCE_AGENT_TOKEN,
        supervisor: values["supervisor-token"] ?? process.env.CONFORMANCE_SUPERVISOR_TOKEN,
      },
    });
    print(textReport(report));
    if (values.junit) writeFileSync(values.junit, junitReport(report));
    if (values.json) writeFileSync(values.json, jsonReport(report));
    return report.passed ? 0 : 1;
  } catch (error) {
    print((error as Error).message);
    return 2;
  }
}
