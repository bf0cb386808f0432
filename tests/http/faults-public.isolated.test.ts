import { beforeEach, describe, expect, it } from "vitest";
import { addFault, freshDni } from "../support/sandbox";
import { SERVERS } from "../support/servers";
import { heading, headings, hrefOf, Visitor } from "../support/visitor";
import { applyFault, expectOutcome, pendingRules, REQUIRED, type Fault, type Outcome } from "./faults";

/**
 * docs/faults.md, the public pages. Their calls carry no token, so a fault reaches every
 * caller: this file has servers of its own and runs alone (vitest's `http-isolated`
 * project, decision 017). Public data comes through the shared cache, which both portals
 * that serve these pages empty before each fault. Each cell is the server's answer to a
 * document request (decision 089); the browser shows the same error screens in
 * tests/e2e/errors.spec.ts and tests/e2e/faults.spec.ts.
 */

const FAULTS = ["500", "offline", "503", "429", "slow"] as const satisfies Exclude<Fault, "401">[];

async function emptyCaches() {
  for (const server of [SERVERS.main, SERVERS.shortDeadline]) {
    expect((await fetch(`${server}/test/cache`, { method: "POST", headers: { Origin: server } })).status).toBe(204);
  }
}

const HOME = "Internet por fibra óptica y TV para tu hogar";
const plans = { method: "GET", path: "/p/planes" };

/** An applicant's hiring draft, made through the portal's own forms (`located`: past the location step too). */
async function applicant(visitor: Visitor, located: boolean) {
  const dni = await freshDni();
  const data = await visitor.submit("/contratar/dejanos-tus-datos", {
    nombre: "Ana",
    apellido: "Ruiz",
    dni,
    phone: "0351 15 555-1234",
    email: `ana.${dni}@example.com`,
    date: "02/04/1990",
  });
  expect(data.url.pathname).toBe("/contratar/seleccionar-ubicacion");
  if (located) {
    const location = await visitor.submit("/contratar/seleccionar-ubicacion", {
      localidad_id: "14",
      direccion: "Av. San Martín 2950",
    });
    expect(location.url.pathname).toBe("/contratar/formulario");
  }
}

type Row = {
  path: string;
  call: { method: string; path: string };
  outcome?: Outcome;
  setUp?: (visitor: Visitor) => Promise<void>;
};

const ROWS: Record<string, Row> = {
  "/ (featured plans)": {
    path: "/",
    call: plans,
    outcome: { screen: "withoutBlock", heading: HOME, block: "Planes destacados" },
  },
  "/ (Directv GO banners)": {
    path: "/",
    call: { method: "GET", path: "/p/dgo-banners" },
    outcome: { screen: "withoutBlock", heading: HOME, block: "Directv GO" },
  },
  "/planes": { path: "/planes", call: plans },
  "/planes/:id": { path: "/planes/1", call: plans },
  "/contratar-dgo": { path: "/contratar-dgo", call: { method: "GET", path: "/v2/services/dgo/plans" } },
  "/contratar/seleccionar-ubicacion": {
    path: "/contratar/seleccionar-ubicacion",
    call: { method: "GET", path: "/p/localidades" },
    setUp: (visitor) => applicant(visitor, false),
  },
  "/contratar/formulario": { path: "/contratar/formulario", call: plans, setUp: (visitor) => applicant(visitor, true) },
  // Decision 101: the list is the page; the localities' list (its form's options) is optional.
  "/estado-del-servicio": { path: "/estado-del-servicio", call: { method: "GET", path: "/p/outages" } },
  // Decision 117: the service area (its province's heading) is the only thing from the API, left
  // out whatever the failure, as the home page's blocks are.
  "/informacion-al-cliente": {
    path: "/informacion-al-cliente",
    call: { method: "GET", path: "/p/localidades" },
    outcome: { screen: "withoutBlock", heading: "Información al cliente", block: "Córdoba" },
  },
};

describe("the public pages under each fault", () => {
  for (const [name, row] of Object.entries(ROWS)) {
    it(`${name}: what each fault shows`, async () => {
      const visitor = new Visitor();
      await row.setUp?.(visitor);
      for (const fault of FAULTS) {
        await emptyCaches();
        await applyFault(fault, row.call, undefined);
        const page = await visitor.open(`${fault === "slow" ? SERVERS.shortDeadline : SERVERS.main}${row.path}`);
        // The home page's blocks are optional whatever the failure, 429 included.
        expectOutcome(page, row.outcome ?? REQUIRED[fault], row.path, { inFrame: false });
        expect(await pendingRules(undefined), fault).toEqual([]);
      }
      // The API back: the page is whole again.
      await emptyCaches();
      const page = await visitor.open(row.path);
      expect(page.status).toBe(200);
      if (row.outcome?.screen === "withoutBlock") {
        const block = row.outcome.block.toLowerCase();
        expect(headings(page.doc).some((text) => text.toLowerCase().includes(block))).toBe(true);
      }
    });
  }
});

describe("home page when the API struggles", () => {
  // The plans and banners come through the shared cache (decision 077): empty it, so the
  // page makes the calls these faults are for.
  beforeEach(emptyCaches);

  it("a failing plans call leaves the featured plans out and the page up", async () => {
    await addFault({ method: "GET", path: "/p/planes", status: 500, times: 2 });
    const page = await new Visitor().open("/");
    expect(page.status).toBe(200);
    expect(heading(page.doc)).toBe(HOME);
    expect(headings(page.doc)).not.toContain("Planes destacados");
    expect(headings(page.doc)).toContain("Directv GO");
    expect(hrefOf(page.doc.querySelector("main")!, "Ya soy cliente")).toBe("/iniciar-sesion");
  });

  it("a slow API is given up on within the deadline", async () => {
    await addFault({ method: "GET", path: "/p/planes", delayMs: 8_000 });
    await addFault({ method: "GET", path: "/p/dgo-banners", delayMs: 8_000 });
    const started = Date.now();
    const page = await new Visitor().open("/");
    expect(page.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(headings(page.doc)).not.toContain("Planes destacados");
    expect(hrefOf(page.doc, "Ver planes")).toBe("/planes");
  });
});
