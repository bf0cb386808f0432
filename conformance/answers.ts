import type { z } from "zod";
import { ApiErrorBody } from "../contract/common.ts";
import { refusedToReadOnly, type Operation } from "../contract/operations.ts";

/**
 * How one answer is judged against the operations table, whatever the check that asked for
 * it: its status is one the table names for the call, its body parses with the call's
 * schema (an error's with the error body), an error whose status lists `reason` values
 * carries one of them, and a 429 says when to try again. Every answer the kit gets goes
 * through here, so no check can read a broken answer without it being reported.
 */

/** `Retry-After` as the API must send it: a whole number of seconds, at least one. */
export const isRetryAfter = (value: string | null) => /^[1-9]\d*$/.test(value ?? "");

/** The problems of an answer by check, and whether it was an answer the `reason` and `Retry-After` checks judge. */
export type Verdict = {
  contract: string[];
  reason: string[];
  retryAfter: string[];
  reasoned: boolean;
  limited: boolean;
};

/** The statuses an operation may answer: its own, and those any call of its kind may. */
export function allowedStatuses(operation: Operation): Set<number> {
  const statuses = new Set<number>([operation.success.status]);
  if (operation.success.also) statuses.add(operation.success.also.status);
  for (const status of Object.keys(operation.errors ?? {})) statuses.add(Number(status));
  if (operation.body || operation.query) statuses.add(400);
  // Without the portal's credential, where the API sets one (decision 127).
  if (operation.auth !== "none" || operation.clientOnly) statuses.add(401);
  if (operation.proof) statuses.add(403);
  // A staff member without the role, and what a token an agent holds may not do (decision 141).
  if (operation.auth === "staff" || operation.auth === "optional_staff") statuses.add(403);
  if (operation.customerOnly || refusedToReadOnly(operation)) statuses.add(403);
  if (operation.body && "multipart" in operation.body) statuses.add(413);
  // A request that comes while the first with its key still runs (docs/api.md, Idempotency-Key).
  if (operation.idempotent) statuses.add(409);
  return statuses;
}

function issuesOf(result: z.ZodSafeParseResult<unknown>): string {
  if (result.success) return "";
  return result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`)
    .join("; ");
}

export function judgeAnswer(
  operation: Operation,
  status: number,
  headers: Headers,
  body: unknown,
  text: string,
): Verdict {
  const reasons = operation.errors?.[status]?.reasons;
  const success = status === operation.success.status || status === operation.success.also?.status;
  const verdict: Verdict = {
    contract: [],
    reason: [],
    retryAfter: [],
    reasoned: !success && reasons !== undefined,
    limited: status === 429,
  };
  const shown = `${status}`;
  if (!allowedStatuses(operation).has(status)) {
    verdict.contract.push(
      `answered ${shown}, a status the table does not name for this call (${[...allowedStatuses(operation)].join(", ")})`,
    );
  }
  const isJson = /^application\/(?:[\w.+-]+\+)?json\b/i.test(headers.get("content-type") ?? "");
  if (!isJson)
    verdict.contract.push(`answered ${shown} with Content-Type ${headers.get("content-type") ?? "(none)"}, not JSON`);
  if (body === undefined) {
    verdict.contract.push(`answered ${shown} with a body that is not JSON: ${JSON.stringify(text.slice(0, 80))}`);
    return verdict;
  }
  const parsed = (success ? operation.success.schema : ApiErrorBody).safeParse(body);
  if (!parsed.success) {
    verdict.contract.push(
      `answered ${shown} with a body that breaks the contract's ${success ? "answer" : "error body"}: ${issuesOf(parsed)}`,
    );
  }
  if (verdict.reasoned && reasons) {
    const reason = (body as { reason?: unknown } | null)?.reason;
    if (typeof reason !== "string" || !reasons.includes(reason)) {
      verdict.reason.push(
        `answered ${shown} with reason ${JSON.stringify(reason ?? null)}, not one of ${reasons.join(", ")}`,
      );
    }
  }
  if (status === 429 && !isRetryAfter(headers.get("retry-after"))) {
    verdict.retryAfter.push(
      `answered 429 with Retry-After ${JSON.stringify(headers.get("retry-after"))}, not a number of seconds`,
    );
  }
  return verdict;
}
