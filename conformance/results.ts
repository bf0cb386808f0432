import type { CapabilityOrCore } from "../contract/capabilities.ts";
import type { OperationId } from "../contract/operations.ts";
import type { Situation } from "./accounts.ts";

/**
 * What the kit says of one check: it passed, it failed, the capability is not offered by
 * the API, or it could not be tested (the accounts file lacks the situation it needs, or a
 * check it builds on failed first).
 */
export type Outcome = "pass" | "fail" | "not_offered" | "untested";

export type CheckResult = {
  /** `operation.check`: `getClaim.ownership`, the name a failure is reported by. */
  id: string;
  /** The call of the operations table (`contract/operations.ts`) the check is about. */
  operation: OperationId;
  check: string;
  /** Whose flag the outcome speaks for: the capability the check belongs to, or "core". */
  capability: CapabilityOrCore;
  outcome: Outcome;
  /** Why it failed, or why it was not tested. */
  detail?: string;
  /** The situation of the accounts file it needed, when that is why it was not tested. */
  situation?: Situation;
};

/** A check's expectation not met: the check fails with this message. */
export class CheckFailure extends Error {}

/** A check that cannot run: a situation is missing, or what it builds on failed. */
export class NotTested extends Error {
  readonly situation?: Situation;
  constructor(message: string, situation?: Situation) {
    super(message);
    this.situation = situation;
  }
}

export const checkId = (operation: string, check: string) => `${operation}.${check}`;
