import { isApiError } from "~/api/failures.server";

/** True for a refusal of the application's request id itself (unknown or expired), which a fresh one fixes. */
export function isTicketRefusal(error: unknown) {
  return isApiError(error, 400) && Boolean(error.errors?.request_id);
}
