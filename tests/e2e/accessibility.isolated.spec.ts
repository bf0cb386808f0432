import { expect, test } from "./fixtures";
import { addFault } from "../support/sandbox";
import { SERVERS } from "../support/servers";

/**
 * The one screen of accessibility.spec.ts's kind that needs a fault on a public call: the
 * home page without its featured plans. A public call's fault reaches every caller, so
 * this runs alone, after everything else (decision 017); what the server answers under each
 * fault is tests/http/faults-public.isolated.test.ts.
 */
test("the home page without its featured plans", async ({ page, visit, expectAccessible }) => {
  // The plans come through the shared cache (decision 077): empty it, so the page makes the call.
  expect((await page.request.post(`${SERVERS.main}/test/cache`, { headers: { Origin: SERVERS.main } })).status()).toBe(
    204,
  );
  await addFault({ method: "GET", path: "/p/planes", status: 500, times: 2 });
  expect((await visit("/"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Internet por fibra óptica y TV para tu hogar");
  await expect(page.getByRole("heading", { name: "Planes destacados" })).toHaveCount(0);
  await expectAccessible();
  expect((await page.request.post(`${SERVERS.main}/test/cache`, { headers: { Origin: SERVERS.main } })).status()).toBe(
    204,
  );
});
