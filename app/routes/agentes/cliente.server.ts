import type { TFunction } from "i18next";
import { z } from "zod";
import { VerifyConsentRequest, type DelegatedToken } from "../../../contract/staff";
import { logout } from "~/api/auth.server";
import { isApiError } from "~/api/failures.server";
import { getCustomerSummary } from "~/api/staff.server";
import { formKeyField, idField, type Refusal } from "~/utils/forms.server";
import { logWarning } from "~/utils/logger.server";
import { servedCustomer, serving } from "~/utils/served-customer.server";
import type { StaffSession } from "~/utils/staff-session.server";
import { staffCalls } from "./clientes.server";

/** The caller's page's rules (decision 143): its three forms, the API's refusals in the desk's words. */

export type CallerT = TFunction<"staff">;

export function callerSchema(t: CallerT) {
  return z.discriminatedUnion(
    "intent",
    [
      z.object({
        intent: z.literal("ask"),
        contact_id: idField(t("caller.errors.channel")),
        idempotency_key: formKeyField(t("caller.errors.formKey")),
      }),
      z.object({ intent: z.literal("code"), code: VerifyConsentRequest.shape.code }),
      z.object({ intent: z.literal("read-only") }),
    ],
    { error: t("caller.errors.intent") },
  );
}

/** The caller the page's address names, masked as the search shows them; null for an id that is nobody's. */
export async function theCaller(staff: StaffSession, id: string) {
  if (!/^[1-9]\d{0,8}$/.test(id)) return null;
  try {
    return await getCustomerSummary(staffCalls(staff), Number(id));
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

/** The API's refusal of a consent, in the desk's words; null for what the form's common handling says. */
export function consentRefusal(t: CallerT, error: unknown): Refusal | null {
  if (isApiError(error, 400)) {
    switch (error.reason) {
      case "code_invalid":
        return { fields: { code: t("caller.errors.codeInvalid") } };
      case "code_expired":
      case "code_used":
      case "code_attempts_exceeded":
      case "code_missing":
        return { form: t(`caller.errors.${error.reason}`) };
      default:
        return error.errors?.contact_id ? { fields: { contact_id: t("caller.errors.channel") } } : null;
    }
  }
  if (isApiError(error, 429))
    return { form: t(error.reason === "too_many_codes" ? "caller.errors.tooMany" : "caller.errors.tooSoon") };
  if (isApiError(error, 409, "no_verified_contact")) return { form: t("caller.errors.noVerifiedContact") };
  if (isApiError(error, 409, "consent_available")) return { form: t("caller.errors.consentAvailable") };
  if (isApiError(error, 401) || isApiError(error, 403)) return { form: t("caller.errors.staffRefused") };
  return null;
}

/** Ends an attention at the API (its token signed out): a failure is logged, the token forgotten either way. */
export async function endAttention(session: StaffSession) {
  const served = servedCustomer(session) ?? session.served;
  if (!served) return;
  await logout({ token: served.token }).catch((error: unknown) =>
    logWarning("Desk: the API did not sign out the customer token of an attention that ended", error),
  );
}

/** Serving a new caller ends the previous attention first: one caller at a time. */
export async function startAttention(
  session: StaffSession,
  token: DelegatedToken,
  name: string,
): Promise<StaffSession> {
  await endAttention(session);
  return serving({ ...session, consentAsked: undefined }, token, name);
}

/** Which of the page's forms was sent. */
export type CallerIntent = z.output<ReturnType<typeof callerSchema>>["intent"];
