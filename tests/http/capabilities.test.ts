import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAPABILITIES, CAPABILITY_NAMES, type Capability } from "../../contract/capabilities";
import { operations, type OperationId } from "../../contract/operations";
import { MODULES } from "../../app/modules";
import { spawnPortal } from "../portal/harness";
import { startCapabilityProxy } from "../support/capability-proxy";
import { ERROR_SCREEN } from "../support/faults";
import { createFaultScene, sceneParams, urlOfScene } from "../support/faults-scene";
import { freePort } from "../support/free-port";
import { routeTable, type TableRoute } from "../support/route-table";
import { provedToken } from "../support/sandbox";
import { API_KEY, SERVERS, SESSION_SECRET, STAFF_AUDIENCE } from "../support/servers";
import { signedInStaff, SUPERVISOR } from "../support/staff";
import { heading, Visitor, type Page } from "../support/visitor";

/**
 * Decision 126: an API that lacks a capability, and does not say so in `GET /status`,
 * never breaks a page. The portal runs against a proxy of the sandbox that answers 404 to
 * every call of one capability at a time; every page of the route table, signed in and not,
 * answers without the error screen, each capability's first "not here" is logged once,
 * and once the portal has learnt it, no page links to the capability's pages. Every call
 * the proxy sees is one of the operations' table (or a file the API linked to). The portal
 * has the run's staff identity provider, and the call centre's desk is walked signed in as a
 * supervisor (who is an agent too), so the `staff` capability is read by pages like any other.
 */

let portal: Awaited<ReturnType<typeof spawnPortal>>;
let proxy: Awaited<ReturnType<typeof startCapabilityProxy>>;
let base = "";
let token = "";
/** The sealed staff session of a supervisor, signed in through the run's identity provider. */
let staffCookie = "";
let params: Record<string, Record<string, string>> = {};

const pages = routeTable().filter(
  (route) => route.page && !route.pattern.includes("*") && !route.pattern.startsWith("/test"),
);
const urlFor = (route: TableRoute) => urlOfScene(params, route);

beforeAll(async () => {
  proxy = await startCapabilityProxy(SERVERS.sandbox);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  portal = await spawnPortal({
    NODE_ENV: "production",
    APP_ENV: "development",
    PORT: String(port),
    API_BASE_URL: proxy.url,
    API_KEY,
    SESSION_SECRET,
    API_POLLING: "0",
    MAP_TILES_URL: `${SERVERS.sandbox}/tiles/{z}/{x}/{y}.png`,
    LOAD_SHED_DELAY_MS: "0",
    METRICS_PORT: "",
    RATE_LIMIT_SIGN_IN: "100000/60",
    RATE_LIMIT_SIGN_IN_REFUSED: "100000/60",
    RATE_LIMIT_FORMS: "100000/60",
    RATE_LIMIT_FORMS_REFUSED: "100000/60",
    RATE_LIMIT_FORMS_IDENTIFICATIONS: "100000/60",
    RATE_LIMIT_IDENTIFICATION: "100000/60",
    // The run's identity provider, which the run's sandbox trusts (decision 140). Its one client
    // is `main`, whose secret is the run's: no sign-in completes here, so none is needed.
    STAFF_OIDC_ISSUER: SERVERS.idp,
    STAFF_OIDC_CLIENT_ID: "portal",
    STAFF_OIDC_CLIENT_SECRET: "not-used-no-sign-in-completes-here",
    STAFF_OIDC_AUDIENCE: STAFF_AUDIENCE,
  });
  // Signed in through the identity provider at `main`: the sealed staff cookie opens here too,
  // both portals having the run's session secret, and its token is one the sandbox takes.
  staffCookie = (await signedInStaff(SUPERVISOR)).cookies.get("__staff")!;
  const scene = await createFaultScene();
  token = await provedToken(scene.identification);
  params = await sceneParams(scene, token);
}, 90_000);

afterAll(async () => {
  await portal?.close();
  await proxy?.close();
});

/** Forgets what the portal learnt of the API, so each round starts as a fresh portal would. */
async function freshPortal() {
  const answer = await new Visitor(base).request("/test/cache", { form: {} });
  expect(answer.status).toBe(204);
}

/** Each page's status with every capability there, signed in and not: the notices have theirs (503, 429…). */
const baseline = new Map<string, number>();

/** One visit of the round: a page's address and who visits it: a customer signed in, nobody, or staff. */
type Visit = { route: TableRoute; url: string; who: "in" | "out" | "staff" };

const everyVisit = (): Visit[] =>
  pages.flatMap((route) => {
    const url = urlFor(route);
    if (route.pattern.startsWith("/mi-cuenta")) return [{ route, url, who: "in" as const }];
    const whom = route.pattern.startsWith("/agentes") ? (["in", "out", "staff"] as const) : (["in", "out"] as const);
    return whom.map((who) => ({ route, url, who }));
  });

/**
 * Visits pages, four at a time: none the error screen, and each answering as with every
 * capability there, but the capability's own pages, which may be 404s now (`missing`: its routes).
 */
async function visit(visits: Visit[], what: string, missing: TableRoute[] = []) {
  const signedIn = await new Visitor(base).signIn(token);
  const staff = new Visitor(base);
  staff.cookies.set("__staff", staffCookie);
  const visitors = { in: () => signedIn, out: () => new Visitor(base), staff: () => staff };
  const results: { visit: Visit; page: Page }[] = [];
  const queue = [...visits];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const page = await visitors[next.who]().open(next.url);
      const where = `${next.url}, signed ${next.who} (${what})`;
      expect(heading(page.doc), where).not.toBe(ERROR_SCREEN.heading);
      const key = `${next.who} ${next.url}`;
      if (!baseline.has(key)) baseline.set(key, page.status);
      const own = missing.some((route) => route.pattern === next!.route.pattern);
      expect(page.status === baseline.get(key) || (page.status === 404 && own), `${where}: ${page.status}`).toBe(true);
      results.push({ visit: next, page });
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return results;
}

/**
 * The route table's pages of a capability: those inside its module's layout. The desk's is
 * switched by its identity provider's setting, and off with the capability too (`modulesOn`).
 */
const routesOf = (capability: Capability) =>
  routeTable().filter(
    (route) =>
      route.flags.includes(CAPABILITIES[capability].flag) ||
      (capability === "staff" && route.flags.includes(MODULES.staff)),
  );

/** Whether a page leads to one of these routes: a link or a form's address matching its pattern. */
function leadsTo(page: Page, routes: TableRoute[]) {
  const patterns = routes.map((route) => new RegExp(`^${route.pattern.replace(/:\w+/g, "[^/]+")}$`));
  const targets = [...page.doc.querySelectorAll("a[href], form[action]")].map(
    (element) => new URL(element.getAttribute("href") ?? element.getAttribute("action")!, page.url).pathname,
  );
  // A page's links to itself (its language links, its own form) lead nowhere new.
  return targets.filter(
    (target) => target !== page.url.pathname && patterns.some((pattern) => pattern.test(decodeURIComponent(target))),
  );
}

/**
 * Capabilities whose pages read nothing of their own: the automatic debit's state comes in
 * the customer's info, the work-with-us form asks nothing until it is sent with a CV. The
 * portal learns they are missing from their forms' first call (or from GET /status's list,
 * or its flag), not from a page.
 */
const LEARNT_BY_FORMS_ONLY = new Set<Capability>(["automatic_debit", "job_applications"]);

/**
 * How each capability's calls answer: 404, as a route that does not exist. The equipment's
 * calls all name a connection, so their 404 is a connection not found, never "not here":
 * an API without them says so with 501 (or in GET /status, or the portal's flag).
 */
const ANSWER: Partial<Record<Capability, 404 | 501>> = { equipment: 501 };

/** The calls that make the portal meet a capability no page reads on its own: a form sent. */
async function sendTheFormsOf(capability: Capability) {
  if (capability === "quick_access") {
    const page = await new Visitor(base).submit("/iniciar-sesion", { identification: "20304050" });
    // The password is the way in now, asked without an error.
    expect(page.status).toBe(200);
    expect(page.doc.querySelector('input[name="password"]')).not.toBeNull();
  }
  if (capability === "hiring") {
    const page = await new Visitor(base).submit("/contratar/dejanos-tus-datos", {
      nombre: "Ana",
      apellido: "Ruiz",
      dni: "33444555",
      phone: "3541 55-1234",
      email: "ana.ruiz@example.com",
      date: "02/04/1990",
    });
    expect(page.status).toBeLessThan(500);
    expect(heading(page.doc)).not.toBe(ERROR_SCREEN.heading);
  }
}

describe("an API without a capability", () => {
  it("is every page, with every capability there: the baseline, and every call one of the table's", async () => {
    await freshPortal();
    proxy.lack(null);
    const visited = await visit(everyVisit(), "every capability");
    expect(visited.filter(({ page }) => page.status === 200).length).toBeGreaterThan(80);
    const outside = proxy.calls().filter((call) => call.operation === null && !call.path.startsWith("/files/"));
    expect(outside).toEqual([]);
    // Every capability is read by some page of the walk (the call centre's by the desk's), but
    // those only forms meet: the two whose forms `sendTheFormsOf` sends, and LEARNT_BY_FORMS_ONLY.
    const read = new Set(
      proxy.calls().flatMap((call) => (call.operation ? [operations[call.operation as OperationId].capability] : [])),
    );
    expect(CAPABILITY_NAMES.filter((name) => !read.has(name) && !LEARNT_BY_FORMS_ONLY.has(name))).toEqual([
      "quick_access",
      "hiring",
    ]);
    expect(new Set(proxy.calls().map((call) => call.operation)).size).toBeGreaterThan(15);
  });

  it.each(CAPABILITY_NAMES.map((name) => [name, ANSWER[name] ?? 404] as const))(
    "%s answering %i: no page breaks, it is logged once, and no page leads to it",
    async (capability, status) => {
      await freshPortal();
      proxy.lack(capability, status);
      const logged = () =>
        portal
          .output()
          .split("\n")
          .filter((line) => line.includes(`The API does not offer ${capability}:`)).length;
      const before = logged();
      try {
        const routes = routesOf(capability);
        const first = await visit(everyVisit(), `${capability} missing`, routes);
        await sendTheFormsOf(capability);
        const learnt = logged() - before;
        if (!LEARNT_BY_FORMS_ONLY.has(capability)) expect(learnt, "logged once").toBe(1);
        if (learnt === 0) return;
        // Learnt: the pages that led to it before it was learnt lead there no more, and nothing more is said.
        const leadingBefore = first.filter(({ page }) => leadsTo(page, routes).length).map(({ visit }) => visit);
        const again = await visit(leadingBefore, `${capability} known missing`, routes);
        const leading = new Set(
          again.flatMap(({ page }) => leadsTo(page, routes).map((link) => `${page.url.pathname} → ${link}`)),
        );
        expect([...leading]).toEqual([]);
        expect(logged() - before, "still logged once").toBe(1);
      } finally {
        proxy.lack(null);
      }
    },
  );
});
