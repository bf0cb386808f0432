import { z } from "zod";
import { Id, IsoDate, IsoDateTime, Money } from "./common.ts";
import { Cuit, Dni } from "./identification.ts";

/** Calls anyone may make, under `/p/...`. */

export const PlanKind = z.enum(["internet", "tv", "combo"]);
export type PlanKind = z.infer<typeof PlanKind>;

export const Plan = z.object({
  id: Id,
  name: z.string(),
  kind: PlanKind,
  /** Null for TV-only plans. */
  download_mbps: z.number().int().positive().nullable(),
  upload_mbps: z.number().int().positive().nullable(),
  /** Monthly price in ARS, taxes included. */
  price: Money,
  features: z.array(z.string()),
  featured: z.boolean(),
});
export type Plan = z.infer<typeof Plan>;
export const PlanList = z.array(Plan);

/** GeoJSON polygon: rings of `[lng, lat]` positions, as Leaflet's `geoJSON` reads them. */
export const CoveragePolygon = z.object({
  type: z.literal("Polygon"),
  coordinates: z.array(z.array(z.tuple([z.number(), z.number()]))),
});
export type CoveragePolygon = z.infer<typeof CoveragePolygon>;

export const LatLng = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

export const Locality = z.object({
  id: Id,
  name: z.string(),
  province: z.string(),
  department: z.string(),
  postcode: z.string(),
  center: LatLng,
  coverage: CoveragePolygon,
});
export type Locality = z.infer<typeof Locality>;
export const LocalityList = z.array(Locality);

/** An infrastructure box (caja NAP) a new connection is wired from. */
export const InfrastructureBox = z.object({
  id: Id,
  code: z.string(),
  locality_id: Id,
  lat: z.number(),
  lng: z.number(),
  /** How far a drop cable reaches from this box, in metres. */
  reach_m: z.number().int().positive(),
});
export type InfrastructureBox = z.infer<typeof InfrastructureBox>;
export const InfrastructureBoxList = z.array(InfrastructureBox);

export const InfrastructureBoxQuery = z.object({
  localidad_id: z.coerce.number().int().positive().optional(),
});

const latitude = z.number({ error: "Indicá la ubicación en el mapa" }).min(-90).max(90);
const longitude = z.number({ error: "Indicá la ubicación en el mapa" }).min(-180).max(180);

export const AvailabilityRequest = z.object({
  lat: latitude,
  lng: longitude,
  localidad_id: Id.optional(),
});
export type AvailabilityRequest = z.infer<typeof AvailabilityRequest>;

export const AvailabilityResponse = z.object({
  available: z.boolean(),
  /** Why there is no service; null when there is. */
  reason: z.enum(["outside_coverage", "no_box_in_reach"]).nullable(),
  locality: z.object({ id: Id, name: z.string() }).nullable(),
  /** The nearest box of the locality, even when it is out of reach. */
  box: InfrastructureBox.nullable(),
  distance_m: z.number().int().nonnegative().nullable(),
});
export type AvailabilityResponse = z.infer<typeof AvailabilityResponse>;

/** A one-time id the application must carry, so a resent form creates nothing twice. */
export const ApplicationStart = z.object({
  request_id: z.string(),
  expires_at: IsoDateTime,
});
export type ApplicationStart = z.infer<typeof ApplicationStart>;

export const ValidateCustomerRequest = z.object({ dni: Dni });
export type ValidateCustomerRequest = z.infer<typeof ValidateCustomerRequest>;
export const ValidateEnterpriseRequest = z.object({ cuit: Cuit });
export type ValidateEnterpriseRequest = z.infer<typeof ValidateEnterpriseRequest>;

export const ValidationResult = z.object({
  valid: z.literal(true),
  identification: z.string(),
  kind: z.enum(["person", "company"]),
});
export type ValidationResult = z.infer<typeof ValidationResult>;

const name = (missing: string) => z.string({ error: missing }).trim().min(1, missing).max(80);
const email = z.email({ error: "Ingresá un correo electrónico válido" }).max(120);
/** Argentine phone numbers as people write them: +54 9 351 555-1234, 0351 15 555-1234… */
export const Phone = z
  .string({ error: "Ingresá un teléfono" })
  .trim()
  .regex(/^\+?[\d\s().-]{8,24}$/, "Ingresá un teléfono con código de área")
  .refine((value) => value.replace(/\D/g, "").length >= 10, "Ingresá un teléfono con código de área");

const birthDate = IsoDate.refine((value) => {
  const age = (Date.now() - Date.parse(value)) / (365.25 * 24 * 3600 * 1000);
  return age >= 18 && age < 120;
}, "Tenés que ser mayor de 18 años");

/** What the portal records when someone checks availability at an address (docs/spec.md#entities). */
export const SalesAttemptRequest = z.object({
  nombre: name("Ingresá tu nombre"),
  apellido: name("Ingresá tu apellido"),
  dni: z
    .string({ error: "Ingresá tu DNI o CUIT" })
    .trim()
    .regex(/^(\d{7,8}|\d{11})$/, "Ingresá un DNI o CUIT válido, solo números"),
  phone: Phone,
  email,
  lat: latitude,
  lng: longitude,
  localidad_id: Id,
  date: birthDate,
  /** What check-disponibilidad answered, when the portal knows it. */
  available: z.boolean().optional(),
});
export type SalesAttemptRequest = z.infer<typeof SalesAttemptRequest>;

export const SalesAttempt = z.object({ id: Id, created_at: IsoDateTime });
export type SalesAttempt = z.infer<typeof SalesAttempt>;

export const ApplicantKind = z.enum(["person", "company"]);

export const ApplicationRequest = z
  .object({
    request_id: z
      .string({ error: "Falta el identificador de la solicitud" })
      .min(1, "Falta el identificador de la solicitud"),
    plan_id: Id,
    localidad_id: Id,
    lat: latitude,
    lng: longitude,
    address: z.object({
      street: z.string({ error: "Ingresá la calle" }).trim().min(1, "Ingresá la calle").max(100),
      number: z
        .string({ error: "Ingresá la altura" })
        .trim()
        .regex(/^\d{1,5}$/, "Ingresá la altura, solo números"),
      floor: z.string().trim().max(10).optional(),
      apartment: z.string().trim().max(10).optional(),
      notes: z.string().trim().max(300).optional(),
    }),
    applicant: z.object({
      kind: ApplicantKind,
      /** DNI for people, CUIT for companies. */
      identification: z.string({ error: "Ingresá el DNI o CUIT" }).trim(),
      nombre: name("Ingresá el nombre"),
      apellido: z.string().trim().max(80).optional(),
      business_name: z.string().trim().max(120).optional(),
      email,
      phone: Phone,
      birth_date: birthDate.optional(),
    }),
    accept_terms: z.literal(true, { error: "Tenés que aceptar los términos y condiciones" }),
  })
  .superRefine((application, ctx) => {
    const { kind, identification, apellido, business_name } = application.applicant;
    if (kind === "person" && !/^\d{7,8}$/.test(identification)) {
      ctx.addIssue({
        code: "custom",
        path: ["applicant", "identification"],
        message: "El DNI debe tener 7 u 8 números, sin puntos",
      });
    }
    if (kind === "person" && !apellido) {
      ctx.addIssue({ code: "custom", path: ["applicant", "apellido"], message: "Ingresá el apellido" });
    }
    if (kind === "company" && !Cuit.safeParse(identification).success) {
      ctx.addIssue({ code: "custom", path: ["applicant", "identification"], message: "El CUIT no es válido" });
    }
    if (kind === "company" && !business_name) {
      ctx.addIssue({ code: "custom", path: ["applicant", "business_name"], message: "Ingresá la razón social" });
    }
  });
export type ApplicationRequest = z.infer<typeof ApplicationRequest>;

export const Application = z.object({
  id: Id,
  /** What the applicant quotes when calling: `SOL-<year>-<six digits>`. */
  number: z.string(),
  status: z.enum(["received", "scheduled", "installed", "cancelled"]),
  plan_id: Id,
  created_at: IsoDateTime,
});
export type Application = z.infer<typeof Application>;

export const StreamingBanner = z.object({
  id: Id,
  title: z.string(),
  subtitle: z.string(),
  image_url: z.url(),
  link_url: z.string(),
  order: z.number().int(),
});
export type StreamingBanner = z.infer<typeof StreamingBanner>;
export const StreamingBannerList = z.array(StreamingBanner);

/** The text fields of the work-with-us form; the CV travels beside them as the `cv` file. */
export const JobApplicationFields = z.object({
  nombre: name("Ingresá tu nombre"),
  apellido: name("Ingresá tu apellido"),
  email,
  phone: Phone,
  area: z.enum(["tecnica", "atencion", "ventas", "administracion", "otra"], {
    error: "Elegí un área",
  }),
  message: z.string().trim().max(1000, "Escribí como máximo 1000 caracteres").optional(),
});
export type JobApplicationFields = z.infer<typeof JobApplicationFields>;

export const JobApplication = z.object({ id: Id, created_at: IsoDateTime });
export type JobApplication = z.infer<typeof JobApplication>;
