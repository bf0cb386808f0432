import { cuitCheckDigit } from "../../contract/identification.ts";
import { operations } from "../../contract/operations.ts";
import { answered, expectStatus, expectThat, needs, succeeded } from "../expect.ts";
import { KIT_LABEL, pdfFile, textAsPdf } from "../fixtures.ts";
import type { Kit } from "../kit.ts";
import { answers, read } from "./support.ts";

/**
 * Hiring and "trabajá con nosotros", for the `not_a_customer` DNI as the applicant: the
 * validators by the check-digit rule (a CUIT one digit off is refused, the right one taken),
 * an application made once however often its form is sent, and a CV judged by its bytes.
 * The kit's application and CV say "Prueba de conformidad": the provider's people can drop them.
 */

/** The CUIT of a person with this DNI (prefix 20, or 23 when 20 gives no check digit). */
export function cuitOf(dni: string): string {
  for (const prefix of ["20", "23", "27"]) {
    const firstTen = `${prefix}${dni.padStart(8, "0")}`;
    const digit = cuitCheckDigit(firstTen);
    if (digit !== null) return `${firstTen}${digit}`;
  }
  throw new Error(`No CUIT prefix gives ${dni} a check digit`);
}

/** A company's CUIT from the DNI's digits with a check digit one off the right one: refused by the rule, whatever the rest. */
function wrongCompanyCuit(dni: string): string {
  const firstTen = `30${dni.padStart(8, "0")}`;
  return `${firstTen}${((cuitCheckDigit(firstTen) ?? 9) + 1) % 10}`;
}

const applicant = (dni: string) => ({
  kind: "person" as const,
  identification: dni,
  nombre: "Prueba",
  apellido: "Conformidad",
  email: "conformidad@example.com",
  phone: "+54 9 351 555-0199",
  birth_date: "1990-01-01",
});

export async function hiringChecks(kit: Kit) {
  const { api } = kit;
  const dni = () => kit.account("not_a_customer").identification;

  const boxes = await kit.check(operations.listInfrastructureBoxes, "answers", async () => {
    const [locality] = await read(kit, operations.listLocalities);
    const list = succeeded(
      await api.call(operations.listInfrastructureBoxes, {
        query: { localidad_id: needs(locality, "GET /p/localidades listed no locality").id },
      }),
    );
    expectThat(
      list.every((box) => box.locality_id === locality!.id),
      `boxes of locality ${locality!.id} include another locality's`,
    );
    return list;
  });

  const point = await kit.check(operations.checkAvailability, "answers", async () => {
    const box = needs(boxes?.[0], "listInfrastructureBoxes.answers listed no box");
    const answer = succeeded(await api.call(operations.checkAvailability, { json: { lat: box.lat, lng: box.lng } }));
    // Standing on a box is within its reach.
    expectThat(
      answer.available && answer.box !== null,
      `the point of box ${box.id} answers ${answer.reason ?? "no box"}`,
    );
    return { lat: box.lat, lng: box.lng, localidad_id: box.locality_id };
  });

  await kit.check(operations.validateCustomer, "answers", async () => {
    const answer = succeeded(await api.call(operations.validateCustomer, { json: { dni: dni() } }));
    expectThat(
      answer.identification === dni() && answer.kind === "person",
      `validating DNI ${dni()} answered ${JSON.stringify(answer)}`,
    );
  });

  await kit.check(operations.validateCustomer, "dni_form", async () => {
    // A DNI has 7 or 8 digits, nothing else: dots are the portal's to strip.
    for (const dni of ["123456", "20.304.050"]) {
      const refused = await api.call(operations.validateCustomer, { json: { dni }, deliberate: true });
      expectStatus(refused, 400);
      expectThat(
        (refused.body as { errors?: Record<string, unknown> })?.errors?.dni,
        `${refused.request} refused DNI ${dni} without a message on dni`,
      );
    }
  });

  await kit.check(operations.validateEnterprise, "check_digit", async () => {
    const right = cuitOf(dni());
    const wrong = right.slice(0, 10) + String((Number(right[10]) + 1) % 10);
    const refused = await api.call(operations.validateEnterprise, { json: { cuit: wrong }, deliberate: true });
    expectStatus(refused, 400);
    expectThat(
      (refused.body as { errors?: Record<string, unknown> })?.errors?.cuit,
      `${refused.request} refused CUIT ${wrong} without a message on cuit`,
    );
    const taken = answered(await api.call(operations.validateEnterprise, { json: { cuit: right } }));
    expectThat(
      taken.valid === true && taken.kind === "person",
      `the valid CUIT ${right} answered ${JSON.stringify(taken)}`,
    );
  });

  await kit.check(operations.submitApplication, "once", async () => {
    const where = needs(point, "checkAvailability.answers found no point with service");
    const plans = await read(kit, operations.listPlans);
    const plan = needs(
      plans.find((candidate) => candidate.kind === "internet") ?? plans[0],
      "GET /p/planes listed no plan",
    );
    const { request_id } = succeeded(await api.call(operations.startApplication));
    const application = {
      request_id,
      plan_id: plan.id,
      ...where,
      address: { street: KIT_LABEL, number: "1", notes: KIT_LABEL },
      applicant: applicant(dni()),
      accept_terms: true as const,
    };
    const first = await api.call(operations.submitApplication, { json: application });
    expectStatus(first, 201);
    const again = await api.call(operations.submitApplication, { json: application });
    expectStatus(again, 200);
    expectThat(
      succeeded(again).id === succeeded(first).id,
      `one request_id made applications ${succeeded(first).id} and ${succeeded(again).id}`,
    );
  });

  await kit.check(operations.submitApplication, "check_digit", async () => {
    const where = needs(point, "checkAvailability.answers found no point with service");
    const { request_id } = succeeded(await api.call(operations.startApplication));
    const plan = needs((await read(kit, operations.listPlans))[0], "GET /p/planes listed no plan");
    const company = {
      ...applicant(dni()),
      kind: "company" as const,
      identification: wrongCompanyCuit(dni()),
      business_name: KIT_LABEL,
    };
    const application = {
      request_id,
      plan_id: plan.id,
      ...where,
      address: { street: KIT_LABEL, number: "1" },
      applicant: company,
      accept_terms: true as const,
    };
    const refused = await api.call(operations.submitApplication, { json: application, deliberate: true });
    expectStatus(refused, 400);
    expectThat(
      (refused.body as { errors?: Record<string, unknown> })?.errors?.["applicant.identification"],
      `${refused.request} refused a CUIT with a wrong check digit without a message on applicant.identification`,
    );
  });

  await kit.check(operations.recordSalesAttempt, "answers", async () => {
    const where = needs(point, "checkAvailability.answers found no point with service");
    const { nombre, apellido, email, phone, birth_date } = applicant(dni());
    succeeded(
      await api.call(operations.recordSalesAttempt, {
        json: { nombre, apellido, email, phone, dni: dni(), date: birth_date, ...where, available: true },
      }),
    );
  });

  await answers(kit, operations.searchAddresses, async () => ({
    query: { q: needs((await read(kit, operations.listLocalities))[0], "no locality").name, limit: 3 },
  }));
}

export async function jobApplicationChecks(kit: Kit) {
  const { api } = kit;
  const form = (cv: File) => {
    const fields = new FormData();
    for (const [name, value] of Object.entries({
      nombre: "Prueba",
      apellido: "Conformidad",
      email: "conformidad@example.com",
      phone: "+54 9 351 555-0199",
      area: "otra",
      message: KIT_LABEL,
    })) {
      fields.set(name, value);
    }
    fields.set("cv", cv);
    return fields;
  };
  await answers(kit, operations.sendJobApplication, () => ({ form: form(pdfFile("cv.pdf")) }));
  await kit.check(operations.sendJobApplication, "file_type", async () => {
    expectStatus(await api.call(operations.sendJobApplication, { form: form(textAsPdf("cv.pdf")) }), 400);
  });
}
