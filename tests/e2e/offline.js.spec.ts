import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { api, createCustomer, sandboxToken } from "../support/sandbox";
import { SERVERS } from "../support/servers";

/**
 * The service worker as a customer meets it (decisions 150 and 151): the portal opened with
 * no network shows its own offline page; the unpaid invoices' payment codes only after
 * the customer consented on this phone, and never after signing out or for someone else.
 * JavaScript only: without it a browser runs no service worker (the consent form without
 * JavaScript, and the rules of whose copy a phone keeps, are tests/http/offline.test.ts).
 */
test.use({ serviceWorkers: "allow" });

const SAVED = { cache: "facturas-sin-conexion", url: "/sin-conexion?facturas" };
const KEEP = "Guardar mis facturas impagas en este teléfono";

type Code = { number: string; code: string };

/** The unpaid invoices' payment codes, straight from the API. */
async function codesOf(identification: string): Promise<Code[]> {
  const token = await sandboxToken(identification);
  const { data } = (await api("GET", "/v2/customers/current/facturas?status=unpaid&per_page=50", { token })).body as {
    data: { number: string; payment_code: string | null }[];
  };
  return data.flatMap((invoice) =>
    invoice.payment_code ? [{ number: invoice.number, code: invoice.payment_code }] : [],
  );
}

/** Waits for the worker to control the page (it registers once the page is idle). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** What the worker keeps for the customer: none, a refusal (no consent matched), or a copy with invoices. */
const savedCopy = (page: Page) =>
  page.evaluate(async ({ cache, url }) => {
    const saved = await (await caches.open(cache)).match(url, { ignoreVary: true });
    if (!saved) return "none";
    return saved.headers.get("Offline-Invoices-Kept") === "yes" ? "invoices" : "refused";
  }, SAVED);

async function consent(page: Page) {
  await page.getByRole("button", { name: KEEP }).click();
  await expect(page.getByRole("button", { name: "Dejar de guardarlas en este teléfono" })).toBeVisible();
  await expect.poll(() => savedCopy(page)).toBe("invoices");
}

/** Opens a page of the portal with no network, as at a counter without signal. */
async function openOffline(page: Page, context: BrowserContext, path = "/mi-cuenta") {
  await context.setOffline(true);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sin conexión");
  await expect(page.getByText("Pagá en efectivo en cualquier local de Pago Fácil o Rapipago.")).toBeVisible();
  await expect(page.getByText(/llamá sin cargo al 0800 555 0134/)).toBeVisible();
}

async function expectCodes(page: Page, codes: Code[]) {
  const saved = page.getByRole("region", { name: "Tus facturas impagas" });
  await expect(saved).toContainText(/Guardadas en este teléfono el \d\d\/\d\d\/\d{4} a las \d\d:\d\d/);
  for (const { number, code } of codes) {
    const card = saved.getByRole("article", { name: `Factura ${number}` });
    await expect(card.locator("code")).toHaveText(code.match(/\d{1,4}/g)!.join(" "));
    const barcode = card.getByRole("img", { name: `Código de barras del código de pago ${code}` });
    await expect(barcode.locator("svg")).toBeVisible();
  }
  await expect(saved.getByRole("article")).toHaveCount(codes.length);
}

test("Chromium finds the portal installable", async ({ page, context, visit }) => {
  await visit("/");
  await controlled(page);
  const devtools = await context.newCDPSession(page);
  const { url } = await devtools.send("Page.getAppManifest");
  expect(url).toBe(`${SERVERS.main}/manifest.webmanifest`);
  const { installabilityErrors } = await devtools.send("Page.getInstallabilityErrors");
  expect(installabilityErrors).toEqual([]);
});

test.describe("the portal with no network", () => {
  test("after the consent, the offline page shows the payment code of each unpaid invoice", async ({
    page,
    context,
    visit,
    signInAs,
    expectAccessible,
  }) => {
    const codes = await codesOf("20304050");
    expect(codes.length).toBeGreaterThanOrEqual(2);
    await signInAs("20304050");
    await visit("/mi-cuenta/facturacion");
    await controlled(page);
    await consent(page);
    await openOffline(page, context, "/mi-cuenta/facturacion");
    await expectCodes(page, codes);
    // Any page of the portal, the installed app's start included.
    await page.goto("/mi-cuenta");
    await expectCodes(page, codes);
    // Nothing of the page asks the network: the offline page has no script, its drawing inline.
    expect(await page.locator("script").count()).toBe(0);
    await expectAccessible();
  });

  test("signing out erases the saved codes", async ({ page, context, visit, signInAs }) => {
    const dni = await createCustomer({ invoices: [{ amount: 4321, due_in_days: 5 }] });
    await signInAs(dni);
    await visit("/mi-cuenta/facturacion");
    await controlled(page);
    await consent(page);
    await page.goto("/cerrar-sesion");
    await expect(page).toHaveURL(`${SERVERS.main}/`);
    await expect.poll(() => savedCopy(page)).toBe("none");
    await openOffline(page, context);
    await expect(page.getByRole("region", { name: "Tus facturas impagas" })).toHaveCount(0);
    await expect(page.locator("code")).toHaveCount(0);
  });

  test("another customer signing in on the phone never sees the codes of the first", async ({
    page,
    context,
    visit,
    signInAs,
  }) => {
    const first = await createCustomer({ invoices: [{ amount: 1111, due_in_days: 3 }] });
    const second = await createCustomer({ invoices: [{ amount: 2222, due_in_days: 3 }] });
    await signInAs(first);
    await visit("/mi-cuenta/facturacion");
    await controlled(page);
    await consent(page);
    // The second one's session on the same phone, the first one's consent still in its cookie.
    await signInAs(second);
    await visit("/mi-cuenta");
    await expect.poll(() => savedCopy(page)).toBe("refused");
    await openOffline(page, context);
    await expect(page.locator("code")).toHaveCount(0);
  });

  test("without the consent, the offline page gives only the advice", async ({ page, context, visit, signInAs }) => {
    await signInAs(await createCustomer({ invoices: [{ amount: 3333, due_in_days: 2 }] }));
    await visit("/mi-cuenta/facturacion");
    await expect(page.getByRole("button", { name: KEEP })).toBeVisible();
    await controlled(page);
    await visit("/mi-cuenta");
    expect(await savedCopy(page)).toBe("none");
    await openOffline(page, context);
    await expect(
      page.getByText(/entrá a Facturación con conexión y elegí «Guardar mis facturas impagas/),
    ).toBeVisible();
    await expect(page.locator("code")).toHaveCount(0);
  });

  test("a new build's worker takes over at once, and the pages stay the server's", async ({ page, context, visit }) => {
    await visit("/");
    await controlled(page);
    // A new build's worker: the browser installs it because its script changed. The same
    // bytes under another address count as a changed script (Playwright's routes do not see
    // the browser's own fetch of a worker's script).
    const tookOver = page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          navigator.serviceWorker.addEventListener("controllerchange", () =>
            resolve(navigator.serviceWorker.controller!.scriptURL),
          ),
        ),
    );
    await page.evaluate(() => navigator.serviceWorker.register("/sw.js?build=next"));
    // No waiting for the open pages to close: it controls this one at once.
    expect(await tookOver).toBe(`${SERVERS.main}/sw.js?build=next`);
    const registration = await page.evaluate(async () => {
      const { active, waiting, installing } = (await navigator.serviceWorker.getRegistration())!;
      return { active: active?.scriptURL, waiting: waiting === null, installing: installing === null };
    });
    expect(registration).toEqual({ active: `${SERVERS.main}/sw.js?build=next`, waiting: true, installing: true });
    // The pages are still the server's, and the new worker answers for them offline.
    await visit("/planes");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Planes de internet y TV");
    await context.setOffline(true);
    await page.goto("/planes");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sin conexión");
  });
});
