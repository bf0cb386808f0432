import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { addFault, freshDni } from "../support/sandbox";
import { SERVERS } from "../support/servers";

/**
 * Helpers of the hiring-flow tests. Tests run in parallel over one sandbox database, so
 * each applicant gets identifications no other test uses, and assertions about what the
 * sandbox recorded filter by them.
 */

const random = (from: number, to: number) => from + Math.floor(Math.random() * (to - from));

/** A company CUIT (prefix 30) with a valid check digit. */
export function uniqueCuit(): string {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  for (;;) {
    const first = `30${random(10_000_000, 99_999_999)}`;
    const check = 11 - (weights.reduce((sum, weight, index) => sum + weight * Number(first[index]), 0) % 11);
    if (check === 10) continue;
    return `${first}${check === 11 ? 0 : check}`;
  }
}

export type Applicant = {
  nombre: string;
  apellido: string;
  dni: string;
  phone: string;
  email: string;
  date: string;
  cuit?: string;
};

export async function newApplicant(overrides: Partial<Applicant> = {}): Promise<Applicant> {
  const dni = await freshDni();
  return {
    nombre: "Ana María",
    apellido: "Ruiz",
    // Pasted the way agents get them from other systems.
    dni: `${dni.slice(0, 2)}.${dni.slice(2, 5)}.${dni.slice(5)}`,
    phone: "(0351) 15-555-1234",
    email: `ana.${dni}@example.com`,
    date: "02/04/1990",
    ...overrides,
  };
}

export const digits = (text: string) => text.replace(/\D/g, "");

/** Where the sandbox's Cosquín has service, and where it has none (docs: the main road's first numbers). */
export const SERVICE_ADDRESS = { locality: "Cosquín", address: "Av. San Martín 2950" };
export const NO_SERVICE_ADDRESS = { locality: "Cosquín", address: "Av. San Martín 10" };

export async function fillApplicant(page: Page, applicant: Applicant) {
  await page.getByLabel("Nombre", { exact: true }).fill(applicant.nombre);
  await page.getByLabel("Apellido", { exact: true }).fill(applicant.apellido);
  await page.getByLabel("DNI", { exact: true }).fill(applicant.dni);
  await page.getByLabel("Teléfono").fill(applicant.phone);
  await page.getByLabel("Correo electrónico").fill(applicant.email);
  await page.getByLabel("Fecha de nacimiento").fill(applicant.date);
  await page.getByLabel("CUIT de la empresa (opcional)").fill(applicant.cuit ?? "");
}

export async function submitApplicant(page: Page, applicant: Applicant) {
  await fillApplicant(page, applicant);
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page).toHaveURL(/\/contratar\/seleccionar-ubicacion$/);
}

export async function fillLocation(page: Page, place: { locality: string; address: string }) {
  const address = page.getByLabel("Calle y altura");
  // With JavaScript the field suggests addresses once its module has loaded (and for what
  // was typed before, too): the test waits for it, types, and closes the suggestions to
  // submit the address as typed.
  if (await page.evaluate(() => document.documentElement.dataset.hydrated === "true")) {
    await expect(address).toHaveAttribute("role", "combobox");
  }
  await page.getByLabel("Localidad").selectOption({ label: place.locality });
  await address.fill(place.address);
  await address.press("Escape");
}

export async function checkLocation(page: Page, place: { locality: string; address: string }) {
  await fillLocation(page, place);
  await page.getByRole("button", { name: "Consultar disponibilidad" }).click();
}

export async function fillApplication(page: Page, options: { company?: { cuit: string; name: string } } = {}) {
  await page.getByLabel("Piso (opcional)").fill("1");
  await page.getByLabel("Departamento (opcional)").fill("B");
  await page.getByLabel("Entre calles (opcional)").fill("Belgrano y Sarmiento");
  await page.getByLabel("Referencias (opcional)").fill("Portón verde");
  if (options.company) {
    await page.getByLabel("A nombre de una empresa").check();
    await page.getByLabel("CUIT de la empresa").fill(options.company.cuit);
    await page.getByLabel("Razón social").fill(options.company.name);
  }
  await page.getByLabel(/Ley 25\.326/).check();
  await page.getByRole("checkbox", { name: /términos y condiciones/ }).check();
}

/** What the sandbox recorded for an identification (fault switch listings). */
export async function sandboxApplications(identification: string) {
  const response = await fetch(`${SERVERS.sandbox}/__faults/applications?identification=${identification}`);
  return (
    (await response.json()) as {
      applications: {
        number: string;
        plan_id: number;
        request_id: string;
        applicant: Record<string, unknown>;
        address: Record<string, unknown>;
      }[];
    }
  ).applications;
}

export async function sandboxSalesAttempts(identification: string) {
  const response = await fetch(`${SERVERS.sandbox}/__faults/sales-attempts?identification=${identification}`);
  return ((await response.json()) as { attempts: Record<string, unknown>[] }).attempts;
}

/**
 * Makes the sandbox answer the next matching call late (and normally after that); with
 * `bodyContains`, only a call whose body holds that text (one test's applicant).
 */
export async function delayNextCall(method: string, path: string, delayMs: number, bodyContains?: string) {
  await addFault({ method, path, delayMs, times: 1, bodyContains });
}
