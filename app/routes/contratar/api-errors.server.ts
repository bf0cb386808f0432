import { ApiError } from "~/api/transport.server";
import { handleApiError } from "~/api/guards.server";

/**
 * What a hiring step shows when an API call fails (DESIGN §9: never a 500, never a lost
 * draft). A refusal (400/422) becomes messages on the form's fields, named by `fields`
 * (API field → form field); too many attempts and maintenance go to their pages; anything
 * else is one message above the form, with everything the applicant typed kept.
 */
export type Refusal = { form?: string; fields?: Record<string, string> };

export async function refusalOf(
  error: unknown,
  request: Request,
  fields: Record<string, string>,
  unavailable: string,
): Promise<Refusal> {
  if (error instanceof ApiError) {
    if (error.status === 429 || error.kind === "offline") return handleApiError(error, request);
    if (error.kind === "response" && (error.status === 400 || error.status === 422)) {
      const named: Record<string, string> = {};
      for (const [field, messages] of Object.entries(error.errors ?? {})) {
        const name = fields[field];
        if (name && messages[0] && !named[name]) named[name] = messages[0];
      }
      return Object.keys(named).length ? { fields: named } : { form: error.message };
    }
  }
  // Not the applicant's doing: keep a trace for the operators, tell the applicant to retry.
  console.error(error);
  return { form: unavailable };
}

/** True for a refusal of the request id itself (unknown or expired), which a fresh one fixes. */
export function isTicketRefusal(error: unknown) {
  return error instanceof ApiError && error.status === 400 && Boolean(error.errors?.request_id);
}
