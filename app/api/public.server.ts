import type { ApplicationRequest, AvailabilityRequest, SalesAttemptRequest } from "../../contract/public";
import { operations } from "../../contract/operations";
import { apiRequest, type ApiOptions } from "./transport.server";

/** Calls anyone may make (`/p/...`): the catalogue and the hiring flow. */

export const listPlans = (options?: ApiOptions) => apiRequest(operations.listPlans, {}, options);

export const listLocalities = (options?: ApiOptions) => apiRequest(operations.listLocalities, {}, options);

/** The boxes the map clusters; all of them, or one locality's. */
export const listInfrastructureBoxes = (query: { localidad_id?: number } = {}, options?: ApiOptions) =>
  apiRequest(operations.listInfrastructureBoxes, { query }, options);

export const checkAvailability = (point: AvailabilityRequest, options?: ApiOptions) =>
  apiRequest(operations.checkAvailability, { body: point }, options);

/** A DNI, checked for format and against the debtors list (422 with a message on `dni`). */
export const validateCustomer = (dni: string, options?: ApiOptions) =>
  apiRequest(operations.validateCustomer, { body: { dni } }, options);

/** A CUIT, checked for its check digit and against the debtors list (422 on `cuit`). */
export const validateEnterprise = (cuit: string, options?: ApiOptions) =>
  apiRequest(operations.validateEnterprise, { body: { cuit } }, options);

/** The one-time id an application must carry, so a resent form creates nothing twice. */
export const startApplication = (options?: ApiOptions) => apiRequest(operations.startApplication, {}, options);

export const submitApplication = (application: ApplicationRequest, options?: ApiOptions) =>
  apiRequest(operations.submitApplication, { body: application }, options);

export const recordSalesAttempt = (attempt: SalesAttemptRequest, options?: ApiOptions) =>
  apiRequest(operations.recordSalesAttempt, { body: attempt }, options);

export const listStreamingBanners = (options?: ApiOptions) => apiRequest(operations.listStreamingBanners, {}, options);

/** The work-with-us form as multipart: nombre, apellido, email, phone, area, message and the `cv` file. */
export const sendJobApplication = (form: FormData, options?: ApiOptions) =>
  apiRequest(operations.sendJobApplication, { body: form }, options);
