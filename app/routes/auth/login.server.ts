import { href, redirect } from "react-router";
import { z } from "zod";
import { loginWithIdentification, loginWithPassword } from "~/api/auth.server";
import { ApiError } from "~/api/transport.server";
import type { TFunction } from "i18next";
import { identificationDigits, isIdentification } from "~/utils/normalize.server";

/**
 * The sign-in rules of docs/design.md#sessions: DNI or CUIT alone, or with the password once the API
 * has said (406) that this customer has one; the docs/spec.md#errors message for each refusal.
 */

/** The DNI or CUIT as people paste it (`20.304.050`, `DNI 20/304/050`, `30-71234567-1`), read as the hiring flow reads it. */
export function identificationField(t: TFunction<"auth">) {
  return z
    .string({ error: t("loginErrors.identificationMissing") })
    .transform(identificationDigits)
    .pipe(
      // Conform turns an empty result ("..." without the dots) into undefined.
      z
        .string({ error: t("loginErrors.identificationMissing") })
        .min(1, t("loginErrors.identificationMissing"))
        .refine(isIdentification, t("loginErrors.identificationInvalid")),
    );
}

export function loginSchema(t: TFunction<"auth">) {
  return z.object({
    identification: identificationField(t),
    password: z.string().max(200, t("loginErrors.passwordTooLong")).optional(),
  });
}

/** Why a sign-in did not go through, and what the page does about it. */
export type LoginFailure =
  | { kind: "ask-password" }
  | { kind: "too-many-attempts" }
  | { kind: "offline" }
  | { kind: "refused"; field: "identification" | "password" | null; message: "forbidden" | "unauthorized" | "other" };

export function loginFailure(error: unknown, withPassword: boolean): LoginFailure {
  if (!(error instanceof ApiError)) return { kind: "refused", field: null, message: "other" };
  if (error.kind === "offline") return { kind: "offline" };
  if (error.status === 429) return { kind: "too-many-attempts" };
  if (error.status === 406 && !withPassword) return { kind: "ask-password" };
  // The API lacks quick access (decision 126): the password is the way in.
  if (error.notOffered && !withPassword) return { kind: "ask-password" };
  if (error.status === 403) return { kind: "refused", field: "identification", message: "forbidden" };
  if (error.status === 401)
    return { kind: "refused", field: withPassword ? "password" : "identification", message: "unauthorized" };
  return { kind: "refused", field: null, message: "other" };
}

/** Both calls ignore auth: a 401 here is a wrong password, never "session expired". */
export function signIn(identification: string, password: string | undefined) {
  return password ? loginWithPassword(identification, password) : loginWithIdentification(identification);
}

/** Where a refused sign-in for too many attempts sends the visitor, with a way back. */
export function tooManyAttempts(loginUrl: string) {
  return redirect(`${href("/demasiados-intentos")}?${new URLSearchParams({ redirectTo: loginUrl })}`);
}
