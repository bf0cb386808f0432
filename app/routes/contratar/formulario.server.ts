import { z } from "zod";
import type { ApplicationRequest, Plan } from "../../../contract/public";
import { startApplication } from "~/api/public.server";
import { getConfig } from "~/config.server";
import { isValidCuit, normalizeCuit } from "~/utils/normalize.server";
import { fail, type HiringT } from "./dejanos-tus-datos.server";
import type { Draft, DraftApplicant, DraftLocation } from "./draft.server";

/** A ticket this close to expiry is replaced before the form is shown. */
const TICKET_MARGIN_MS = 15 * 60 * 1000;

/**
 * The one-time id every copy of this application carries (`GET /p/iniciar-solicitud`).
 * Taken when the form is shown, not when it is sent, so that two copies sent at once (a
 * double click, a resend after a slow answer, back and send again) carry the same id and
 * the API creates one application.
 */
export async function ensureTicket(draft: Draft, now = Date.now()) {
  if (draft.ticket && Date.parse(draft.ticket.expires_at) - now > TICKET_MARGIN_MS)
    return { ticket: draft.ticket, renewed: false };
  const started = await startApplication();
  return { ticket: { id: started.request_id, expires_at: started.expires_at }, renewed: true };
}

/** Step 3: the plan, the installation address, who holds the service, and the consents. */
export function applicationSchema(t: HiringT, plans: Plan[]) {
  const optional = (max: number, message: string) => z.string().trim().max(max, message).optional();
  const base = z.object({
    plan: z
      .string({ error: t("errors.planRequired") })
      .transform((value, ctx) => plans.find((plan) => String(plan.id) === value) ?? fail(ctx, t("errors.planUnknown"))),
    calle: z
      .string({ error: t("errors.calleRequired") })
      .trim()
      .min(1, t("errors.calleRequired"))
      .max(100, t("errors.calleTooLong")),
    altura: z
      .string({ error: t("errors.alturaRequired") })
      .trim()
      .regex(/^\d{1,5}$/, t("errors.alturaFormat")),
    piso: optional(10, t("errors.pisoTooLong")),
    depto: optional(10, t("errors.deptoTooLong")),
    entre_calles: optional(100, t("errors.entreCallesTooLong")),
    referencias: optional(150, t("errors.referenciasTooLong")),
    consentimiento: z.literal("on", { error: t("errors.consentRequired") }),
    terminos: z.literal("on", { error: t("errors.termsRequired") }),
  });
  return z.discriminatedUnion(
    "titular",
    [
      base.extend({ titular: z.literal("persona") }),
      base.extend({
        titular: z.literal("empresa"),
        cuit: z.string({ error: t("errors.cuitRequired") }).transform((value, ctx) => {
          const cuit = normalizeCuit(value);
          if (!cuit) return fail(ctx, t("errors.cuitFormat"));
          return isValidCuit(cuit) ? cuit : fail(ctx, t("errors.cuitInvalid"));
        }),
        razon_social: z
          .string({ error: t("errors.razonSocialRequired") })
          .trim()
          .min(1, t("errors.razonSocialRequired"))
          .max(120, t("errors.razonSocialTooLong")),
      }),
    ],
    { error: t("errors.holderRequired") },
  );
}

export type ApplicationForm = z.output<ReturnType<typeof applicationSchema>>;

/** The API's field names → the form's, for its refusals. */
export function refusalFields(form: ApplicationForm): Record<string, string> {
  return {
    plan_id: "plan",
    "address.street": "calle",
    "address.number": "altura",
    "address.floor": "piso",
    "address.apartment": "depto",
    "address.notes": "referencias",
    "applicant.business_name": "razon_social",
    accept_terms: "terminos",
    // A person's DNI is not on this form: its refusal shows above the form.
    ...(form.titular === "empresa" ? { "applicant.identification": "cuit" } : {}),
  };
}

/** What `POST /p/ventas/solicitudes` takes, from the form and the draft. */
export function applicationRequest(
  t: HiringT,
  form: ApplicationForm,
  applicant: DraftApplicant,
  location: DraftLocation,
  requestId: string,
): ApplicationRequest {
  const notes =
    form.entre_calles || form.referencias
      ? [
          form.entre_calles && t("notes.between", { between: form.entre_calles }),
          form.referencias && t("notes.references", { references: form.referencias }),
        ]
          .filter(Boolean)
          .join(" ")
      : undefined;
  const person = {
    nombre: applicant.nombre,
    apellido: applicant.apellido,
    email: applicant.email,
    phone: applicant.phone,
    birth_date: applicant.date,
  };
  return {
    request_id: requestId,
    plan_id: form.plan.id,
    localidad_id: location.localidad_id,
    lat: location.lat,
    lng: location.lng,
    address: { street: form.calle, number: form.altura, floor: form.piso, apartment: form.depto, notes },
    applicant:
      form.titular === "empresa"
        ? { kind: "company", identification: form.cuit, business_name: form.razon_social, ...person }
        : { kind: "person", identification: applicant.dni, ...person },
    accept_terms: true,
  };
}

/** The form step's words in a sale by phone (decision 145): the notice as a script, the agent's confirmations. */
export function deskWords(t: HiringT) {
  return {
    scriptTitle: t("desk.scriptTitle"),
    consentScript: t("desk.consentScript", { product: getConfig().PRODUCT_NAME }),
    consentRead: t("desk.consentRead"),
    terms: t("desk.terms"),
  };
}
