import type { TFunction } from "i18next";
import { z } from "zod";
import { identificationField } from "./login.server";

/** Password recovery: the identification to send the link to, and the new password typed twice. */

export function passwordResetRequestSchema(t: TFunction<"auth">) {
  return z.object({ identification: identificationField(t) });
}

/** The provider's rule (contract/auth.ts `NewPassword`), worded from the locale files. */
export function newPasswordField(t: TFunction<"auth">) {
  return z
    .string({ error: t("passwordErrors.missing") })
    .min(8, t("passwordErrors.tooShort"))
    .max(72, t("passwordErrors.tooLong"))
    .regex(/[A-Za-z]/, t("passwordErrors.letter"))
    .regex(/\d/, t("passwordErrors.number"));
}

export function newPasswordSchema(t: TFunction<"auth">) {
  return z
    .object({
      password: newPasswordField(t),
      confirmPassword: z.string({ error: t("passwordErrors.confirmMissing") }),
    })
    .refine((form) => form.password === form.confirmPassword, {
      path: ["confirmPassword"],
      message: t("passwordErrors.mismatch"),
    });
}

/** The API's field names on a 400, as the form names them. */
export const API_FIELDS: Record<string, string> = { password: "password", password_confirmation: "confirmPassword" };
