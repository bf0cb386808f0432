import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { CAPABILITY_NAMES, isCapability, type Capability } from "../contract/capabilities.ts";
import { startSandbox } from "./app.ts";
import { parseClientKeys, type ClientKeys } from "./clients.ts";
import { parseStaffSettings, type StaffSettings } from "./staff.ts";

/**
 * `npm run sandbox`: SANDBOX_PORT (3100), SANDBOX_HOST (127.0.0.1; 0.0.0.0 in a container),
 * SANDBOX_DB (data/sandbox.db), SANDBOX_FAULTS=1 for the fault switch, SANDBOX_PUBLIC_URL
 * for the links it builds, SANDBOX_PROOF_MINUTES (15) for how long a proved session stays
 * verified without a call; the promise to pay's rules (decision 119):
 * SANDBOX_PROMISE_DAYS (3), SANDBOX_PROMISE_MAX_OVERDUE (1 overdue invoice),
 * SANDBOX_PROMISE_MAX_DEBT (200000 pesos); SANDBOX_CAPABILITIES (all) for the optional
 * capabilities it offers (decision 126); SANDBOX_CLIENT_KEYS (none: open) for the clients it
 * knows, `clientId:key,clientId2:key2`, without whose key it refuses identification-only
 * sign-in, the hand-over's exchange and the public writes (decision 127);
 * SANDBOX_STAFF_ISSUER and SANDBOX_STAFF_AUDIENCE (none: no staff) for the identity provider
 * whose JWT access tokens call-centre staff bring, and the audience they name (decision 141).
 */
const port = Number(process.env.SANDBOX_PORT || 3100);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`SANDBOX_PORT must be a port number, got "${process.env.SANDBOX_PORT}"`);
  process.exit(1);
}
const proofMinutes = Number(process.env.SANDBOX_PROOF_MINUTES || 15);
if (!Number.isInteger(proofMinutes) || proofMinutes < 1 || proofMinutes > 720) {
  console.error(
    `SANDBOX_PROOF_MINUTES must be a whole number of minutes from 1 to 720, got "${process.env.SANDBOX_PROOF_MINUTES}"`,
  );
  process.exit(1);
}
const promiseRule = (name: string, fallback: number, max: number) => {
  const value = Number(process.env[name] || fallback);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    console.error(`${name} must be a whole number from 1 to ${max}, got "${process.env[name]}"`);
    process.exit(1);
  }
  return value;
};
const promiseRules = {
  days: promiseRule("SANDBOX_PROMISE_DAYS", 3, 30),
  maxOverdueInvoices: promiseRule("SANDBOX_PROMISE_MAX_OVERDUE", 1, 24),
  maxDebt: promiseRule("SANDBOX_PROMISE_MAX_DEBT", 200_000, 100_000_000),
};
// The optional capabilities it offers (decision 126): all, or a comma-separated list of their names.
const capabilityList = (process.env.SANDBOX_CAPABILITIES || "all").split(",").map((name) => name.trim());
const capabilities =
  capabilityList.length === 1 && capabilityList[0] === "all" ? CAPABILITY_NAMES : capabilityList.filter((name) => name);
const unknownCapabilities = capabilities.filter((name) => !isCapability(name));
if (unknownCapabilities.length) {
  console.error(
    `SANDBOX_CAPABILITIES must be "all" or a comma-separated list of ${CAPABILITY_NAMES.join(", ")}; unknown: ${unknownCapabilities.join(", ")}`,
  );
  process.exit(1);
}
let clients: ClientKeys = {};
try {
  clients = parseClientKeys(process.env.SANDBOX_CLIENT_KEYS ?? "");
} catch (error) {
  // The message names the client, never its key.
  console.error(`SANDBOX_CLIENT_KEYS: ${(error as Error).message}`);
  process.exit(1);
}
let staff: StaffSettings | null = null;
try {
  staff = parseStaffSettings(process.env.SANDBOX_STAFF_ISSUER, process.env.SANDBOX_STAFF_AUDIENCE);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
if (!staff && capabilityList.includes("staff")) {
  console.error("SANDBOX_CAPABILITIES lists staff, which needs SANDBOX_STAFF_ISSUER and SANDBOX_STAFF_AUDIENCE");
  process.exit(1);
}
const dbPath = resolve(process.env.SANDBOX_DB || "data/sandbox.db");
mkdirSync(dirname(dbPath), { recursive: true });

const running = await startSandbox({
  port,
  hostname: process.env.SANDBOX_HOST || undefined,
  dbUrl: `file:${dbPath}`,
  faults: process.env.SANDBOX_FAULTS === "1",
  publicUrl: process.env.SANDBOX_PUBLIC_URL || undefined,
  proofWindowMs: proofMinutes * 60 * 1000,
  promiseRules,
  capabilities: capabilities as Capability[],
  clients,
  staff,
}).catch((error: Error) => {
  console.error(`The sandbox could not start on port ${port} with ${dbPath}: ${error.message}`);
  process.exit(1);
});
// scripts/start.mjs reads both lines.
console.log(
  `Sandbox database: ${dbPath} (${running.seeded ? "new: seeded with the demo data" : "kept from an earlier run, already seeded"})`,
);
const clientIds = Object.keys(clients);
if (clientIds.length)
  console.log(
    `Sandbox clients: ${clientIds.join(", ")} (identification-only sign-in, the hand-over and the public writes need one's X-Api-Key)`,
  );
if (staff) console.log(`Sandbox staff: access tokens of ${staff.issuer} for ${staff.audience}`);
console.log(`Sandbox API listening on ${running.url}`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await running.close();
    process.exit(0);
  });
}
