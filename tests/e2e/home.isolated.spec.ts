import { expect, test } from "./fixtures";
import { addFault } from "./sandbox";
import { SERVERS } from "./servers";

// These faults hit every caller of the public calls, so they run alone (see playwright.config.ts).

test.describe("home page when the API struggles", () => {
  // The plans and banners come through the shared cache (decision 077): empty it, so the
  // page makes the calls these faults are for.
  test.beforeEach(async ({ page }) => {
    expect((await page.request.post(`${SERVERS.main}/test/cache`)).status()).toBe(204);
  });

  test("a failing plans call leaves the featured plans out and the page up", async ({ page, visit, expectAccessible }) => {
    await addFault({ method: "GET", path: "/p/planes", status: 500, times: 2 });
    const response = await visit("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Internet por fibra óptica y TV para tu hogar");
    await expect(page.getByRole("heading", { name: "Planes destacados" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Directv GO", level: 2 })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Ya soy cliente" })).toBeVisible();
    await expectAccessible();
  });

  test("a slow API is given up on within the deadline", async ({ page, visit }) => {
    await addFault({ method: "GET", path: "/p/planes", delayMs: 8_000 });
    await addFault({ method: "GET", path: "/p/dgo-banners", delayMs: 8_000 });
    const started = Date.now();
    const response = await visit("/");
    expect(response?.status()).toBe(200);
    expect(Date.now() - started).toBeLessThan(6_000);
    await expect(page.getByRole("heading", { name: "Planes destacados" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Ver planes" })).toBeVisible();
  });
});
