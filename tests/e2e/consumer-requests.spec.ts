import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { honeypotFields } from "./honeypot";
import {
  api,
  consumerRequests,
  createApplication,
  createCustomer,
  decideConsumerRequest,
  freshDni,
  outbox,
  outboxOf,
} from "../support/sandbox";
import { expectNoHorizontalScroll } from "./viewport";
import { SERVERS } from "../support/servers";

/**
 * Decision 073: the "Botón de baja" and the "Botón de arrepentimiento" (Disposición
 * 954/2025), without signing in, with JavaScript and without. Decision 099 (Disposición
 * 3/2026): each request is confirmed by a code the API sends to the
 * holder's verified contacts, never to the contact typed in the form; without one, it is
 * filed pending verification, and the page never tells who is a customer.
 */

const CODE = /^[AB]-\d{4}-\d{6}$/;

async function fillCancellation(
  page: Page,
  fields: {
    identification: string;
    connection?: string;
    address?: string;
    service: string;
    contact?: string;
    reason?: string;
  },
) {
  await page.getByLabel("DNI o CUIT del titular").fill(fields.identification);
  if (fields.connection) await page.getByLabel("Número de conexión").fill(fields.connection);
  if (fields.address) await page.getByLabel("Dirección del servicio").fill(fields.address);
  await page.getByRole("radio", { name: fields.service, exact: true }).check();
  if (fields.contact) await page.getByLabel("Correo electrónico o teléfono").fill(fields.contact);
  if (fields.reason) await page.getByLabel("Motivo (opcional)").fill(fields.reason);
  await page.getByRole("button", { name: "Continuar" }).click();
}

/** The request code the page shows once a request was filed, still to be confirmed. */
async function shownCode(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recibimos tu solicitud");
  const code = (await page.locator(".request-code").textContent()) ?? "";
  expect(code).toMatch(CODE);
  await expect(page.locator("dl.facts")).toContainText("Pendiente de verificación");
  return code;
}

/** The confirmation codes sent for one request: to whom, and which. */
async function codesSent(identification: string, requestCode: string) {
  return (await outbox(identification))
    .filter((message) => message.body.includes(requestCode))
    .map((message) => ({ recipient: message.recipient, code: message.code! }));
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel("Código de confirmación").fill(code);
  await page.getByRole("button", { name: "Confirmar la solicitud" }).click();
}

/** What a request that may not be confirmed by a code says: the same for everyone. */
const PENDING =
  "tu solicitud igual queda registrada como pendiente de verificación: el proveedor va a confirmar tu identidad dentro de las 24 horas";

async function lookUp(page: Page, identification: string) {
  await page.getByLabel("DNI o CUIT del titular").fill(identification);
  await page.getByRole("button", { name: "Consultar" }).click();
}

test.describe("Botón de baja and Botón de arrepentimiento", () => {
  test("both buttons are visible on the home page of a 360 × 640 phone without scrolling, and in every footer", async ({
    page,
    visit,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await visit("/");
    const strip = page.getByRole("navigation", { name: "Trámites sin iniciar sesión" });
    await expect(strip.getByRole("link", { name: "Botón de baja" })).toBeInViewport({ ratio: 1 });
    await expect(strip.getByRole("link", { name: "Botón de arrepentimiento" })).toBeInViewport({ ratio: 1 });
    await expect(strip.getByRole("link", { name: "Botón de baja" })).toHaveAttribute("href", "/baja");
    await expectNoHorizontalScroll(page);
    for (const path of ["/", "/planes", "/iniciar-sesion", "/contratar/dejanos-tus-datos", "/no-existe"]) {
      await visit(path);
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("link", { name: "Botón de baja" })).toHaveAttribute("href", "/baja");
      await expect(footer.getByRole("link", { name: "Botón de arrepentimiento" })).toHaveAttribute(
        "href",
        "/arrepentimiento",
      );
      await expect(footer.getByRole("link", { name: /Reglamento de Clientes TIC/ })).toHaveAttribute(
        "href",
        "https://www.enacom.gob.ar/reglamento-de-clientes-tic_p4000",
      );
      await expect(footer.getByRole("link", { name: /Contratos de adhesión – Ley 24\.240/ })).toHaveAttribute(
        "target",
        "_blank",
      );
      await expect(footer.getByRole("link", { name: /Defensa de las y los consumidores/ })).toHaveAttribute(
        "href",
        /argentina\.gob\.ar/,
      );
      await expect(footer.getByRole("link", { name: /ENACOM/ }).last()).toHaveAttribute(
        "href",
        "https://www.enacom.gob.ar/contacto",
      );
      // Res. 733/2017's remaining items (decision 117), one link away.
      await expect(footer.getByRole("link", { name: "Información al cliente" })).toHaveAttribute(
        "href",
        "/informacion-al-cliente",
      );
    }
  });

  test("a visitor cancels from the home page, confirms with the code sent to the holder's verified e-mail, and looks it up as received, processed and rejected", async ({
    page,
    visit,
    expectAccessible,
    js,
  }) => {
    const holderEmail = `titular-${Date.now()}@example.com`;
    const identification = await createCustomer({ plans: [1], email: holderEmail });
    await visit("/");
    await page
      .getByRole("navigation", { name: "Trámites sin iniciar sesión" })
      .getByRole("link", { name: "Botón de baja" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Baja de servicio");
    await expect(page.getByText(/Ley 25\.326/)).toBeVisible();
    await expectNoHorizontalScroll(page);
    // A contact typed in the form is only for reaching the sender: no code goes there.
    const typed = `baja-${identification}@example.com`;
    await fillCancellation(page, {
      identification: `DNI ${identification.slice(0, 2)}.${identification.slice(2, 5)}.${identification.slice(5)}`,
      address: "Av. San Martín 100",
      service: "Todos los servicios",
      contact: typed,
      reason: "Me mudo",
    });

    await expect(page).toHaveURL(/\/baja\/confirmar$/);
    const summary = page.locator("dl.facts");
    for (const text of [identification, "Av. San Martín 100", "Todos los servicios", typed, "Me mudo"])
      await expect(summary).toContainText(text);
    await page.getByRole("button", { name: "Confirmar y enviar" }).click();

    await expect(page).toHaveURL(/\/baja\/enviada$/);
    const code = await shownCode(page);
    await expect(page.getByText(PENDING)).toBeVisible();
    await expect(page.locator("dl.facts")).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expectNoHorizontalScroll(page);
    const sent = await codesSent(identification, code);
    expect(sent.map((message) => message.recipient)).toEqual([holderEmail]);
    expect(sent[0]!.code).toMatch(/^\d{6}$/);
    expect(await outboxOf(typed)).toEqual([]);
    // The sandbox matched the customer and the connection from the address.
    expect(await consumerRequests(identification)).toEqual([
      expect.objectContaining({
        code,
        status: "pending_verification",
        customer_id: expect.any(Number),
        connection_id: expect.any(Number),
      }),
    ]);

    // A wrong code first: the message, the form back, nothing confirmed.
    await typeCode(page, sent[0]!.code === "000000" ? "111111" : "000000");
    await expect(page).toHaveTitle(/^Error: /);
    await expect(page.getByRole("alert")).toContainText("El código no es correcto");
    // The server never gives a code back (with JavaScript the field keeps what was typed in it, as a password does).
    if (!js) await expect(page.getByLabel("Código de confirmación")).toHaveValue("");
    await expectAccessible();
    await typeCode(page, sent[0]!.code);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirmaste tu solicitud");
    await expect(page.locator("dl.facts")).toContainText("Recibida: la estamos procesando.");
    await expect(page.getByText(/dentro de las 24 horas/)).toBeVisible();
    await expect(page.getByLabel("Código de confirmación")).toHaveCount(0);
    expect(await page.content()).not.toContain(sent[0]!.code);
    expect(page.url()).not.toContain(sent[0]!.code);

    await page.getByRole("link", { name: "Consultar el estado" }).click();
    await expect(page.getByLabel("Código de solicitud")).toHaveValue(code);
    await lookUp(page, identification);
    const status = page.getByRole("status").filter({ hasText: code });
    await expect(status).toContainText("Recibida: la estamos procesando.");
    await expectAccessible();

    await decideConsumerRequest(code, { status: "processed", ends_on: "2026-12-31" });
    await visit(`/baja/estado?codigo=${code}`);
    await lookUp(page, identification);
    await expect(page.getByRole("status").filter({ hasText: code })).toContainText(
      "Procesada: el servicio termina el 31/12/2026.",
    );

    await decideConsumerRequest(code, { status: "rejected", reason: "Ya tenía la baja." });
    await visit(`/baja/estado?codigo=${code}`);
    await lookUp(page, identification);
    await expect(page.getByRole("status").filter({ hasText: code })).toContainText("Rechazada: Ya tenía la baja.");

    // Another identification learns nothing about the code.
    await visit(`/baja/estado?codigo=${code}`);
    await lookUp(page, await freshDni());
    await expect(page.getByRole("alert")).toContainText(
      "No encontramos una solicitud con ese código para ese DNI o CUIT.",
    );
    await expectAccessible();
  });

  test("an identification that is no customer's is filed the same way, pending verification, and nothing is sent", async ({
    page,
    visit,
  }) => {
    const identification = await freshDni();
    // A number of this test's own: other tests send codes to the phones they add.
    const line = identification.slice(-7);
    await visit("/baja");
    await fillCancellation(page, {
      identification,
      connection: "CN-999999",
      service: "Internet",
      contact: `0351 15 ${line.slice(0, 3)}-${line.slice(3)}`,
    });
    await page.getByRole("button", { name: "Confirmar y enviar" }).click();
    const code = await shownCode(page);
    await expect(page.getByText(PENDING)).toBeVisible();
    expect(await outbox(identification)).toEqual([]);
    expect(await outboxOf(`+549351${line}`)).toEqual([]);
    expect(await consumerRequests(identification)).toEqual([
      expect.objectContaining({ code, status: "pending_verification", customer_id: null, connection_id: null }),
    ]);
    await page.getByRole("link", { name: "Consultar el estado" }).click();
    await lookUp(page, identification);
    await expect(page.getByRole("status").filter({ hasText: code })).toContainText(
      "Pendiente de verificación: el proveedor va a confirmar la identidad del titular dentro de las 24 horas.",
    );
  });

  test("a holder without verified contacts is filed as pending, with the same page, and the status says so", async ({
    page,
    visit,
  }) => {
    const identification = await createCustomer({ plans: [1] });
    await visit("/baja");
    await fillCancellation(page, { identification, address: "Av. San Martín 100", service: "Internet" });
    await expect(page.locator("dl.facts")).toContainText("No indicado");
    await page.getByRole("button", { name: "Confirmar y enviar" }).click();
    const code = await shownCode(page);
    await expect(page.getByText(PENDING)).toBeVisible();
    await expect(page.getByRole("button", { name: "Enviar otro código" })).toBeDisabled();
    await expect(page.getByText(/Podés pedir otro código en \d+ segundos\./)).toBeVisible();
    expect(await outbox(identification)).toEqual([]);
    expect(await consumerRequests(identification)).toEqual([
      expect.objectContaining({
        code,
        status: "pending_verification",
        customer_id: expect.any(Number),
        connection_id: expect.any(Number),
      }),
    ]);
    await page.getByRole("link", { name: "Consultar el estado" }).click();
    await lookUp(page, identification);
    await expect(page.getByRole("status").filter({ hasText: code })).toContainText("Pendiente de verificación");
  });

  test("a stranger with DNI 20304050 and that customer's connection files a cancellation but cannot confirm it: the code went to the holder", async ({
    page,
    visit,
  }) => {
    await visit("/baja");
    await fillCancellation(page, {
      identification: "20304050",
      connection: "CN-4101",
      service: "Internet",
      contact: "extrano@example.com",
    });
    await page.getByRole("button", { name: "Confirmar y enviar" }).click();
    const code = await shownCode(page);
    // The same page as for anyone: no contact named, nothing that says a customer was found.
    await expect(page.getByText(PENDING)).toBeVisible();
    await expect(page.locator("main")).not.toContainText(/@|carlos|\+54/i);
    const sent = await codesSent("20304050", code);
    expect(sent.map((message) => message.recipient)).toEqual(["carlos.gomez@example.com"]);
    expect(await outboxOf("extrano@example.com")).toEqual([]);
    // Guessing gets a message, and the request stays pending.
    const guess = sent[0]!.code === "123456" ? "654321" : "123456";
    await typeCode(page, guess);
    await expect(page.getByRole("alert")).toContainText("El código no es correcto");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recibimos tu solicitud");
    const stored = (await consumerRequests("20304050")).find((request) => request.code === code);
    expect(stored).toMatchObject({ status: "pending_verification" });
  });

  test("a customer with an overdue invoice can still cancel, and confirm", async ({ page, visit }) => {
    const identification = await createCustomer({
      plans: [1],
      overdue_invoice: true,
      email: `deuda-${Date.now()}@example.com`,
    });
    await visit("/baja");
    await fillCancellation(page, { identification, address: "Av. San Martín 100", service: "Internet" });
    await page.getByRole("button", { name: "Confirmar y enviar" }).click();
    const code = await shownCode(page);
    await typeCode(page, (await codesSent(identification, code))[0]!.code);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirmaste tu solicitud");
    expect(await consumerRequests(identification)).toEqual([
      expect.objectContaining({ code, status: "received", customer_id: expect.any(Number) }),
    ]);
  });

  test("wrong data gets a message per field and the other values back", async ({ page, visit, expectAccessible }) => {
    await visit("/baja");
    await page.getByLabel("DNI o CUIT del titular").fill("123");
    await page.getByLabel("Dirección del servicio").fill("Belgrano 55");
    await page.getByLabel("Correo electrónico o teléfono").fill("nadie");
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page).toHaveTitle(/^Error: Baja de servicio/);
    const summary = page.getByRole("alert");
    await expect(summary.getByRole("link")).toHaveText([
      "Ingresá un DNI de 7 u 8 números o un CUIT de 11",
      "Elegí qué servicio querés dar de baja",
      "Ingresá un correo electrónico válido o un teléfono de Argentina con código de área",
    ]);
    await expect(page.getByLabel("Dirección del servicio")).toHaveValue("Belgrano 55");
    await expect(page.getByLabel("Correo electrónico o teléfono")).toHaveValue("nadie");
    await expectAccessible();
  });

  test("confirming twice (double click, resend) gives one request and one code", async ({ page, visit }) => {
    const identification = await createCustomer({ plans: [1], email: `doble-${Date.now()}@example.com` });
    await visit("/baja");
    await fillCancellation(page, {
      identification,
      address: "Av. San Martín 100",
      service: "Televisión",
      contact: "doble@example.com",
    });
    await expect(page).toHaveURL(/\/baja\/confirmar$/);
    // Two submissions of the confirmation at once, with the browser's cookies, as a double click without JavaScript sends them.
    const fields = await honeypotFields(page.request, "/baja/confirmar");
    const [first, second] = await Promise.all([
      page.request.post("/baja/confirmar", { form: fields, headers: { Origin: SERVERS.main }, maxRedirects: 0 }),
      page.request.post("/baja/confirmar", { form: fields, headers: { Origin: SERVERS.main }, maxRedirects: 0 }),
    ]);
    expect([first.status(), second.status()]).toEqual([302, 302]);
    // And once more from the page itself.
    await page.getByRole("button", { name: "Confirmar y enviar" }).click();
    const code = await shownCode(page);
    const stored = await consumerRequests(identification);
    expect(stored.map((request) => request.code)).toEqual([code]);
    expect(await codesSent(identification, code)).toHaveLength(1);
    expect(await outbox(identification)).toHaveLength(1);
  });

  test("a withdrawal within 10 days gets an A- code, confirmed by the applicant's code; after them, the baja is offered with the data filled in", async ({
    page,
    visit,
    expectAccessible,
  }) => {
    const holderEmail = `arrepentida-${Date.now()}@example.com`;
    const identification = await createCustomer({ email: holderEmail });
    const recent = await createApplication(identification, 10);
    await visit("/");
    await page
      .getByRole("navigation", { name: "Trámites sin iniciar sesión" })
      .getByRole("link", { name: "Botón de arrepentimiento" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Botón de arrepentimiento");
    await page.getByLabel("DNI o CUIT del titular").fill(identification);
    await page.getByLabel("Número de solicitud de contratación").fill(recent.number.toLowerCase());
    await page.getByLabel("Correo electrónico o teléfono").fill("arrepentido@example.com");
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page.locator("dl.facts")).toContainText(recent.number);
    await page.getByRole("button", { name: "Confirmar y enviar" }).click();
    await expect(page).toHaveURL(/\/arrepentimiento\/enviada$/);
    const code = await shownCode(page);
    expect(code).toMatch(/^A-/);
    const sent = (await outbox(identification)).map((message) => ({
      purpose: message.purpose,
      recipient: message.recipient,
      code: message.code!,
    }));
    expect(sent).toEqual([
      { purpose: "withdrawal_code", recipient: holderEmail, code: expect.stringMatching(/^\d{6}$/) },
    ]);
    await typeCode(page, sent[0]!.code);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirmaste tu solicitud");
    expect(await consumerRequests(identification)).toEqual([expect.objectContaining({ code, status: "received" })]);

    // Eleven days ago, by number: only the API knows the date, so the confirmation says it.
    const old = await createApplication(identification, 11);
    await visit("/arrepentimiento");
    // A new request starts empty once the last one was sent.
    await expect(page.getByLabel("DNI o CUIT del titular")).toHaveValue("");
    await page.getByLabel("DNI o CUIT del titular").fill(identification);
    await page.getByLabel("Número de solicitud de contratación").fill(old.number);
    await page.getByLabel("Correo electrónico o teléfono").fill("arrepentido@example.com");
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.getByRole("button", { name: "Confirmar y enviar" }).click();
    const tooLate = page.getByRole("alert");
    await expect(tooLate).toContainText("Pasaron más de 10 días corridos desde la contratación");
    await expect(page.getByRole("button", { name: "Confirmar y enviar" })).toHaveCount(0);
    await expectAccessible();
    await tooLate.getByRole("link", { name: "Pedir la baja del servicio" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Baja de servicio");
    await expect(page.getByLabel("DNI o CUIT del titular")).toHaveValue(identification);
    await expect(page.getByLabel("Correo electrónico o teléfono")).toHaveValue("arrepentido@example.com");
    expect((await consumerRequests(identification)).map((request) => request.kind)).toEqual(["withdrawal"]);

    // By a contract date 11 days ago: the form says it at once.
    await visit("/arrepentimiento");
    await page.getByLabel("Número de solicitud de contratación").fill("");
    const [year, month, day] = old.contract_date.split("-");
    await page.getByLabel("Fecha del contrato").fill(`${day}/${month}/${year}`);
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Pasaron más de 10 días" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Pedir la baja del servicio" })).toHaveAttribute(
      "href",
      "/baja?desde=arrepentimiento",
    );
  });

  test("a signed-in customer's service page offers “Dar de baja”, filled in", async ({ page, visit, signInAs }) => {
    const identification = await createCustomer({ plans: [1] });
    const token = await signInAs(identification);
    const [connection] = (await api("GET", "/v2/customers/current/conexiones", { token })).body as {
      number: string;
      services: { id: number }[];
    }[];
    await visit(`/mi-cuenta/servicios/${connection!.services[0]!.id}`);
    await page.getByRole("link", { name: "Dar de baja" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Baja de servicio");
    await expect(page.getByLabel("DNI o CUIT del titular")).toHaveValue(identification);
    await expect(page.getByLabel("Número de conexión")).toHaveValue(connection!.number);
    await expect(page.getByRole("radio", { name: "Internet", exact: true })).toBeChecked();
  });
});
