import type { TFunction } from "i18next";
import { z } from "zod";
import { REQUEST_CODE, WITHDRAWAL_DAYS } from "../../../contract/consumer-requests";
import { draftStore } from "~/utils/draft-store.server";
import { formatDate } from "~/utils/format";
import {
  formatPhone,
  identificationDigits,
  isIdentification,
  normalizePhone,
  parseDate,
} from "~/utils/normalize.server";
import { SERVICES } from "./services";

/**
 * The "Botón de baja" and "Botón de arrepentimiento" forms (decision 073): their schemas, and
 * the draft that carries a checked request from the form to its confirmation and the
 * code to the page that shows it (decision 073).
 */

export type ConsumerT = TFunction<"consumerServer">;

function fail(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: "custom", message });
  return z.NEVER;
}

/** The DNI or CUIT read like the sign-in reads it (decision 052). */
const identification = (t: ConsumerT) =>
  z
    .string({ error: t("errors.identificationMissing") })
    .transform(identificationDigits)
    .pipe(
      z
        .string({ error: t("errors.identificationMissing") })
        .min(1, t("errors.identificationMissing"))
        .refine(isIdentification, t("errors.identificationInvalid")),
    );

export type Contact = { contact: string; contact_email?: string; contact_phone?: string };

/** An e-mail, or an Argentine phone in any way people write it (stored as E.164, like Ajustes). */
export function readContact(text: string): Contact | null {
  const value = text.trim();
  if (value.includes("@")) {
    if (value.length > 120 || !z.email().safeParse(value).success) return null;
    const email = value.toLowerCase();
    return { contact: email, contact_email: email };
  }
  const phone = normalizePhone(value);
  return phone ? { contact: formatPhone(phone), contact_phone: phone } : null;
}

/**
 * How to reach the sender about a request still pending verification: optional, and never
 * where a code goes (the API sends codes to the holder's verified contacts only, decision 099).
 */
const contact = (t: ConsumerT) =>
  z
    .string()
    .transform((value, ctx) => readContact(value) ?? fail(ctx, t("errors.contact")))
    .optional();

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).optional();

export function cancellationSchema(t: ConsumerT) {
  return z
    .object({
      identification: identification(t),
      connection: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9-]{1,30}$/, t("errors.connection"))
        .transform((value) => value.toUpperCase())
        .optional(),
      address: optionalText(200, t("errors.address")),
      contact: contact(t),
      service: z.enum(SERVICES, { error: t("errors.service") }),
      reason: optionalText(500, t("errors.reason")),
    })
    .superRefine((value, ctx) => {
      if (value.service !== "dgo" && !value.connection && !value.address) {
        ctx.addIssue({ code: "custom", path: ["connection"], message: t("errors.where") });
      }
    })
    .transform(({ contact, ...request }) => ({ ...request, ...contact }));
}

/** Calendar days from one ISO day to another. */
export function daysBetween(from: string, to: string) {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Whether a contract made on `day` may still be withdrawn from on `today` (Ley 24.240 art. 34: 10 calendar days). */
export function withinWithdrawalPeriod(day: string, today: string) {
  return daysBetween(day, today) <= WITHDRAWAL_DAYS;
}

export function withdrawalSchema(t: ConsumerT, today: string) {
  return z
    .object({
      identification: identification(t),
      application: z
        .string()
        .trim()
        .regex(/^SOL-\d{4}-\d{6}$/i, t("errors.application"))
        .transform((value) => value.toUpperCase())
        .optional(),
      contract_date: z
        .string()
        .transform((value, ctx) => {
          const day = parseDate(value);
          if (!day) return fail(ctx, t("errors.contractDate"));
          if (day > today) return fail(ctx, t("errors.contractDateFuture"));
          return day;
        })
        .optional(),
      contact: contact(t),
    })
    .superRefine((value, ctx) => {
      if (!value.application && !value.contract_date)
        ctx.addIssue({ code: "custom", path: ["application"], message: t("errors.which") });
    })
    .transform(({ contact, ...request }) => ({ ...request, ...contact }));
}

/** `b-2026-000123`, ` B 2026 000123 ` → `B-2026-000123`; null when it is no request code. */
export function normalizeRequestCode(text: string): string | null {
  const code = text
    .trim()
    .toUpperCase()
    .replace(/[\s\u2010-\u2015\u2212_]+/g, "-");
  return REQUEST_CODE.test(code) ? code : null;
}

export function statusSchema(t: ConsumerT) {
  return z.object({
    code: z
      .string({ error: t("errors.code") })
      .transform((value, ctx) => normalizeRequestCode(value) ?? fail(ctx, t("errors.code"))),
    identification: identification(t),
  });
}

/* The drafts: one sealed cookie per flow, so personal data never sits in a URL or in the page. */

/** A request the API filed, and where its confirmation stands (decision 099). */
const Sent = z.object({
  code: z.string(),
  created_at: z.string(),
  /** Sent with every confirmation and code request: the API finds the request by both. */
  identification: z.string(),
  /** Confirmed by the holder's code (or filed confirmed by an API that needs none). */
  confirmed: z.boolean(),
  /** When the last confirmation code was asked for (ms since the epoch): the next one waits 60 seconds. */
  code_sent_at: z.number(),
  /**
   * The request's Idempotency-Key and how many calls were made since: each confirmation or
   * new code is sent with `<key>-<step>`, so a form sent twice at once reaches the API once,
   * and the next try (the step moved on) is a new call.
   */
  key: z.string(),
  step: z.number().int().min(0),
});
export type Sent = z.infer<typeof Sent>;

const ContactFields = {
  contact: z.string().optional(),
  contact_email: z.string().optional(),
  contact_phone: z.string().optional(),
};

const CancellationDraft = z.object({
  request: z
    .object({
      identification: z.string(),
      connection: z.string().optional(),
      address: z.string().optional(),
      service: z.enum(SERVICES),
      reason: z.string().optional(),
      ...ContactFields,
      /** The Idempotency-Key of this request: every confirmation of it gets one code. */
      key: z.string(),
    })
    .optional(),
  sent: Sent.optional(),
});
export type CancellationDraft = z.infer<typeof CancellationDraft>;

const WithdrawalDraft = z.object({
  request: z
    .object({
      identification: z.string(),
      application: z.string().optional(),
      contract_date: z.string().optional(),
      ...ContactFields,
      key: z.string(),
    })
    .optional(),
  sent: Sent.optional(),
});
export type WithdrawalDraft = z.infer<typeof WithdrawalDraft>;

const DRAFT_LIFETIME_S = 2 * 60 * 60;

/** Each flow's draft in a cookie of its own (decision 073). */
export const cancellationDraft = draftStore("__baja", CancellationDraft, DRAFT_LIFETIME_S);
export const withdrawalDraft = draftStore("__arrepentimiento", WithdrawalDraft, DRAFT_LIFETIME_S);

/** What a form shows again when its draft comes back to be changed: the values as people write them. */
export function formValues(
  request: Record<string, string | undefined> | undefined,
): Record<string, string | undefined> | null {
  if (!request) return null;
  const { key: _key, contact_email: _email, contact_phone: _phone, contract_date, ...shown } = request;
  return { ...shown, contract_date: contract_date ? formatDate(contract_date) : undefined };
}
