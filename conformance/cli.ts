import { runCommand } from "./command.ts";

/**
 * `npm run conformance -- --base-url URL --accounts FILE [--api-key KEY] [--agent-token JWT]
 * [--supervisor-token JWT] [--only cap,cap] [--junit FILE] [--json FILE] [--geocoder-url URL]`: checks an API against the portal's
 * contract and prints what passes by capability (conformance/README.md).
 */
process.exitCode = await runCommand(process.argv.slice(2));
