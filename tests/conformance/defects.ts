import type { OperationId } from "../../contract/operations";
import { editJson, jsonReply, type Defect, type Exchange, type Forward, type Reply } from "./proxy";

/**
 * The planted defects: each is one thing a provider's adapter could get wrong, and the
 * check of the conformance kit that must catch it. One at a time, in front of the sandbox.
 */

const on = (operation: OperationId) => (exchange: Exchange) => exchange.operation?.id === operation;

/** The portal's key at the sandbox the defects stand in front of (its `clients`). */
export const API_KEY = "conformance-test-portal-key-0123456789abcdef";

/** Hand-over codes already exchanged, and the session each gave: for an adapter that lets a code work twice. */
const exchanged = new Map<string, Reply>();

/**
 * Another customer's records within reach: a 404 of `operation` is answered instead as the
 * API answered the same path to whoever reached it before (their token, their query).
 */
function leaksAcrossCustomers(operation: OperationId) {
  const reached = new Map<string, Pick<Exchange, "headers" | "query">>();
  return async (exchange: Exchange, reply: Reply, forward: Forward): Promise<Reply> => {
    if (!on(operation)(exchange)) return reply;
    if (reply.status < 300) reached.set(exchange.path, { headers: exchange.headers, query: exchange.query });
    const before = reached.get(exchange.path);
    if (reply.status !== 404 || !before) return reply;
    const headers = {
      ...exchange.headers,
      ...(before.headers.authorization ? { authorization: before.headers.authorization } : {}),
    };
    return forward({ ...exchange, headers, query: before.query });
  };
}

/** A request whose `Idempotency-Key` never reaches the API. */
const keyDropped = (operation: OperationId) => (exchange: Exchange) => {
  if (!on(operation)(exchange)) return exchange;
  const { "idempotency-key": _dropped, ...headers } = exchange.headers;
  return { ...exchange, headers };
};

const isQuickAccess = async (exchange: Exchange, forward: Forward) => {
  const proof = await forward({
    ...exchange,
    method: "GET",
    path: "/auth/proof",
    query: new URLSearchParams(),
    body: Buffer.alloc(0),
  });
  return JSON.parse(proof.body.toString()).state === "quick_access";
};

export const DEFECTS: Defect[] = [
  {
    name: "quick access reads the e-mail unmasked",
    fails: "getCustomerInfo.masking",
    only: ["quick_access"],
    response: (exchange, reply) =>
      on("getCustomerInfo")(exchange)
        ? editJson(reply, (info) => void (info.email = info.email?.replace(/•+/, "arlos.gomez")))
        : reply,
  },
  {
    name: "quick access reads the house number and the point",
    fails: "listConnections.masking",
    only: ["quick_access"],
    response: (exchange, reply) =>
      on("listConnections")(exchange)
        ? editJson(reply, (list) =>
            list.forEach((connection: any) =>
              Object.assign(connection.address, {
                number: connection.address.number ?? "2950",
                lat: connection.address.lat ?? -31.24,
                lng: connection.address.lng ?? -64.46,
              }),
            ),
          )
        : reply,
  },
  {
    name: "the equipment restarts without proof",
    fails: "restartEquipment.proof",
    only: ["quick_access"],
    response: async (exchange, reply, forward) => {
      if (!on("restartEquipment")(exchange) || reply.status !== 403) return reply;
      const equipment = await forward({
        ...exchange,
        method: "GET",
        path: exchange.path.replace(/\/restart$/, ""),
        body: Buffer.alloc(0),
      });
      return editJson(equipment, (body) => void (body.state = "restarting"), 202);
    },
  },
  {
    name: "a contact is added without proof",
    fails: "addContact.proof",
    only: ["quick_access"],
    response: async (exchange, reply, forward) =>
      on("addContact")(exchange) && (await isQuickAccess(exchange, forward))
        ? jsonReply(201, { id: 999, type: "phone", value: "+5493515550199", verified: false, pending_code: null })
        : reply,
  },
  {
    name: "another customer's invoice takes a payment report",
    fails: "reportPayment.ownership",
    only: ["payment_reports"],
    response: leaksAcrossCustomers("reportPayment"),
  },
  {
    name: "another customer's claim is readable",
    fails: "getClaim.ownership",
    only: ["claims"],
    response: leaksAcrossCustomers("getClaim"),
  },
  {
    name: "another customer's equipment is readable",
    fails: "getEquipment.ownership",
    only: ["equipment"],
    response: leaksAcrossCustomers("getEquipment"),
  },
  {
    name: "a cancellation is found with another identification",
    fails: "findConsumerRequest.ownership",
    only: ["core"],
    response: leaksAcrossCustomers("findConsumerRequest"),
  },
  {
    name: "the Idempotency-Key of a claim is ignored",
    fails: "openClaim.idempotency",
    only: ["claims"],
    request: keyDropped("openClaim"),
  },
  {
    name: "the Idempotency-Key of a visit's booking is ignored",
    fails: "bookVisit.idempotency",
    only: ["visits"],
    request: keyDropped("bookVisit"),
  },
  {
    name: "a refusal answered 200 with the error body (a reply to a closed claim)",
    fails: "replyToClaim.conflict",
    only: ["claims"],
    response: (exchange, reply) =>
      on("replyToClaim")(exchange) && reply.status === 409 ? { ...reply, status: 200 } : reply,
  },
  {
    name: "a 500 where a 409 is due (paying a paid invoice)",
    fails: "createPayment.conflict",
    only: ["online_payment"],
    response: (exchange, reply) =>
      on("createPayment")(exchange) && reply.status === 409 ? jsonReply(500, { message: "Error interno" }) : reply,
  },
  {
    name: "a 429 without Retry-After (a second proof code at once)",
    fails: "sendProofCode.too_soon",
    only: ["customer_area"],
    response: (exchange, reply) => {
      if (!on("sendProofCode")(exchange) || reply.status !== 429) return reply;
      const { "retry-after": _dropped, ...headers } = reply.headers;
      return { ...reply, headers };
    },
  },
  {
    name: "a refusal without its reason (slots of a claim that needs no visit)",
    fails: "listVisitSlots.not_required",
    only: ["visits"],
    response: (exchange, reply) =>
      on("listVisitSlots")(exchange) && reply.status === 409
        ? editJson(reply, (body) => void delete body.reason)
        : reply,
  },
  {
    name: "a payment code with a wrong check digit",
    fails: "listInvoices.payment_code",
    only: ["customer_area"],
    response: (exchange, reply) =>
      on("listInvoices")(exchange)
        ? editJson(reply, (page) =>
            page.data.forEach((invoice: any) => {
              if (invoice.payment_code)
                invoice.payment_code =
                  invoice.payment_code.slice(0, -1) + String((Number(invoice.payment_code.at(-1)) + 1) % 10);
            }),
          )
        : reply,
  },
  {
    name: "an electronic invoice without its CAE",
    fails: "listInvoices.e_invoice",
    only: ["customer_area"],
    response: (exchange, reply) =>
      on("listInvoices")(exchange)
        ? editJson(reply, (page) =>
            page.data.forEach((invoice: any) => void (invoice.electronic && delete invoice.electronic.cae)),
          )
        : reply,
  },
  {
    name: "the second page of invoices is skipped",
    fails: "listInvoices.pagination",
    only: ["customer_area"],
    request: (exchange) => {
      if (!on("listInvoices")(exchange) || exchange.query.get("page") !== "2") return exchange;
      const query = new URLSearchParams(exchange.query);
      query.set("page", "3");
      return { ...exchange, query };
    },
    response: (exchange, reply) =>
      on("listInvoices")(exchange)
        ? editJson(reply, (page) => void (page.meta.page = Number(exchange.query.get("page") ?? 1)))
        : reply,
  },
  {
    name: "claims listed oldest first",
    fails: "listClaims.order",
    only: ["claims"],
    response: (exchange, reply) =>
      on("listClaims")(exchange) ? editJson(reply, (page) => void page.data.reverse()) : reply,
  },
  {
    name: "the balance counts what is not owed",
    fails: "getCustomerInfo.balance",
    only: ["customer_area"],
    response: (exchange, reply) =>
      on("getCustomerInfo")(exchange) ? editJson(reply, (info) => void (info.balance.overdue += 100)) : reply,
  },
  {
    name: "an amount with a fraction of a cent",
    fails: "listInvoices.amounts",
    only: ["customer_area"],
    response: (exchange, reply) =>
      on("listInvoices")(exchange)
        ? editJson(reply, (page) =>
            page.data.forEach(
              (invoice: any) =>
                void (invoice.interruption_credit &&= {
                  ...invoice.interruption_credit,
                  amount: invoice.interruption_credit.amount + 0.004,
                }),
            ),
          )
        : reply,
  },
  {
    name: "amounts as text",
    fails: "listPayments.contract",
    only: ["customer_area", "online_payment"],
    response: (exchange, reply) =>
      on("listPayments")(exchange)
        ? editJson(reply, (page) =>
            page.data.forEach((payment: any) => void (payment.amount = payment.amount.toFixed(2))),
          )
        : reply,
  },
  {
    name: "a CUIT with a wrong check digit is accepted",
    fails: "validateEnterprise.check_digit",
    only: ["hiring"],
    response: (exchange, reply) => {
      if (!on("validateEnterprise")(exchange) || reply.status !== 400) return reply;
      return jsonReply(200, { valid: true, identification: JSON.parse(exchange.body.toString()).cuit, kind: "person" });
    },
  },
  {
    name: "a customer's visits read without a session",
    fails: "listVisits.no_token",
    only: ["visits"],
    request: (exchange) =>
      on("listVisits")(exchange) && !exchange.headers.authorization ? jsonReply(200, []) : exchange,
  },
  {
    name: "identification-only sign-in without the portal's credential",
    fails: "loginWithIdentification.client_credential",
    only: ["quick_access"],
    // An adapter that lets anyone in: whatever key came (or none), the API sees the portal's.
    request: (exchange) =>
      on("loginWithIdentification")(exchange)
        ? { ...exchange, headers: { ...exchange.headers, "x-api-key": API_KEY } }
        : exchange,
  },
  {
    name: "a hand-over code works twice",
    fails: "exchangeHandoverCode.single_use",
    only: ["customer_area"],
    response: (exchange, reply) => {
      if (!on("exchangeHandoverCode")(exchange)) return reply;
      const code = exchange.body.toString();
      if (reply.status === 200) exchanged.set(code, reply);
      return exchanged.get(code) ?? reply;
    },
  },
  {
    name: "signing out leaves the session open",
    fails: "logout.ends_session",
    only: ["customer_area"],
    request: (exchange) => (on("logout")(exchange) ? jsonReply(200, { message: "Sesión cerrada" }) : exchange),
  },
  {
    name: "an agent's search answers the caller's identification in full",
    fails: "findCustomers.masking",
    only: ["staff"],
    response: (exchange, reply) =>
      on("findCustomers")(exchange) && reply.status === 200
        ? editJson(reply, (found) => {
            const { value } = JSON.parse(exchange.body.toString());
            for (const summary of found) summary.identification = value;
          })
        : reply,
  },
  {
    name: "a caller read by id answers more than the search did",
    fails: "getCustomerSummary.as_searched",
    only: ["staff"],
    response: (exchange, reply) =>
      on("getCustomerSummary")(exchange) && reply.status === 200
        ? editJson(
            reply,
            (summary) =>
              void (summary.contacts = summary.contacts.map(() => ({
                type: "email",
                masked: "carlos.gomez@example.com",
                verified: true,
              }))),
          )
        : reply,
  },
  {
    name: "signing out at the API leaves the staff token working",
    fails: "endStaffSession.ends",
    only: ["staff"],
    request: (exchange) =>
      on("endStaffSession")(exchange) ? jsonReply(200, { message: "Sesión de atención cerrada" }) : exchange,
  },
  {
    name: "the supervisors' view answers without checking the staff token",
    fails: "listAgentActions.staff_token",
    only: ["staff"],
    request: (exchange) =>
      on("listAgentActions")(exchange)
        ? jsonReply(200, { data: [], meta: { page: 1, per_page: 12, total: 0 } })
        : exchange,
  },
];
