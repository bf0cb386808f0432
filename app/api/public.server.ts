import {
  Application, ApplicationStart, AvailabilityResponse, InfrastructureBoxList, JobApplication, LocalityList, PlanList,
  SalesAttempt, StreamingBannerList, ValidationResult,
  type ApplicationRequest, type AvailabilityRequest, type SalesAttemptRequest,
} from "../../contract/public";
import { apiRequest, type ApiOptions } from "./transport.server";

/** Calls anyone may make (`/p/...`): the catalogue and the hiring flow. */

export const listPlans = (options?: ApiOptions) =>
  apiRequest({ name: "listPlans", method: "GET", path: "/p/planes", schema: PlanList }, options);

export const listLocalities = (options?: ApiOptions) =>
  apiRequest({ name: "listLocalities", method: "GET", path: "/p/localidades", schema: LocalityList }, options);

/** The boxes the map clusters; all of them, or one locality's. */
export const listInfrastructureBoxes = (query: { localidad_id?: number } = {}, options?: ApiOptions) =>
  apiRequest({ name: "listInfrastructureBoxes", method: "GET", path: "/p/infraestructura/cajas", query, schema: InfrastructureBoxList }, options);

export const checkAvailability = (point: AvailabilityRequest, options?: ApiOptions) =>
  apiRequest(
    { name: "checkAvailability", method: "POST", path: "/p/infraestructura/cajas/check-disponibilidad", body: point, schema: AvailabilityResponse },
    options,
  );

/** A DNI, checked for format and against the debtors list (422 with a message on `dni`). */
export const validateCustomer = (dni: string, options?: ApiOptions) =>
  apiRequest({ name: "validateCustomer", method: "POST", path: "/p/utils/validator/validate-customer", body: { dni }, schema: ValidationResult }, options);

/** A CUIT, checked for its check digit and against the debtors list (422 on `cuit`). */
export const validateEnterprise = (cuit: string, options?: ApiOptions) =>
  apiRequest({ name: "validateEnterprise", method: "POST", path: "/p/utils/validator/validate-enterprise", body: { cuit }, schema: ValidationResult }, options);

/** The one-time id an application must carry, so a resent form creates nothing twice. */
export const startApplication = (options?: ApiOptions) =>
  apiRequest({ name: "startApplication", method: "GET", path: "/p/iniciar-solicitud", schema: ApplicationStart }, options);

export const submitApplication = (application: ApplicationRequest, options?: ApiOptions) =>
  apiRequest({ name: "submitApplication", method: "POST", path: "/p/ventas/solicitudes", body: application, schema: Application }, options);

export const recordSalesAttempt = (attempt: SalesAttemptRequest, options?: ApiOptions) =>
  apiRequest({ name: "recordSalesAttempt", method: "POST", path: "/p/ventas/intento-venta", body: attempt, schema: SalesAttempt }, options);

export const listStreamingBanners = (options?: ApiOptions) =>
  apiRequest({ name: "listStreamingBanners", method: "GET", path: "/p/dgo-banners", schema: StreamingBannerList }, options);

/** The work-with-us form as multipart: nombre, apellido, email, phone, area, message and the `cv` file. */
export const sendJobApplication = (form: FormData, options?: ApiOptions) =>
  apiRequest({ name: "sendJobApplication", method: "POST", path: "/p/work-with-us", body: form, schema: JobApplication }, options);

