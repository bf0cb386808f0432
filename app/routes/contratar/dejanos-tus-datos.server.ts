import type { TFunction } from "i18next";
import { z } from "zod";
import { validateCustomer, validateEnterprise } from "~/api/public.server";
import { ageOn, isValidCuit, normalizeCuit, normalizeDni, normalizePhone, parseDate } from "~/utils/normalize.server";
import type { RouterContextProvider } from "react-router";
import { refusalOf, type Refusal } from "~/utils/forms.server";
import type { DraftApplicant } from "./draft.server";

export type HiringT = TFunction<"hiringServer">;

const NAME = /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u;
const OLDEST_AGE = 120;
const ADULT_AGE = 18;

/** Adds `message` to the field being transformed and stops its parsing. */
export function fail(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: "custom", message });
  return z.NEVER;
}

/** Step 1: who the applicant is. Pasted identifications and phones are normalised here. */
export function applicantSchema(t: HiringT, today: string) {
  const name = (required: string) =>
    z
      .string({ error: required })
      .trim()
      .min(1, required)
      .max(80, t("errors.nameTooLong"))
      .regex(NAME, t("errors.nameLetters"));
  return z.object({
    nombre: name(t("errors.nombreRequired")),
    apellido: name(t("errors.apellidoRequired")),
    dni: z
      .string({ error: t("errors.dniRequired") })
      .transform((value, ctx) => normalizeDni(value) ?? fail(ctx, t("errors.dniFormat"))),
    phone: z
      .string({ error: t("errors.phoneRequired") })
      .transform((value, ctx) => normalizePhone(value) ?? fail(ctx, t("errors.phoneInvalid"))),
    email: z
      .string({ error: t("errors.emailRequired") })
      .trim()
      .max(120, t("errors.emailTooLong"))
      .pipe(z.email({ error: t("errors.emailInvalid") }))
      .transform((value) => value.toLowerCase()),
    date: z.string({ error: t("errors.dateRequired") }).transform((value, ctx) => {
      const date = parseDate(value);
      if (!date) return fail(ctx, t("errors.dateFormat"));
      if (date > today) return fail(ctx, t("errors.dateFuture"));
      const age = ageOn(date, today);
      if (age < ADULT_AGE) return fail(ctx, t("errors.dateMinor"));
      if (age > OLDEST_AGE) return fail(ctx, t("errors.dateTooOld"));
      return date;
    }),
    cuit: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (!value) return undefined;
        const cuit = normalizeCuit(value);
        if (!cuit) return fail(ctx, t("errors.cuitFormat"));
        return isValidCuit(cuit) ? cuit : fail(ctx, t("errors.cuitInvalid"));
      }),
  });
}

/**
 * The provider's own checks (the debtors list among them): the DNI always, the CUIT when
 * given, at the same time. Their refusal comes back as messages on those fields.
 */
export async function checkApplicant(
  request: Request,
  context: Readonly<RouterContextProvider>,
  applicant: DraftApplicant,
  t: HiringT,
): Promise<Refusal | null> {
  const unavailable = t("errors.unavailable");
  const [dni, cuit] = await Promise.all([
    validateCustomer(applicant.dni).then(
      () => null,
      (error: unknown) => refusalOf(error, request, context, { dni: "dni" }, unavailable),
    ),
    applicant.cuit
      ? validateEnterprise(applicant.cuit).then(
          () => null,
          (error: unknown) => refusalOf(error, request, context, { cuit: "cuit" }, unavailable),
        )
      : null,
  ]);
  if (!dni && !cuit) return null;
  return {
    form: dni?.form ?? cuit?.form,
    fields: { ...dni?.fields, ...cuit?.fields },
  };
}
