import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { z } from "zod";
import { spanishIssueMessage, type ApiErrorBody } from "../contract/common.ts";

/** Errors as the API answers them (`{ message, errors? }`) and request parsing with the contract. */

export class ApiProblem extends Error {
  readonly status: number;
  readonly errors?: Record<string, string[]>;
  readonly headers?: Record<string, string>;
  /** Machine-readable, for the client to act on without reading the message (`proof_required`). */
  readonly reason?: string;
  /** More facts of the refusal, beside `reason` (a restart's `restart_available_at`). */
  readonly details?: Record<string, unknown>;

  constructor(
    status: number,
    message: string,
    errors?: Record<string, string[]>,
    headers?: Record<string, string>,
    reason?: string,
    details?: Record<string, unknown>,
  ) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.headers = headers;
    this.reason = reason;
    this.details = details;
  }
}

export const INVALID_DATA = "Revisá los datos ingresados";

export function notFound(what = "El recurso"): ApiProblem {
  return new ApiProblem(404, `${what} no existe`);
}

/** A 400 for one field, worded like the contract's own messages. */
export function fieldProblem(field: string, message: string, status = 400): ApiProblem {
  return new ApiProblem(status, message, { [field]: [message] });
}

export function issuesByField(issues: z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".") || "body";
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

export function parseWith<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input, { error: spanishIssueMessage });
  if (!result.success) throw new ApiProblem(400, INVALID_DATA, issuesByField(result.error.issues));
  return result.data;
}

export async function readJson<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.output<Schema>> {
  let body: unknown = {};
  const text = await c.req.text();
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiProblem(400, "El cuerpo de la solicitud no es JSON válido");
    }
  }
  return parseWith(schema, body);
}

/**
 * The fields of a multipart form. A field left blank arrives as "": for the optional
 * ones named here that means "not given".
 */
export async function readForm(
  c: Context,
  optional: string[] = [],
): Promise<Record<string, string | File | (string | File)[]>> {
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch (error) {
    if (error instanceof ApiProblem) throw error;
    throw new ApiProblem(400, "El formulario no se pudo leer. Volvé a enviarlo.");
  }
  for (const name of optional) if (form[name] === "") delete form[name];
  return form;
}

export function readQuery<Schema extends z.ZodType>(c: Context, schema: Schema): z.output<Schema> {
  return parseWith(schema, c.req.query());
}

/** A numeric path parameter; anything else cannot name a record, so it is a 404. */
export function idParam(c: Context, name: string, what: string): number {
  const value = c.req.param(name) ?? "";
  if (!/^\d{1,9}$/.test(value)) throw notFound(what);
  return Number(value);
}

export function problemResponse(c: Context, problem: ApiProblem) {
  const body: ApiErrorBody = {
    message: problem.message,
    ...(problem.errors ? { errors: problem.errors } : {}),
    ...(problem.reason ? { reason: problem.reason } : {}),
    ...problem.details,
  };
  for (const [name, value] of Object.entries(problem.headers ?? {})) c.header(name, value);
  return c.json(body, problem.status as 400);
}

export function handleError(error: Error, c: Context) {
  if (error instanceof ApiProblem) return problemResponse(c, error);
  if (error instanceof HTTPException) {
    return problemResponse(
      c,
      new ApiProblem(error.status, error.status === 413 ? "El archivo supera los 5 MB" : error.message),
    );
  }
  console.error(error);
  return problemResponse(c, new ApiProblem(500, "Ocurrió un error inesperado. Intentá de nuevo más tarde."));
}
