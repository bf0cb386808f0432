import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { z } from "zod";

/**
 * Server-side form handling with conform + zod: every action validates here, whatever
 * the browser did. The schemas stay on the server; the browser gets the result (errors
 * and the typed values) to render, which keeps zod out of the pages' JavaScript.
 */
export function parseForm<Schema extends z.ZodType>(formData: FormData, schema: Schema) {
  return parseWithZod(formData, { schema });
}

export function parseFormAsync<Schema extends z.ZodType>(formData: FormData, schema: Schema) {
  return parseWithZod(formData, { schema, async: true });
}

/** The form back with its errors and the user's values: HTTP 400. */
export function invalid(result: SubmissionResult<string[]>) {
  return data({ result }, { status: 400 });
}

/** A submission rejected after validation, e.g. by the API: one message for the form and/or per field. */
export function rejected(
  submission: { reply: (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]> },
  errors: { form?: string; fields?: Record<string, string> },
  status = 400,
) {
  const fieldErrors = errors.fields
    ? Object.fromEntries(Object.entries(errors.fields).map(([name, message]) => [name, [message]]))
    : undefined;
  return data(
    { result: submission.reply({ formErrors: errors.form ? [errors.form] : undefined, fieldErrors }) },
    { status },
  );
}
