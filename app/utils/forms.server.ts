import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { handleApiError, isProofRequired } from "~/api/failures.server";
import { refusalWords } from "~/api/refusal-words.server";
import { ApiError } from "~/api/transport.server";
import spanish from "~/locales/es/forms.server";
import { getInstance } from "~/middleware/i18next.server";
import { checkFormToken } from "~/middleware/forms-from-this-site.server";
import { honeypotVerdict } from "~/utils/honeypot.server";
import { rememberFields, rememberForm } from "~/utils/kept-form.server";
import { logError } from "~/utils/logger.server";
import {
  countRefusal,
  limitClient,
  limitPeopleNamed,
  ROBOT_WEIGHT,
  type RateLimitBucket,
} from "~/utils/rate-limit.server";
import { FORM_LIMIT_BYTES, readBoundedBody, unreadableBody } from "~/utils/request-body.server";

/**
 * The one way every action reads, validates and answers a form (docs/design.md#progressive-enhancement, #bad-input):
 *
 *   const form = await readForm(request, context, { honeypot: true });
 *   const submission = parseForm(form, schema);
 *   if (submission.status !== "success") return sendBack(submission);
 *   try { await callTheApi(submission.value) }
 *   catch (error) { return sendBack(submission, await refusalOf(error, request, context, { api_field: "field" })) }
 *
 * The schemas stay on the server; the browser gets the result (errors and the typed
 * values) to render, which keeps zod out of the pages' JavaScript.
 */

/**
 * The key that makes a create happen once (decision 034): made when the form is shown,
 * sent back as a hidden `idempotency_key` field (`<FormKey>`: echoed on a failed
 * submission, so a corrected form keeps it, or a new one when the action hands it out with
 * the refusal), passed to the API as `Idempotency-Key`.
 */
export const newFormKey = () => randomUUID();
export const formKeyField = (message: string) => z.string({ error: message }).regex(/^[A-Za-z0-9_-]{16,64}$/, message);

/** A field that names one of the API's records by its id (a plan, a contact): a positive whole number. */
export const idField = (message: string) =>
  z.coerce
    .number({ error: message })
    .int(message)
    .positive(message)
    .max(2 ** 31, message);

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
export function formMessages(
  context: Readonly<RouterContextProvider>,
): Omit<typeof spanish, "refusals" | "foreignForm"> {
  let t;
  try {
    t = getInstance(context).getFixedT(null, "formsServer");
  } catch {
    // No language middleware ran (a unit test): Spanish, the portal's language.
    return spanish;
  }
  return {
    expired: t("expired"),
    unreadable: t("unreadable"),
    unavailable: t("unavailable"),
    chooseFileAgain: t("chooseFileAgain"),
    servedReadOnly: t("servedReadOnly"),
    servedCustomerOnly: t("servedCustomerOnly"),
  };
}

/**
 * Reads a form-encoded (or file-less multipart) body of at most `maxBytes` (413 past it).
 * A body that is not a form (JSON, text, a broken multipart) is an empty form with a
 * message, so the page shows its form again instead of failing. Absurd field names
 * (`x[100000000]`) and counts are refused with a 400 page: no person sends them.
 * `rateLimit` counts the request against the client address's limits (public forms: "forms"
 * unless said otherwise; decision 100). With `honeypot` (a public form), a bot's submission
 * is a 400 and a stale or forged form token (a page left open across a restart or a secret
 * rotation) is the form back with "expired".
 */
export async function readForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
  options: { honeypot?: boolean; maxBytes?: number; rateLimit?: RateLimitBucket | false } = {},
): Promise<SubmittedForm> {
  // Public forms (those with a honeypot) count against the client's limit before anything is read.
  const bucket =
    options.rateLimit === false ? undefined : (options.rateLimit ?? (options.honeypot ? "forms" : undefined));
  if (bucket) await limitClient(request, context, bucket);
  const formData = await readFormData(request, options.maxBytes ?? FORM_LIMIT_BYTES);
  const form = formData
    ? await checkedForm(formData, request, context, Boolean(options.honeypot))
    : { formData: new FormData(), formError: formMessages(context).unreadable };
  // So a refusal for want of proof can keep what was typed (kept-form.server.ts).
  rememberForm(request, form);
  return form;
}

/**
 * The checks every form gets once its body is read (also used for multipart uploads): its
 * token when it came with neither `Origin` nor `Sec-Fetch-Site` (decision 133); a public
 * form's also the honeypot's and the limit of people one address may name.
 */
export async function checkedForm(
  formData: FormData,
  request: Request,
  context: Readonly<RouterContextProvider>,
  isPublic: boolean,
): Promise<SubmittedForm> {
  assertSaneFields(formData);
  await checkFormToken(formData, request, context);
  const publicForm = isPublic ? { request, context } : null;
  if (publicForm) {
    const verdict = await honeypotVerdict(formData);
    if (verdict === "spam") {
      await countRefusal(publicForm.context, ROBOT_WEIGHT);
      throw data("Form refused: its hidden field was filled (a bot)", { status: 400 });
    }
    if (verdict === "expired") return { formData, formError: formMessages(publicForm.context).expired };
    await limitPeopleNamed(publicForm.request, publicForm.context, formData);
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
export function parseForm<Schema extends z.ZodType>(
  form: SubmittedForm,
  schema: Schema,
): FormSubmission<z.output<Schema>> {
  const submission = parseWithZod(onlyFieldsOf(schema, form.formData), { schema });
  const { payload } = submission;
  rememberFields(form, payload);
  const formError = form.formError;
  if (formError) {
    return {
      status: "error",
      payload,
      reply: (options = {}) => submission.reply({ ...options, formErrors: [formError, ...(options.formErrors ?? [])] }),
    };
  }
  if (submission.status === "success")
    return { status: "success", payload, value: submission.value, reply: submission.reply };
  return { status: "error", payload, reply: submission.reply };
}

type ReplyOptions = { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] };

/** A form read against its schema: its typed values when they passed, and how to send it back. */
export type FormSubmission<Value> =
  | {
      status: "success";
      value: Value;
      payload: Record<string, unknown>;
      reply: (options?: ReplyOptions) => SubmissionResult<string[]>;
    }
  | {
      status: "error";
      payload: Record<string, unknown>;
      reply: (options?: ReplyOptions) => SubmissionResult<string[]>;
    };

type Fields = Map<string, "value" | "list">;

/** The part of a JSON Schema that tells a form's fields. */
type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/**
 * The top-level fields a form's schema reads, and whether each is a list, from zod's
 * public JSON Schema of what the schema accepts. A schema that is not an object, or a
 * union or intersection of objects, is a programming error: it throws rather than let
 * every field through unfiltered.
 */
export function schemaFields(schema: z.ZodType): Fields {
  const fields = fieldsOf(jsonSchemaOf(schema));
  if (!fields)
    throw new Error(
      "parseForm needs an object schema (or a union or intersection of objects): its fields are what a form may send",
    );
  return fields;
}

/**
 * A schema's JSON Schema, written once: most forms' schemas are made once per process, and
 * writing one costs more than reading the form. Weak, so a schema made per request (one
 * with the request's choices) is forgotten with it; the fields and the intents are both
 * read from the one written.
 */
function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  let json = knownSchemas.get(schema);
  if (!json) {
    json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
    knownSchemas.set(schema, json);
  }
  return json;
}

const knownSchemas = new WeakMap<z.ZodType, JsonSchema>();

function fieldsOf(json: JsonSchema): Fields | null {
  if (json.properties) {
    return new Map(Object.entries(json.properties).map(([name, field]) => [name, isList(field) ? "list" : "value"]));
  }
  const options = json.anyOf ?? json.oneOf ?? json.allOf;
  if (!options?.length) return null;
  const fields: Fields = new Map();
  for (const option of options) {
    const some = fieldsOf(option);
    if (!some) return null;
    for (const [name, kind] of some) if (fields.get(name) !== "list") fields.set(name, kind);
  }
  return fields;
}

function isList(field: JsonSchema): boolean {
  const types = Array.isArray(field.type) ? field.type : [field.type];
  return (
    types.includes("array") || [...(field.anyOf ?? []), ...(field.oneOf ?? []), ...(field.allOf ?? [])].some(isList)
  );
}

function onlyFieldsOf(schema: z.ZodType, formData: FormData) {
  const fields = schemaFields(schema);
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

/**
 * A page of several forms, read one way (decision 131): each form's button (or a hidden
 * field) sends `intent`, and the page's schema has one option per intent (a discriminated
 * union, or an `intent` enum). The submission carries the intent sent, also when the form
 * is refused, so its messages can go back to that form alone (`data: { intent }`); a
 * missing or unknown intent is the schema's first (a form sent with Enter). Narrowing on
 * `submission.intent` narrows `submission.value` to that form's fields.
 */
export function parseIntent<Schema extends z.ZodType<{ intent: string }>>(
  form: SubmittedForm,
  schema: Schema,
): IntentSubmission<z.output<Schema>> {
  const intents = schemaIntents(schema);
  const sent = form.formData.get("intent");
  const intent = intents.find((candidate) => candidate === sent) ?? intents[0]!;
  return { ...parseForm(form, schema), intent } as IntentSubmission<z.output<Schema>>;
}

/** A submission of one of a page's forms: its intent, and its typed values for that form when they passed. */
export type IntentSubmission<Value extends { intent: string }> = {
  [Intent in Value["intent"]]: FormSubmission<FormOf<Value, Intent>> & { intent: Intent };
}[Value["intent"]];

/** The values of the form `Intent`: its option of a union, or the one schema with `intent` fixed. */
type FormOf<Value, Intent extends string> = Value extends { intent: infer Sent }
  ? Intent extends Sent
    ? Omit<Value, "intent"> & { intent: Intent }
    : never
  : never;

/** The intents a schema accepts, in its order, from its JSON Schema. */
function schemaIntents(schema: z.ZodType): string[] {
  const intents = intentsOf(jsonSchemaOf(schema));
  if (!intents.length) throw new Error("parseIntent needs a schema with an `intent` field of fixed values");
  return intents;
}

function intentsOf(json: JsonSchema): string[] {
  const intent = json.properties?.intent;
  if (intent) return intent.const !== undefined ? [String(intent.const)] : (intent.enum ?? []).map(String);
  return [...(json.anyOf ?? []), ...(json.oneOf ?? [])].flatMap(intentsOf);
}

/** What the API's (or the page's own) refusal says: one message for the form and/or one per field. */
export type Refusal = { form?: string; fields?: Record<string, string> };

type Replyable = Pick<FormSubmission<unknown>, "reply">;

/** How a form goes back, besides its messages. */
export type SendBackOptions<Extra extends Record<string, unknown>> = {
  /** 400 unless said: a form shown again without a refusal (a list to choose from) is a 200. */
  status?: number;
  /** e.g. a draft's `Set-Cookie` when the refusal changed it. */
  headers?: HeadersInit;
  /** Values never echoed to the browser (passwords). */
  hideFields?: string[];
  /**
   * A file input: a browser cannot be given a file back, so its value is never echoed and,
   * whatever failed, its message (choose it again, too big, wrong type) shows unless the
   * refusal has one of its own for that field.
   */
  file?: { name: string; error: string | null };
  /** What else the page reads from the answer: which of its forms (`intent`), a fresh form key. */
  data?: Extra;
};

/**
 * The one answer of a form that did not go through (docs/design.md#bad-input): the page again, with
 * the user's values and the messages, as `{ result, ...data }`. Every action answers a
 * refused form with this, so no page builds a reply of its own.
 *
 *   if (submission.status !== "success") return sendBack(submission);
 *   catch (error) { return sendBack(submission, await refusalOf(error, request, context, { api_field: "field" })) }
 */
export function sendBack<Extra extends Record<string, unknown> = Record<never, never>>(
  submission: Replyable,
  refusal: Refusal = {},
  options: SendBackOptions<Extra> = {},
) {
  const messages: Record<string, string> = { ...refusal.fields };
  if (options.file?.error && !messages[options.file.name]) messages[options.file.name] = options.file.error;
  const hideFields = [...(options.hideFields ?? []), ...(options.file ? [options.file.name] : [])];
  // Only what there is: conform reads a `formErrors` key, even an empty one, as a failure.
  const result = submission.reply({
    ...(refusal.form ? { formErrors: [refusal.form] } : {}),
    ...(Object.keys(messages).length
      ? { fieldErrors: Object.fromEntries(Object.entries(messages).map(([name, message]) => [name, [message]])) }
      : {}),
    ...(hideFields.length ? { hideFields } : {}),
  });
  return data({ ...(options.data as Extra), result }, { status: options.status ?? 400, headers: options.headers });
}

/**
 * What a form shows when an API call fails (docs/design.md#customer-area: never a 500, never lost values).
 * A refusal (400, 409, 422) becomes messages on the form's fields, named by `fields` (API
 * field → form field), or a message above the form when it names none of them (the API's
 * own on a Spanish page, the portal's words by status in another language); an expired session, too many attempts, maintenance and a want of proof
 * throw the redirect to their pages; anything else (5xx, timeout) is one message above the
 * form. The portal never sends the request again.
 */
export async function refusalOf(
  error: unknown,
  request: Request,
  context: Readonly<RouterContextProvider>,
  fields: Record<string, string> = {},
  unavailable = formMessages(context).unavailable,
): Promise<Refusal> {
  if (error instanceof ApiError) {
    // An expired session, too many attempts, maintenance, and a session that must prove who
    // it is first (what was typed is kept for the page to show again): their own pages.
    if (
      (error.status === 401 && !error.authIgnored) ||
      error.status === 429 ||
      error.kind === "offline" ||
      isProofRequired(error)
    ) {
      return handleApiError(error, request);
    }
    // A caller's token (decision 144): the form stays, with what the agent typed, and why.
    if (error.status === 403 && (error.reason === "read_only" || error.reason === "customer_only"))
      return { form: formMessages(context)[error.reason === "read_only" ? "servedReadOnly" : "servedCustomerOnly"] };
    if (error.kind === "response" && (error.status === 400 || error.status === 409 || error.status === 422)) {
      // In the page's language: the API's Spanish words on a Spanish page only (decision 132).
      const words = refusalWords(error, context);
      const named: Record<string, string> = {};
      for (const [field, messages] of Object.entries(error.errors ?? {})) {
        const name = fields[field];
        if (name && messages[0] && !named[name]) named[name] = words.field(messages[0]);
      }
      return Object.keys(named).length ? { fields: named } : { form: words.form };
    }
  }
  // Not the customer's doing: keep a trace for the operators, tell the customer to retry.
  logError(error, "the API call behind a form failed");
  return { form: unavailable };
}
