import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InfrastructureBoxList, LocalityList, PlanList } from "../../contract/public";
import { insideRing, distanceMetres, offset } from "../../sandbox/geo";
import { fakeFile, startTestSandbox } from "./harness";

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
const call = (...args: Parameters<typeof sandbox.client.call>) => sandbox.client.call(...args);

describe("catalogue", () => {
  it("lists internet, TV and combo plans with prices in pesos", async () => {
    const { status, body } = await call("GET", "/p/planes");
    expect(status).toBe(200);
    const plans = PlanList.parse(body);
    expect(new Set(plans.map((plan) => plan.kind))).toEqual(new Set(["internet", "tv", "combo"]));
    expect(plans.some((plan) => plan.featured)).toBe(true);
  });

  it("lists at least 20 localities of one province, each with a closed coverage polygon", async () => {
    const localities = LocalityList.parse((await call("GET", "/p/localidades")).body);
    expect(localities.length).toBeGreaterThanOrEqual(20);
    expect(new Set(localities.map((locality) => locality.province))).toEqual(new Set(["Córdoba"]));
    for (const locality of localities) {
      const ring = locality.coverage.coordinates[0]!;
      expect(ring[0]).toEqual(ring[ring.length - 1]);
      expect(insideRing(locality.center, ring)).toBe(true);
    }
  });

  it("lists at least 2,000 infrastructure boxes, filterable by locality", async () => {
    const boxes = InfrastructureBoxList.parse((await call("GET", "/p/infraestructura/cajas")).body);
    expect(boxes.length).toBeGreaterThanOrEqual(2000);
    const cosquin = InfrastructureBoxList.parse((await call("GET", "/p/infraestructura/cajas?localidad_id=14")).body);
    expect(cosquin.length).toBeGreaterThan(0);
    expect(cosquin.every((box) => box.locality_id === 14)).toBe(true);
  });

  it("answers the streaming banners in order", async () => {
    const { body } = await call("GET", "/p/dgo-banners");
    expect(body.map((banner: { order: number }) => banner.order)).toEqual([1, 2, 3]);
  });
});

describe("check-disponibilidad", () => {
  it("finds service at a locality's centre, naming the box and the distance", async () => {
    const localities = LocalityList.parse((await call("GET", "/p/localidades")).body);
    const cosquin = localities.find((locality) => locality.name === "Cosquín")!;
    const boxes = InfrastructureBoxList.parse(
      (await call("GET", `/p/infraestructura/cajas?localidad_id=${cosquin.id}`)).body,
    );
    const box = boxes[0]!;
    const near = offset(box, 40, 0);
    const { status, body } = await call("POST", "/p/infraestructura/cajas/check-disponibilidad", { json: near });
    expect(status).toBe(200);
    expect(body.available).toBe(true);
    expect(body.reason).toBeNull();
    expect(body.locality).toEqual({ id: cosquin.id, name: "Cosquín" });
    expect(body.distance_m).toBeLessThanOrEqual(40);
    expect(body.distance_m).toBe(Math.round(distanceMetres(near, body.box)));
  });

  it("answers outside_coverage far from every town", async () => {
    const { body } = await call("POST", "/p/infraestructura/cajas/check-disponibilidad", {
      json: { lat: -31.6, lng: -64.9 },
    });
    expect(body).toEqual({ available: false, reason: "outside_coverage", locality: null, box: null, distance_m: null });
  });

  it("answers no_box_in_reach inside coverage where no box is near", async () => {
    const localities = LocalityList.parse((await call("GET", "/p/localidades")).body);
    const boxes = InfrastructureBoxList.parse((await call("GET", "/p/infraestructura/cajas")).body);
    const carlosPaz = localities.find((locality) => locality.name === "Villa Carlos Paz")!;
    const ring = carlosPaz.coverage.coordinates[0]!;
    let gap: { lat: number; lng: number } | undefined;
    for (let step = 0; step < 2000 && !gap; step++) {
      const candidate = offset(carlosPaz.center, 200 + (step % 40) * 70, (Math.floor(step / 40) * Math.PI) / 25);
      if (insideRing(candidate, ring) && boxes.every((box) => distanceMetres(candidate, box) > box.reach_m + 5))
        gap = candidate;
    }
    expect(gap).toBeDefined();
    const { body } = await call("POST", "/p/infraestructura/cajas/check-disponibilidad", { json: gap });
    expect(body.available).toBe(false);
    expect(body.reason).toBe("no_box_in_reach");
    expect(body.distance_m).toBeGreaterThan(body.box.reach_m);
  });

  it("refuses a request without coordinates with a message per field", async () => {
    const { status, body } = await call("POST", "/p/infraestructura/cajas/check-disponibilidad", {
      json: { lat: "x" },
    });
    expect(status).toBe(400);
    expect(Object.keys(body.errors).sort()).toEqual(["lat", "lng"]);
  });
});

describe("validators", () => {
  it("accepts a DNI of 7 or 8 digits", async () => {
    expect((await call("POST", "/p/utils/validator/validate-customer", { json: { dni: "1234567" } })).status).toBe(200);
    const { body } = await call("POST", "/p/utils/validator/validate-customer", { json: { dni: "20304050" } });
    expect(body).toEqual({ valid: true, identification: "20304050", kind: "person" });
  });

  it("refuses a malformed DNI with a Spanish message on the field", async () => {
    const { status, body } = await call("POST", "/p/utils/validator/validate-customer", {
      json: { dni: "20.304.050" },
    });
    expect(status).toBe(400);
    expect(body.errors.dni).toEqual(["El DNI debe tener 7 u 8 números, sin puntos"]);
  });

  it("refuses a DNI on the debtors list", async () => {
    const { status, body } = await call("POST", "/p/utils/validator/validate-customer", { json: { dni: "25666777" } });
    expect(status).toBe(422);
    expect(body.errors.dni[0]).toMatch(/deuda/);
  });

  it("checks a CUIT's check digit and prefix", async () => {
    const valid = await call("POST", "/p/utils/validator/validate-enterprise", { json: { cuit: "30712345671" } });
    expect(valid.body).toEqual({ valid: true, identification: "30712345671", kind: "company" });
    const wrongDigit = await call("POST", "/p/utils/validator/validate-enterprise", { json: { cuit: "30712345672" } });
    expect(wrongDigit.status).toBe(400);
    expect(wrongDigit.body.errors.cuit).toEqual(["El CUIT no es válido"]);
    const badPrefix = await call("POST", "/p/utils/validator/validate-enterprise", { json: { cuit: "40712345671" } });
    expect(badPrefix.status).toBe(400);
  });

  it("refuses a CUIT on the debtors list", async () => {
    const { status, body } = await call("POST", "/p/utils/validator/validate-enterprise", {
      json: { cuit: "30709998885" },
    });
    expect(status).toBe(422);
    expect(body.message).toMatch(/deuda/);
  });
});

describe("hiring", () => {
  const application = (requestId: string) => ({
    request_id: requestId,
    plan_id: 2,
    localidad_id: 14,
    lat: -31.2446,
    lng: -64.4659,
    address: { street: "Tucumán", number: "845" },
    applicant: {
      kind: "person",
      identification: "33444555",
      nombre: "Ana",
      apellido: "Ruiz",
      email: "ana@example.com",
      phone: "+54 9 3541 55-1234",
      birth_date: "1990-04-02",
    },
    accept_terms: true,
  });

  it("creates one application per request id, however often the form is resent", async () => {
    const start = await call("GET", "/p/iniciar-solicitud");
    expect(start.status).toBe(200);
    const first = await call("POST", "/p/ventas/solicitudes", { json: application(start.body.request_id) });
    expect(first.status).toBe(201);
    expect(first.body.number).toMatch(/^SOL-\d{4}-\d{6}$/);
    const again = await call("POST", "/p/ventas/solicitudes", { json: application(start.body.request_id) });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const other = await call("POST", "/p/ventas/solicitudes", {
      json: application((await call("GET", "/p/iniciar-solicitud")).body.request_id),
    });
    expect(other.body.id).not.toBe(first.body.id);
  });

  it("creates one application when copies of the form arrive at the same time", async () => {
    const { request_id } = (await call("GET", "/p/iniciar-solicitud")).body;
    const body = application(request_id);
    body.applicant.identification = "33444666";
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call("POST", "/p/ventas/solicitudes", { json: body })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.number)).size).toBe(1);
    expect(answers[0]!.body.number).toMatch(/^SOL-\d{4}-\d{6}$/);
    const { applications } = (await call("GET", "/__faults/applications?identification=33444666")).body;
    expect(applications).toHaveLength(1);
    expect(applications[0]).toMatchObject({ number: answers[0]!.body.number, request_id, plan_id: 2 });
  });

  it("refuses an unknown request id, missing terms and a debtor applicant", async () => {
    const unknown = await call("POST", "/p/ventas/solicitudes", { json: application("made-up") });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.request_id).toBeDefined();
    const { request_id } = (await call("GET", "/p/iniciar-solicitud")).body;
    const noTerms = await call("POST", "/p/ventas/solicitudes", {
      json: { ...application(request_id), accept_terms: false },
    });
    expect(noTerms.body.errors.accept_terms).toEqual(["Tenés que aceptar los términos y condiciones"]);
    const debtor = application(request_id);
    debtor.applicant.identification = "25666777";
    expect((await call("POST", "/p/ventas/solicitudes", { json: debtor })).status).toBe(422);
  });

  it("records a sales attempt with the spec's fields", async () => {
    const attempt = {
      nombre: "Ana",
      apellido: "Ruiz",
      dni: "33444555",
      phone: "0351 15 555-1234",
      email: "ana@example.com",
      lat: -31.2,
      lng: -64.4,
      localidad_id: 14,
      date: "1990-04-02",
    };
    const { status, body } = await call("POST", "/p/ventas/intento-venta", { json: attempt });
    expect(status).toBe(201);
    expect(body.id).toBeGreaterThan(0);
    const { attempts } = (await call("GET", "/__faults/sales-attempts?identification=33444555")).body;
    expect(attempts.at(-1)).toMatchObject({ id: body.id, ...attempt });
    const bad = await call("POST", "/p/ventas/intento-venta", {
      json: { ...attempt, email: "ana", date: "2020-01-01" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.email).toEqual(["Ingresá un correo electrónico válido"]);
    expect(bad.body.errors.date).toEqual(["Tenés que ser mayor de 18 años"]);
  });
});

describe("work with us", () => {
  const form = (cv: File) => {
    const data = new FormData();
    for (const [name, value] of Object.entries({
      nombre: "Ana",
      apellido: "Ruiz",
      email: "ana@example.com",
      phone: "+54 9 351 555 1234",
      area: "tecnica",
    }))
      data.set(name, value);
    data.set("cv", cv);
    return data;
  };

  it("takes a CV as PDF, DOC or DOCX", async () => {
    expect((await call("POST", "/p/work-with-us", { form: form(fakeFile("pdf", "cv.pdf")) })).status).toBe(201);
    expect((await call("POST", "/p/work-with-us", { form: form(fakeFile("docx", "cv.docx")) })).status).toBe(201);
  });

  it("refuses another type, even renamed", async () => {
    const { status, body } = await call("POST", "/p/work-with-us", { form: form(fakeFile("png", "cv.pdf")) });
    expect(status).toBe(400);
    expect(body.errors.cv[0]).toMatch(/PDF, DOC o DOCX/);
  });

  it("answers 400 to a form it cannot read", async () => {
    const response = await fetch(`${sandbox.url}/p/work-with-us`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=xyz" },
      body: "--xyz\r\nnot a part",
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/formulario/);
  });

  it("refuses a CV over 5 MB", async () => {
    const { status, body } = await call("POST", "/p/work-with-us", {
      form: form(fakeFile("pdf", "cv.pdf", 5 * 1024 * 1024 + 1)),
    });
    expect(status).toBe(413);
    expect(body.message).toMatch(/5 MB/);
  });
});

describe("map tiles stand-in", () => {
  it("answers a small PNG for any tile, cacheable", async () => {
    const response = await fetch(`${sandbox.url}/tiles/13/2781/4857.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toMatch(/max-age=\d+/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(bytes.length).toBeLessThan(2048);
  });

  it("answers 404 for anything that is not a tile", async () => {
    expect((await fetch(`${sandbox.url}/tiles/13/2781/x.png`)).status).toBe(404);
    expect((await fetch(`${sandbox.url}/tiles/13/2781/4857.jpg`)).status).toBe(404);
  });
});
