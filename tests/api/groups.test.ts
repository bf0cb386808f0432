import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  loginWithIdentification,
  loginWithPassword,
  logout,
  requestPasswordReset,
  resetPassword,
  verifyEmail,
} from "~/api/auth.server";
import {
  addContact,
  cancelAutomaticDebit,
  cancelPayment,
  changePassword,
  checkPayment,
  createPassword,
  createPayment,
  getCustomerInfo,
  getPaymentStatus,
  listConnections,
  listContacts,
  listInvoices,
  listPayments,
  requestAutomaticDebit,
  sendContactCode,
  updateAutomaticDebit,
  updateContact,
  updateMainContacts,
  verifyContact,
} from "~/api/customer.server";
import { searchAddresses } from "~/api/geocoder.server";
import { getProof, proveWithCode, proveWithPassword, sendProofCode } from "~/api/proof.server";
import {
  checkAvailability,
  listInfrastructureBoxes,
  listLocalities,
  listPlans,
  listStreamingBanners,
  recordSalesAttempt,
  sendJobApplication,
  startApplication,
  submitApplication,
  validateCustomer,
  validateEnterprise,
} from "~/api/public.server";
import {
  activateStreaming,
  addStreamingExtra,
  changeStreamingPlan,
  getStreamingCatalogue,
  pauseStreaming,
  removeStreamingExtra,
  stopStreaming,
  subscribeToStreaming,
} from "~/api/streaming.server";
import {
  attachFilesToClaim,
  getClaim,
  listClaimCategories,
  listClaims,
  listPaymentReports,
  openClaim,
  rateClaim,
  replyToClaim,
  reportClaimSolved,
  reportPayment,
} from "~/api/tickets.server";
import type { ApiSession } from "~/api/transport.server";
import { fakeFile, startTestSandbox } from "../sandbox/harness";

/** Every client function against the sandbox: the contract, the client and the sandbox agree. */

const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);
let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
let api: { baseUrl: string; timeoutMs: number };
let carlos: ApiSession;
const RETURN_URL = "http://portal.test/vuelta";

/** A quick-access session proved with a code to its first verified contact (decision 097), through the client. */
async function proved(session: ApiSession, identification: string) {
  const { channels } = await getProof(session);
  const sent = await sendProofCode(session, channels[0]!.contact_id);
  expect(sent.channel.masked).toContain("•");
  const code = (await sandbox.client.outbox({ identification }))
    .filter((message) => message.purpose === "proof_code")
    .at(-1)!.code!;
  expect((await proveWithCode(session, code)).state).toBe("verified");
  return session;
}

beforeAll(async () => {
  sandbox = await startTestSandbox({ faults: true });
  // The API the configuration names (its origin is where the portal's credential may go, decision 127).
  vi.stubEnv("API_BASE_URL", sandbox.url);
  api = { baseUrl: sandbox.url, timeoutMs: 5000 };
  // The changes below need a verified session (decision 097).
  carlos = await proved({ ...api, token: (await loginWithIdentification("20304050", api)).access_token }, "20304050");
});
afterAll(() => sandbox.close());

describe("public", () => {
  it("browses the catalogue and goes through the hiring flow", async () => {
    expect((await listPlans(api)).length).toBeGreaterThan(0);
    const [locality] = await listLocalities(api);
    const boxes = await listInfrastructureBoxes({ localidad_id: locality!.id }, api);
    expect(boxes.every((box) => box.locality_id === locality!.id)).toBe(true);
    const availability = await checkAvailability({ lat: boxes[0]!.lat, lng: boxes[0]!.lng }, api);
    expect(availability).toMatchObject({ available: true, distance_m: 0 });
    expect(await validateCustomer("33444555", api)).toMatchObject({ valid: true });
    expect(await validateEnterprise("30712345671", api)).toMatchObject({ kind: "company" });
    const attempt = await recordSalesAttempt(
      {
        nombre: "Ana",
        apellido: "Ruiz",
        dni: "33444555",
        phone: "3541 555-1234",
        email: "ana@example.com",
        lat: boxes[0]!.lat,
        lng: boxes[0]!.lng,
        localidad_id: locality!.id,
        date: "1990-04-02",
        available: true,
      },
      api,
    );
    expect(attempt.id).toBeGreaterThan(0);
    const { request_id } = await startApplication(api);
    const application = await submitApplication(
      {
        request_id,
        plan_id: 7,
        localidad_id: locality!.id,
        lat: boxes[0]!.lat,
        lng: boxes[0]!.lng,
        address: { street: "Belgrano", number: "120" },
        applicant: {
          kind: "company",
          identification: "30712345671",
          nombre: "Laura",
          business_name: "Serranías Digitales S.A.",
          email: "l@example.com",
          phone: "3541 555-1234",
        },
        accept_terms: true,
      },
      api,
    );
    expect(application.status).toBe("received");
    expect((await listStreamingBanners(api)).length).toBe(3);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      nombre: "Ana",
      apellido: "Ruiz",
      email: "ana@example.com",
      phone: "3541 555-1234",
      area: "ventas",
    }))
      form.set(name, value);
    form.set("cv", fakeFile("pdf", "cv.pdf"));
    expect((await sendJobApplication(form, api)).id).toBeGreaterThan(0);
    const [found] = (
      await searchAddresses(
        { q: "Av San Martín 300 La Falda" },
        { baseUrl: `${sandbox.url}/geocoder/api`, timeoutMs: 5000 },
      )
    ).features;
    expect(found?.properties).toMatchObject({ type: "house", city: "La Falda", housenumber: "300" });
  });
});

describe("proof", () => {
  it("tells a session's proof, refuses a change to quick access with its reason, and proves by code or password", async () => {
    const quick = { ...api, token: (await loginWithIdentification("30712345671", api)).access_token };
    expect(await getProof(quick)).toMatchObject({ state: "quick_access", has_password: false, pending_code: null });
    await expect(addContact(quick, { type: "email", value: "x@example.com" })).rejects.toMatchObject({
      status: 403,
      reason: "proof_required",
    });
    await proved(quick, "30712345671");
    expect((await getProof(quick)).state).toBe("verified");

    const maria = { ...api, token: (await loginWithPassword("27222333", "Portal2026", api)).access_token };
    expect((await getProof(maria)).state).toBe("verified");
    await sandbox.client.call("POST", "/__faults/proof/lapse", { json: { token: maria.token } });
    await expect(proveWithPassword(maria, "otra")).rejects.toMatchObject({ status: 400, reason: "password_invalid" });
    expect((await proveWithPassword(maria, "Portal2026")).state).toBe("verified");
  });
});

describe("auth", () => {
  it("signs in, recovers a password and verifies an e-mail", async () => {
    expect((await loginWithPassword("27222333", "Portal2026", api)).token_type).toBe("Bearer");
    expect((await requestPasswordReset("27222333", api)).message).toMatch(/correo/);
    const [mail] = await sandbox.client.outbox({ identification: "27222333" });
    expect(
      (await resetPassword({ token: mail!.token!, password: "Nueva2026", password_confirmation: "Nueva2026" }, api))
        .message,
    ).toBeTruthy();
    const added = await addContact(carlos, { type: "email", value: "segundo@example.com" });
    const [verification] = await sandbox.client.outbox({ recipient: "segundo@example.com" });
    expect((await verifyEmail(verification!.token!, api)).email).toBe(added.value);
    const ending = { ...api, token: (await loginWithIdentification("20304050", api)).access_token };
    expect((await logout(ending)).message).toBe("Sesión cerrada");
    await expect(getCustomerInfo(ending)).rejects.toMatchObject({ status: 401 });
  });
});

describe("customer", () => {
  it("reads the account and manages contacts and the password", async () => {
    expect((await getCustomerInfo(carlos)).name).toBe("Carlos Alberto Gómez");
    expect((await listConnections(carlos))[0]!.services).toHaveLength(2);
    const phone = (await listContacts(carlos)).find((contact) => contact.type === "phone")!;
    expect((await sendContactCode(carlos, phone.id)).message).toMatch(/código/);
    const sms = (await sandbox.client.outbox({ recipient: phone.value })).pop()!;
    expect((await verifyContact(carlos, phone.id, sms.code!)).verified).toBe(true);
    expect((await updateContact(carlos, phone.id, "+54 9 3541 55-9999")).verified).toBe(false);
    expect(
      (await updateMainContacts(carlos, { email: "carlos@nuevo.example" })).some(
        (contact) => contact.value === "carlos@nuevo.example",
      ),
    ).toBe(true);
    await createPassword(carlos, { password: "Cosquin2026", password_confirmation: "Cosquin2026" });
    await changePassword(carlos, {
      current_password: "Cosquin2026",
      password: "Cosquin2027",
      password_confirmation: "Cosquin2027",
    });
    expect((await loginWithPassword("20304050", "Cosquin2027", api)).access_token).toBeTruthy();
  });

  it("pays invoices and manages the automatic debit", async () => {
    const unpaid = await listInvoices(carlos, { status: "unpaid" });
    expect(unpaid.meta.total).toBe(2);
    const payment = await createPayment(carlos, { invoice_ids: [unpaid.data[0]!.id], return_url: RETURN_URL });
    expect((await getPaymentStatus(carlos, payment.id)).status).toBe("pending");
    expect((await checkPayment(carlos, payment.id)).status).toBe("pending");
    expect((await cancelPayment(carlos, payment.id)).status).toBe("cancelled");
    expect((await listPayments(carlos, { status: "cancelled" })).data).toHaveLength(1);
    const services = (await listConnections(carlos))[0]!.services.map((service) => service.id);
    const checkout = await requestAutomaticDebit(carlos, { services, return_url: RETURN_URL });
    await fetch(`${checkout.checkout_url}/approve`, { method: "POST", redirect: "manual" });
    expect((await updateAutomaticDebit(carlos, [services[0]!])).services).toEqual([services[0]]);
    expect((await cancelAutomaticDebit(carlos)).status).toBe("cancelled");
  });
});

describe("streaming", () => {
  it("manages a subscription through its whole life", async () => {
    const catalogue = await getStreamingCatalogue(api);
    expect(catalogue.subscription).toBeNull();
    const subscription = await subscribeToStreaming(carlos, { plan_id: catalogue.plans[0]!.id });
    expect((await getStreamingCatalogue(carlos)).subscription?.id).toBe(subscription.id);
    expect((await changeStreamingPlan(carlos, catalogue.plans[1]!.id)).plan.id).toBe(catalogue.plans[1]!.id);
    expect((await addStreamingExtra(carlos, catalogue.extras[0]!.id)).extras).toHaveLength(1);
    expect((await removeStreamingExtra(carlos, catalogue.extras[0]!.id)).extras).toHaveLength(0);
    expect((await pauseStreaming(carlos, subscription.id)).state).toBe("paused");
    expect((await activateStreaming(carlos, subscription.id)).state).toBe("active");
    expect((await stopStreaming(carlos)).state).toBe("stopped");
  });
});

describe("tickets and payment reports", () => {
  it("opens, follows and closes a claim, and reports a payment", async () => {
    const [category] = await listClaimCategories(carlos);
    const claim = await openClaim(carlos, {
      category_id: category!.id,
      subject: "Corte de servicio",
      message: "No hay internet.",
    });
    expect((await listClaims(carlos, { status: "open" })).data.map((ticket) => ticket.id)).toContain(claim.id);
    expect((await replyToClaim(carlos, claim.id, "Sigue igual.")).messages).toHaveLength(2);
    const form = new FormData();
    form.append("files", fakeFile("png", "luces.png"));
    expect((await attachFilesToClaim(carlos, claim.id, form)).messages[2]!.files).toHaveLength(1);
    expect((await reportClaimSolved(carlos, claim.id, true)).status).toBe("closed");
    expect((await rateClaim(carlos, claim.id, { rating: 5 })).feedback?.rating).toBe(5);
    expect((await getClaim(carlos, claim.id)).solved).toBe(true);

    const [invoice] = (await listInvoices(carlos, { status: "unpaid" })).data;
    const report = new FormData();
    for (const [name, value] of Object.entries({
      amount: String(invoice!.amount),
      date: yesterday,
      method: "deposito",
    }))
      report.set(name, value);
    report.set("receipt", fakeFile("pdf", "comprobante.pdf"));
    const created = await reportPayment(carlos, invoice!.id, report);
    expect((await listPaymentReports(carlos)).map((item) => item.id)).toEqual([created.id]);
  });
});
