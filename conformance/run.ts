import {
  CAPABILITIES,
  CAPABILITY_NAMES,
  isCapability,
  type Capability,
  type CapabilityFlag,
  type CapabilityOrCore,
} from "../contract/capabilities.ts";
import { operationList, operations, type OperationId } from "../contract/operations.ts";
import { ApiStatus } from "../contract/status.ts";
import { SITUATIONS, missingSituations, type Accounts, type Situation } from "./accounts.ts";
import { Api } from "./api.ts";
import { accountChecks } from "./checks/account.ts";
import { activityChecks } from "./checks/activity.ts";
import { automaticDebitChecks } from "./checks/automatic-debit.ts";
import { claimChecks } from "./checks/claims.ts";
import { credentialChecks } from "./checks/credential.ts";
import { coreChecks } from "./checks/core.ts";
import { equipmentChecks } from "./checks/equipment.ts";
import { hiringChecks, jobApplicationChecks } from "./checks/hiring.ts";
import { invoiceChecks } from "./checks/invoices.ts";
import { maskingChecks } from "./checks/masking.ts";
import { outageChecks } from "./checks/outages.ts";
import { paymentPromiseChecks } from "./checks/payment-promise.ts";
import { paymentReportChecks } from "./checks/payment-reports.ts";
import { paymentChecks } from "./checks/payments.ts";
import { proofChecks } from "./checks/proof.ts";
import { signInChecks } from "./checks/sign-in.ts";
import { staffChecks } from "./checks/staff.ts";
import { streamingChecks } from "./checks/streaming.ts";
import { tokenChecks } from "./checks/tokens.ts";
import { visitChecks } from "./checks/visits.ts";
import { Kit, type StaffTokens } from "./kit.ts";
import { offeredCapabilities } from "./offered.ts";
import { checkId, type CheckResult } from "./results.ts";

/**
 * `runConformance`: every check against one API, in an order that reads before it changes
 * (masking and proof first, on the accounts as found) and undoes what it can (a payment
 * started is cancelled, a visit booked is cancelled, a paused subscription is activated).
 */

export type ConformanceOptions = {
  baseUrl: string;
  accounts: Accounts;
  /** The portal's client credential, sent as `X-Api-Key` on every call. */
  apiKey?: string;
  /** The client the key is the API's name for (the hand-over's `client_id`): `portal` unless said. */
  clientId?: string;
  /** Only these capabilities' checks ("core" included when named); every one when absent. */
  only?: readonly CapabilityOrCore[];
  /** Where the portal's GEOCODER_URL points, when not at the API. */
  geocoderUrl?: string;
  /** Test staff members' access tokens for the `staff` capability (decision 141); without them, its token checks only. */
  staffTokens?: StaffTokens;
  timeoutMs?: number;
};

export type FlagSetting = { flag: CapabilityFlag; capability: Capability; value: 0 | 1; why: string };

export type ConformanceReport = {
  baseUrl: string;
  startedAt: string;
  durationMs: number;
  /** How the offered capabilities were learnt: `GET /status`'s list, or each one's bare call. */
  offeredBy: "status" | "probe" | "none";
  offered: Capability[];
  results: CheckResult[];
  /** The situations the accounts file lacks, with the checks that needed them. */
  missingSituations: { situation: Situation; description: string; checks: string[] }[];
  flags: FlagSetting[];
  /** No core check failed: the portal can run against this API (null: the core was not checked, `only`). */
  portalCanRun: boolean | null;
  /** No check failed. */
  passed: boolean;
};

const GROUPS = [
  coreChecks,
  credentialChecks,
  signInChecks,
  tokenChecks,
  maskingChecks,
  proofChecks,
  activityChecks,
  accountChecks,
  invoiceChecks,
  paymentChecks,
  paymentReportChecks,
  paymentPromiseChecks,
  automaticDebitChecks,
  streamingChecks,
  claimChecks,
  visitChecks,
  outageChecks,
  equipmentChecks,
  hiringChecks,
  jobApplicationChecks,
  staffChecks,
];

export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const started = new Date();
  const only = options.only ? new Set(options.only) : undefined;
  const unknown = options.only?.filter((name) => name !== "core" && !isCapability(name));
  if (unknown?.length)
    throw new Error(`Unknown capabilities: ${unknown.join(", ")}. Known: core, ${CAPABILITY_NAMES.join(", ")}`);
  const api = new Api({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    geocoderUrl: options.geocoderUrl,
    timeoutMs: options.timeoutMs,
  });

  // Whether the API is there at all: while it says offline the portal sends nothing else.
  const status = await api.call(operations.checkApiStatus).catch(() => undefined);
  const parsed = ApiStatus.safeParse(status?.body);
  const offered =
    parsed.success && parsed.data.status === "online" ? await offeredCapabilities(api, parsed.data) : undefined;
  const kit = new Kit(
    api,
    options.accounts,
    (capability) => offered?.capabilities.has(capability as Capability) ?? false,
    only,
    options.clientId ?? "portal",
    options.staffTokens,
  );
  if (offered) {
    await kit.check(operations.checkApiStatus, "online", async () => {});
    for (const group of GROUPS) await group(kit);
  } else {
    // Whatever the run was limited to: nothing else can be checked.
    const why = status
      ? `GET /status answered ${status.status} ${status.text.slice(0, 120)}: not online, so the portal would send nothing else`
      : "GET /status did not answer";
    kit.record({
      id: checkId("checkApiStatus", "online"),
      operation: "checkApiStatus",
      check: "online",
      capability: "core",
      outcome: "fail",
      detail: why,
    });
  }
  recordAnswers(kit, api);

  const results = kit.results;
  const failed = (capability: CapabilityOrCore) =>
    results.filter((result) => result.capability === capability && result.outcome === "fail");
  return {
    baseUrl: options.baseUrl,
    startedAt: started.toISOString(),
    durationMs: Date.now() - started.getTime(),
    offeredBy: offered?.source ?? "none",
    offered: [...(offered?.capabilities ?? [])],
    results,
    missingSituations: missingSituations(options.accounts).map((situation) => ({
      situation,
      description: SITUATIONS[situation],
      checks: results.filter((result) => result.situation === situation).map((result) => result.id),
    })),
    flags: CAPABILITY_NAMES.filter((capability) => kit.selected(capability)).map((capability) =>
      flagOf(capability, offered?.capabilities.has(capability) ?? false, failed(capability).length),
    ),
    portalCanRun: !offered ? false : kit.selected("core") ? failed("core").length === 0 : null,
    passed: results.every((result) => result.outcome !== "fail"),
  };
}

function flagOf(capability: Capability, offered: boolean, failures: number): FlagSetting {
  const { flag } = CAPABILITIES[capability];
  if (!offered) return { flag, capability, value: 0, why: "not offered" };
  if (failures)
    return { flag, capability, value: 0, why: `${failures} ${failures === 1 ? "check fails" : "checks fail"}` };
  return { flag, capability, value: 1, why: "passes" };
}

/**
 * The checks every answer was judged by (`answers.ts`): for each call the kit made, whether
 * every answer kept the contract, carried a listed `reason`, and said when to try again.
 */
function recordAnswers(kit: Kit, api: Api) {
  for (const operation of operationList) {
    const observed = api.observed.get(operation.id);
    if (!observed?.calls || !kit.selected(operation.capability)) continue;
    const base = { operation: operation.id as OperationId, capability: operation.capability };
    const row = (check: string, problems: string[]) =>
      kit.record({
        ...base,
        id: checkId(base.operation, check),
        check,
        outcome: problems.length ? "fail" : "pass",
        ...(problems.length
          ? {
              detail:
                problems.slice(0, 3).join("; ") + (problems.length > 3 ? ` (and ${problems.length - 3} more)` : ""),
            }
          : {}),
      });
    row("contract", observed.contract);
    if (observed.reasoned) row("reason", observed.reason);
    if (observed.limited) row("retry_after", observed.retryAfter);
  }
}
