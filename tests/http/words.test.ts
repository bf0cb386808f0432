import { describe, expect, it } from "vitest";
import { PaymentPromiseState } from "../../contract/payment-promise";
import { addFault, api, createCustomer, sandboxToken } from "../support/sandbox";
import { textOf, Visitor } from "../support/visitor";

/**
 * Every message in the page's language (decision 132), over real HTTP against the sandbox:
 * an English page shows none of the API's Spanish refusals (the promise to pay's reasons, a
 * refusal with no reason the portal knows) nor Spanish from a download route's 404, while a
 * Spanish page keeps the API's own words; and plurals read as each language says them.
 * The language is chosen the way a visitor chooses it: `?lng=en` once, then its cookie.
 */

const PROMISE = "/mi-cuenta/facturacion/compromiso-de-pago";

/** Words only the API's Spanish (or the portal's Spanish) has: none may reach an English page. */
const SPANISH = [
  "Tu deuda supera",
  "Ya tenés un compromiso",
  "Falla simulada",
  "no encontrad",
  "Compromiso de pago",
  "Revisalos",
  "días",
];

async function customer(language: "es" | "en", wanted: Parameters<typeof createCustomer>[0]) {
  const identification = await createCustomer({ plans: [1], ...wanted });
  const token = await sandboxToken(identification);
  const visitor = await new Visitor().signIn(token);
  // The language switch's way: the query once, the cookie after it.
  await visitor.open(`/mi-cuenta?lng=${language}`);
  return { token, visitor };
}

const keyOf = (doc: Document) => doc.querySelector('input[name="idempotency_key"]')!.getAttribute("value")!;

function expectEnglish(text: string) {
  for (const words of SPANISH) expect(text, words).not.toContain(words);
}

describe("every message in the page's language", () => {
  it("English: the API's refusal by its reason, on Facturación, the promise's page and its POST, in English", async () => {
    const owing = await customer("en", {
      invoices: [
        { amount: 5_000, due_in_days: -40 },
        { amount: 5_000, due_in_days: -10 },
      ],
    });
    const billing = textOf((await owing.visitor.open("/mi-cuenta/facturacion")).doc);
    expect(billing).toContain(
      "Promise to pay: Your debt is above what a promise to pay allows. Contact customer service.",
    );
    expectEnglish(billing);
    const page = textOf((await owing.visitor.open(PROMISE)).doc);
    expect(page).toContain("Your debt is above what a promise to pay allows.");
    expectEnglish(page);

    // Eligible when drawn, refused when sent (409 already_active).
    const racing = await customer("en", { invoices: [{ amount: 6_000, due_in_days: -3 }] });
    const drawn = await racing.visitor.open(PROMISE);
    expect(textOf(drawn.doc)).toContain("ask for 3 more days");
    expect((await api("POST", "/v2/customers/current/payment-promise", { token: racing.token, json: {} })).status).toBe(
      201,
    );
    const refused = await racing.visitor.open(PROMISE, { form: { idempotency_key: keyOf(drawn.doc) } });
    expect(refused.status).toBe(400);
    expect(textOf(refused.doc)).toContain("You already have a promise to pay in force.");
    expectEnglish(textOf(refused.doc));
  });

  it("a refusal the portal has no words for: the API's Spanish on a Spanish page, the portal's words in English", async () => {
    const path = "/v2/customers/current/payment-promise";
    const english = await customer("en", { invoices: [{ amount: 4_000, due_in_days: -2 }] });
    const drawnEn = await english.visitor.open(PROMISE);
    await addFault({ method: "POST", path, status: 422, token: english.token });
    const refusedEn = await english.visitor.open(PROMISE, { form: { idempotency_key: keyOf(drawnEn.doc) } });
    expect(refusedEn.status).toBe(400);
    expect(textOf(refusedEn.doc)).toContain("We could not do it with these details. Check them and try again.");
    expectEnglish(textOf(refusedEn.doc));

    const spanish = await customer("es", { invoices: [{ amount: 4_000, due_in_days: -2 }] });
    const drawnEs = await spanish.visitor.open(PROMISE);
    await addFault({ method: "POST", path, status: 422, token: spanish.token });
    const refusedEs = await spanish.visitor.open(PROMISE, { form: { idempotency_key: keyOf(drawnEs.doc) } });
    expect(refusedEs.status).toBe(400);
    expect(textOf(refusedEs.doc)).toContain("Falla simulada (422)");
  });

  it("the download routes' messages: a 404 in the page's language", async () => {
    const { visitor } = await customer("en", { invoices: [{ amount: 1_000, due_in_days: 10 }] });
    for (const [path, words] of [
      ["/mi-cuenta/facturacion/factura/999999999/pdf", "We did not find that invoice in your account."],
      ["/mi-cuenta/facturacion/factura/999999999/codigo-de-barras.svg", "That invoice has no code"],
      ["/mi-cuenta/facturacion/factura/999999999/qr.svg", "That invoice has no ARCA QR code"],
      ["/mi-cuenta/facturacion/informe/999999999/comprobante", "We did not find that payment report"],
    ] as const) {
      const response = await visitor.request(path);
      expect(response.status, path).toBe(404);
      const text = await response.text();
      expect(text, path).toContain(words);
      expectEnglish(text);
    }
    const spanish = await customer("es", { invoices: [{ amount: 1_000, due_in_days: 10 }] });
    const response = await spanish.visitor.request("/mi-cuenta/facturacion/factura/999999999/pdf");
    expect(await response.text()).toBe("No encontramos esa factura en tu cuenta.");
  });
});

describe("plurals as each language says them", () => {
  it("an interruption credit of 2 days and a promise of 3 more days, in Spanish and in English", async () => {
    const token = await sandboxToken("20304050");
    const invoices = await api("GET", "/v2/customers/current/facturas?per_page=50", { token });
    const credited = (invoices.body.data as { id: number; interruption_credit: { days: number } | null }[]).find(
      (invoice) => invoice.interruption_credit,
    );
    expect(credited?.interruption_credit?.days).toBe(2);
    for (const [language, credit] of [
      ["es", "2 días, $"],
      ["en", "2 days, $"],
    ] as const) {
      const visitor = await new Visitor().signIn(token);
      const page = await visitor.open(`/mi-cuenta/facturacion/factura/${credited!.id}?lng=${language}`);
      expect(page.status).toBe(200);
      expect(textOf(page.doc), language).toContain(credit);
    }

    for (const [language, offer] of [
      ["es", "Pedir 3 días más"],
      ["en", "Ask for 3 more days"],
    ] as const) {
      const { visitor, token: owing } = await customer(language, { invoices: [{ amount: 2_000, due_in_days: -4 }] });
      const state = PaymentPromiseState.parse(
        (await api("GET", "/v2/customers/current/payment-promise", { token: owing })).body,
      );
      expect(state.status).toBe("eligible");
      expect(textOf((await visitor.open("/mi-cuenta")).doc), language).toContain(offer);
    }
  });
});
