import { z } from "zod";

/**
 * Pieces every group of the provider API shares: the error body, identifiers,
 * dates, money, uploaded files and paginated lists.
 */

/**
 * Every error answer: a Spanish message, plus one or more messages per field on a 400, and
 * on some a machine-readable `reason` (the step-up proof's, `contract/proof.ts`).
 */
export const ApiErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  reason: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

export const Id = z.number().int().positive();

/** A calendar date, `YYYY-MM-DD`. */
export const IsoDate = z.iso.date();
/** An instant, ISO 8601 with offset (the API answers in UTC). */
export const IsoDateTime = z.iso.datetime({ offset: true });

/** Argentine pesos, with cents as decimals. */
export const Money = z.number().nonnegative();

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** A file the customer uploaded (claim files, payment receipts, CVs). */
export const StoredFile = z.object({
  id: z.string(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int().nonnegative(),
  url: z.url(),
});
export type StoredFile = z.infer<typeof StoredFile>;

export const PageMeta = z.object({
  page: z.number().int().positive(),
  per_page: z.number().int().positive(),
  total: z.number().int().nonnegative(),
});
export type PageMeta = z.infer<typeof PageMeta>;

export function paginated<Item extends z.ZodType>(item: Item) {
  return z.object({ data: z.array(item), meta: PageMeta });
}

/** `?page=&per_page=` as they arrive in a query string. */
export const PageQuery = z.object({
  page: z.coerce.number().int().positive().default(1),
  per_page: z.coerce.number().int().positive().max(50, "Como máximo 50 por página").default(12),
});

/** An absolute http(s) URL the API may redirect the customer back to. */
export const ReturnUrl = z.url({
  protocol: /^https?$/,
  error: "Ingresá una dirección http o https válida",
});

/**
 * Spanish defaults for the issues a schema does not word itself. Pass it per parse
 * (`schema.safeParse(data, { error: spanishIssueMessage })`) rather than globally, so
 * nobody else's zod messages change.
 */
export function spanishIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined || issue.input === null || issue.input === ""
        ? "Este campo es obligatorio"
        : "El valor no tiene el formato esperado";
    case "too_small":
      if (issue.origin === "string") {
        return Number(issue.minimum) <= 1
          ? "Este campo es obligatorio"
          : `Ingresá al menos ${issue.minimum} caracteres`;
      }
      if (issue.origin === "array") return `Elegí al menos ${issue.minimum}`;
      return `El valor debe ser como mínimo ${issue.minimum}`;
    case "too_big":
      if (issue.origin === "string") return `Ingresá como máximo ${issue.maximum} caracteres`;
      if (issue.origin === "array") return `Elegí como máximo ${issue.maximum}`;
      return `El valor debe ser como máximo ${issue.maximum}`;
    case "invalid_format":
      return issue.format === "email" ? "Ingresá un correo electrónico válido" : "El formato no es válido";
    case "invalid_value":
      return "Elegí una de las opciones válidas";
    case "unrecognized_keys":
      return `Campos desconocidos: ${issue.keys.join(", ")}`;
    default:
      return "El valor no es válido";
  }
}
