import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Behaviours that exist only when JavaScript runs (the pages are complete without them).

/** Stops the page's clock, so only runFor moves it: a slow machine cannot eat the margin. */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

test("toasts close by themselves after 5000 ms", async ({ page, visit }) => {
  await page.clock.install();
  await visit("/test");
  await pauseClock(page);
  await page.getByLabel("Mensaje de prueba").fill("Se va solo");
  await page.getByRole("button", { name: "Mostrar aviso" }).click();
  const toast = page.locator(".toast", { hasText: "Se va solo" });
  await expect(toast).toHaveCount(1);
  await page.clock.runFor(4_900);
  await expect(toast).toHaveCount(1);
  await page.clock.runFor(200);
  await expect(toast).toHaveCount(0);
});

test("the offline banner follows the browser's connection", async ({ page, context, visit }) => {
  await visit("/");
  const banner = page.locator(".network-banner");
  await expect(banner).toBeEmpty();
  await context.setOffline(true);
  await expect(banner).toHaveText(/Sin conexión a internet/);
  await context.setOffline(false);
  await expect(banner).toHaveText("Volviste a estar en línea.");
});

test("the page reloads when a newer build is deployed (checked every hour)", async ({ page, visit }) => {
  await page.clock.install();
  await visit("/");
  let checks = 0;
  await pauseClock(page);
  await page.route("**/build", async (route) => {
    checks += 1;
    await route.fulfill({ json: { id: "a-newer-build" } });
  });
  await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
  // The page's clock was paused about a second after the check was scheduled.
  await page.clock.runFor(3_595_000);
  expect(checks).toBe(0);
  const reloaded = page.waitForEvent("load");
  await page.clock.runFor(10_000);
  await reloaded;
  expect(checks).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
});

test("client navigation shows the loading bar and a failed page turns it red", async ({ page, visit }) => {
  await visit("/test");
  await page.getByRole("link", { name: "Provocar un error del servidor" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("¡Ha ocurrido un error en el servidor!");
  await expect(page.locator(".progress-bar")).toHaveAttribute("data-state", "failed");
});

test("a cancelled request is no page error, and any other unhandled failure still is", async ({
  page,
  visit,
  consoleErrors,
}) => {
  await visit("/");
  await page.evaluate(() => {
    const controller = new AbortController();
    void fetch("/healthz", { signal: controller.signal });
    controller.abort();
  });
  await page.evaluate(() => {
    void Promise.reject(new Error("Falla de prueba"));
  });
  await expect.poll(() => consoleErrors.filter((text) => /Falla de prueba/.test(text)).length).toBeGreaterThan(0);
  expect(consoleErrors.filter((text) => /abort/i.test(text))).toEqual([]);
  // The failure above was provoked on purpose: the fixture must not count it.
  consoleErrors.splice(0, consoleErrors.length);
});

test("the page's code is fetched once the page has been painted, then hydrates it (decision 121)", async ({
  page,
  visit,
}) => {
  // `visit` waits for hydration: the deferred module script ran.
  await visit("/planes");
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime),
  }));
  expect(timing.paint).not.toBeNull();
  expect(timing.scripts.length).toBeGreaterThan(3);
  for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.paint!);
});

test("a return to a page of the portal brings back its place, the positions read by React Router's script as the page loads (decision 129)", async ({
  page,
  visit,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  // What each document read from sessionStorage while it was still being parsed.
  await page.addInitScript(() => {
    const reads: string[] = [];
    (window as unknown as { readsWhileParsing: string[] }).readsWhileParsing = reads;
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (key: string) {
      if (document.readyState === "loading") reads.push(key);
      return getItem.call(this, key);
    };
  });
  const readsWhileParsing = () =>
    page.evaluate(() => (window as unknown as { readsWhileParsing: string[] }).readsWhileParsing);

  await visit("/planes");
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(1_500);
  await page.evaluate(() => window.scrollTo(0, 700));
  // A page of the same document (React Router's history), clicked where it is (Playwright's
  // click would first scroll the link into view), then a page in a document of its own.
  await page.getByRole("link", { name: "Nodo Sur, ir al inicio" }).evaluate((link: HTMLElement) => link.click());
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/planes/i);
  await visit("/iniciar-sesion");
  // Two steps back at once: the plans' entry opens in a new document, and its script puts
  // the page where it was left (the browser would not: React Router had taken that
  // entry's scroll restoration over).
  await page.evaluate(() => history.go(-2));
  await page.waitForURL(/\/planes$/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The first read is the script's, as the page is parsed (the router may read again as it hydrates).
  expect((await readsWhileParsing())[0]).toBe("react-router-scroll-positions");
  expect(await page.evaluate(() => window.scrollY)).toBe(700);
});

test("the pages people land on make no Intl object while they load and hydrate: the first one loads ICU's data (decision 123)", async ({
  page,
  visit,
  signInAs,
}) => {
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { intlMade: string[] }).intlMade = made;
    for (const name of [
      "NumberFormat",
      "DateTimeFormat",
      "PluralRules",
      "Collator",
      "RelativeTimeFormat",
      "ListFormat",
    ] as const) {
      const original = Intl[name] as unknown as new (...args: unknown[]) => unknown;
      const counted = function (...args: unknown[]) {
        made.push(name);
        return new original(...args);
      };
      Object.defineProperty(Intl, name, { value: counted, configurable: true, writable: true });
    }
  });
  const intlMade = () => page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade);
  for (const path of ["/", "/planes", "/iniciar-sesion", "/contratar/dejanos-tus-datos"]) {
    await visit(path);
    expect(await intlMade(), path).toEqual([]);
  }
  // The demo customer's home: balances, invoices, a pending payment, open claims.
  await signInAs("20304050");
  await visit("/mi-cuenta");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Hola");
  expect(await intlMade()).toEqual([]);
  // The count counts: a formatter made now shows in it.
  await page.evaluate(() => new Intl.NumberFormat("es-AR").format(1));
  expect(await intlMade()).toEqual(["NumberFormat"]);
});
