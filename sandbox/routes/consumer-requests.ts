import { Hono, type Context } from "hono";
import type { ActivityKindName } from "../../contract/activity.ts";
import {
  CancellationRequest,
  CodeRequest,
  ConfirmationRequest,
  ConsumerRequestQuery,
  REQUEST_CODE,
  WITHDRAWAL_DAYS,
  WithdrawalRequest,
  type ConsumerRequest,
} from "../../contract/consumer-requests.ts";
import { recordActivity } from "../activity.ts";
import { checkCode, issueCode, reissueCode } from "../consumer-codes.ts";
import type { Sandbox, SandboxEnv } from "../context.ts";
import { all, one, run } from "../db.ts";
import { ApiProblem, fieldProblem, readJson, readQuery } from "../http.ts";
import { searchText } from "../search-text.ts";

/**
 * `/p/bajas` and `/p/arrepentimientos` (decision 073, docs/api.md): anyone may ask to cancel
 * a service or withdraw from a contract, without a token. Every request gets a request
 * code and the same answer whether or not the identification is a customer's; the match
 * (customer, connection, application) is only stored, for the provider's staff. A debt
 * never blocks. Each request is filed pending verification and confirmed by a one-time
 * code sent to the holder's verified contacts (Disposición 3/2026, decision 099:
 * `../consumer-codes.ts`).
 */

type Kind = "cancellation" | "withdrawal";
const PREFIX: Record<Kind, "B" | "A"> = { cancellation: "B", withdrawal: "A" };
const SERVICE_NAMES = { internet: "internet", tv: "TV", dgo: "DIRECTV GO", all: "todos los servicios" } as const;

export type ConsumerRequestRow = {
  id: number;
  code: string;
  kind: Kind;
  identification: string;
  customer_id: number | null;
  connection_id: number | null;
  application_id: number | null;
  service: ConsumerRequest["service"];
  connection_number: string | null;
  address: string | null;
  application_number: string | null;
  contract_date: string | null;
  /** How to reach the sender about a pending request ("" when not given): nothing is sent there. */
  contact: string;
  reason: string | null;
  channel: string;
  status: ConsumerRequest["status"];
  ends_on: string | null;
  rejection_reason: string | null;
  created_at: string;
  updated_at: string;
};

/** Argentina has no daylight saving time: its calendar day is UTC−3's. */
export function argentinaDay(instant: Date): string {
  return new Date(instant.getTime() - 3 * 3600 * 1000).toISOString().slice(0, 10);
}

/** Calendar days from one ISO day to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function toConsumerRequest(row: ConsumerRequestRow): ConsumerRequest {
  return {
    code: row.code,
    kind: row.kind,
    status: row.status,
    service: row.service,
    created_at: row.created_at,
    ends_on: row.ends_on,
    rejection_reason: row.rejection_reason,
  };
}

const TOO_LATE = `Pasaron más de ${WITHDRAWAL_DAYS} días corridos desde la contratación: ya no podés arrepentirte, pero podés pedir la baja.`;

export function consumerRequestRoutes(sandbox: Sandbox) {
  const { db } = sandbox;
  const routes = new Hono<SandboxEnv>();

  /**
   * The holder's account keeps the request in its activity (decision 141), as the customer's
   * side: whoever filed it typed the holder's data, and the account's owner should see it.
   */
  const recordForHolder = (
    c: Context<SandboxEnv>,
    holderId: number | null,
    kind: ActivityKindName,
    description: string,
  ) =>
    holderId === null
      ? Promise.resolve()
      : recordActivity(sandbox, c, kind, description, { customerId: holderId, agentNumber: null });

  routes.post("/bajas", async (c) => {
    const request = await readJson(c, CancellationRequest);
    const customer = await one<{ id: number }>(db, "SELECT id FROM customers WHERE identification = ?", [
      request.identification,
    ]);
    let connectionId: number | null = null;
    if (customer) {
      const connections = await all<{ id: number; number: string; street: string; house_number: string }>(
        db,
        "SELECT id, number, street, house_number FROM connections WHERE customer_id = ? ORDER BY id",
        [customer.id],
      );
      const byNumber = request.connection_number
        ? connections.find((connection) => connection.number.toUpperCase() === request.connection_number!.toUpperCase())
        : undefined;
      const address = request.address ? searchText(request.address) : null;
      const byAddress = address
        ? connections.find((connection) =>
            address.includes(searchText(`${connection.street} ${connection.house_number}`)),
          )
        : undefined;
      connectionId = (byNumber ?? byAddress)?.id ?? null;
    }
    // Directv GO has no connection: the holder is the customer with a subscription.
    const streaming = customer
      ? await one(db, "SELECT 1 FROM streaming_subscriptions WHERE customer_id = ?", [customer.id])
      : undefined;
    const holderId =
      customer && (connectionId !== null || (request.service === "dgo" && !request.connection_number && streaming))
        ? customer.id
        : null;
    const row = await store("cancellation", holderId, {
      identification: request.identification,
      customer_id: customer?.id ?? null,
      connection_id: connectionId,
      service: request.service,
      connection_number: request.connection_number ?? null,
      address: request.address ?? null,
      contact: request.contact_email ?? request.contact_phone ?? "",
      reason: request.reason ?? null,
      channel: request.channel,
    });
    await recordForHolder(
      c,
      holderId,
      "cancellation_requested",
      `Pedido de baja ${row.code} (${SERVICE_NAMES[request.service]}), a confirmar con un código`,
    );
    return c.json(toConsumerRequest(row), 201);
  });

  routes.post("/arrepentimientos", async (c) => {
    const request = await readJson(c, WithdrawalRequest);
    const today = argentinaDay(sandbox.now());
    if (request.contract_date) {
      const days = daysBetween(request.contract_date, today);
      if (days < 0) throw fieldProblem("contract_date", "La fecha del contrato no puede ser posterior a hoy");
      if (days > WITHDRAWAL_DAYS) throw fieldProblem("contract_date", TOO_LATE, 422);
    }
    const customer = await one<{ id: number }>(db, "SELECT id FROM customers WHERE identification = ?", [
      request.identification,
    ]);
    let applicationId: number | null = null;
    if (request.application_number) {
      const application = await one<{ id: number; created_at: string }>(
        db,
        `SELECT id, created_at FROM applications
         WHERE upper(number) = upper(?) AND json_extract(payload, '$.applicant.identification') = ?`,
        [request.application_number, request.identification],
      );
      if (application && daysBetween(argentinaDay(new Date(application.created_at)), today) > WITHDRAWAL_DAYS) {
        throw fieldProblem("application_number", TOO_LATE, 422);
      }
      applicationId = application?.id ?? null;
    }
    // The holder: the customer whose identification the application names.
    const holderId = customer && applicationId !== null ? customer.id : null;
    const row = await store("withdrawal", holderId, {
      identification: request.identification,
      customer_id: customer?.id ?? null,
      application_id: applicationId,
      application_number: request.application_number ?? null,
      contract_date: request.contract_date ?? null,
      contact: request.contact_email ?? request.contact_phone ?? "",
      channel: request.channel,
    });
    await recordForHolder(
      c,
      holderId,
      "withdrawal_requested",
      `Arrepentimiento ${row.code} de la solicitud ${request.application_number ?? ""}, a confirmar con un código`,
    );
    return c.json(toConsumerRequest(row), 201);
  });

  // Both kinds of code are looked up here; a wrong code and a wrong identification are the same 404.
  async function sentRequest(code: string, identification: string) {
    const upper = code.toUpperCase();
    const row = REQUEST_CODE.test(upper)
      ? await one<ConsumerRequestRow>(db, "SELECT * FROM consumer_requests WHERE code = ? AND identification = ?", [
          upper,
          identification,
        ])
      : undefined;
    if (!row) throw new ApiProblem(404, "No encontramos una solicitud con ese código para esa identificación");
    return row;
  }

  routes.get("/bajas/:code", async (c) => {
    const { identification } = readQuery(c, ConsumerRequestQuery);
    return c.json(toConsumerRequest(await sentRequest(c.req.param("code"), identification)));
  });

  // Another code, to the same verified contacts (or, with none, to nobody: the same answer).
  routes.post("/bajas/:code/codigo", async (c) => {
    const { identification } = await readJson(c, CodeRequest);
    const row = await sentRequest(c.req.param("code"), identification);
    if (row.status !== "pending_verification") throw new ApiProblem(409, "La solicitud ya está confirmada");
    return c.json(await reissueCode(sandbox, row), 202);
  });

  // The code the holder received confirms the request: from then on it is "received".
  routes.post("/bajas/:code/confirmacion", async (c) => {
    const { identification, code } = await readJson(c, ConfirmationRequest);
    const row = await sentRequest(c.req.param("code"), identification);
    if (row.status !== "pending_verification")
      throw new ApiProblem(410, "El código venció, ya se usó o se probó demasiadas veces. Pedí uno nuevo.");
    await checkCode(sandbox, row, code);
    const at = sandbox.now().toISOString();
    await run(
      db,
      "UPDATE consumer_requests SET status = 'received', updated_at = ? WHERE id = ? AND status = 'pending_verification'",
      [at, row.id],
    );
    await recordForHolder(
      c,
      row.customer_id,
      "consumer_request_confirmed",
      `${row.kind === "cancellation" ? "Baja" : "Arrepentimiento"} ${row.code} confirmado con el código`,
    );
    return c.json(
      toConsumerRequest((await one<ConsumerRequestRow>(db, "SELECT * FROM consumer_requests WHERE id = ?", [row.id]))!),
    );
  });

  async function store(
    kind: Kind,
    holderId: number | null,
    fields: Partial<ConsumerRequestRow> & Pick<ConsumerRequestRow, "identification" | "contact" | "channel">,
  ): Promise<ConsumerRequestRow> {
    const now = sandbox.now();
    const at = now.toISOString();
    // One statement numbers and inserts the request, so two at once never share a code.
    const inserted = await one<ConsumerRequestRow>(
      db,
      `INSERT INTO consumer_requests (id, code, kind, identification, customer_id, connection_id, application_id, service,
         connection_number, address, application_number, contract_date, contact, reason, channel, status, created_at, updated_at)
       SELECT next.id, printf('%s-%s-%06d', ?1, ?2, next.id), ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15,
         'pending_verification', ?16, ?16
       FROM (SELECT COALESCE(MAX(id), 0) + 1 AS id FROM consumer_requests) AS next WHERE true
       RETURNING *`,
      [
        PREFIX[kind],
        argentinaDay(now).slice(0, 4),
        kind,
        fields.identification,
        fields.customer_id ?? null,
        fields.connection_id ?? null,
        fields.application_id ?? null,
        fields.service ?? null,
        fields.connection_number ?? null,
        fields.address ?? null,
        fields.application_number ?? null,
        fields.contract_date ?? null,
        fields.contact,
        fields.reason ?? null,
        fields.channel,
        at,
      ],
    );
    const row = inserted!;
    // The contact typed in the request gets nothing: only the holder's verified ones get the code.
    await issueCode(sandbox, row, holderId);
    return row;
  }

  return routes;
}
