import type { TFunction } from "i18next";
import { z } from "zod";
import { sendJobApplication } from "~/api/public.server";
import { FILE_KINDS } from "~/utils/uploads.server";

/** The work-with-us form: who, how to reach them, the area, a message, the CV and the consent (Ley 25.326). */

export const AREAS = ["tecnica", "atencion", "ventas", "administracion", "otra"] as const;
export const CV_KINDS = [FILE_KINDS.pdf, FILE_KINDS.doc, FILE_KINDS.docx];

const name = (missing: string, tooLong: string) => z.string({ error: missing }).trim().min(1, missing).max(80, tooLong);

export function jobApplicationSchema(t: TFunction<"careers">) {
  const phone = t("errors.phone");
  return z.object({
    nombre: name(t("errors.nombre"), t("errors.tooLong", { max: 80 })),
    apellido: name(t("errors.apellido"), t("errors.tooLong", { max: 80 })),
    email: z.email({ error: t("errors.email") }).max(120, t("errors.tooLong", { max: 120 })),
    // The provider's rule (contract/public.ts `Phone`): as people write it, with the area code.
    phone: z
      .string({ error: phone })
      .trim()
      .regex(/^\+?[\d\s().-]{8,24}$/, phone)
      .refine((value) => value.replace(/\D/g, "").length >= 10, phone),
    area: z.enum(AREAS, { error: t("errors.area") }),
    mensaje: z
      .string()
      .trim()
      .max(1000, t("errors.tooLong", { max: 1000 }))
      .optional(),
    consent: z.literal("on", { error: t("errors.consent") }),
  });
}

export type JobApplicationForm = z.output<ReturnType<typeof jobApplicationSchema>>;

/** The API's field names, as the form calls them. */
export const API_FIELDS: Record<string, string> = {
  nombre: "nombre",
  apellido: "apellido",
  email: "email",
  phone: "phone",
  area: "area",
  message: "mensaje",
  cv: "cv",
};

export function sendApplication(form: JobApplicationForm, cv: File) {
  const body = new FormData();
  body.set("nombre", form.nombre);
  body.set("apellido", form.apellido);
  body.set("email", form.email);
  body.set("phone", form.phone);
  body.set("area", form.area);
  if (form.mensaje) body.set("message", form.mensaje);
  body.set("cv", cv, cv.name);
  return sendJobApplication(body);
}
