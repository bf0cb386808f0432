import { href } from "react-router";
import type { TFunction } from "i18next";
import { z } from "zod";
import { ApiError } from "~/api/transport.server";
import type { Refusal } from "~/utils/forms.server";
import { formKeyField, idField } from "~/utils/forms.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { pageUrl } from "~/utils/request-scope.server";
import { isApiError } from "~/api/failures.server";

/** The proof page's rules (decision 098): its forms, where it returns to, and the API's refusals in our words. */

export type ProofT = TFunction<"proofServer">;

/** Three small forms, told apart by `intent`: send a code, type it, or use the password. */
export function proofSchema(t: ProofT) {
  return z.discriminatedUnion(
    "intent",
    [
      z.object({
        intent: z.literal("send"),
        contact_id: idField(t("errors.channel")),
        idempotency_key: formKeyField(t("errors.formKey")),
      }),
      z.object({
        intent: z.literal("code"),
        code: z
          .string({ error: t("errors.code") })
          .trim()
          .regex(/^\d{6}$/, t("errors.code")),
      }),
      z.object({
        intent: z.literal("password"),
        password: z
          .string({ error: t("errors.password") })
          .min(1, t("errors.password"))
          .max(200),
      }),
    ],
    { error: t("errors.intent") },
  );
}

/** Which of the three forms was sent. */
export type ProofIntent = z.output<ReturnType<typeof proofSchema>>["intent"];

/** Where the customer goes back to: a path of this site other than this page; the area's home otherwise. */
export function returnTo(request: Request): string {
  const home = href("/mi-cuenta");
  const proof = href("/mi-cuenta/verificar-identidad");
  const asked = safeRedirectPath(pageUrl(request).searchParams.get("redirectTo"), home);
  return asked === proof || asked.startsWith(`${proof}?`) || asked.startsWith(`${proof}/`) ? home : asked;
}

/** Seconds until an instant (at least 1); 0 when it has passed or there is none. */
export function secondsUntil(iso: string | null, now = Date.now()) {
  if (!iso) return 0;
  const left = Date.parse(iso) - now;
  return left > 0 ? Math.max(1, Math.ceil(left / 1000)) : 0;
}

/**
 * A refused code, in our words. A code that can still be used keeps the message on its
 * field; one that cannot (expired, used, tried five times, none asked for) gets it above
 * the page, whose code field is gone: the next step is to ask for another.
 */
export function codeRefusal(t: ProofT, error: unknown): Refusal | null {
  if (!isApiError(error, 400)) return null;
  switch (error.reason) {
    case "code_invalid":
      return { fields: { code: t("errors.codeInvalid") } };
    case "code_expired":
      return { form: t("errors.codeExpired") };
    case "code_used":
      return { form: t("errors.codeUsed") };
    case "code_attempts_exceeded":
      return { form: t("errors.codeAttemptsExceeded") };
    case "code_missing":
      return { form: t("errors.codeMissing") };
    default:
      return error.errors?.code ? { fields: { code: t("errors.code") } } : null;
  }
}

/** A code asked for too soon, or too many in the hour: the form's message, not the too-many-attempts page. */
export function sendRefusal(t: ProofT, error: unknown): Refusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 429 && error.reason === "resend_too_soon") return { form: t("errors.resendTooSoon") };
  if (error.status === 429 && error.reason === "too_many_codes") return { form: t("errors.tooManyCodes") };
  if (error.status === 400 && error.errors?.contact_id) return { fields: { contact_id: t("errors.channel") } };
  return null;
}

/** A refused password: its field; five wrong ones lock it, as at sign-in. */
export function passwordRefusal(t: ProofT, error: unknown): Refusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 400 && error.reason === "password_invalid")
    return { fields: { password: t("errors.passwordWrong") } };
  if (error.status === 429) return { form: t("errors.passwordLocked") };
  if (error.status === 409) return { form: t("errors.noPassword") };
  return null;
}
