import { href } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { getConfig } from "~/config.server";
import { createSealedCookie, type SealedCookie } from "~/utils/sealed-cookie.server";
import { pageUrl } from "~/utils/request-scope.server";

/**
 * What a customer typed, kept across the proof step (decision 098). When the API
 * refuses a form with 403 `proof_required` (the session's proof lapsed while they typed),
 * the portal sends them to prove who they are and, back on the page, shows the form again
 * with what they had typed, to look over and send. The fields travel in a sealed (encrypted)
 * cookie that lasts as long as a code does; never a password, a code or the form's key.
 *
 * The form an action read is remembered per request (`rememberForm`, `rememberFields`, from
 * `readForm` and `parseForm`), so the place that meets the 403, `handleApiError`, can keep it
 * without every action passing it along.
 */

/** Fields never kept: secrets, and the key that must be new for a new attempt. */
const SECRET = /password|^code$|^idempotency_key$/i;
/** A sealed cookie must stay well under the browsers' 4 KB. */
const MAX_SEALED_LENGTH = 3_000;
const KEPT_SECONDS = 15 * 60;

type Fields = Record<string, unknown>;

const formsOfRequests = new WeakMap<Request, object>();
const fieldsOfForms = new WeakMap<object, Fields>();

/** Notes which form this request's action read (the object `readForm` answered). */
export function rememberForm(request: Request, form: object) {
  formsOfRequests.set(request, form);
}

/** Notes the fields a form's schema read from it (conform's payload: strings and lists). */
export function rememberFields(form: object, fields: Fields) {
  fieldsOfForms.set(form, fields);
}

/** The fields of the form this request's action read, without its secrets; null when it read none. */
export function fieldsToKeep(request: Request): Fields | null {
  const form = formsOfRequests.get(request);
  const fields = form ? fieldsOfForms.get(form) : undefined;
  if (!fields) return null;
  const kept = Object.fromEntries(Object.entries(fields).filter(([name]) => !SECRET.test(name)));
  return Object.keys(kept).length ? kept : null;
}

const KeptForm = z.object({ path: z.string(), fields: z.record(z.string(), z.unknown()) });

let cookie: SealedCookie | undefined;
function keptFormCookie() {
  const config = getConfig();
  cookie ??= createSealedCookie("__kept_form", {
    httpOnly: true,
    sameSite: "lax",
    // Only the customer area's pages take it back.
    path: href("/mi-cuenta"),
    secure: config.NODE_ENV === "production",
    secrets: config.SESSION_SECRET,
    maxAge: KEPT_SECONDS,
  });
  return cookie;
}

/** The Set-Cookie that keeps `fields` for the page at `path`; null when there is nothing (or too much) to keep. */
export async function keepForm(path: string, fields: Fields | null): Promise<string | null> {
  if (!fields) return null;
  const header = await keptFormCookie().serialize({ path, fields });
  return header.length > MAX_SEALED_LENGTH ? null : header;
}

/** Whether a form is kept for the page at `path` (the proof page words its toast by it). */
export async function hasKeptForm(request: Request, path: string) {
  return (await readKept(request))?.path === path;
}

async function readKept(request: Request) {
  const parsed = KeptForm.safeParse(await keptFormCookie().parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data : null;
}

/**
 * For a page's loader: the form kept for this very page, as a form result (the values it
 * shows again, no errors), with the Set-Cookie that forgets it; nothing for any other page.
 */
export async function takeKeptForm(
  request: Request,
): Promise<{ form: SubmissionResult<string[]> | null; headers?: HeadersInit }> {
  const kept = await readKept(request);
  const url = pageUrl(request);
  if (!kept || kept.path !== `${url.pathname}${url.search}`) return { form: null };
  return {
    // The payload conform made of the form, as a refused form's result would echo it.
    form: { initialValue: kept.fields as SubmissionResult<string[]>["initialValue"] },
    headers: { "Set-Cookie": await keptFormCookie().serialize("", { maxAge: 0 }) },
  };
}
