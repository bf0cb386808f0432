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
    name: "Fausto Fallas", email: "fausto.fallas@example.com", plans: [1, 2], streaming: { plan_id: 2, extra_ids: [1] },
    invoices: [{ amount: 12000, due_in_days: -5 }, { amount: 15000, due_in_days: 10 }],
  });
  // Proved (issue 20): the scene adds a contact, which a quick-access session may not.
  const token = await provedToken(identification);
  const invoices = (await api("GET", "/v2/customers/current/facturas?status=unpaid", { token })).body.data as { id: number }[];
  const connections = (await api("GET", "/v2/customers/current/conexiones", { token })).body as { id: number; services: { id: number }[] }[];
  const payment = await api("POST", "/v2/customers/current/payments/create", {
    token, json: { invoice_ids: [invoices[0]!.id], return_url: `${SERVERS.main}/mi-cuenta/facturacion/pago` },
  });
  const phone = await api("POST", "/v2/customers/current/contacts", { token, json: { type: "phone", value: "+5493515550000" } });
  const claim = await api("POST", "/v3/tickets/reclamos", { token, json: { category_id: 6, subject: "Consulta", message: "Hola" } });
  const form = new FormData();
  form.set("amount", "100");
  form.set("date", new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString().slice(0, 10));
  form.set("method", "efectivo");
  form.set("receipt", new Blob([Buffer.from("%PDF-1.4\n".padEnd(2048, " "))]), "comprobante.pdf");
  const report = await fetch(`${SERVERS.sandbox}/v3/informe/pagos/${invoices[1]!.id}`, {
    method: "POST", headers: { Authorization: `Bearer ${token}`, Accept: "application/json" }, body: form,
  });
  for (const [what, status] of [["payment", payment.status], ["phone", phone.status], ["claim", claim.status], ["report", report.status]] as const) {
    if (status !== 201 && status !== 200) throw new Error(`The fault scene's ${what} was not created: ${status}`);
  }
  return {
    identification,
    paymentId: payment.body.id as number,
    /** The overdue invoice (issue 24's page of one invoice). */
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
  const identification = await createCustomer({ name: "Fermina Fallas", email: "fermina.fallas@example.com", plans: [2] });
  if (debit) {
    const token = await provedToken(identification);
    const connections = (await api("GET", "/v2/customers/current/conexiones", { token })).body as { services: { id: number }[] }[];
    const created = await api("POST", "/v2/customers/current/debit-subscription/create", {
      token, json: { services: [connections[0]!.services[0]!.id], return_url: `${SERVERS.main}/subscription/success` },
    });
    if (created.status !== 201) throw new Error(`The fault scene's debit was not created: ${created.status}`);
  }
  return { identification, paymentId: 0, invoiceId: 0, reportId: 0, claimId: 0, serviceId: 0, connectionId: 0, phoneId: 0 };
}
