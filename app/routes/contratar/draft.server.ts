import { href, redirect } from "react-router";
import { z } from "zod";
import { draftStore } from "~/utils/draft-store.server";
import { readStaffSession } from "~/utils/staff-session.server";

/**
 * The hiring draft: what the applicant has told us so far, in the flow's own draft cookie
 * `__contratar` between the steps (docs/design.md#hiring-flow, decision 018; `app/utils/draft-store.server.ts`).
 * It holds only what the next steps need, and is cleared of personal data once the
 * application is sent. An agent's sale by phone (decision 145) is stamped with the agent's
 * number: only that agent's staff session reads it, and a draft made without one is not
 * read by any agent, so a caller's data never passes between a sale and anyone else.
 */

const DRAFT_LIFETIME_S = 24 * 60 * 60;

const Applicant = z.object({
  nombre: z.string(),
  apellido: z.string(),
  dni: z.string(),
  /** E.164. */
  phone: z.string(),
  email: z.string(),
  /** Birth date, ISO. */
  date: z.string(),
  cuit: z.string().optional(),
});
export type DraftApplicant = z.infer<typeof Applicant>;

const Location = z.object({
  localidad_id: z.number().int(),
  localidad: z.string(),
  /** The address as the applicant typed it. */
  address: z.string(),
  /** Street and number as the geocoder read them, to prefill the form step. */
  street: z.string().optional(),
  number: z.string().optional(),
  lat: z.number(),
  lng: z.number(),
  available: z.boolean(),
  /** Whether the sales attempt of this check was recorded. */
  attempt: z.boolean(),
});
export type DraftLocation = z.infer<typeof Location>;

/** The one-time id of `GET /p/iniciar-solicitud`, reused by every resend of the form. */
const ApplicationTicket = z.object({ id: z.string(), expires_at: z.string() });

/** What the confirmation page shows once the application is in. */
const SentApplication = z.object({
  number: z.string(),
  plan: z.string().optional(),
  phone: z.string(),
  address: z.string(),
});
export type SentApplication = z.infer<typeof SentApplication>;

const Draft = z.object({
  /** The agent whose sale by phone this is (decision 145); none for the public's own application. */
  agent: z.string().optional(),
  plan: z.number().int().positive().optional(),
  applicant: Applicant.optional(),
  location: Location.optional(),
  ticket: ApplicationTicket.optional(),
  sent: SentApplication.optional(),
});
export type Draft = z.infer<typeof Draft>;

const hiringDraft = draftStore("__contratar", Draft, DRAFT_LIFETIME_S);

/** Who makes the request's sale: the agent's number while a staff session is on, none for anyone else. */
export function sellerOf(request: Request) {
  const staff = readStaffSession(request);
  return staff.state === "active" ? staff.session.agentNumber : undefined;
}

/** The draft as stored, whoever it belongs to: for the flow's guard of an agent's sale whose session ended. */
export const storedDraft = hiringDraft.read;

/**
 * The request's draft; empty when there is none, it was tampered with, its shape is old, or
 * it is not this seller's (another agent's sale, an agent's sale read without their session,
 * the public's draft read by an agent).
 */
export async function readDraft(request: Request): Promise<Draft> {
  const draft = await hiringDraft.read(request);
  return draft.agent === sellerOf(request) ? draft : {};
}

/** The Set-Cookie header that stores `draft`, stamped with the request's seller. */
export const saveDraft = (request: Request, draft: Draft) => hiringDraft.save({ ...draft, agent: sellerOf(request) });

/** The Set-Cookie header that forgets the draft. */
export const clearDraft = hiringDraft.clear;

/** A redirect that also stores the draft, stamped with the request's seller. */
export const redirectWithDraft = (request: Request, url: string, draft: Draft, init?: ResponseInit) =>
  hiringDraft.redirectWith(url, { ...draft, agent: sellerOf(request) }, init);

/** The first step not done yet (the redirect guard of `/contratar`). */
export function nextStep(draft: Draft): string {
  if (!draft.applicant) return href("/contratar/dejanos-tus-datos");
  if (!draft.location?.available) return href("/contratar/seleccionar-ubicacion");
  return href("/contratar/formulario");
}

/** The has-data guard: the draft holds the applicant's data, or back to the first step. */
export async function requireApplicant(request: Request) {
  const draft = await readDraft(request);
  if (!draft.applicant)
    throw redirect(draft.sent ? href("/contratar/solicitud-enviada") : href("/contratar/dejanos-tus-datos"));
  return { draft, applicant: draft.applicant };
}

/** The can-hire guard: the location was checked and has service, or back to the step that is missing. */
export async function requireServiceableLocation(request: Request) {
  const { draft, applicant } = await requireApplicant(request);
  if (!draft.location?.available) throw redirect(href("/contratar/seleccionar-ubicacion"));
  return { draft, applicant, location: draft.location };
}
