import { Hono } from "hono";
import type {
  Plan,
  Locality,
  InfrastructureBox,
  AvailabilityResponse,
  ApplicationStart,
  Application,
  StreamingBanner,
} from "../../contract/public.ts";
import {
  ApplicationRequest,
  AvailabilityRequest,
  InfrastructureBoxQuery,
  JobApplicationFields,
  SalesAttemptRequest,
  ValidateCustomerRequest,
  ValidateEnterpriseRequest,
} from "../../contract/public.ts";
import { cuitHolder } from "../../contract/identification.ts";
import { recordActivity } from "../activity.ts";
import type { Sandbox, SandboxEnv } from "../context.ts";
import { all, insert, one, run } from "../db.ts";
import { distanceMetres, insideRing } from "../geo.ts";
import { ApiProblem, fieldProblem, parseWith, readForm, readJson, readQuery } from "../http.ts";
import { newId } from "../secrets.ts";
import { staffOfRequest } from "../staff.ts";
import { CV_TYPES, checkUpload, storeFile, uploadLimit } from "../uploads.ts";

/** `/p/...`: what prospects use before they are customers. */

const APPLICATION_REQUEST_LIFETIME_MS = 2 * 3600 * 1000;

type PlanRow = Omit<Plan, "features" | "featured"> & { features: string; featured: number };
type LocalityRow = {
  id: number;
  name: string;
  province: string;
  department: string;
  postcode: string;
  lat: number;
  lng: number;
  coverage: string;
};

function toPlan(row: PlanRow): Plan {
  return { ...row, features: JSON.parse(row.features), featured: row.featured === 1 };
}

function toLocality(row: LocalityRow): Locality {
  const { lat, lng, coverage, ...rest } = row;
  return { ...rest, center: { lat, lng }, coverage: JSON.parse(coverage) };
}

/** Refuses identifications on the debtors list, the way the validators and the application do. */
async function refuseDebtor({ db }: Sandbox, field: string, identification: string) {
  if (await one(db, "SELECT 1 FROM debtors WHERE identification = ?", [identification])) {
    throw fieldProblem(
      field,
      "Registrás una deuda con la empresa. Comunicate con atención al cliente al 0800-555-6686 para regularizarla.",
      422,
    );
  }
}

export function publicRoutes(sandbox: Sandbox) {
  const { db } = sandbox;
  const routes = new Hono<SandboxEnv>();

  routes.get("/planes", async (c) => {
    const rows = await all<PlanRow>(db, "SELECT * FROM plans ORDER BY kind = 'combo', kind = 'tv', price");
    return c.json(rows.map(toPlan));
  });

  routes.get("/localidades", async (c) => {
    const rows = await all<LocalityRow>(db, "SELECT * FROM localities ORDER BY name");
    return c.json(rows.map(toLocality));
  });

  routes.get("/infraestructura/cajas", async (c) => {
    const { localidad_id } = readQuery(c, InfrastructureBoxQuery);
    const boxes = await all<InfrastructureBox>(
      db,
      "SELECT id, code, locality_id, lat, lng, reach_m FROM boxes WHERE ?1 IS NULL OR locality_id = ?1 ORDER BY id",
      [localidad_id ?? null],
    );
    return c.json(boxes);
  });

  routes.post("/infraestructura/cajas/check-disponibilidad", async (c) => {
    const point = await readJson(c, AvailabilityRequest);
    const localities = await all<LocalityRow>(db, "SELECT * FROM localities");
    const locality = localities.find((row) => insideRing(point, JSON.parse(row.coverage).coordinates[0]));
    if (!locality) {
      return c.json({
        available: false,
        reason: "outside_coverage",
        locality: null,
        box: null,
        distance_m: null,
      } satisfies AvailabilityResponse);
    }
    const boxes = await all<InfrastructureBox>(
      db,
      "SELECT id, code, locality_id, lat, lng, reach_m FROM boxes WHERE locality_id = ?",
      [locality.id],
    );
    let nearest: InfrastructureBox | null = null;
    let distance = Infinity;
    for (const box of boxes) {
      const metres = distanceMetres(point, box);
      if (metres < distance) [nearest, distance] = [box, metres];
    }
    const available = nearest !== null && distance <= nearest.reach_m;
    return c.json({
      available,
      reason: available ? null : "no_box_in_reach",
      locality: { id: locality.id, name: locality.name },
      box: nearest,
      distance_m: nearest ? Math.round(distance) : null,
    } satisfies AvailabilityResponse);
  });

  routes.post("/utils/validator/validate-customer", async (c) => {
    const { dni } = await readJson(c, ValidateCustomerRequest);
    await refuseDebtor(sandbox, "dni", dni);
    return c.json({ valid: true as const, identification: dni, kind: "person" as const });
  });

  routes.post("/utils/validator/validate-enterprise", async (c) => {
    const { cuit } = await readJson(c, ValidateEnterpriseRequest);
    await refuseDebtor(sandbox, "cuit", cuit);
    return c.json({ valid: true as const, identification: cuit, kind: cuitHolder(cuit)! });
  });

  routes.get("/iniciar-solicitud", async (c) => {
    const requestId = newId(16);
    const expiresAt = new Date(sandbox.now().getTime() + APPLICATION_REQUEST_LIFETIME_MS).toISOString();
    await run(db, "INSERT INTO application_requests (request_id, expires_at) VALUES (?, ?)", [requestId, expiresAt]);
    return c.json({ request_id: requestId, expires_at: expiresAt } satisfies ApplicationStart);
  });

  // With a call-centre staff member's token (decision 141), the application is theirs, made by phone.
  routes.post("/ventas/solicitudes", async (c) => {
    const authorization = c.req.header("Authorization");
    const agent = authorization ? await staffOfRequest(sandbox, authorization) : undefined;
    const application = await readJson(c, ApplicationRequest);
    const request = await one<{ expires_at: string; application_id: number | null }>(
      db,
      "SELECT expires_at, application_id FROM application_requests WHERE request_id = ?",
      [application.request_id],
    );
    if (!request) throw fieldProblem("request_id", "La solicitud no es válida. Volvé a empezar la contratación.");
    // A resent form (double click, reload, retry) answers the application it already created.
    if (request.application_id) return c.json(await findApplication(sandbox, request.application_id), 200);
    if (request.expires_at <= sandbox.now().toISOString()) {
      throw fieldProblem("request_id", "La solicitud venció. Volvé a empezar la contratación.");
    }
    if (!(await one(db, "SELECT 1 FROM plans WHERE id = ?", [application.plan_id])))
      throw fieldProblem("plan_id", "El plan elegido no existe");
    if (!(await one(db, "SELECT 1 FROM localities WHERE id = ?", [application.localidad_id]))) {
      throw fieldProblem("localidad_id", "La localidad elegida no existe");
    }
    await refuseDebtor(sandbox, "applicant.identification", application.applicant.identification);
    const createdAt = sandbox.now().toISOString();
    // One statement numbers and inserts the application, and the request id is unique in
    // the table: of two copies sent at once only one row is written, whatever the storage's
    // scheduling, and the other answers that row.
    const inserted = await one<{ id: number }>(
      db,
      `INSERT INTO applications (id, number, request_id, plan_id, status, payload, created_at, agent_number, channel)
       SELECT next.id, printf('SOL-%s-%06d', ?1, next.id), ?2, ?3, 'received', ?4, ?5, ?6, ?7
       FROM (SELECT COALESCE(MAX(id), 0) + 1 AS id FROM applications) AS next WHERE true
       ON CONFLICT (request_id) DO NOTHING RETURNING id`,
      [
        createdAt.slice(0, 4),
        application.request_id,
        application.plan_id,
        JSON.stringify(application),
        createdAt,
        agent?.agentNumber ?? null,
        agent ? "phone" : "web",
      ],
    );
    const id =
      inserted?.id ??
      (await one<{ id: number }>(db, "SELECT id FROM applications WHERE request_id = ?", [application.request_id]))!.id;
    if (!inserted) return c.json(await findApplication(sandbox, id), 200);
    await run(db, "UPDATE application_requests SET application_id = ? WHERE request_id = ?", [
      id,
      application.request_id,
    ]);
    const created = await findApplication(sandbox, id);
    // In the applicant's activity when they are a customer already, and in the agent's actions.
    const customer = await one<{ id: number }>(db, "SELECT id FROM customers WHERE identification = ?", [
      application.applicant.identification,
    ]);
    if (customer || agent)
      await recordActivity(
        sandbox,
        c,
        "application_submitted",
        `Solicitud de alta ${created.number}, ${agent ? "por teléfono" : "por la web"}`,
        { customerId: customer?.id ?? null, agentNumber: agent?.agentNumber ?? null },
      );
    return c.json(created, 201);
  });

  routes.post("/ventas/intento-venta", async (c) => {
    const attempt = await readJson(c, SalesAttemptRequest);
    const createdAt = sandbox.now().toISOString();
    const id = await insert(db, "INSERT INTO sales_attempts (payload, created_at) VALUES (?, ?)", [
      JSON.stringify(attempt),
      createdAt,
    ]);
    return c.json({ id, created_at: createdAt }, 201);
  });

  routes.get("/dgo-banners", async (c) => {
    const banners = await all<Omit<StreamingBanner, "order"> & { position: number }>(
      db,
      "SELECT * FROM streaming_banners ORDER BY position",
    );
    return c.json(banners.map(({ position, ...banner }) => ({ ...banner, order: position })));
  });

  routes.post("/work-with-us", uploadLimit(), async (c) => {
    const form = await readForm(c, ["message"]);
    const fields = parseWith(JobApplicationFields, form);
    const cv = (await checkUpload("cv", form.cv, CV_TYPES))!;
    const fileId = await storeFile(sandbox, cv);
    const createdAt = sandbox.now().toISOString();
    const id = await insert(db, "INSERT INTO job_applications (payload, cv_file_id, created_at) VALUES (?, ?, ?)", [
      JSON.stringify(fields),
      fileId,
      createdAt,
    ]);
    return c.json({ id, created_at: createdAt }, 201);
  });

  return routes;
}

async function findApplication({ db }: Sandbox, id: number): Promise<Application> {
  const row = await one<Application>(
    db,
    "SELECT id, number, status, plan_id, created_at FROM applications WHERE id = ?",
    [id],
  );
  if (!row) throw new ApiProblem(500, "No se encontró la solicitud recién creada");
  return row;
}
