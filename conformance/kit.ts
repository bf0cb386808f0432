import type { CapabilityOrCore } from "../contract/capabilities.ts";
import type { Operation } from "../contract/operations.ts";
import type { Accounts, Situation } from "./accounts.ts";
import type { Api } from "./api.ts";
import { CheckFailure, NotTested, checkId, type CheckResult, type Outcome } from "./results.ts";
import { Sessions } from "./sessions.ts";

/** An agent's and a supervisor's access tokens (`--agent-token`, `--supervisor-token`): without them, their checks are not tested. */
export type StaffTokens = { agent?: string; supervisor?: string };

/**
 * What every group of checks works with: the API, the accounts and their sessions, which
 * capabilities the API offers, and the record of outcomes. A check is a named expectation
 * about one call; its outcome is recorded whatever happens inside it.
 */

const WORST: Outcome[] = ["fail", "untested", "not_offered", "pass"];

export class Kit {
  readonly results: CheckResult[] = [];
  readonly sessions: Sessions;
  readonly api: Api;
  readonly accounts: Accounts;
  private readonly offered: (capability: CapabilityOrCore) => boolean;
  private readonly only?: ReadonlySet<CapabilityOrCore>;
  /** The API's name for the client whose key the run carries: what a hand-over code names. */
  readonly clientId: string;
  /** Test staff members' access tokens, for the `staff` capability's checks (decision 141). */
  readonly staffTokens: StaffTokens;

  constructor(
    api: Api,
    accounts: Accounts,
    offered: (capability: CapabilityOrCore) => boolean,
    only?: ReadonlySet<CapabilityOrCore>,
    clientId = "portal",
    staffTokens: StaffTokens = {},
  ) {
    this.api = api;
    this.accounts = accounts;
    this.offered = offered;
    this.only = only;
    this.clientId = clientId;
    this.staffTokens = staffTokens;
    this.sessions = new Sessions(api, accounts, offered);
  }

  isOffered = (capability: CapabilityOrCore) => capability === "core" || this.offered(capability);

  /** Whether the run was asked for this capability's checks (`--only`). */
  selected = (capability: CapabilityOrCore) => !this.only || this.only.has(capability);

  /** The account of a situation; without it, the check is not tested and the situation is reported. */
  account<S extends Situation>(situation: S): NonNullable<Accounts[S]> {
    const account = this.accounts[situation];
    if (!account) throw new NotTested(`the accounts file names no ${situation}`, situation);
    return account as NonNullable<Accounts[S]>;
  }

  /** Records an outcome; a check recorded twice keeps the worse one. */
  record(result: CheckResult) {
    const earlier = this.results.find((candidate) => candidate.id === result.id);
    if (!earlier) this.results.push(result);
    else if (WORST.indexOf(result.outcome) < WORST.indexOf(earlier.outcome)) Object.assign(earlier, result);
  }

  /**
   * Runs one check of `operation` and records its outcome. Answers what the check returned,
   * for the checks that build on it; undefined when it did not pass or did not run.
   * `capability` is whose flag the check speaks for when it is not the operation's own
   * (a proof refusal is quick access's); the operation's own must be offered too.
   */
  async check<T>(
    operation: Operation,
    name: string,
    body: () => Promise<T>,
    capability: CapabilityOrCore = operation.capability,
  ): Promise<T | undefined> {
    if (!this.selected(capability)) return undefined;
    const base = {
      id: checkId(operation.id, name),
      operation: operation.id as CheckResult["operation"],
      check: name,
      capability,
    };
    const missing = [capability, operation.capability].find((needed) => !this.isOffered(needed));
    if (missing) {
      this.record({ ...base, outcome: "not_offered", detail: `the API does not offer ${missing}` });
      return undefined;
    }
    try {
      const value = await body();
      this.record({ ...base, outcome: "pass" });
      return value;
    } catch (error) {
      if (error instanceof NotTested)
        this.record({ ...base, outcome: "untested", detail: error.message, situation: error.situation });
      else if (error instanceof CheckFailure) this.record({ ...base, outcome: "fail", detail: error.message });
      else this.record({ ...base, outcome: "fail", detail: `the check could not run: ${(error as Error).message}` });
      return undefined;
    }
  }
}
