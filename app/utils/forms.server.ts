import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { handleApiError } from "~/api/guards.server";
import { ApiError } from "~/api/transport.server";
import spanish from "~/locales/es/forms.server";
import { getInstance } from "~/middleware/i18next";
import { honeypotVerdict } from "~/utils/honeypot.server";
import { logError } from "~/utils/logger.server";
import { limitClient, type RateLimitBucket } from "~/utils/rate-limit.server";
import { FORM_LIMIT_BYTES, readBoundedBody, unreadableBody } from "~/utils/request-body.server";

/**
 * The one way every action reads, validates and answers a form (DESIGN §2, §10):
 *
 *   const form = await readForm(request, context, { honeypot: true });
 *   const submission = parseForm(form, schema);
 *   if (submission.status !== "success") return invalid(submission.reply());
 *   try { await callTheApi(submission.value) }
 *   catch (error) { return refused(submission, await refusalOf(error, request, context, { api_field: "field" })) }
 *
 * The schemas stay on the server; the browser gets the result (errors and the typed
 * values) to render, which keeps zod out of the pages' JavaScript.
 */

/**
 * The key that makes a create happen once (decision 034): made when the form is shown,
 * sent back as a hidden `idempotency_key` field (and echoed on a failed submission, so a
 * corrected form keeps it), passed to the API as `Idempotency-Key`.
 */
export const newFormKey = () => randomUUID();
export const formKeyField = (message: string) => z.string({ error: message }).regex(/^[A-Za-z0-9_-]{16,64}$/, message);

/** A form as an action reads it: its fields, and a problem for the whole form (expired, unreadable), if any. */
export type SubmittedForm = { formData: FormData; formError: string | null };

/** More entries than any of our forms has, many times over. */
export const MAX_FIELDS = 200;
const MAX_NAME_LENGTH = 100;
/** `services[12]`: no list of ours is longer. */
const MAX_INDEX = 100;

const FORM_ENCODED = /^application\/x-www-form-urlencoded\s*(;|$)/i;
const MULTIPART = /^multipart\/form-data\s*;/i;

/** Messages of the whole form, in the request's language. */
export function formMessages(context: Readonly<RouterContextProvider>): typeof spanish {
  let t;
  try {
    t = getInstance(context).getFixedT(null, "formsServer");
  } catch {
    // No language middleware ran (a unit test): Spanish, the portal's language.
    return spanish;
  }
  return { expired: t("expired"), unreadable: t("unreadable"), unavailable: t("unavailable"), chooseFileAgain: t("chooseFileAgain") };
}

/**
 * Reads a form-encoded (or file-less multipart) body of at most `maxBytes` (413 past it).
 * A body that is not a form (JSON, text, a broken multipart) is an empty form with a
 * message, so the page shows its form again instead of failing. Absurd field names
 * (`x[100000000]`) and counts are refused with a 400 page: no person sends them.
 * `rateLimit` counts the request against the client address's limit (public forms: "forms"
 * unless said otherwise). With `honeypot`, a bot's submission is a 400 and a stale or forged form token (a page
 * left open across a restart or a secret rotation) is the form back with "expired".
 */
export async function readForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
  options: { honeypot?: boolean; maxBytes?: number; rateLimit?: RateLimitBucket | false } = {},
): Promise<SubmittedForm> {
  // Public forms (those with a honeypot) count against the client's limit before anything is read.
  const bucket = options.rateLimit === false ? undefined : (options.rateLimit ?? (options.honeypot ? "forms" : undefined));
  if (bucket) await limitClient(request, context, bucket);
  const messages = formMessages(context);
  const formData = await readFormData(request, options.maxBytes ?? FORM_LIMIT_BYTES);
  if (!formData) return { formData: new FormData(), formError: messages.unreadable };
  return checkedForm(formData, options.honeypot ? messages.expired : null);
}

/** The checks every form gets once its body is read (also used for multipart uploads). */
export async function checkedForm(formData: FormData, expiredMessage: string | null): Promise<SubmittedForm> {
  assertSaneFields(formData);
  if (expiredMessage !== null) {
    const verdict = await honeypotVerdict(formData);
    if (verdict === "spam") throw data("Solicitud rechazada", { status: 400 });
    if (verdict === "expired") return { formData, formError: expiredMessage };
  }
  return { formData, formError: null };
}

async function readFormData(request: Request, maxBytes: number): Promise<FormData | null> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const body = await readBoundedBody(request, maxBytes);
  if (FORM_ENCODED.test(contentType)) {
    const formData = new FormData();
    for (const [name, value] of new URLSearchParams(Buffer.from(body).toString("utf8"))) formData.append(name, value);
    return formData;
  }
  if (MULTIPART.test(contentType)) {
    try {
      const parsed = await new Response(new Uint8Array(body), { headers: { "Content-Type": contentType } }).formData();
      // Files only reach the actions that read uploads (`readUploadForm`).
      const formData = new FormData();
      for (const [name, value] of parsed) if (typeof value === "string") formData.append(name, value);
      return formData;
    } catch {
      return null;
    }
  }
  return null;
}

function assertSaneFields(formData: FormData) {
  let count = 0;
  for (const name of formData.keys()) {
    count += 1;
    if (count > MAX_FIELDS || name.length > MAX_NAME_LENGTH) throw unreadableBody();
    for (const [, index] of name.matchAll(/\[(\d*)\]/g)) {
      if (index === "" || Number(index) > MAX_INDEX) throw unreadableBody();
    }
  }
}

/**
 * Validates a form with its schema. Only the schema's own fields are read and echoed back
 * (anything else a client adds is dropped), a field sent twice counts once (its first
 * value) unless the schema expects a list, and a problem of the whole form fails it with
 * that message, the values kept.
 */
export function parseForm<Schema extends z.ZodType>(form: SubmittedForm, schema: Schema) {
  const submission = parseWithZod(onlyFieldsOf(schema, form.formData), { schema });
  const formError = form.formError;
  if (!formError) return submission;
  type Reply = Parameters<typeof submission.reply>[0];
  const failed: typeof submission = {
    status: "error",
    payload: submission.payload,
    error: { "": [formError] },
    reply: (options?: Reply) =>
      submission.reply({ ...options, formErrors: [formError, ...((options && "formErrors" in options && options.formErrors) || [])] }),
  } as typeof submission;
  return failed;
}

type Fields = Map<string, "value" | "list">;

/** The top-level fields a zod schema reads, and whether each is a list; null when it cannot tell. */
export function schemaFields(schema: z.ZodType): Fields | null {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  switch (def.type) {
    case "object": {
      const fields: Fields = new Map();
      for (const [name, field] of Object.entries(def.shape as Record<string, z.ZodType>)) fields.set(name, isList(field) ? "list" : "value");
      return fields;
    }
    case "pipe":
      return schemaFields(def.in as z.ZodType);
    case "optional": case "nullable": case "default": case "prefault": case "catch": case "readonly": case "nonoptional":
      return schemaFields(def.innerType as z.ZodType);
    case "union": {
      const fields: Fields = new Map();
      for (const option of def.options as z.ZodType[]) {
        const some = schemaFields(option);
        if (!some) return null;
        for (const [name, kind] of some) if (fields.get(name) !== "list") fields.set(name, kind);
      }
      return fields;
    }
    case "intersection": {
      const left = schemaFields(def.left as z.ZodType);
      const right = schemaFields(def.right as z.ZodType);
      return left && right ? new Map([...left, ...right]) : null;
    }
    default:
      return null;
  }
}

function isList(schema: z.ZodType): boolean {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  if (def.type === "array") return true;
  if (def.type === "pipe") return isList(def.in as z.ZodType);
  if ("innerType" in def) return isList(def.innerType as z.ZodType);
  return false;
}

function onlyFieldsOf(schema: z.ZodType, formData: FormData) {
  const fields = schemaFields(schema);
  if (!fields) return formData;
  const kept = new FormData();
  for (const [name, value] of formData) {
    const field = name.split(/[[.]/, 1)[0]!;
    const kind = fields.get(field);
    if (!kind) continue;
    if (kind === "value" && (name !== field || kept.has(name))) continue;
    kept.append(name, value);
  }
  return kept;
}

/** The form back with its errors and the user's values: HTTP 400. */
export function invalid(result: SubmissionResult<string[]>) {
  return data({ result }, { status: 400 });
}

/** What the API's refusal means for the form: one message for the form and/or per field. */
export type Refusal = { form?: string; fields?: Record<string, string> };

type Replyable = { reply: (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] }) => SubmissionResult<string[]> };

/** A submission rejected after validation, e.g. by the API: the form back with the messages. */
export function rejected(submission: Replyable, errors: Refusal, options: { status?: number; hideFields?: string[] } = {}) {
  const fieldErrors = errors.fields
    ? Object.fromEntries(Object.entries(errors.fields).map(([name, message]) => [name, [message]]))
    : undefined;
  return data(
    { result: submission.reply({ formErrors: errors.form ? [errors.form] : undefined, fieldErrors, hideFields: options.hideFields }) },
    { status: options.status ?? 400 },
  );
}

/**
 * What a form shows when an API call fails (DESIGN §9: never a 500, never lost values).
 * A refusal (400/422) becomes messages on the form's fields, named by `fields` (API field
 * → form field); an expired session, too many attempts and maintenance throw the redirect
 * to their pages; anything else (5xx, timeout) is one message above the form. The portal
 * never sends the request again.
 */
export async function refusalOf(
  error: unknown,
  request: Request,
  context: Readonly<RouterContextProvider>,
  fields: Record<string, string> = {},
  unavailable = formMessages(context).unavailable,
): Promise<Refusal> {
  if (error instanceof ApiError) {
    if ((error.status === 401 && !error.authIgnored) || error.status === 429 || error.kind === "offline") {
      return handleApiError(error, request);
    }
    if (error.kind === "response" && (error.status === 400 || error.status === 409 || error.status === 422)) {
      const named: Record<string, string> = {};
      for (const [field, messages] of Object.entries(error.errors ?? {})) {
        const name = fields[field];
        if (name && messages[0] && !named[name]) named[name] = messages[0];
      }
      return Object.keys(named).length ? { fields: named } : { form: error.message || unavailable };
    }
  }
  // Not the customer's doing: keep a trace for the operators, tell the customer to retry.
  logError(error, "the API call behind a form failed");
  return { form: unavailable };
}
