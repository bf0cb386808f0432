import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { applyFault, expectOutcome, pendingRules, REQUIRED, type Fault, type Outcome } from "./faults";
import { checkLocation, newApplicant, SERVICE_ADDRESS, submitApplicant } from "./hiring";
import { SERVERS } from "./servers";

/**
 * docs/faults.md, the public pages. Their calls carry no token, so a fault would reach
 * every test running beside them: they run alone (decision 017). Public data comes through
 * the shared cache, which both portals that serve these pages empty before each fault.
 */

const FAULTS = ["500", "offline", "503", "429", "slow"] as const satisfies Exclude<Fault, "401">[];

async function emptyCaches(page: Page) {
  for (const server of [SERVERS.main, SERVERS.shortDeadline]) {
    expect((await page.request.post(`${server}/test/cache`)).status()).toBe(204);
  }
}

type Row = {
  path: string; call: { method: string; path: string }; outcome?: Outcome; setUp?: (page: Page) => Promise<void>;
  /** The faults whose screen gets an accessibility scan on this row. */
  scanned?: Fault[];
};

const HOME = "Internet por fibra óptica y TV para tu hogar";
const plans = { method: "GET", path: "/p/planes" };

const ROWS: Record<string, Row> = {
  "/ (featured plans)": { path: "/", call: plans, outcome: { screen: "withoutBlock", heading: HOME, block: "Planes destacados" }, scanned: ["500"] },
  "/ (Directv GO banners)": {
    path: "/", call: { method: "GET", path: "/p/dgo-banners" }, outcome: { screen: "withoutBlock", heading: HOME, block: "Directv GO" },
  },
  "/planes": { path: "/planes", call: plans, scanned: ["500", "503", "429"] },
  "/planes/:id": { path: "/planes/1", call: plans },
  "/contratar-dgo": { path: "/contratar-dgo", call: { method: "GET", path: "/v2/services/dgo/plans" } },
  "/contratar/seleccionar-ubicacion": {
    path: "/contratar/seleccionar-ubicacion", call: { method: "GET", path: "/p/localidades" },
    setUp: async (page) => {
      await page.goto("/contratar/dejanos-tus-datos");
      await submitApplicant(page, newApplicant());
    },
  },
  "/contratar/formulario": {
    path: "/contratar/formulario", call: plans,
    setUp: async (page) => {
      await page.goto("/contratar/dejanos-tus-datos");
      await submitApplicant(page, newApplicant());
      await checkLocation(page, SERVICE_ADDRESS);
      await expect(page).toHaveURL(/\/contratar\/formulario$/);
    },
  },
};

for (const [name, row] of Object.entries(ROWS)) {
  test(`${name}: what each fault shows`, async ({ page, expectAccessible }) => {
    await row.setUp?.(page);
    for (const fault of FAULTS) {
      await test.step(fault, async () => {
        await emptyCaches(page);
        await applyFault(fault, row.call, undefined);
        const response = await page.goto(`${fault === "slow" ? SERVERS.shortDeadline : SERVERS.main}${row.path}`);
        // The home page's blocks are optional whatever the failure, 429 included.
        await expectOutcome(page, response, row.outcome ?? REQUIRED[fault], row.path, { inFrame: false });
        expect(await pendingRules(undefined)).toEqual([]);
        // Each screen once (they are the same on every page): the page without a block, the
        // full-page error screen, maintenance and too many attempts.
        if (row.scanned?.includes(fault)) await expectAccessible();
      });
    }
    // The API back: the page is whole again.
    await emptyCaches(page);
    expect((await page.goto(row.path))?.status()).toBe(200);
    if (row.outcome?.screen === "withoutBlock") await expect(page.getByRole("heading", { name: row.outcome.block }).first()).toBeVisible();
  });
}
