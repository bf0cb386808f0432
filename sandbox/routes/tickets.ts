import { Hono } from "hono";
import type { Ticket, TicketCategory, TicketMessage, TicketSummary } from "../../contract/tickets.ts";
import {
  CreateTicketRequest,
  TicketFeedbackRequest,
  TicketMessageRequest,
  TicketQuery,
  TicketSolvedRequest,
} from "../../contract/tickets.ts";
import type { OutageState } from "../../contract/outages.ts";
import { recordActivity } from "../activity.ts";
import type { Sandbox, SandboxEnv } from "../context.ts";
import { argentinaDay } from "../dates.ts";
import { all, insert, one, run } from "../db.ts";
import { ApiProblem, fieldProblem, idParam, notFound, parseWith, readForm, readJson, readQuery } from "../http.ts";
import { outageForConnection } from "../outages.ts";
import {
  DOCUMENT_TYPES,
  checkUpload,
  storeFile,
  storedFile,
  uploadLimit,
  type FileRow,
  type Upload,
} from "../uploads.ts";
import { addWorkingDays } from "../working-days.ts";
import { claimNeedsVisit } from "../visit-windows.ts";
import { VISIT_COLUMN, claimVisit } from "./visits.ts";

/** Claims (reclamos): `/v3/tickets/...`. */

const MAX_FILES_PER_MESSAGE = 3;

/** The service whose outage explains a fault of each kind (decision 101). */
const FAULT_SERVICE: Partial<Record<TicketCategory["kind"], "internet" | "tv">> = {
  no_service: "internet",
  slow_service: "internet",
  tv: "tv",
};

type TicketRow = {
  id: number;
  number: string;
  category_id: number;
  category_name: string;
  deadline_working_days: number;
  category_kind: TicketCategory["kind"];
  status: Ticket["status"];
  subject: string;
  connection_id: number | null;
  solved: number | null;
  feedback_rating: number | null;
  feedback_comment: string | null;
  feedback_at: string | null;
  created_at: string;
  updated_at: string;
  messages_count: number;
  outage_id: number | null;
  visit_required: number;
  diagnosis: string | null;
  visit_json: string | null;
  outage_state: OutageState | null;
  outage_estimated_end: string | null;
};

const TICKET_SELECT = `SELECT tickets.*, ticket_categories.name AS category_name, ticket_categories.deadline_working_days, ticket_categories.kind AS category_kind,
  (SELECT COUNT(*) FROM ticket_messages WHERE ticket_id = tickets.id) AS messages_count,
  outages.state AS outage_state, outages.estimated_end AS outage_estimated_end,
  ${VISIT_COLUMN}
  FROM tickets JOIN ticket_categories ON ticket_categories.id = tickets.category_id
  LEFT JOIN outages ON outages.id = tickets.outage_id`;

function toSummary(row: TicketRow): TicketSummary {
  return {
    id: row.id,
    number: row.number,
    category: { id: row.category_id, name: row.category_name },
    status: row.status,
    subject: row.subject,
    connection_id: row.connection_id,
    solved: row.solved === null ? null : row.solved === 1,
    feedback:
      row.feedback_rating === null
        ? null
        : { rating: row.feedback_rating, comment: row.feedback_comment, created_at: row.feedback_at! },
    created_at: row.created_at,
    updated_at: row.updated_at,
    // Derived on every read: the sandbox's categories never change their deadline, and the
    // day a claim was filed never moves. A real API fixes it when the claim is filed.
    due_date: addWorkingDays(argentinaDay(new Date(row.created_at)), row.deadline_working_days),
    messages_count: row.messages_count,
    outage:
      row.outage_id === null || row.outage_state === null
        ? null
        : { id: row.outage_id, state: row.outage_state, estimated_end: row.outage_estimated_end },
    visit_required: row.visit_required === 1,
    visit: claimVisit(row.visit_json),
  };
}

export function ticketRoutes(sandbox: Sandbox) {
  const { db } = sandbox;
  const routes = new Hono<SandboxEnv>();

  async function findTicket(customerId: number, id: number): Promise<Ticket> {
    const row = await one<TicketRow>(db, `${TICKET_SELECT} WHERE tickets.id = ? AND customer_id = ?`, [id, customerId]);
    if (!row) throw notFound("El reclamo");
    const messages = await all<Omit<TicketMessage, "files">>(
      db,
      "SELECT id, author, body, created_at FROM ticket_messages WHERE ticket_id = ? ORDER BY id",
      [id],
    );
    const files = await all<FileRow & { message_id: number }>(
      db,
      `SELECT message_id, files.id, name, content_type, size FROM ticket_message_files JOIN files ON files.id = file_id
       WHERE message_id IN (SELECT id FROM ticket_messages WHERE ticket_id = ?)`,
      [id],
    );
    const { messages_count: _count, ...ticket } = toSummary(row);
    return {
      ...ticket,
      diagnosis: row.diagnosis === null ? null : (JSON.parse(row.diagnosis) as Ticket["diagnosis"]),
      messages: messages.map((message) => ({
        ...message,
        files: files.filter((file) => file.message_id === message.id).map((file) => storedFile(sandbox, file)),
      })),
    };
  }

  async function addMessage(ticket: Ticket, body: string, uploads: Upload[] = []) {
    if (ticket.status === "closed")
      throw new ApiProblem(409, "El reclamo está cerrado. Si el problema sigue, abrí uno nuevo.");
    const at = sandbox.now().toISOString();
    const messageId = await insert(
      db,
      "INSERT INTO ticket_messages (ticket_id, author, body, created_at) VALUES (?, 'customer', ?, ?)",
      [ticket.id, body, at],
    );
    for (const upload of uploads) {
      await run(db, "INSERT INTO ticket_message_files (message_id, file_id) VALUES (?, ?)", [
        messageId,
        await storeFile(sandbox, upload),
      ]);
    }
    await run(db, "UPDATE tickets SET updated_at = ? WHERE id = ?", [at, ticket.id]);
  }

  /**
   * A fault claim (no service or slow: internet; TV) for a connection inside a known outage of that service joins that outage instead of the queue (decision 101); it needs no
   * technician while the outage lasts, so visit_required stays 0.
   */
  async function outageOfClaim(category: Pick<TicketCategory, "kind">, connectionId: number | null) {
    const service = FAULT_SERVICE[category.kind];
    if (connectionId === null || !service) return null;
    return outageForConnection(db, connectionId, sandbox.now(), service);
  }

  const ticketOf = (c: { get(key: "customer"): { id: number } }, id: number) => findTicket(c.get("customer").id, id);

  routes.get("/reclamos/categorias", async (c) =>
    c.json(
      await all<TicketCategory>(
        db,
        "SELECT id, name, description, deadline_working_days, kind FROM ticket_categories ORDER BY id",
      ),
    ),
  );

  routes.post("/reclamos", async (c) => {
    const customerId = c.get("customer").id;
    const request = await readJson(c, CreateTicketRequest);
    const category = await one<Pick<TicketCategory, "kind">>(db, "SELECT kind FROM ticket_categories WHERE id = ?", [
      request.category_id,
    ]);
    if (!category) throw fieldProblem("category_id", "Elegí un motivo de la lista");
    if (
      request.connection_id &&
      !(await one(db, "SELECT 1 FROM connections WHERE id = ? AND customer_id = ?", [
        request.connection_id,
        customerId,
      ]))
    ) {
      throw fieldProblem("connection_id", "Elegí una de tus conexiones");
    }
    const at = sandbox.now().toISOString();
    const outage = await outageOfClaim(category, request.connection_id ?? null);
    const id = await insert(
      db,
      `INSERT INTO tickets (customer_id, number, category_id, connection_id, status, subject, created_at, updated_at, diagnosis, outage_id)
       VALUES (?, '', ?, ?, 'open', ?, ?, ?, ?, ?)`,
      [
        customerId,
        request.category_id,
        request.connection_id ?? null,
        request.subject,
        at,
        at,
        request.diagnosis ? JSON.stringify(request.diagnosis) : null,
        outage?.id ?? null,
      ],
    );
    await run(db, "UPDATE tickets SET number = ?, visit_required = ? WHERE id = ?", [
      `R-${100_000 + id}`,
      claimNeedsVisit({ ...category, connection_id: request.connection_id, outage_id: outage?.id ?? null }) ? 1 : 0,
      id,
    ]);
    await run(db, "INSERT INTO ticket_messages (ticket_id, author, body, created_at) VALUES (?, 'customer', ?, ?)", [
      id,
      request.message,
      at,
    ]);
    const ticket = await findTicket(customerId, id);
    await recordActivity(sandbox, c, "claim_opened", `Reclamo ${ticket.number} iniciado`);
    return c.json(ticket, 201);
  });

  routes.get("/", async (c) => {
    const { page, per_page, status } = readQuery(c, TicketQuery);
    const where = "customer_id = ? AND (? IS NULL OR status = ?)";
    const args = [c.get("customer").id, status ?? null, status ?? null];
    const rows = await all<TicketRow>(
      db,
      `${TICKET_SELECT} WHERE ${where} ORDER BY tickets.updated_at DESC, tickets.id DESC LIMIT ${per_page} OFFSET ${(page - 1) * per_page}`,
      args,
    );
    const total = await one<{ n: number }>(db, `SELECT COUNT(*) AS n FROM tickets WHERE ${where}`, args);
    return c.json({ data: rows.map(toSummary), meta: { page, per_page, total: total?.n ?? 0 } });
  });

  routes.get("/:id", async (c) => c.json(await ticketOf(c, idParam(c, "id", "El reclamo"))));

  routes.post("/:id/messages", async (c) => {
    const ticket = await ticketOf(c, idParam(c, "id", "El reclamo"));
    const { message } = await readJson(c, TicketMessageRequest);
    await addMessage(ticket, message);
    await recordActivity(sandbox, c, "claim_replied", `Mensaje en el reclamo ${ticket.number}`);
    return c.json(await ticketOf(c, ticket.id), 201);
  });

  // Files arrive as one or more `files` parts, with an optional `message` beside them.
  routes.post("/:id/message-files", uploadLimit(MAX_FILES_PER_MESSAGE), async (c) => {
    const ticket = await ticketOf(c, idParam(c, "id", "El reclamo"));
    const form = await readForm(c);
    const parts = ([] as unknown[]).concat(form.files ?? form["files[]"] ?? []);
    if (parts.length === 0) throw fieldProblem("files", "Adjuntá al menos un archivo");
    if (parts.length > MAX_FILES_PER_MESSAGE)
      throw fieldProblem("files", `Adjuntá como máximo ${MAX_FILES_PER_MESSAGE} archivos`);
    const uploads: Upload[] = [];
    for (const part of parts) uploads.push((await checkUpload("files", part, DOCUMENT_TYPES))!);
    const text =
      typeof form.message === "string" && form.message.trim()
        ? parseWith(TicketMessageRequest, { message: form.message }).message
        : "Adjunto archivos.";
    await addMessage(ticket, text, uploads);
    await recordActivity(sandbox, c, "claim_files_added", `Archivos agregados al reclamo ${ticket.number}`);
    return c.json(await ticketOf(c, ticket.id), 201);
  });

  routes.post("/:id/feedback", async (c) => {
    const ticket = await ticketOf(c, idParam(c, "id", "El reclamo"));
    const { rating, comment } = await readJson(c, TicketFeedbackRequest);
    if (ticket.status !== "closed")
      throw new ApiProblem(409, "Podés calificar la atención cuando el reclamo esté cerrado");
    if (ticket.feedback) throw new ApiProblem(409, "Ya calificaste este reclamo. ¡Gracias!");
    await run(db, "UPDATE tickets SET feedback_rating = ?, feedback_comment = ?, feedback_at = ? WHERE id = ?", [
      rating,
      comment ?? null,
      sandbox.now().toISOString(),
      ticket.id,
    ]);
    await recordActivity(sandbox, c, "claim_rated", `Atención del reclamo ${ticket.number} calificada`);
    return c.json(await ticketOf(c, ticket.id));
  });

  // "¿Se resolvió tu problema?": yes closes the claim, no (re)opens it for an agent.
  routes.post("/:id/report", async (c) => {
    const ticket = await ticketOf(c, idParam(c, "id", "El reclamo"));
    const { solved } = await readJson(c, TicketSolvedRequest);
    await run(db, "UPDATE tickets SET solved = ?, status = ?, updated_at = ? WHERE id = ?", [
      solved ? 1 : 0,
      solved ? "closed" : "open",
      sandbox.now().toISOString(),
      ticket.id,
    ]);
    await recordActivity(
      sandbox,
      c,
      solved ? "claim_solved" : "claim_reopened",
      solved
        ? `Reclamo ${ticket.number} cerrado: el problema se resolvió`
        : `Reclamo ${ticket.number} reabierto: el problema sigue`,
    );
    return c.json(await ticketOf(c, ticket.id));
  });

  return routes;
}
