import { describe, expect, it } from "vitest";
import { api, createCustomer, lapseProof, lastProofCode, outbox, provedToken, sandboxToken } from "../support/sandbox";
import { SERVERS } from "../support/servers";
import { heading, hrefOf, textAt, textOf, Visitor, type Page } from "../support/visitor";

/**
 * Quick access and step-up proof (decision 097), as the server answers without JavaScript:
 * a stranger who knows a DNI sees only masked data and can change nothing; the customer,
 * with the code sent to their own verified contact (or their password), can do everything
 * and lands where they were, with what they had typed. The journeys in a browser, in both
 * modes and with axe, are tests/e2e/proof.spec.ts; the API's own rules tests/sandbox/proof.test.ts.
 */

const PROOF = "/mi-cuenta/verificar-identidad";
const CURRENT = "/v2/customers/current";
const here = (page: Page) => `${page.url.pathname}${page.url.search}`;

/** A path as the server reads it: `contraseña` percent-encoded, a bare `?cancelar` as `?cancelar=`. */
const sent = (path: string) => {
  const url = new URL(path, SERVERS.main);
  const query = url.searchParams.toString();
  return `${url.pathname}${query ? `?${query}` : ""}`;
};

function expectProofPage(page: Page, comingBackTo: string) {
  expect(page.url.pathname, here(page)).toBe(PROOF);
  expect(page.url.searchParams.get("redirectTo")).toBe(sent(comingBackTo));
  expect(heading(page.doc)).toBe("Confirmá que sos vos");
}

/** A customer who may hire everything (a verified e-mail, nothing overdue, no streaming), and one with streaming and automatic debit. */
async function customers() {
  const fresh = await createCustomer({ name: "Paula Prueba", email: "paula.prueba@example.com", plans: [2, 5] });
  const subscribed = await createCustomer({
    name: "Sergio Suscripto",
    email: "sergio.s@example.com",
    plans: [2],
    streaming: { plan_id: 2, extra_ids: [1] },
  });
  // Its debit is set up by a verified session, as the customer would.
  const setter = await provedToken(subscribed);
  const connections = (await api("GET", `${CURRENT}/conexiones`, { token: setter })).body as {
    services: { id: number }[];
  }[];
  const created = await api("POST", `${CURRENT}/debit-subscription/create`, {
    token: setter,
    json: { services: [connections[0]!.services[0]!.id], return_url: `${SERVERS.main}/subscription/success` },
  });
  await fetch(`${created.body.checkout_url}/approve`, { method: "POST", redirect: "manual" });
  return { fresh, subscribed, serviceId: connections[0]!.services[0]!.id };
}

describe("a stranger who knows DNI 20304050 (quick access, without JavaScript)", () => {
  it("signs in with the identification alone and sees only masked data", async () => {
    const visitor = new Visitor();
    const home = await visitor.submit("/iniciar-sesion", { identification: "20304050" });
    expect(home.url.pathname).toBe("/mi-cuenta");
    expect(home.html).not.toContain("2950");
    // Carlos lives at Independencia 2950, Cosquín (docs/api.md): the service's page says the
    // street and the town only (the home names the town: decision 148).
    const servicePath = home.doc.querySelector('a[href^="/mi-cuenta/servicios/"]')!.getAttribute("href")!;
    const service = await visitor.open(servicePath);
    expect(textOf(service.doc)).toContain("Independencia, Cosquín");
    expect(service.html).not.toContain("2950");
    expect(hrefOf(service.doc, "Ver mis datos")).toBe(`${PROOF}?redirectTo=${encodeURIComponent(servicePath)}`);

    const settings = await visitor.open("/mi-cuenta/ajustes");
    const words = textOf(settings.doc);
    expect(words).toContain("DNI 20.•••.050");
    expect(words).toContain("c•••••@example.com");
    expect(words).toContain("+54 9 3541 •• ••01");
    for (const secret of ["20304050", "carlos.gomez", "55-0101", "550101"]) expect(settings.html).not.toContain(secret);
    // Adding a contact waits for the proof: no form to type into.
    expect(settings.doc.querySelector('input[name="value"]')).toBeNull();
    expect(hrefOf(settings.doc, "Ver mis datos")).toBe(`${PROOF}?redirectTo=%2Fmi-cuenta%2Fajustes`);

    for (const path of ["/mi-cuenta/mi-conexion", "/mi-cuenta/servicios"]) {
      const page = await visitor.open(path);
      expect(page.status, path).toBe(200);
      expect(page.html, path).not.toContain("2950");
    }
  });

  it("still sees what they owe, pays and files claims: those need no proof", async () => {
    const visitor = await new Visitor().signIn(await sandboxToken("20304050"));
    for (const path of [
      "/mi-cuenta/facturacion",
      "/mi-cuenta/facturacion/pagar",
      "/mi-cuenta/mis-pagos",
      "/mi-cuenta/reclamos",
      "/mi-cuenta/reclamos/crear",
      "/mi-cuenta/facturacion/informar-pago/crear",
    ]) {
      const page = await visitor.open(path);
      expect(page.status, path).toBe(200);
      expect(page.url.pathname, path).toBe(path);
    }
  });

  it("is sent to prove who they are before every page that changes the account", async () => {
    const { fresh, subscribed } = await customers();
    const freshVisitor = await new Visitor().signIn(await sandboxToken(fresh));
    const email = (await api("GET", `${CURRENT}/contacts`, { token: await sandboxToken(fresh) })).body[0].id;
    // A phone still to verify, added by a proved session.
    const phone = (
      await api("POST", `${CURRENT}/contacts`, {
        token: await provedToken(fresh),
        json: { type: "phone", value: "+5493515550777" },
      })
    ).body.id;
    for (const path of [
      `/mi-cuenta/ajustes/contacto/${email}/cambiar`,
      `/mi-cuenta/ajustes/contacto/${phone}/verificar`,
      "/mi-cuenta/contraseña",
      "/mi-cuenta/debito-automatico/solicitar",
      "/mi-cuenta/servicios/contratar-dgo?plan=3",
    ]) {
      expectProofPage(await freshVisitor.open(path), path);
    }
    const subscribedVisitor = await new Visitor().signIn(await sandboxToken(subscribed));
    for (const path of [
      "/mi-cuenta/debito-automatico/gestionar",
      "/mi-cuenta/debito-automatico/gestionar?cancelar",
      "/mi-cuenta/servicios/gestionar/dgo",
      "/mi-cuenta/servicios/gestionar/dgo?confirmar=baja",
    ]) {
      expectProofPage(await subscribedVisitor.open(path), path);
    }
  });

  it("changes nothing by posting the forms without their pages: the API refuses, the portal sends to prove", async () => {
    const { fresh, subscribed, serviceId } = await customers();
    const key = { idempotency_key: "proof-http-test-0001" };
    const freshToken = await sandboxToken(fresh);
    const email = (await api("GET", `${CURRENT}/contacts`, { token: freshToken })).body[0].id;
    const subscribedToken = await sandboxToken(subscribed);
    const posts: [string, string, Record<string, string>][] = [
      [freshToken, "/mi-cuenta/ajustes", { ...key, type: "phone", value: "351 555-0001" }],
      [freshToken, `/mi-cuenta/ajustes/contacto/${email}/cambiar`, { value: "otra@example.com" }],
      [freshToken, `/mi-cuenta/ajustes/contacto/${email}/verificar`, { intent: "send" }],
      [freshToken, "/mi-cuenta/contraseña", { password: "Nueva2026x", password_confirmation: "Nueva2026x" }],
      [freshToken, "/mi-cuenta/debito-automatico/solicitar", { ...key, services: String(serviceId) }],
      [freshToken, "/mi-cuenta/servicios/contratar-dgo", { ...key, plan_id: "1" }],
      [subscribedToken, "/mi-cuenta/debito-automatico/gestionar", { intent: "update", services: String(serviceId) }],
      [subscribedToken, "/mi-cuenta/debito-automatico/gestionar?cancelar", { intent: "cancel" }],
      [subscribedToken, "/mi-cuenta/servicios/gestionar/dgo", { ...key, intent: "add-extra", extra_id: "2" }],
      [subscribedToken, "/mi-cuenta/servicios/gestionar/dgo", { ...key, intent: "pause" }],
      [subscribedToken, "/mi-cuenta/servicios/gestionar/dgo", { ...key, intent: "stop" }],
    ];
    for (const [token, path, form] of posts) {
      const response = await (await new Visitor().signIn(token)).request(path, { form });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe(
        `${PROOF}?${new URLSearchParams({ redirectTo: sent(path) })}`,
      );
    }
    // Everything as it was.
    expect((await api("GET", `${CURRENT}/contacts`, { token: freshToken })).body).toHaveLength(1);
    expect((await api("POST", "/auth/customers", { json: { identification: fresh } })).status).toBe(200);
    const info = (await api("GET", `${CURRENT}/info`, { token: freshToken })).body;
    expect(info.debit_subscription).toBeNull();
    expect((await api("GET", "/v2/services/dgo/plans", { token: freshToken })).body.subscription).toBeNull();
    const streaming = (await api("GET", "/v2/services/dgo/plans", { token: subscribedToken })).body.subscription;
    expect(streaming).toMatchObject({ state: "active", extras: [{ id: 1 }] });
    expect((await api("GET", `${CURRENT}/info`, { token: subscribedToken })).body.debit_subscription).toMatchObject({
      status: "active",
    });
  });
});

describe("the customer proves who they are, without JavaScript", () => {
  it("gets a code at a verified contact, types it and lands where they were, in full", async () => {
    const { fresh } = await customers();
    const visitor = await new Visitor().signIn(await sandboxToken(fresh));
    const email = (await api("GET", `${CURRENT}/contacts`, { token: await sandboxToken(fresh) })).body[0].id;
    const target = `/mi-cuenta/ajustes/contacto/${email}/cambiar`;
    const proof = await visitor.open(target);
    expectProofPage(proof, target);
    expect(textOf(proof.doc)).toContain("Correo electrónico p•••••@example.com");

    const sent = await visitor.submit(here(proof), { contact_id: String(email) });
    expectProofPage(sent, target);
    expect(textOf(sent.doc)).toContain("Te enviamos un código de 6 números a p•••••@example.com");
    const code = await lastProofCode(fresh);
    expect(sent.html).not.toContain(code);

    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const wrong = await visitor.submit(here(sent), { code: wrongCode });
    expect(wrong.status).toBe(400);
    expect(wrong.doc.title).toBe("Error: Confirmá que sos vos - Nodo Sur");
    expect(textAt(wrong.doc, ".error-summary")).toContain("El código no es correcto");
    // The form back, empty: a code never goes back to a page.
    expect(wrong.doc.querySelector('input[name="code"]')?.getAttribute("value") ?? "").toBe("");
    expect(wrong.html).not.toContain(wrongCode);

    const back = await visitor.submit(here(sent), { code });
    expect(here(back)).toBe(target);
    expect(textOf(back.doc)).toContain("Listo, confirmamos que sos vos.");
    expect(textOf(back.doc)).toContain("Ahora: paula.prueba@example.com");
    expect(here(back)).not.toContain(code);
  });

  it("sends one code for a form sent twice, and refuses a code used before", async () => {
    const { fresh } = await customers();
    const token = await sandboxToken(fresh);
    const visitor = await new Visitor().signIn(token);
    const proof = await visitor.open(`${PROOF}?redirectTo=%2Fmi-cuenta%2Fajustes`);
    const form = proof.doc.querySelector("main form")!;
    const fields = Object.fromEntries(
      [...form.querySelectorAll("input[name]")]
        .filter((input) => input.getAttribute("type") !== "radio" || input.hasAttribute("checked"))
        .map((input) => [input.getAttribute("name")!, input.getAttribute("value") ?? ""]),
    );
    const [first, second] = await Promise.all([
      visitor.request(here(proof), { form: fields }),
      visitor.request(here(proof), { form: fields }),
    ]);
    expect([first.status, second.status]).toEqual([302, 302]);
    expect((await outbox(fresh)).filter((message) => message.purpose === "proof_code")).toHaveLength(1);

    const code = await lastProofCode(fresh);
    expect(here(await visitor.submit(here(proof), { code }))).toBe("/mi-cuenta/ajustes");
    await lapseProof(token);
    const reused = await visitor.open(here(proof), { form: { intent: "code", code } });
    expect(reused.status).toBe(400);
    expect(textAt(reused.doc, ".error-summary")).toContain("Ese código ya se usó. Pedí uno nuevo.");
  });

  it("needs a new code after five wrong ones, even the right one", async () => {
    const { fresh } = await customers();
    const visitor = await new Visitor().signIn(await sandboxToken(fresh));
    const sent = await visitor.submit(`${PROOF}?redirectTo=%2Fmi-cuenta`, { intent: "send" });
    const code = await lastProofCode(fresh);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    for (let attempt = 1; attempt <= 4; attempt++)
      expect(textAt((await visitor.submit(here(sent), { code: wrongCode })).doc, ".error-summary")).toContain(
        "El código no es correcto",
      );
    const fifth = await visitor.submit(here(sent), { code: wrongCode });
    expect(textAt(fifth.doc, ".error-summary")).toContain("Probaste 5 veces con este código");
    // No code to type any more: the page offers to send another.
    expect(fifth.doc.querySelector('input[name="code"]')).toBeNull();
    const sixth = await visitor.open(here(sent), { form: { intent: "code", code } });
    expect(textAt(sixth.doc, ".error-summary")).toContain("Probaste 5 veces con este código");
  });

  it("shows what was typed again when the proof lapsed while typing, for the customer to send", async () => {
    const { fresh } = await customers();
    const token = await provedToken(fresh);
    const visitor = await new Visitor().signIn(token);
    const settings = await visitor.open("/mi-cuenta/ajustes");
    expect(settings.doc.querySelector('input[name="value"]')).not.toBeNull();
    await lapseProof(token);

    // The form as the page gave it while proved, typed into and sent after the proof lapsed.
    const key = settings.doc.querySelector('input[name="idempotency_key"]')!.getAttribute("value")!;
    const proof = await visitor.open("/mi-cuenta/ajustes", {
      form: { idempotency_key: key, type: "phone", value: "351 555-4242" },
    });
    expectProofPage(proof, "/mi-cuenta/ajustes");
    expect((await api("GET", `${CURRENT}/contacts`, { token })).body).toHaveLength(1);
    const sent = await visitor.submit(here(proof), { intent: "send" });
    const back = await visitor.submit(here(sent), { code: await lastProofCode(fresh) });
    expect(here(back)).toBe("/mi-cuenta/ajustes");
    expect(textOf(back.doc)).toContain("Revisá lo que habías escrito y envialo de nuevo.");
    expect(back.doc.querySelector('input[name="value"]')?.getAttribute("value")).toBe("351 555-4242");
    expect(back.doc.querySelector('input[name="type"][value="phone"]')?.hasAttribute("checked")).toBe(true);
    // Shown once: the next visit is a clean form.
    expect(
      (await visitor.open("/mi-cuenta/ajustes")).doc.querySelector('input[name="value"]')?.getAttribute("value") ?? "",
    ).toBe("");

    const added = await visitor.submit("/mi-cuenta/ajustes", { type: "phone", value: "351 555-4242" });
    expect(added.url.pathname).toMatch(/^\/mi-cuenta\/ajustes\/contacto\/\d+\/verificar$/);
  });

  it("keeps no password across the proof step", async () => {
    const { fresh } = await customers();
    const token = await provedToken(fresh);
    const visitor = await new Visitor().signIn(token);
    await visitor.open("/mi-cuenta/contraseña");
    await lapseProof(token);
    const response = await visitor.request("/mi-cuenta/contraseña", {
      form: { password: "Secreta2026", password_confirmation: "Secreta2026" },
    });
    expect(response.status).toBe(302);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("__kept_form="))).toBe(false);
  });

  it("proves a password account's lapsed session with the password", async () => {
    const identification = await createCustomer({
      name: "Clara Clave",
      email: "clara.clave@example.com",
      password: "Clave2026x",
      plans: [2],
    });
    const token = await sandboxToken(identification, "Clave2026x");
    const visitor = await new Visitor().signIn(token);
    expect((await visitor.open("/mi-cuenta/contraseña")).url.pathname).toBe(sent("/mi-cuenta/contraseña"));
    await lapseProof(token);
    const proof = await visitor.open("/mi-cuenta/contraseña");
    expectProofPage(proof, "/mi-cuenta/contraseña");
    const wrong = await visitor.submit(here(proof), { password: "otra" });
    expect(textAt(wrong.doc, "#campo-password-error")).toContain("La contraseña no es correcta.");
    expect(wrong.html).not.toContain('value="otra"');
    const back = await visitor.submit(here(proof), { password: "Clave2026x" });
    expect(here(back)).toBe(sent("/mi-cuenta/contraseña"));
    expect(heading(back.doc)).toBe("Cambiar contraseña");
  });

  it("tells a customer with no verified contact and no password how to get one, and keeps quick access", async () => {
    const identification = await createCustomer({
      name: "Nadia Nadie",
      email: "nadia@example.com",
      email_verified: false,
      plans: [2],
    });
    const visitor = await new Visitor().signIn(await sandboxToken(identification));
    const proof = await visitor.open("/mi-cuenta/contraseña");
    expectProofPage(proof, "/mi-cuenta/contraseña");
    const words = textOf(proof.doc);
    expect(words).toContain("Todavía no podemos confirmar que sos vos");
    expect(words).toContain("Llamanos al 0800 555 0134");
    expect(proof.doc.querySelector('a[href="tel:08005550134"]')).not.toBeNull();
    expect(proof.doc.querySelectorAll("main form[method=post]")).toHaveLength(0);
    expect((await visitor.open("/mi-cuenta/facturacion")).status).toBe(200);
  });

  it("sends a proved session straight back, and never elsewhere", async () => {
    const visitor = await new Visitor().signIn(await sandboxToken("27222333", "Portal2026"));
    expect(here(await visitor.open(`${PROOF}?redirectTo=%2Fmi-cuenta%2Fajustes`))).toBe("/mi-cuenta/ajustes");
    const away = await visitor.request(`${PROOF}?redirectTo=${encodeURIComponent("//evil.example/")}`);
    expect(away.headers.get("location")).toBe("/mi-cuenta");
  });
});
