import { urlOf, type TableRoute } from "./route-table";
import { api, createCustomer, provedToken } from "./sandbox";
import { SERVERS } from "./servers";

/**
 * A customer of a test's own with something on every page of the area (docs/faults.md):
 * two services and streaming, an overdue and a pending invoice, a payment, a payment
 * report, a claim, and an e-mail plus a phone still to verify. Answers the ids the
 * pages' addresses need and the customer's identification (sign in with `signInAs`).
 */
export type FaultScene = Awaited<ReturnType<typeof createFaultScene>>;

export async function createFaultScene(kind: "full" | "fresh" | "debit" = "full") {
  if (kind !== "full") return createFreshScene(kind === "debit");
  const identification = await createCustomer({
    name: "Fausto Fallas",
    email: "fausto.fallas@example.com",
    plans: [1, 2],
    streaming: { plan_id: 2, extra_ids: [1] },
    invoices: [
      { amount: 12000, due_in_days: -5 },
      { amount: 15000, due_in_days: 10 },
    ],
  });
  // Proved (decision 097): the scene adds a contact, which a quick-access session may not.
  const token = await provedToken(identification);
  const invoices = (await api("GET", "/v2/customers/current/facturas?status=unpaid", { token })).body.data as {
    id: number;
  }[];
  const connections = (await api("GET", "/v2/customers/current/conexiones", { token })).body as {
    id: number;
    services: { id: number }[];
  }[];
  const payment = await api("POST", "/v2/customers/current/payments/create", {
    token,
    json: { invoice_ids: [invoices[0]!.id], return_url: `${SERVERS.main}/mi-cuenta/facturacion/pago` },
  });
  const phone = await api("POST", "/v2/customers/current/contacts", {
    token,
    json: { type: "phone", value: "+5493515550000" },
  });
  const claim = await api("POST", "/v3/tickets/reclamos", {
    token,
    json: { category_id: 6, subject: "Consulta", message: "Hola" },
  });
  const form = new FormData();
  form.set("amount", "100");
  form.set("date", new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString().slice(0, 10));
  form.set("method", "efectivo");
  form.set("receipt", new Blob([Buffer.from("%PDF-1.4\n".padEnd(2048, " "))]), "comprobante.pdf");
  const report = await fetch(`${SERVERS.sandbox}/v3/informe/pagos/${invoices[1]!.id}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
    body: form,
  });
  for (const [what, status] of [
    ["payment", payment.status],
    ["phone", phone.status],
    ["claim", claim.status],
    ["report", report.status],
  ] as const) {
    if (status !== 201 && status !== 200) throw new Error(`The fault scene's ${what} was not created: ${status}`);
  }
  return {
    identification,
    paymentId: payment.body.id as number,
    /** The overdue invoice (decision 118's page of one invoice). */
    invoiceId: invoices[0]!.id,
    reportId: ((await report.json()) as { id: number }).id,
    claimId: claim.body.id as number,
    serviceId: connections[0]!.services[0]!.id,
    connectionId: connections[0]!.id,
    phoneId: phone.body.id as number,
  };
}

/**
 * A customer who owes nothing and has no streaming (the pages that ask for a debit and
 * hire streaming); with `debit`, an automatic debit under way (the page that manages it).
 */
async function createFreshScene(debit: boolean) {
  const identification = await createCustomer({
    name: "Fermina Fallas",
    email: "fermina.fallas@example.com",
    plans: [2],
  });
  if (debit) {
    const token = await provedToken(identification);
    const connections = (await api("GET", "/v2/customers/current/conexiones", { token })).body as {
      services: { id: number }[];
    }[];
    const created = await api("POST", "/v2/customers/current/debit-subscription/create", {
      token,
      json: { services: [connections[0]!.services[0]!.id], return_url: `${SERVERS.main}/subscription/success` },
    });
    if (created.status !== 201) throw new Error(`The fault scene's debit was not created: ${created.status}`);
  }
  return {
    identification,
    paymentId: 0,
    invoiceId: 0,
    reportId: 0,
    claimId: 0,
    serviceId: 0,
    connectionId: 0,
    phoneId: 0,
  };
}

/**
 * A full scene's records as the route table's parameters, by the pattern they belong under,
 * with a file on its claim: so every page and file of the table exists for its customer.
 * `urlOfScene` makes a route's address from them (`urlOf`).
 */
export async function sceneParams(scene: FaultScene, token: string): Promise<Record<string, Record<string, string>>> {
  const form = new FormData();
  form.append("files", new Blob([Buffer.from("%PDF-1.4\n".padEnd(2048, " "))]), "nota.pdf");
  const attached = await api("POST", `/v3/tickets/${scene.claimId}/message-files`, { token, form });
  const claim = attached.body as { messages: { files: { id: number }[] }[] };
  const invoices = (await api("GET", "/v2/customers/current/facturas", { token })).body.data as { id: number }[];
  return {
    "/mi-cuenta/reclamos": {
      id: String(scene.claimId),
      fileId: String(claim.messages.flatMap((message) => message.files)[0]!.id),
    },
    "/mi-cuenta/servicios": { id: String(scene.serviceId) },
    "/mi-cuenta/facturacion/factura": { id: String(invoices[0]!.id) },
    "/mi-cuenta/facturacion/pago": { id: String(scene.paymentId) },
    "/mi-cuenta/facturacion/informe": { id: String(scene.reportId) },
    "/mi-cuenta/ajustes/contacto": { id: String(scene.phoneId) },
    "/mi-cuenta/mi-conexion": { id: String(scene.connectionId) },
    // An outage's number: with its module on the address answers (a redirect), whichever it is.
    "/mi-cuenta/cortes": { id: "1" },
    // A link's token: the page asks for the new password whatever it is, and the API judges it.
    "/password-reset/process": { id: "a-link-token-from-an-e-mail" },
    "/planes": { id: "2" },
    // A caller's page (decision 143): a stranger is sent to the desk's sign-in, whichever it is.
    "/agentes/clientes": { id: "1" },
  };
}

export const urlOfScene = (params: Record<string, Record<string, string>>, route: TableRoute) =>
  urlOf(route, Object.entries(params).find(([prefix]) => route.pattern.startsWith(prefix))?.[1]);
