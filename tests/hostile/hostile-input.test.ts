import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startTestPortal } from "../portal/harness";
import { AGENT, signInStaff } from "../support/staff";
import { Visitor } from "../support/visitor";
import { hostileRequests, type FormShape, type Hostile } from "./payloads";
import { actionRoutes, deskSaleRoutes, type ActionRoute } from "./route-actions";

/**
 * Every action in the route table against hostile input (decision 036): no answer of 5xx, no
 * answer over 1 MB, the portal's memory bounded, and refused forms that keep the visitor's
 * other values with a Spanish message. Deterministic (seeded), over real HTTP to the built
 * portal and its sandbox.
 */

const TOTAL_REQUESTS = 1100;
const MAX_BODY_BYTES = 1024 * 1024;
const MAX_MEMORY_GROWTH = 100 * 1024 * 1024;
const CONCURRENCY = 4;

let portal: Awaited<ReturnType<typeof startTestPortal>>;
const cookies = { customer: "", draft: "", staff: "", sale: "" };

beforeAll(async () => {
  // High limits: the point is to reach every action's validation, not the rate limit (tested apart).
  portal = await startTestPortal({
    RATE_LIMIT_SIGN_IN: "100000/60",
    RATE_LIMIT_SIGN_IN_REFUSED: "100000/60",
    RATE_LIMIT_FORMS: "100000/60",
    RATE_LIMIT_FORMS_REFUSED: "100000/60",
    RATE_LIMIT_FORMS_IDENTIFICATIONS: "100000/60",
    // The call centre's desk and its sign-in (decision 140): their actions are posted to as an agent.
    IDP_PORT: String(await freePort()),
  });
  await fetch(`${portal.sandbox}/__faults/customers`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      identification: "33444555",
      name: "Cliente Hostil",
      email: "hostil@example.com",
      plans: [1],
    }),
  });
  cookies.customer = await signIn("33444555");
  // Proved (decision 097), so the pages that change the account show their forms and their
  // actions reach the API instead of stopping at the proof step.
  await prove(cookies.customer, "33444555");
  cookies.draft = await hiringDraft();
  const agent = new Visitor(portal.url);
  await signInStaff(agent, AGENT);
  cookies.staff = `__staff=${agent.cookies.get("__staff")}`;
  // An agent's sale by phone (decision 145): the staff session and a draft stamped with the agent.
  const sale = await agent.submit("/contratar/dejanos-tus-datos", {
    nombre: "Ana",
    apellido: "Ruiz",
    dni: "30111223",
    phone: "351 555-1234",
    email: "ana.venta@example.com",
    date: "02/04/1990",
    cuit: "",
  });
  expect(sale.url.pathname).toBe("/contratar/seleccionar-ubicacion");
  cookies.sale = `${cookies.staff}; __contratar=${agent.cookies.get("__contratar")}`;
}, 90_000);
afterAll(() => portal?.close());

function cookieOf(response: Response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function formShape(url: string, cookie: string, upload: boolean): Promise<FormShape> {
  const response = await fetch(`${portal.url}${url.replace("?index", "")}`, {
    headers: { Cookie: cookie },
    redirect: "manual",
  });
  const html = response.status === 200 ? await response.text() : "";
  const fields = new Set<string>();
  const honeypot: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<(input|select|textarea)\b[^>]*>/g)) {
    const name = /\sname="([^"]+)"/.exec(tag)?.[1];
    if (!name) continue;
    const value = /\svalue="([^"]*)"/.exec(tag)?.[1] ?? "";
    if (name === "nombre__confirmar" || name === "desde__confirmar") honeypot[name] = value.replace(/&amp;/g, "&");
    else fields.add(name);
  }
  return { fields: [...fields], honeypot, upload };
}

async function signIn(identification: string) {
  const shape = await formShape("/iniciar-sesion", "", false);
  const response = await fetch(`${portal.url}/iniciar-sesion`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: portal.url },
    body: new URLSearchParams({ ...shape.honeypot, identification }),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  return cookieOf(response);
}

/** Proves the session through the portal's proof page, with the code the sandbox "sent". */
async function prove(cookie: string, identification: string) {
  const page = `${portal.url}/mi-cuenta/verificar-identidad?redirectTo=%2Fmi-cuenta`;
  const html = await (await fetch(page, { headers: { Cookie: cookie } })).text();
  const inputs = [...html.matchAll(/<input\b[^>]*>/g)].map(([tag]) => ({
    name: /\sname="([^"]+)"/.exec(tag)?.[1],
    value: /\svalue="([^"]*)"/.exec(tag)?.[1],
  }));
  const key = inputs.find((input) => input.name === "idempotency_key")?.value;
  const contact = inputs.find((input) => input.name === "contact_id")?.value;
  const post = (form: Record<string, string>) =>
    fetch(page, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: portal.url, Cookie: cookie },
      body: new URLSearchParams(form),
      redirect: "manual",
    });
  expect((await post({ intent: "send", contact_id: contact!, idempotency_key: key! })).status).toBe(302);
  const outbox = await (await fetch(`${portal.sandbox}/__faults/outbox?identification=${identification}`)).json();
  const code = outbox.messages.filter((message: { purpose: string }) => message.purpose === "proof_code").at(-1).code;
  const proved = await post({ intent: "code", code });
  expect(proved.headers.get("location")).toBe("/mi-cuenta");
}

/** A hiring draft with the applicant's data and a place with service: the later steps' actions are then reached. */
async function hiringDraft() {
  const shape = await formShape("/contratar/dejanos-tus-datos", "", false);
  const step1 = await fetch(`${portal.url}/contratar/dejanos-tus-datos`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: portal.url },
    body: new URLSearchParams({
      ...shape.honeypot,
      nombre: "Ana",
      apellido: "Ruiz",
      dni: "30111222",
      phone: "351 555-1234",
      email: "ana@example.com",
      date: "02/04/1990",
      cuit: "",
    }),
    redirect: "manual",
  });
  expect(step1.status).toBe(302);
  return cookieOf(step1);
}

function cookieFor(route: ActionRoute) {
  if (route.desk) return cookies.sale;
  if (route.customer) return cookies.customer;
  if (route.url.startsWith("/contratar/")) return cookies.draft;
  if (route.url.startsWith("/agentes/")) return cookies.staff;
  return "";
}

function dataUrl(url: string) {
  const [path, query] = url.split("?");
  // React Router 8's data URLs: `/a.data` for `/a`, `/a/_.data` for `/a/` and `/_.data` for `/`.
  const base = path!.endsWith("/") ? `${path}_` : path;
  return `${base}.data${query ? `?${query}` : ""}`;
}

type Outcome = { route: string; note: string; status: number; bytes: number };

async function send(route: ActionRoute, request: Hostile): Promise<Outcome> {
  const url = request.dataRequest ? dataUrl(route.url) : route.url;
  const headers: Record<string, string> = { Origin: portal.url, Cookie: cookieFor(route), ...request.headers };
  try {
    const response = await fetch(`${portal.url}${url}`, {
      method: "POST",
      headers,
      body: typeof request.body === "function" ? request.body() : request.body,
      redirect: "manual",
      duplex: "half",
    } as RequestInit);
    const bytes = (await response.arrayBuffer()).byteLength;
    return { route: url, note: request.note, status: response.status, bytes };
  } catch (error) {
    // A reset connection is a failure too: the visitor sees the browser's error page instead of ours.
    return { route: url, note: `${request.note}: ${String((error as Error).cause ?? error)}`, status: 0, bytes: 0 };
  }
}

/** The portal's resident memory once it is idle: the lowest of a few samples, a second apart. */
async function settledMemory() {
  const samples: number[] = [];
  for (let sample = 0; sample < 4; sample++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    samples.push(portal.portalMemory());
  }
  return Math.min(...samples);
}

async function inPool<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

describe("hostile input on every action", () => {
  it("finds the actions in the route table", () => {
    const urls = actionRoutes().map((route) => route.url);
    for (const expected of [
      "/iniciar-sesion",
      "/contratar/dejanos-tus-datos",
      "/contratar/formulario",
      "/work-with-us",
      "/password-reset",
      "/agentes/ingresar",
      "/agentes/salir",
      "/agentes/clientes",
      "/agentes/clientes/1",
      "/agentes/atencion/terminar",
    ]) {
      expect(urls).toContain(expected);
    }
    expect(deskSaleRoutes().map((route) => route.url)).toEqual(
      expect.arrayContaining(["/contratar/dejanos-tus-datos", "/contratar/formulario"]),
    );
  });

  it("answers 1,000+ hostile requests without a 5xx, a huge body or a leak", async () => {
    const routes = [...actionRoutes(), ...deskSaleRoutes()];
    const perRoute = Math.ceil(TOTAL_REQUESTS / routes.length);
    const plan: { route: ActionRoute; request: Hostile }[] = [];
    for (const [index, route] of routes.entries()) {
      const shape = await formShape(route.url, cookieFor(route), route.upload);
      const fixed = hostileRequests(shape, index + 1, 0).length;
      for (const request of hostileRequests(shape, index + 1, Math.max(0, perRoute - fixed)))
        plan.push({ route, request });
    }
    expect(plan.length).toBeGreaterThanOrEqual(1000);

    // Warm up with the whole plan once (first renders compile and cache; V8 and the
    // allocator grow to what this load needs and keep it), then run it again and compare:
    // a leak grows with every request, so it shows as growth across the second run.
    const warmUp = await inPool(plan, CONCURRENCY, ({ route, request }) => send(route, request));
    const before = await settledMemory();
    // Both runs' answers are judged.
    const outcomes = [...warmUp, ...(await inPool(plan, CONCURRENCY, ({ route, request }) => send(route, request)))];
    const after = await settledMemory();

    const serverErrors = outcomes.filter((outcome) => outcome.status >= 500 || outcome.status === 0);
    expect(serverErrors, JSON.stringify(serverErrors.slice(0, 10), null, 1)).toEqual([]);
    const huge = outcomes.filter((outcome) => outcome.bytes > MAX_BODY_BYTES);
    expect(huge, JSON.stringify(huge.slice(0, 10), null, 1)).toEqual([]);
    expect(after - before).toBeLessThan(MAX_MEMORY_GROWTH);
    // The portal is still up and fast to answer.
    expect((await fetch(`${portal.url}/healthz`)).status).toBe(200);
    // Bounded by its work (2,200 requests), not by a clock: 65 s on a quiet 2-core machine,
    // over 170 s on a loaded one (a clean clone's CI timed out there), so the limit only
    // catches a hang.
  }, 600_000);

  it("gives a refused public form back with the other values and a Spanish message", async () => {
    const shape = await formShape("/contratar/dejanos-tus-datos", "", false);
    const values = {
      nombre: "Ana María",
      apellido: "O'Brien",
      dni: "12",
      phone: "351 555-1234",
      email: "ana@example.com",
      date: "02/04/1990",
      cuit: "",
    };
    const response = await fetch(`${portal.url}/contratar/dejanos-tus-datos`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: portal.url },
      // A field the form does not have, a duplicated one and an indexed one are dropped, not echoed.
      body: `${new URLSearchParams({ ...shape.honeypot, ...values })}&nombre=Otro&extra=1&x%5B7%5D=1`,
      redirect: "manual",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Hay errores en el formulario");
    expect(html).toContain("El DNI debe tener 7 u 8 números");
    expect(html).toContain('value="Ana María"');
    expect(html).toContain("O&#x27;Brien");
    expect(html).toContain('value="ana@example.com"');
    expect(html).not.toContain('value="Otro"');
  });

  it("gives a form with a stale or forged token back with its values: it expired, send it again", async () => {
    for (const token of ["c3RhbGUtdmFsdWU", "%%%"]) {
      const response = await fetch(`${portal.url}/password-reset`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: portal.url },
        body: new URLSearchParams({ nombre__confirmar: "", desde__confirmar: token, identification: "20304050" }),
        redirect: "manual",
      });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain("El formulario venció, envialo de nuevo");
      expect(html).toContain('value="20304050"');
    }
  });

  it("answers a body that is not a form with the form and a message", async () => {
    const response = await fetch(`${portal.url}/iniciar-sesion`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: portal.url },
      body: JSON.stringify({ identification: "20304050" }),
      redirect: "manual",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("No pudimos leer el formulario");
    expect(html).toMatch(/<form[^>]*method="post"/);
  });

  it("refuses an 18-byte array-index bomb and an oversized body with short pages", async () => {
    const bomb = await fetch(`${portal.url}/iniciar-sesion`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: portal.url },
      body: "x[100000000]=1",
      redirect: "manual",
    });
    expect(bomb.status).toBe(400);
    expect((await bomb.arrayBuffer()).byteLength).toBeLessThan(100_000);
    const big = await fetch(`${portal.url}/iniciar-sesion`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: portal.url },
      body: `identification=${"1".repeat(50 * 1024 * 1024)}`,
      redirect: "manual",
    });
    expect(big.status).toBe(413);
    const page = await big.text();
    expect(page.length).toBeLessThan(100_000);
    expect(page).toContain("demasiado grande");
  }, 60_000);

  it("answers an 80 MB upload with the 413 page, not a reset connection", async () => {
    const form = new FormData();
    form.append("nombre", "Ana");
    form.append("cv", new File([new Uint8Array(80 * 1024 * 1024)], "cv.pdf"));
    const response = await fetch(`${portal.url}/work-with-us`, {
      method: "POST",
      headers: { Origin: portal.url },
      body: form,
      redirect: "manual",
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("demasiado grande");
  }, 60_000);
});
