import { describe, expect, it } from "vitest";
import { seal, unseal } from "../../app/utils/sealed-cookie.server";
import { HEADINGS, type Fault } from "../support/faults";
import {
  addFault,
  api,
  consumerRequests,
  createApplication,
  createCustomer,
  freshDni,
  outbox,
  outboxOf,
  sandboxInFlight,
  sandboxToken,
} from "../support/sandbox";
import { SERVERS, SESSION_SECRET } from "../support/servers";
import { heading, textOf, Visitor, type Page } from "../support/visitor";

/**
 * The cancellation's and withdrawal's confirmation (Disposición 3/2026, decision 099) as
 * the server answers it: the code goes to the holder's verified contacts only and is
 * never in a page or a URL; wrong, short, guessed and early requests get the page back in
 * Spanish; the page is word for word the same whoever's data it was given; and each of
 * its calls failing gives what docs/faults.md says. tests/e2e/consumer-requests.spec.ts
 * walks the same flows in the browser.
 */

const REQUEST_CODE = /[AB]-\d{4}-\d{6}/;

/** Form and summary sent: the visitor is on `/baja/enviada`, the request filed. */
async function fileCancellation(visitor: Visitor, fields: Record<string, string>) {
  const form = await visitor.submit("/baja", {
    connection: "",
    address: "",
    service: "internet",
    contact: "",
    reason: "",
    ...fields,
  });
  expect(form.url.pathname).toBe("/baja/confirmar");
  const sent = await visitor.submit("/baja/confirmar", {});
  expect(sent.url.pathname).toBe("/baja/enviada");
  const requestCode = REQUEST_CODE.exec(textOf(sent.doc))![0];
  return { page: sent, requestCode };
}

/** The codes the holder named by `identification` was sent for one request. */
const codesFor = async (identification: string, requestCode: string) =>
  (await outbox(identification))
    .filter((message) => message.body.includes(requestCode))
    .map((message) => ({ recipient: message.recipient, code: message.code! }));

const confirm = (visitor: Visitor, code: string, path = "/baja/enviada") =>
  visitor.submit(path, { intent: "confirm", confirmation_code: code });

const wrongFor = (code: string) => (code === "000000" ? "111111" : "000000");

/** A page's words with what differs between any two requests (their code, date and time) taken out. */
const wordsOf = (page: Page) =>
  textOf(page.doc.querySelector("main")!)
    .replace(new RegExp(REQUEST_CODE, "g"), "<code>")
    .replace(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/g, "<when>")
    .replace(/en \d+ segundos/g, "en <n> segundos");

describe("a cancellation confirmed by the holder's code", () => {
  it("is confirmed by the code sent to the holder's verified e-mail, never to the contact typed in the form", async () => {
    const identification = await createCustomer({ plans: [1], email: "titular-http@example.com" });
    const visitor = new Visitor();
    const { page, requestCode } = await fileCancellation(visitor, {
      identification,
      address: "Av. San Martín 100",
      contact: "otra-persona@example.com",
    });
    expect(heading(page.doc)).toBe("Recibimos tu solicitud");
    expect(textOf(page.doc)).toContain("Pendiente de verificación");
    const sent = await codesFor(identification, requestCode);
    expect(sent.map((message) => message.recipient)).toEqual(["titular-http@example.com"]);
    expect(await outboxOf("otra-persona@example.com")).toEqual([]);

    const confirmed = await confirm(visitor, sent[0]!.code);
    expect(confirmed.url.pathname).toBe("/baja/enviada");
    expect(heading(confirmed.doc)).toBe("Confirmaste tu solicitud");
    expect(textOf(confirmed.doc)).toContain("Recibida: la estamos procesando.");
    expect((await consumerRequests(identification))[0]).toMatchObject({ code: requestCode, status: "received" });
    // The code never reached a page or an address.
    for (const where of [page, confirmed]) {
      expect(where.html).not.toContain(sent[0]!.code);
      expect(where.visited.join(" ")).not.toContain(sent[0]!.code);
    }
    // Confirming again (the form from the history) is the confirmed page, no call made.
    expect(
      heading(
        (await visitor.open("/baja/enviada", { form: { intent: "confirm", confirmation_code: sent[0]!.code } })).doc,
      ),
    ).toBe("Confirmaste tu solicitud");
  });

  it("gives a wrong, short or lettered code back in Spanish, without echoing it, the request still pending", async () => {
    const identification = await createCustomer({ plans: [1], email: "mal-codigo@example.com" });
    const visitor = new Visitor();
    const { requestCode } = await fileCancellation(visitor, { identification, address: "Av. San Martín 100" });
    const { code } = (await codesFor(identification, requestCode))[0]!;

    const wrong = await confirm(visitor, wrongFor(code));
    expect(wrong.status).toBe(400);
    expect(wrong.doc.title).toMatch(/^Error: /);
    expect(textOf(wrong.doc.querySelector(".error-summary")!)).toContain("El código no es correcto");
    expect(wrong.doc.querySelector<HTMLInputElement>('[name="confirmation_code"]')!.getAttribute("value") ?? "").toBe(
      "",
    );
    // Nowhere in the page's content or its form (the inline stylesheet has "#0000002e").
    expect(wrong.doc.querySelector("main")!.outerHTML).not.toContain(wrongFor(code));
    expect(wrong.doc.title).not.toContain(wrongFor(code));

    for (const typed of ["12345", "12a456", ""]) {
      const refused = await confirm(visitor, typed);
      expect(refused.status).toBe(400);
      expect(textOf(refused.doc.querySelector(".error-summary")!)).toContain(
        "Ingresá los 6 números del código de confirmación",
      );
    }
    expect((await consumerRequests(identification))[0]!.status).toBe("pending_verification");
    // Spaces inside the code are the visitor's, not a mistake.
    expect(heading((await confirm(visitor, `${code.slice(0, 3)} ${code.slice(3)}`)).doc)).toBe(
      "Confirmaste tu solicitud",
    );
  });

  it("refuses the sixth try even with the right code, and another code before 60 seconds", async () => {
    const identification = await createCustomer({ plans: [1], email: "seis@example.com" });
    const visitor = new Visitor();
    const { requestCode } = await fileCancellation(visitor, { identification, address: "Av. San Martín 100" });
    const { code } = (await codesFor(identification, requestCode))[0]!;
    for (let attempt = 0; attempt < 5; attempt++) expect((await confirm(visitor, wrongFor(code))).status).toBe(400);
    const sixth = await confirm(visitor, code);
    expect(sixth.status).toBe(400);
    expect(textOf(sixth.doc.querySelector(".error-summary")!)).toContain("Este código ya no sirve");
    expect((await consumerRequests(identification))[0]!.status).toBe("pending_verification");

    const early = await visitor.submit("/baja/enviada", { intent: "resend" });
    expect(early.status).toBe(400);
    expect(textOf(early.doc.querySelector(".error-summary")!)).toMatch(/Esperá \d+ segundos para pedir otro código/);
    expect(early.doc.querySelector('button[value="resend"]')!.hasAttribute("disabled")).toBe(true);
    expect(await codesFor(identification, requestCode)).toHaveLength(1);
  });

  it("sends one code and makes one try for a confirmation and a code sent twice at once", async () => {
    const identification = await createCustomer({ plans: [1], email: "doble-http@example.com" });
    const visitor = new Visitor();
    await visitor.submit("/baja", {
      identification,
      connection: "",
      address: "Av. San Martín 100",
      service: "tv",
      contact: "",
      reason: "",
    });
    const summary = await visitor.open("/baja/confirmar");
    const honeypot = Object.fromEntries(
      [...summary.doc.querySelectorAll('input[name="nombre__confirmar"], input[name="desde__confirmar"]')].map(
        (input) => [input.getAttribute("name")!, input.getAttribute("value") ?? ""],
      ),
    );
    const twice = await Promise.all([
      visitor.request("/baja/confirmar", { form: honeypot }),
      visitor.request("/baja/confirmar", { form: honeypot }),
    ]);
    expect(twice.map((answer) => answer.headers.get("Location"))).toEqual(["/baja/enviada", "/baja/enviada"]);
    const requestCode = REQUEST_CODE.exec(textOf((await visitor.open("/baja/enviada")).doc))![0];
    const sent = await codesFor(identification, requestCode);
    expect(sent).toHaveLength(1);
    expect(await consumerRequests(identification)).toHaveLength(1);

    // The right code twice at once: one call to the API, both answers the confirmed page.
    const form = { ...honeypot, intent: "confirm", confirmation_code: sent[0]!.code };
    const both = await Promise.all([
      visitor.request("/baja/enviada", { form }),
      visitor.request("/baja/enviada", { form }),
    ]);
    expect(both.map((answer) => [answer.status, answer.headers.get("Location")])).toEqual([
      [302, "/baja/enviada"],
      [302, "/baja/enviada"],
    ]);
    expect((await consumerRequests(identification))[0]!.status).toBe("received");
  });

  it("asks for the address on one line with a one-line autocomplete token (street-address is for a multi-line field: invalid HTML)", async () => {
    const page = await new Visitor().open("/baja");
    expect(page.doc.querySelector('input[name="address"]')?.getAttribute("autocomplete")).toBe("address-line1");
    for (const path of ["/baja", "/arrepentimiento"]) {
      expect(
        (await new Visitor().open(path)).doc.querySelectorAll('input[autocomplete="street-address"]'),
        path,
      ).toHaveLength(0);
    }
  });

  it("sends a visitor without a filed request back to the form", async () => {
    const page = await new Visitor().open("/baja/enviada", {
      form: { intent: "confirm", confirmation_code: "123456" },
    });
    expect(page.url.pathname).toBe("/baja");
    expect((await new Visitor().open("/arrepentimiento/enviada")).url.pathname).toBe("/arrepentimiento");
  });
});

describe("nobody learns who is a customer", () => {
  it("answers a holder with a verified contact, one without, and data that match no service with the same page, and files each", async () => {
    const withContact = await createCustomer({ plans: [1], email: "con-contacto@example.com" });
    const withoutContact = await createCustomer({ plans: [1] });
    const stranger = await freshDni();
    const pages = [];
    for (const identification of [withContact, withoutContact, stranger]) {
      const visitor = new Visitor();
      const { page, requestCode } = await fileCancellation(visitor, {
        identification,
        address: "Av. San Martín 100",
        contact: "yo@example.com",
      });
      const [sent] = await codesFor(identification, requestCode);
      const refused = await confirm(visitor, wrongFor(sent?.code ?? "000000"));
      pages.push({ status: [page.status, refused.status], words: [wordsOf(page), wordsOf(refused)] });
      expect((await consumerRequests(identification))[0]).toMatchObject({
        code: requestCode,
        status: "pending_verification",
      });
    }
    expect(pages[1]).toEqual(pages[0]);
    expect(pages[2]).toEqual(pages[0]);
    expect(pages[0]!.words[0]).toContain(
      "pendiente de verificación: el proveedor va a confirmar tu identidad dentro de las 24 horas",
    );
    expect(await codesFor(withoutContact, "")).toEqual([]);
    expect(await codesFor(stranger, "")).toEqual([]);
    expect(await outboxOf("yo@example.com")).toEqual([]);
  });

  it("lets a stranger with DNI 20304050 file a cancellation of that customer's connection, but not confirm it: the code went to the holder", async () => {
    const visitor = new Visitor();
    const { requestCode } = await fileCancellation(visitor, {
      identification: "20.304.050",
      connection: "CN-4101",
      contact: "extrano@example.com",
    });
    const sent = await codesFor("20304050", requestCode);
    expect(sent.map((message) => message.recipient)).toEqual(["carlos.gomez@example.com"]);
    expect(await outboxOf("extrano@example.com")).toEqual([]);
    for (const guess of ["123456", "654321"])
      expect((await confirm(visitor, guess === sent[0]!.code ? "000001" : guess)).status).toBe(400);
    const stored = (await consumerRequests("20304050")).find((request) => request.code === requestCode);
    expect(stored).toMatchObject({ status: "pending_verification" });
  });

  it("confirms a withdrawal with the code sent to the applicant's verified contact", async () => {
    const identification = await createCustomer({ email: "arrepentida-http@example.com" });
    const application = await createApplication(identification, 1);
    const visitor = new Visitor();
    expect(
      (
        await visitor.submit("/arrepentimiento", {
          identification,
          application: application.number,
          contract_date: "",
          contact: "",
        })
      ).url.pathname,
    ).toBe("/arrepentimiento/confirmar");
    const sent = await visitor.submit("/arrepentimiento/confirmar", {});
    expect(sent.url.pathname).toBe("/arrepentimiento/enviada");
    const requestCode = REQUEST_CODE.exec(textOf(sent.doc))![0];
    expect(requestCode).toMatch(/^A-/);
    const [message] = await codesFor(identification, requestCode);
    expect(message!.recipient).toBe("arrepentida-http@example.com");
    const confirmed = await confirm(visitor, message!.code, "/arrepentimiento/enviada");
    expect(heading(confirmed.doc)).toBe("Confirmaste tu solicitud");
  });
});

describe("docs/faults.md: the cancellation's forms when the API fails", () => {
  const UNAVAILABLE = "No pudimos completar la operación en este momento";
  const FAULTS: Exclude<Fault, "401">[] = ["offline", "500", "503", "slow", "429"];

  /** The sandbox rule for one call: scoped to one test's identification or request, so tests side by side are not touched. */
  async function fail(fault: Exclude<Fault, "401">, call: { method: string; path: string; bodyContains?: string }) {
    const tries = call.method === "GET" && fault !== "slow" ? 2 : 1;
    if (fault === "offline")
      await api("POST", "/__faults/rules", {
        json: { method: call.method, path: call.path, body_contains: call.bodyContains, drop: true, times: tries },
      });
    else if (fault === "slow") await addFault({ ...call, delayMs: 4_000, times: 1 });
    else await addFault({ ...call, status: Number(fault), times: tries });
  }

  /** Without JavaScript, every outcome but "too many" is the form back (400) with one message and the values kept. */
  function expectFormBack(page: Page, fault: string, message = UNAVAILABLE) {
    if (fault === "429") {
      expect(page.url.pathname, fault).toBe("/demasiados-intentos");
      expect(heading(page.doc), fault).toBe(HEADINGS.tooMany);
      return;
    }
    expect(page.status, fault).toBe(400);
    expect(textOf(page.doc.querySelector(".error-summary")!), fault).toContain(message);
  }

  /** The slow rows on the server with a short API timeout (3 s), the others on the main one. */
  const visitorFor = (fault: string) => new Visitor(fault === "slow" ? SERVERS.shortDeadline : SERVERS.main);

  /** Until the API finished a call the portal gave up on (a slow one goes on after the portal's time out). */
  async function finished(call: string) {
    for (const deadline = Date.now() + 10_000; (await sandboxInFlight())[call];) {
      if (Date.now() > deadline) throw new Error(`${call} is still running at the API`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** The same browser (its cookies) on the main portal, to try again once the API is back. */
  function sameBrowser(visitor: Visitor) {
    const again = new Visitor(SERVERS.main);
    for (const [name, value] of visitor.cookies) again.cookies.set(name, value);
    return again;
  }

  const kinds = [
    {
      form: "/baja",
      call: "/p/bajas",
      fields: async () => ({ connection: "", address: "Mitre 10", service: "tv", contact: "", reason: "" }),
    },
    {
      form: "/arrepentimiento",
      call: "/p/arrepentimientos",
      fields: async (identification: string) => ({
        application: (await createApplication(identification, 1)).number,
        contract_date: "",
        contact: "",
      }),
    },
  ];
  const filings = kinds.flatMap((kind) => FAULTS.map((fault) => [kind.call, fault, kind] as const));

  it.concurrent.each(filings)("confirming the request (POST %s): %s", async (_call, fault, kind) => {
    const identification = await freshDni();
    const visitor = visitorFor(fault);
    await visitor.submit(kind.form, { identification, ...(await kind.fields(identification)) });
    await fail(fault, { method: "POST", path: kind.call, bodyContains: identification });
    const page = await visitor.submit(`${kind.form}/confirmar`, {});
    expectFormBack(page, fault);
    if (fault !== "429") expect(page.url.pathname).toBe(`${kind.form}/confirmar`);
    // The draft is kept: sent again, the request is filed once (a slow one was filed meanwhile, and is replayed).
    await finished(`POST ${kind.call}`);
    expect((await sameBrowser(visitor).submit(`${kind.form}/confirmar`, {})).url.pathname).toBe(`${kind.form}/enviada`);
    expect(await consumerRequests(identification)).toHaveLength(1);
  });

  it.concurrent.each(FAULTS)(
    "confirming with the holder's code (POST /p/bajas/{code}/confirmacion): %s",
    async (fault) => {
      const identification = await createCustomer({ plans: [1], email: `falla-${fault}-${Date.now()}@example.com` });
      const visitor = visitorFor(fault);
      const { requestCode } = await fileCancellation(visitor, { identification, address: "Av. San Martín 100" });
      const { code } = (await codesFor(identification, requestCode))[0]!;
      await fail(fault, { method: "POST", path: `/p/bajas/${requestCode}/confirmacion` });
      const page = await confirm(visitor, code);
      expectFormBack(page, fault);
      if (fault === "429") return;
      expect(page.html).not.toContain(code);
      // Tried again with the same code: confirmed, even when the slow try, given up on, confirmed it meanwhile.
      await finished(`POST /p/bajas/${requestCode}/confirmacion`);
      expect(heading((await confirm(sameBrowser(visitor), code)).doc)).toBe("Confirmaste tu solicitud");
    },
  );

  it.concurrent.each(FAULTS)("asking for another code (POST /p/bajas/{code}/codigo): %s", async (fault) => {
    const identification = await createCustomer({ plans: [1], email: `reenvio-${fault}-${Date.now()}@example.com` });
    const visitor = visitorFor(fault);
    const { requestCode } = await fileCancellation(visitor, { identification, address: "Av. San Martín 100" });
    // As if the first code went out a minute ago, in the browser's draft; the API keeps its own time.
    const draft = unseal(visitor.cookies.get("__baja")!, [SESSION_SECRET], "__baja")!.value as {
      sent: { code_sent_at: number };
    };
    draft.sent.code_sent_at -= 61_000;
    visitor.cookies.set("__baja", seal(draft, [SESSION_SECRET], "__baja"));
    // The API's 429 is its own 60 seconds: the page asks to wait, like the portal's timer does.
    if (fault !== "429") await fail(fault, { method: "POST", path: `/p/bajas/${requestCode}/codigo` });
    const page = await visitor.submit("/baja/enviada", { intent: "resend" });
    if (fault === "429")
      expect(textOf(page.doc.querySelector(".error-summary")!)).toMatch(/Esperá \d+ segundos para pedir otro código/);
    else expectFormBack(page, fault);
    expect(page.url.pathname).toBe("/baja/enviada");
    expect(await codesFor(identification, requestCode)).toHaveLength(1);
  });

  it.concurrent.each(FAULTS)("looking up a request (GET /p/bajas/{code}): %s", async (fault) => {
    const identification = await freshDni();
    const { code } = (await api("POST", "/p/bajas", { json: { identification, address: "Mitre 1", service: "tv" } }))
      .body as { code: string };
    await fail(fault, { method: "GET", path: `/p/bajas/${code}` });
    const page = await visitorFor(fault).submit(`/baja/estado?codigo=${code}`, { identification });
    expectFormBack(page, fault);
    if (fault !== "429")
      expect(page.doc.querySelector<HTMLInputElement>('[name="identification"]')!.getAttribute("value")).toBe(
        identification,
      );
  });

  it.concurrent.each([...FAULTS, "401"])(
    "the form, signed in, filling in the holder (GET /v2/customers/current/info): %s",
    async (fault) => {
      const identification = await createCustomer({ plans: [1] });
      const token = await sandboxToken(identification);
      const path = "/v2/customers/current/info";
      if (fault === "offline")
        await api("POST", "/__faults/rules", { json: { method: "GET", path, token, drop: true, times: 2 } });
      else if (fault === "slow") await addFault({ method: "GET", path, token, delayMs: 4_000, times: 1 });
      // A GET is tried twice, except on a 401.
      else await addFault({ method: "GET", path, token, status: Number(fault), times: fault === "401" ? 1 : 2 });
      const visitor = await visitorFor(fault).signIn(token);
      const page = await visitor.open("/baja");
      // The form all the same, the holder's identification left for the visitor to type.
      expect(page.status, fault).toBe(200);
      expect(heading(page.doc)).toBe("Baja de servicio");
      expect(page.doc.querySelector('[name="identification"]')!.getAttribute("value") ?? "").toBe("");
      expect((await visitor.open("/baja")).doc.querySelector('[name="identification"]')!.getAttribute("value")).toBe(
        identification,
      );
    },
  );
});
