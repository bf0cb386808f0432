import type { TFunction } from "i18next";
import { z } from "zod";
import type { Ticket, TicketStatus, TicketSummary } from "../../../../contract/tickets";
import { getClaim } from "~/api/tickets.server";
import { isApiError, withApiErrors } from "~/api/failures.server";
import type { ApiSession } from "~/api/transport.server";
import { argentinaDay } from "~/utils/format";
import { formKeyField } from "~/utils/forms.server";
import { notFound } from "~/utils/guards.server";
import { FILE_KINDS, type UploadForm } from "~/utils/uploads.server";

export type ClaimsT = TFunction<"claimsServer">;

/** Claim files: PDF, JPG or PNG, 5 MB each, three per message (docs/api.md). */
export const CLAIM_FILE_KINDS = [FILE_KINDS.pdf, FILE_KINDS.jpg, FILE_KINDS.png];
export const MAX_CLAIM_FILES = 3;
/** One file more than allowed is read, so four chosen files get a message instead of the 400 page. */
export const claimUploadOptions = { field: "files", kinds: CLAIM_FILE_KINDS, maxFiles: MAX_CLAIM_FILES + 1 };

/** The list's filter in the URL, in Spanish: `?estado=abiertos`. */
export const STATE_FILTERS = {
  abiertos: "open",
  "en-curso": "in_progress",
  cerrados: "closed",
} as const satisfies Record<string, TicketStatus>;
export type StateFilter = keyof typeof STATE_FILTERS;
export const isStateFilter = (value: string | null): value is StateFilter =>
  value !== null && Object.hasOwn(STATE_FILTERS, value);

/**
 * The deadline of the Reglamento de Clientes TIC as the API computed it (decision 092: the
 * portal counts no working days), and whether it has passed: a claim still not closed after
 * that day (Buenos Aires).
 */
export function withDeadline(claim: Pick<TicketSummary, "due_date" | "status">, today = argentinaDay()) {
  return { deadline: claim.due_date, overdue: claim.status !== "closed" && today > claim.due_date };
}

const messageField = (t: ClaimsT) =>
  z
    .string({ error: t("errors.messageRequired") })
    .trim()
    .min(1, t("errors.messageRequired"))
    .max(2000, t("errors.messageLong"));

export function createClaimSchema(t: ClaimsT, connectionIds: number[]) {
  return z.object({
    idempotency_key: formKeyField(t("errors.formKey")),
    category_id: z.coerce
      .number({ error: t("errors.category") })
      .int(t("errors.category"))
      .positive(t("errors.category")),
    // Asked only when the customer has several connections; with one, it is that one.
    connection_id:
      connectionIds.length > 1
        ? z.coerce
            .number({ error: t("errors.connection") })
            .refine((id) => connectionIds.includes(id), t("errors.connection"))
        : z
            .string()
            .optional()
            .transform(() => connectionIds[0]),
    subject: z
      .string({ error: t("errors.subjectRequired") })
      .trim()
      .min(1, t("errors.subjectRequired"))
      .min(3, t("errors.subjectShort"))
      .max(120, t("errors.subjectLong")),
    message: messageField(t),
  });
}

const replySchema = (t: ClaimsT) =>
  z.object({
    intent: z.literal("reply"),
    idempotency_key: formKeyField(t("errors.formKey")),
    message: messageField(t),
  });

const solvedSchema = (t: ClaimsT) =>
  z.object({ intent: z.literal("solved"), solved: z.enum(["si", "no"], { error: t("errors.solved") }) });

const rateSchema = (t: ClaimsT) =>
  z.object({
    intent: z.literal("rate"),
    rating: z.coerce
      .number({ error: t("errors.rating") })
      .int(t("errors.rating"))
      .min(1, t("errors.rating"))
      .max(5, t("errors.rating")),
    comment: z.string().trim().max(1000, t("errors.commentLong")).optional(),
  });

/** A claim's page has three forms (reply, solved or not, rating): one schema, told apart by `intent`. */
export const claimPageSchema = (t: ClaimsT, unknownForm: string) =>
  z.discriminatedUnion("intent", [replySchema(t), solvedSchema(t), rateSchema(t)], { error: unknownForm });

/** Which of the claim page's forms was sent. */
export type ClaimPageIntent = z.output<ReturnType<typeof claimPageSchema>>["intent"];

/** The files a form sent, and the message its files field shows when the form comes back. */
export function claimFiles(form: UploadForm, t: ClaimsT) {
  const files = form.formData.getAll("files").filter((value): value is File => value instanceof File);
  const error =
    files.length > MAX_CLAIM_FILES
      ? t("errors.filesTooMany")
      : form.problem === "too-big"
        ? t("errors.filesTooBig")
        : form.problem === "wrong-type"
          ? t("errors.filesType")
          : files.length
            ? t("errors.filesAgain")
            : null;
  return { files, error, ok: !form.problem && files.length <= MAX_CLAIM_FILES };
}

/** The files as the API's multipart `files` parts. */
export function filesForm(files: File[], message?: string) {
  const form = new FormData();
  for (const file of files) form.append("files", file, file.name);
  if (message) form.append("message", message);
  return form;
}

/** One of the customer's claims (`routeId(params.id)`); another customer's (the API's 404), or no id, is a 404 here too. */
export async function customerClaim(request: Request, session: ApiSession, id: number | null): Promise<Ticket> {
  if (id === null) throw notFound(request);
  try {
    return await withApiErrors(request, () => getClaim(session, id));
  } catch (error) {
    if (isApiError(error, 404)) throw notFound(request);
    throw error;
  }
}
