import { Hono, type Context } from "hono";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { maskIdentification } from "../../contract/masking.ts";
import { SendProofCodeRequest, type ProofCodeSent } from "../../contract/proof.ts";
import {
  AgentActionQuery,
  CustomerSearchRequest,
  MAX_SEARCH_RESULTS,
  VerifyConsentRequest,
  type AgentAction,
  type CustomerSummary,
  type DelegatedToken,
} from "../../contract/staff.ts";
import { recordActivity, toActivityEntry, type ActivityRow } from "../activity.ts";
import type { CustomerRow, Sandbox, SandboxEnv } from "../context.ts";
import { all, one } from "../db.ts";
import { ApiProblem, fieldProblem, idParam, notFound, readJson, readQuery } from "../http.ts";
import { newSpokenCode, useSpokenCode } from "../one-time.ts";
import { recordMessage } from "../outbox.ts";
import { hashToken } from "../secrets.ts";
import { issueDelegatedToken } from "../sessions.ts";
import { endStaffToken, requireStaff, type StaffMember } from "../staff.ts";
import { channelOf, maskContact, verifiedContacts } from "./proof.ts";

/**
 * `/staff/...` (decision 141): what a call-centre agent does for a caller. Find the account;
 * read one by id as the search answers it; ask the customer's consent, a code the API sends to the customer's verified contact naming
 * the agent, which the customer reads out; with it, a customer token naming the agent and
 * proved for the call (30 minutes at most). A customer without a verified contact is served
 * read-only. Supervisors see what agents did, by agent and day. Signing out ends the staff
 * token, and the customer tokens handed out under it, at once (decision 146).
 */

const CUSTOMER_COLUMNS = "id, identification, kind, name, password_hash";

/** What a consent's codes are bound to: this staff member, this customer. Another agent cannot use them. */
const consentKey = (staff: StaffMember, customerId: number) =>
  hashToken(`consent:${staff.subject}:${staff.agentNumber}:${customerId}`);

/** Argentine phones compared by their last ten national digits: area code and number, however they were written. */
const phoneKey = (value: string) =>
  (parsePhoneNumberFromString(value, "AR")?.nationalNumber ?? value.replace(/\D/g, "")).slice(-10);

const CONSENT_MESSAGES = {
  tooSoon: "Ya le enviamos un código al cliente. Esperá un minuto para pedir otro.",
  tooMany: "El cliente recibió demasiados códigos en la última hora. Probá de nuevo más tarde.",
};

export function staffRoutes(sandbox: Sandbox) {
  const { db } = sandbox;
  const routes = new Hono<SandboxEnv>();
  routes.use("/customers/*", requireStaff(sandbox));
  routes.use("/agents/*", requireStaff(sandbox, { supervisors: true }));
  routes.use("/session/*", requireStaff(sandbox));

  async function findCustomer(c: Context<SandboxEnv>) {
    const customer = await one<CustomerRow>(db, `SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE id = ?`, [
      idParam(c, "id", "El cliente"),
    ]);
    if (!customer) throw notFound("El cliente");
    return customer;
  }

  async function customerIds(search: CustomerSearchRequest): Promise<number[]> {
    const ids = (rows: { customer_id: number }[]) => rows.map((row) => row.customer_id);
    switch (search.by) {
      case "identification":
        return ids(await all(db, "SELECT id AS customer_id FROM customers WHERE identification = ?", [search.value]));
      case "connection_number":
        return ids(await all(db, "SELECT customer_id FROM connections WHERE upper(number) = upper(?)", [search.value]));
      case "email":
        return ids(
          await all(db, "SELECT customer_id FROM contacts WHERE type = 'email' AND lower(value) = lower(?)", [
            search.value,
          ]),
        );
      case "phone": {
        const wanted = phoneKey(search.value);
        const phones = await all<{ customer_id: number; value: string }>(
          db,
          "SELECT customer_id, value FROM contacts WHERE type = 'phone'",
        );
        return ids(phones.filter((phone) => phoneKey(phone.value) === wanted));
      }
    }
  }

  async function summaryOf(customer: CustomerRow): Promise<CustomerSummary> {
    const contacts = await all<{ id: number; type: "email" | "phone"; value: string; verified: number }>(
      db,
      "SELECT id, type, value, verified FROM contacts WHERE customer_id = ? ORDER BY type, id",
      [customer.id],
    );
    const connections = await all<{
      id: number;
      number: string;
      status: CustomerSummary["connections"][number]["status"];
      street: string;
      locality: string;
    }>(
      db,
      `SELECT connections.id, number, status, street, localities.name AS locality FROM connections
       JOIN localities ON localities.id = connections.locality_id WHERE customer_id = ? ORDER BY connections.id`,
      [customer.id],
    );
    const channels = (await verifiedContacts(sandbox, customer.id)).map(channelOf);
    return {
      id: customer.id,
      name: customer.name,
      identification: maskIdentification(customer.identification),
      identification_type: customer.identification.length === 11 ? "CUIT" : "DNI",
      kind: customer.kind,
      contacts: contacts.map((contact) => ({
        type: contact.type,
        masked: maskContact(contact),
        verified: contact.verified === 1,
      })),
      connections,
      consent: { available: channels.length > 0, channels },
    };
  }

  routes.post("/customers/search", async (c) => {
    const search = await readJson(c, CustomerSearchRequest);
    const found = [...new Set(await customerIds(search))].sort((a, b) => a - b).slice(0, MAX_SEARCH_RESULTS);
    const customers = found.length
      ? await all<CustomerRow>(
          db,
          `SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE id IN (${found.map(() => "?").join(", ")}) ORDER BY id`,
          found,
        )
      : [];
    return c.json(await Promise.all(customers.map(summaryOf)));
  });

  // One caller by id, as the search answers them (the desk's caller page has an address of its own).
  routes.get("/customers/:id", async (c) => c.json(await summaryOf(await findCustomer(c))));

  routes.post("/customers/:id/consent", async (c) => {
    const staff = c.get("staff");
    const customer = await findCustomer(c);
    const { contact_id } = await readJson(c, SendProofCodeRequest);
    const contacts = await verifiedContacts(sandbox, customer.id);
    if (!contacts.length)
      throw new ApiProblem(
        409,
        "El cliente no tiene un contacto verificado: no podemos enviarle un código. Podés atenderlo solo para consultar.",
        undefined,
        undefined,
        "no_verified_contact",
      );
    const contact = contacts.find((candidate) => candidate.id === contact_id);
    if (!contact) throw fieldProblem("contact_id", "Elegí uno de los contactos verificados del cliente");
    const { code, expiresAt, resendAt } = await newSpokenCode(
      sandbox,
      {
        key: consentKey(staff, customer.id),
        customerId: customer.id,
        contactId: contact.id,
        agentNumber: staff.agentNumber,
      },
      CONSENT_MESSAGES,
    );
    await recordMessage(sandbox, {
      channel: contact.type === "phone" ? "sms" : "email",
      purpose: "consent_code",
      recipient: contact.value,
      identification: customer.identification,
      subject: "Un agente de atención al cliente pide tu permiso",
      body:
        `El agente ${staff.agentNumber} de atención al cliente pide tu permiso para operar en tu cuenta durante esta llamada. ` +
        `Si estás hablando con él, leele este código: ${code}. Vence en 10 minutos. ` +
        "No se lo leas a nadie más que te llame: nadie de la empresa te lo va a pedir fuera de una llamada tuya con el agente.",
      code,
    });
    await recordActivity(
      sandbox,
      c,
      "consent_requested",
      `Pedido de permiso para atención telefónica (código enviado a ${maskContact(contact)})`,
      { customerId: customer.id, agentNumber: staff.agentNumber },
    );
    const sent: ProofCodeSent = { channel: channelOf(contact), expires_at: expiresAt, resend_at: resendAt };
    return c.json(sent, 201);
  });

  routes.post("/customers/:id/consent/verify", async (c) => {
    const staff = c.get("staff");
    const customer = await findCustomer(c);
    const { code } = await readJson(c, VerifyConsentRequest);
    await useSpokenCode(sandbox, consentKey(staff, customer.id), code);
    const token = await issueDelegatedToken(sandbox, customer.id, staff, "consent");
    await recordActivity(
      sandbox,
      c,
      "sign_in_agent",
      "Atención telefónica con permiso del cliente (código verificado)",
      {
        customerId: customer.id,
        agentNumber: staff.agentNumber,
      },
    );
    return c.json({
      ...token,
      access: "consent",
      customer_id: customer.id,
      agent_number: staff.agentNumber,
    } satisfies DelegatedToken);
  });

  routes.post("/customers/:id/read-only", async (c) => {
    const staff = c.get("staff");
    const customer = await findCustomer(c);
    if ((await verifiedContacts(sandbox, customer.id)).length)
      throw new ApiProblem(
        409,
        "El cliente tiene un contacto verificado: pedile el código para atenderlo con su permiso.",
        undefined,
        undefined,
        "consent_available",
      );
    const token = await issueDelegatedToken(sandbox, customer.id, staff, "read_only");
    await recordActivity(
      sandbox,
      c,
      "sign_in_agent_read_only",
      "Atención telefónica solo para consultar (sin contacto verificado)",
      { customerId: customer.id, agentNumber: staff.agentNumber },
    );
    return c.json({
      ...token,
      access: "read_only",
      customer_id: customer.id,
      agent_number: staff.agentNumber,
    } satisfies DelegatedToken);
  });

  // Signing out (decision 146): this token, and every customer token handed out under it, end now.
  routes.post("/session/end", async (c) => {
    await endStaffToken(sandbox, c.get("staff"));
    return c.json({ message: "Sesión de atención cerrada" });
  });

  // A supervisor's view: agents' actions on one Buenos Aires day (UTC−3 all year), newest first.
  routes.get("/agents/activity", async (c) => {
    const { page, per_page, date, agent_number } = readQuery(c, AgentActionQuery);
    const start = new Date(`${date}T00:00:00-03:00`);
    const from = start.toISOString();
    const to = new Date(start.getTime() + 24 * 3600_000).toISOString();
    const where = "agent_number IS NOT NULL AND at >= ? AND at < ? AND (? IS NULL OR agent_number = ?)";
    const args = [from, to, agent_number ?? null, agent_number ?? null];
    const rows = await all<ActivityRow & { name: string | null; identification: string | null }>(
      db,
      `SELECT activity.id, customer_id, activity.kind, description, agent_number, client_address, at, name, identification
       FROM activity LEFT JOIN customers ON customers.id = activity.customer_id
       WHERE ${where} ORDER BY activity.id DESC LIMIT ${per_page} OFFSET ${(page - 1) * per_page}`,
      args,
    );
    const total = await one<{ n: number }>(db, `SELECT COUNT(*) AS n FROM activity WHERE ${where}`, args);
    const data = rows.map((row): AgentAction => ({
      ...toActivityEntry(row),
      actor: { agent_number: row.agent_number! },
      customer:
        row.customer_id === null
          ? null
          : { id: row.customer_id, name: row.name ?? "", identification: maskIdentification(row.identification ?? "") },
    }));
    return c.json({ data, meta: { page, per_page, total: total?.n ?? 0 } });
  });

  return routes;
}
