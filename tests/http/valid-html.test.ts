import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { createFaultScene, type FaultScene } from "../support/faults-scene";
import { api, createApplication, createCustomer, freshDni, outbox, proveToken, sandboxToken } from "../support/sandbox";
import { pathOf, routeTable } from "../support/route-table";
import { newCaller, upToTheForm } from "../support/sales";
import { AGENT, NO_ROLE, signInStaff, SUPERVISOR } from "../support/staff";
import { customerNeedingVisit } from "../support/visits";
import { Visitor, type Page } from "../support/visitor";

/**
 * Every page is valid HTML: the Nu HTML Checker (vnu, the W3C's) on every page of
 * the route table a GET reaches, public ones as a stranger, the customer area's as a signed-in
 * customer with something on every page (the fault table's customer, docs/faults.md), plus
 * the later steps of the hiring flow, a cancellation and a withdrawal, a visit's windows,
 * forms sent back with their errors, light mode, a text browser's forms and the error pages. One run of the checker for all of them (a JVM start
 * costs seconds); the failure names each page with its errors.
 *
 * The checker is the `vnu-jar` package's jar (VNU_JAR overrides it) and needs Java 11 or
 * later on the PATH (.ci/run installs Debian's default-jre-headless when it is missing).
 */

const execFileAsync = promisify(execFile);

const AREA = /^\/(mi-cuenta|subscription)(\/|$)/;
const LIGHT = { "Save-Data": "on" };
const LYNX = { "User-Agent": "Lynx/2.9.0dev.12 libwww-FM/2.14 SSL-MM/1.4.1 GNUTLS/3.7.9" };

function vnuJar() {
  if (process.env.VNU_JAR) return process.env.VNU_JAR;
  try {
    return String(createRequire(import.meta.url)("vnu-jar"));
  } catch {
    throw new Error("The vnu-jar package is not installed (npm install), and VNU_JAR does not name a vnu.jar");
  }
}

/** The area's pages' parameters, from the customer's own data; a new page with one fails here until it is given. */
function areaParams(pattern: string, scene: FaultScene): Record<string, string> {
  if (!pattern.includes(":")) return {};
  const id = (
    [
      [/^\/mi-cuenta\/facturacion\/pago\/:id$/, scene.paymentId],
      [/^\/mi-cuenta\/facturacion\/factura\/:id$/, scene.invoiceId],
      [/^\/mi-cuenta\/facturacion\/informe\/:id$/, scene.reportId],
      [/^\/mi-cuenta\/servicios\/(gestionar\/)?:id$/, scene.serviceId],
      [/^\/mi-cuenta\/mi-conexion\/:id\//, scene.connectionId],
      [/^\/mi-cuenta\/reclamos\/:id(\/visita)?$/, scene.claimId],
      [/^\/mi-cuenta\/ajustes\/contacto\/:id\//, scene.phoneId],
    ] as const
  ).find(([route]) => route.test(pattern))?.[1];
  if (id === undefined) throw new Error(`${pattern}: no value for its parameters here`);
  return { id: String(id) };
}

/** What the area's pages need of the customer beyond the fault table's: none owes, has streaming or a debit. */
function sceneFor(pattern: string): "full" | "fresh" | "debit" {
  if (/debito-automatico\/solicitar$|servicios\/contratar-dgo$/.test(pattern)) return "fresh";
  if (/debito-automatico\/gestionar$/.test(pattern)) return "debit";
  return "full";
}

type Checked = { what: string; page: Page };

async function publicPages(): Promise<Checked[]> {
  const plan = String((await api("GET", "/p/planes")).body[0].id);
  const identification = await createCustomer({ name: "Valeria Válida", email: "valeria.valida@example.com" });
  await api("POST", "/auth/forgot-password", { json: { identification } });
  const token = (await outbox(identification)).find((message) => message.purpose === "password_reset")?.token;
  if (!token) throw new Error("The sandbox sent no password-reset link");
  const params: Record<string, Record<string, string>> = {
    "/planes/:id": { id: plan },
    "/password-reset/process/:id": { id: token },
    // Anonymous: the desk's sign-in; the caller's page itself is checked as an agent below.
    "/agentes/clientes/:id": { id: "1" },
  };

  const checked: Checked[] = [];
  for (const route of routeTable().filter(
    (entry) => entry.page && !entry.pattern.includes("*") && !AREA.test(entry.pattern),
  )) {
    const path = pathOf(route.pattern, params[route.pattern]);
    checked.push({ what: path, page: await new Visitor().open(path) });
  }
  checked.push({ what: "a page that does not exist", page: await new Visitor().open("/no-existe-esta-pagina") });
  for (const path of ["/", "/iniciar-sesion", "/contratar/dejanos-tus-datos"]) {
    checked.push({ what: `${path} in light mode`, page: await new Visitor().open(path, { headers: LIGHT }) });
    checked.push({ what: `${path} for a text browser`, page: await new Visitor().open(path, { headers: LYNX }) });
  }
  // The call centre's desk (decision 140), signed in through its identity provider, and its refusal.
  const agent = new Visitor();
  checked.push({ what: "/agentes as an agent", page: await signInStaff(agent, AGENT) });
  // Serving a caller (decision 143): the search sent back, its results, the caller's page.
  checked.push({
    what: "/agentes/clientes sent back",
    page: await agent.submit("/agentes/clientes", { by: "email", value: "no-es-un-correo" }),
  });
  const found = await agent.submit("/agentes/clientes", { by: "identification", value: "20304050" });
  checked.push({ what: "/agentes/clientes with results", page: found });
  checked.push({
    what: "/agentes/clientes/:id",
    page: await agent.open(found.doc.querySelector(".desk-results a")!.getAttribute("href")!),
  });
  // A sale by phone (decision 145): a step in the desk's frame, and the form step sent back
  // without the notice read (the script, its checkbox's error).
  checked.push({
    what: "/contratar/dejanos-tus-datos as an agent's sale",
    page: await agent.open("/contratar/dejanos-tus-datos"),
  });
  const { form: saleForm } = await upToTheForm(agent, await newCaller());
  checked.push({
    what: "/contratar/formulario of an agent's sale sent back",
    page: await agent.submit(saleForm.url.href, { titular: "persona" }),
  });
  // The supervisors' view of the agents' actions (decision 141), and its filter sent back.
  const supervisor = new Visitor();
  await signInStaff(supervisor, SUPERVISOR);
  checked.push({ what: "/agentes/actividad as a supervisor", page: await supervisor.open("/agentes/actividad") });
  checked.push({
    what: "/agentes/actividad with a bad filter",
    page: await supervisor.open("/agentes/actividad?agente=41a7&dia=31%2F02%2F2026"),
  });
  checked.push({
    what: "/agentes/ingresar/retorno refusing a person with neither role",
    page: await signInStaff(new Visitor(), NO_ROLE),
  });
  // Forms sent back with their errors: the error summary and each field's message.
  checked.push({
    what: "/iniciar-sesion sent back",
    page: await new Visitor().submit("/iniciar-sesion", { identification: "12" }),
  });
  checked.push({
    what: "/contratar/dejanos-tus-datos sent back",
    page: await new Visitor().submit("/contratar/dejanos-tus-datos", { nombre: "", dni: "1" }),
  });

  // A cancellation and a withdrawal: their summaries and the pages that ask for the code.
  const holder = await createCustomer({ name: "Valentín Válido", email: "valentin.valido@example.com", plans: [1] });
  const cancelling = new Visitor();
  const summary = await cancelling.submit("/baja", {
    identification: holder,
    connection: "",
    address: "Av. San Martín 100",
    service: "internet",
    contact: "",
    reason: "",
  });
  expect(summary.url.pathname).toBe("/baja/confirmar");
  checked.push({ what: "/baja/confirmar with a request", page: summary });
  checked.push({ what: "/baja/enviada with a request", page: await cancelling.submit("/baja/confirmar", {}) });
  const application = await createApplication(holder, 1);
  const withdrawing = new Visitor();
  const withdrawal = await withdrawing.submit("/arrepentimiento", {
    identification: holder,
    application: application.number,
    contract_date: "",
    contact: "",
  });
  expect(withdrawal.url.pathname).toBe("/arrepentimiento/confirmar");
  checked.push({ what: "/arrepentimiento/confirmar with a request", page: withdrawal });
  checked.push({
    what: "/arrepentimiento/enviada with a request",
    page: await withdrawing.submit("/arrepentimiento/confirmar", {}),
  });

  // The hiring flow's later steps, with a draft made through its own forms.
  const applicant = new Visitor();
  const dni = await freshDni();
  const location = await applicant.submit("/contratar/dejanos-tus-datos", {
    nombre: "Ana",
    apellido: "Ruiz",
    dni,
    phone: "0351 15 555-1234",
    email: `ana.${dni}@example.com`,
    date: "02/04/1990",
  });
  expect(location.url.pathname).toBe("/contratar/seleccionar-ubicacion");
  checked.push({ what: "/contratar/seleccionar-ubicacion with a draft", page: location });
  const form = await applicant.submit("/contratar/seleccionar-ubicacion", {
    localidad_id: "14",
    direccion: "Av. San Martín 2950",
  });
  expect(form.url.pathname).toBe("/contratar/formulario");
  checked.push({ what: "/contratar/formulario with a draft", page: form });
  return checked;
}

async function areaPages(): Promise<Checked[]> {
  const scenes = {
    full: await createFaultScene("full"),
    fresh: await createFaultScene("fresh"),
    debit: await createFaultScene("debit"),
  };
  const visitors = Object.fromEntries(
    await Promise.all(
      Object.entries(scenes).map(
        async ([kind, scene]) =>
          [kind, await new Visitor().signIn(await proveToken(await sandboxToken(scene.identification)))] as const,
      ),
    ),
  ) as Record<keyof typeof scenes, Visitor>;
  const checked: Checked[] = [];
  for (const route of routeTable().filter(
    (entry) => entry.page && !entry.pattern.includes("*") && AREA.test(entry.pattern),
  )) {
    const kind = sceneFor(route.pattern);
    let path = pathOf(route.pattern, areaParams(route.pattern, scenes[kind]));
    if (route.pattern === "/subscription/success") path += "?subscription_id=1";
    checked.push({ what: path, page: await visitors[kind].open(path) });
  }
  checked.push({
    what: "a page of the area that does not exist",
    page: await visitors.full.open("/mi-cuenta/no-existe"),
  });
  checked.push({ what: "/mi-cuenta in light mode", page: await visitors.full.open("/mi-cuenta", { headers: LIGHT }) });
  // The proof page, as a quick-access customer sees it (a proved one is sent on).
  const quick = await new Visitor().signIn(await sandboxToken(scenes.full.identification));
  // A claim that needs a technician: its visit's windows.
  const visit = await customerNeedingVisit();
  checked.push({
    what: "/mi-cuenta/reclamos/:id/visita with a visit to book",
    page: await new Visitor()
      .signIn(visit.token)
      .then((visitor) => visitor.open(`/mi-cuenta/reclamos/${visit.claim.id}/visita`)),
  });
  checked.push({
    what: "/mi-cuenta/verificar-identidad (quick access)",
    page: await quick.open("/mi-cuenta/verificar-identidad?redirectTo=%2Fmi-cuenta%2Fajustes"),
  });
  return checked;
}

type Message = { type: string; url?: string; message: string; extract?: string };

let folder: string | undefined;
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe("valid HTML (the Nu HTML Checker)", () => {
  it("every page, public and of the customer area, has no error", { timeout: 300_000 }, async () => {
    const jar = vnuJar();
    expect(existsSync(jar), `${jar} does not exist`).toBe(true);
    const pages = (await Promise.all([publicPages(), areaPages()])).flat();
    // The route table's pages and the states above: a floor, should a loop above stop finding routes.
    expect(pages.length).toBeGreaterThan(80);
    // Every page is a document of the portal's, whatever its status (errors and 404s included).
    for (const { what, page } of pages) expect(page.html, what).toMatch(/^<!DOCTYPE html>/i);

    folder = await mkdtemp(join(tmpdir(), "vnu-"));
    const files = new Map<string, string>();
    await Promise.all(
      pages.map(async ({ what, page }, index) => {
        const file = join(folder!, `${String(index).padStart(3, "0")}.html`);
        files.set(`file:${file}`, `${what} (${page.status}, at ${decodeURI(page.url.pathname)})`);
        await writeFile(file, page.html);
      }),
    );
    // A page known to be wrong, so a checker that reads nothing cannot pass for one that finds nothing.
    const canary = join(folder, "canary.html");
    await writeFile(
      canary,
      '<!DOCTYPE html><html lang="es"><head><title>x</title></head><body><input autocomplete="street-address"></body></html>',
    );
    const run = await execFileAsync(
      "java",
      [
        "-jar",
        jar,
        "--errors-only",
        "--exit-zero-always",
        "--format",
        "json",
        canary,
        ...[...files.keys()].map((url) => url.slice(5)),
      ],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((error: NodeJS.ErrnoException & { stdout?: string; stderr?: string }) => {
      if (error.code === "ENOENT")
        throw new Error(
          "java is not on the PATH: the checker needs Java 11 or later (.ci/run installs default-jre-headless)",
        );
      throw error;
    });
    const output = run.stderr.trim() || run.stdout.trim();
    const errors = (JSON.parse(output) as { messages: Message[] }).messages.filter(
      (message) => message.type === "error" || message.type === "non-document-error",
    );
    expect(
      errors
        .filter((message) => message.url === `file:${canary}`)
        .map((message) => message.message)
        .join("\n"),
    ).toMatch(/street-address/);
    // The HTML is what is checked. The site's stylesheet, now inline in every page (decision 111),
    // reaches the checker's CSS grammar, which predates what the sheet uses (view
    // transitions: "Unrecognized at-rule", then "Parse Error" at each of their rules); it
    // was a file the checker never read before, and the browsers are its judges.
    const messages = errors.filter(
      (message) => message.url !== `file:${canary}` && !message.message.startsWith("CSS: "),
    );
    // Each page is one line: the extract says where.
    const report = messages.map(
      (message) => `${files.get(message.url ?? "") ?? message.url}: ${message.message}\n    …${message.extract ?? ""}…`,
    );
    expect(report, `${report.length} errors in ${pages.length} pages`).toEqual([]);
  });
});
