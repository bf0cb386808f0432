import type { z } from "zod";
import type { Operation } from "../contract/operations.ts";
import type { Answer } from "./api.ts";
import { CheckFailure, NotTested } from "./results.ts";

/** The expectations checks are written with: each throws a CheckFailure that names the request and what came back. */

const excerpt = (answer: Answer) => (answer.text.length > 160 ? `${answer.text.slice(0, 160)}…` : answer.text);

export function fail(message: string): never {
  throw new CheckFailure(message);
}

export function expectThat(condition: unknown, message: string): asserts condition {
  if (!condition) fail(message);
}

export function expectStatus(answer: Answer, ...statuses: number[]): void {
  if (!statuses.includes(answer.status)) {
    fail(`${answer.request} answered ${answer.status}, expected ${statuses.join(" or ")}: ${excerpt(answer)}`);
  }
}

/** The answer's `reason`, one of those given. */
export function expectReason(answer: Answer, ...reasons: string[]): string {
  const reason = (answer.body as { reason?: unknown } | undefined)?.reason;
  if (typeof reason !== "string" || !reasons.includes(reason)) {
    fail(
      `${answer.request} answered ${answer.status} with reason ${JSON.stringify(reason ?? null)}, expected ${reasons.join(" or ")}`,
    );
  }
  return reason;
}

/** The call's success answer, parsed with its schema: anything else fails the check. */
export function succeeded<Op extends Operation>(answer: Answer<Op>): z.output<Op["success"]["schema"]> {
  const { success } = answer.operation;
  expectStatus(
    answer,
    ...[success.status, success.also?.status].filter((status): status is number => status !== undefined),
  );
  const parsed = success.schema.safeParse(answer.body);
  if (!parsed.success)
    fail(`${answer.request} answered a body that breaks the contract: ${parsed.error.issues[0]?.message}`);
  return parsed.data as z.output<Op["success"]["schema"]>;
}

/**
 * The body of a success answer, not parsed: for a rule JSON Schema cannot say, which is
 * judged on its own while the call's `contract` check reports the schema's.
 */
export function answered<Op extends Operation>(answer: Answer<Op>): z.output<Op["success"]["schema"]> {
  const { success } = answer.operation;
  expectStatus(
    answer,
    ...[success.status, success.also?.status].filter((status): status is number => status !== undefined),
  );
  expectThat(
    answer.body !== undefined && answer.body !== null,
    `${answer.request} answered ${answer.status} without a JSON body`,
  );
  return answer.body as z.output<Op["success"]["schema"]>;
}

/** Two refusals the caller cannot tell apart: the same status and body (another customer's record and none at all). */
export function expectSameAnswer(answer: Answer, reference: Answer): void {
  expectThat(
    answer.status === reference.status && answer.text === reference.text,
    `${answer.request} answered ${answer.status} ${excerpt(answer)}; a record that does not exist, ${reference.status} ${excerpt(reference)}: they can be told apart`,
  );
}

/** Whether the answer is a replay of an earlier one with its key. */
export const replayed = (answer: Answer) => answer.headers.get("idempotent-replayed") === "true";

/** What a check builds on; without it the check is not tested, and says why. */
export function needs<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new NotTested(`blocked: ${what}`);
  return value;
}
