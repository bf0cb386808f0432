import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createFaultScene } from "../support/faults-scene";
import { api } from "../support/sandbox";
import { SERVERS } from "../support/servers";

/**
 * Phones first (decisions 053 and 106): on a 360 × 640 phone no page of the customer area
 * scrolls sideways, each page's own heading starts within the top 200 px (the site's header
 * included), and the area's sections wait behind one closed menu that names the page's
 * section (decision 106). Every page of the area that an address reaches (app/routes.ts), as
 * the demo customers see them: internet and TV with invoices to pay (20304050, proved: the
 * password page needs it), and streaming with automatic debit (27222333, signed in with the
 * password); a customer of the test's own with something on every page whose address holds
 * an id (tests/support/faults-scene.ts); and what quick access shows (decision 097). 20304050
 * lives in Cosquín, where the seeded outage is (decision 101): its home and Mi conexión show the notice.
 * One page load per page, many pages per test.
 */
const PAGES: Record<string, string[]> = {
  "20304050": [
    "/mi-cuenta",
    "/mi-cuenta/servicios",
    "/mi-cuenta/servicios/internet",
    "/mi-cuenta/servicios/contratar-dgo",
    "/mi-cuenta/mi-conexion",
    "/mi-cuenta/facturacion",
    "/mi-cuenta/facturacion?estado=pagas",
    "/mi-cuenta/facturacion/pagar",
    "/mi-cuenta/mis-pagos",
    // The promise to pay's confirmation (decision 119): Carlos's overdue invoice makes him eligible.
    "/mi-cuenta/facturacion/compromiso-de-pago",
    "/mi-cuenta/facturacion/informar-pago",
    "/mi-cuenta/facturacion/informar-pago/crear",
    "/mi-cuenta/debito-automatico",
    "/mi-cuenta/debito-automatico/solicitar",
    "/mi-cuenta/reclamos",
    "/mi-cuenta/reclamos/crear",
    "/mi-cuenta/ajustes",
    // The account's activity (decision 141): a list, not a table, on a phone.
    "/mi-cuenta/actividad",
    "/mi-cuenta/contraseña",
    "/mi-cuenta/dev",
    "/mi-cuenta/no-existe",
    // The line (decision 101): Carlos's Cosquín connection (the first seeded) is offline, in an outage.
    "/mi-cuenta/mi-conexion/1/diagnostico",
    "/mi-cuenta/mi-conexion/1/diagnostico?corte=visto&problema=sin-internet",
    "/mi-cuenta/mi-conexion/1/reiniciar",
    // Not the area's, but read on a phone first (decision 101); the home and Mi conexión above carry the outage notice.
    "/estado-del-servicio",
  ],
  "27222333": [
    "/mi-cuenta",
    "/mi-cuenta/servicios/dgo",
    "/mi-cuenta/servicios/gestionar/dgo",
    "/mi-cuenta/servicios/gestionar/dgo?confirmar=baja",
    "/mi-cuenta/debito-automatico",
    "/mi-cuenta/debito-automatico/gestionar",
    "/mi-cuenta/debito-automatico/gestionar?cancelar",
    // The card site's way back: in the customer's frame, outside the area's navigation.
    "/subscription/success?subscription_id={debit}&status=active",
    // Her claim that needs a technician (sandbox/seed/visits.ts), by its number.
    "/mi-cuenta/reclamos/{R-104310}",
    "/mi-cuenta/reclamos/{R-104310}/visita",
    // Her connection (the second seeded) is online: the restart's confirmation, and the diagnosis's ending with the claim.
    "/mi-cuenta/mi-conexion/2/reiniciar",
    "/mi-cuenta/mi-conexion/2/diagnostico?problema=lento&reinicio=si&dispositivos=todos",
  ],
  "a customer with something on every page": [
    "/mi-cuenta/facturacion/pago/{paymentId}",
    "/mi-cuenta/facturacion/pago/{paymentId}?confirmar=cancelar",
    // One invoice's page (decision 118): ARCA's data, the legend and the QR on a phone.
    "/mi-cuenta/facturacion/factura/{invoiceId}",
    "/mi-cuenta/facturacion/informe/{reportId}",
    "/mi-cuenta/servicios/{serviceId}",
    "/mi-cuenta/servicios/gestionar/{serviceId}",
    "/mi-cuenta/ajustes/contacto/{phoneId}/cambiar",
    "/mi-cuenta/ajustes/contacto/{phoneId}/verificar",
  ],
};

/** Decision 106's phone. */
const SCREEN = { width: 360, height: 640 } as const;
/** Where the page's own heading must start by, from the top of the screen. */
const HEADING_WITHIN = 200;

/** The section each page belongs to, as the menu must name it; a page of none is named by no section. */
const SECTIONS: [RegExp, string][] = [
  [/^\/mi-cuenta$/, "Inicio"],
  [/^\/mi-cuenta\/servicios(\/|$)/, "Servicios"],
  [/^\/mi-cuenta\/mi-conexion(\/|$)/, "Mi conexión"],
  [/^\/mi-cuenta\/facturacion(\/|$)/, "Facturación"],
  [/^\/mi-cuenta\/mis-pagos$/, "Mis pagos"],
  [/^\/mi-cuenta\/reclamos(\/|$)/, "Reclamos"],
  [/^\/mi-cuenta\/debito-automatico(\/|$)/, "Débito automático"],
  [/^\/mi-cuenta\/ajustes(\/|$)/, "Ajustes"],
];

const areaNav = (page: Page) => page.getByRole("navigation", { name: "Tu cuenta" });

/** `{name}` in a path: the id the scene gave that name. */
const withIds = (paths: string[], ids: Record<string, string | number>) =>
  paths.map((path) => path.replace(/\{([\w-]+)\}/g, (_, name: string) => String(ids[name] ?? `{${name}}`)));

/** Signs the customer of a group in: the ids their pages' addresses need. */
async function signIn(
  customer: string,
  fixtures: {
    signInAs: (dni: string, password?: string) => Promise<string>;
    signInProved: (dni: string) => Promise<string>;
  },
): Promise<Record<string, string | number>> {
  if (customer === "20304050") return (await fixtures.signInProved(customer), {});
  if (customer === "27222333") {
    const token = await fixtures.signInAs(customer, "Portal2026");
    const claims = (await api("GET", "/v3/tickets?per_page=50", { token })).body.data as {
      id: number;
      number: string;
    }[];
    const info = (await api("GET", "/v2/customers/current/info", { token })).body as {
      debit_subscription: { id: number };
    };
    return { "R-104310": claims.find((claim) => claim.number === "R-104310")!.id, debit: info.debit_subscription.id };
  }
  const scene = await createFaultScene();
  // Proved (decision 097): the pages that change the account show their forms.
  await fixtures.signInProved(scene.identification);
  return scene;
}

/**
 * The page as decision 106 wants it on a phone: no sideways scroll, its own heading within the
 * top 200 px, and, in the area, the menu closed and naming the page's section, which is
 * the entry marked as the current page. Read in one evaluation (retried until it holds, as
 * `expectNoHorizontalScroll` does): one round trip per page, not one per check.
 */
async function expectPhoneFirst(page: Page, path: string) {
  const pathname = decodeURI(new URL(page.url()).pathname);
  const area = pathname.startsWith("/mi-cuenta");
  const section = SECTIONS.find(([pattern]) => pattern.test(pathname))?.[1];
  const expected = {
    sideways: [],
    heading: "near the top",
    ...(area
      ? { menu: section ? `Tu cuenta: ${section}` : "Tu cuenta", menuClosed: true, current: section ? [section] : [] }
      : {}),
  };
  await expect
    .poll(
      () =>
        page.evaluate(
          ({ within, area }) => {
            const viewport = window.innerWidth;
            const sideways =
              document.documentElement.scrollWidth <= viewport
                ? []
                : [...document.querySelectorAll("body *")]
                    .filter((element) => element.getBoundingClientRect().right > viewport + 0.5)
                    .slice(0, 5)
                    .map(
                      (element) => `${element.tagName.toLowerCase()}.${String(element.className).split(" ").join(".")}`,
                    );
            // Text running out of its box widens the page with no element's box doing so.
            if (document.documentElement.scrollWidth > viewport && sideways.length === 0)
              sideways.push(`text ${document.documentElement.scrollWidth} px wide`);
            const top = document.querySelector("h1")!.getBoundingClientRect().top + window.scrollY;
            const heading = top <= within ? "near the top" : `${top} px down`;
            if (!area) return { sideways, heading };
            const nav = document.querySelector('nav[aria-label="Tu cuenta"]')!;
            return {
              sideways,
              heading,
              menu: nav.querySelector("summary")?.textContent,
              menuClosed: getComputedStyle(nav.querySelector("ul")!).display === "none",
              current: [...nav.querySelectorAll('a[aria-current="page"]')].map((link) => link.textContent),
            };
          },
          { within: HEADING_WITHIN, area },
        ),
      { message: `${path} on a 360 × 640 phone` },
    )
    .toEqual(expected);
}

test.use({ viewport: SCREEN });

for (const [customer, paths] of Object.entries(PAGES)) {
  test(`every area page of ${customer} fits a 360 × 640 phone, its heading near the top`, async ({
    page,
    visit,
    signInAs,
    signInProved,
  }) => {
    test.slow(); // many pages in one test
    const ids = await signIn(customer, { signInAs, signInProved });
    for (const path of withIds(paths, ids)) {
      const response = await visit(path);
      expect(response?.status(), path).toBeLessThan(500);
      await expectPhoneFirst(page, path);
    }
  });
}

test("quick access and the proof page fit a 360 × 640 phone, their heading near the top", async ({
  page,
  visit,
  signInAs,
}) => {
  await signInAs("20304050");
  for (const path of ["/mi-cuenta/ajustes", "/mi-cuenta/verificar-identidad?redirectTo=%2Fmi-cuenta%2Fajustes"]) {
    expect((await visit(path))?.status(), path).toBe(200);
    await expect(page, path).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
    await expectPhoneFirst(page, path);
  }
});

test("the customer information fits a 360 × 640 phone, the carta poder model's long blanks wrapping when it is open", async ({
  page,
  visit,
}) => {
  expect((await visit("/informacion-al-cliente"))?.status()).toBe(200);
  await expectPhoneFirst(page, "/informacion-al-cliente");
  await page.getByText("Ver el texto del modelo").click();
  await expect(page.getByText(/^autorizo a _+ \(nombre y apellido\),$/)).toBeVisible();
  await expectPhoneFirst(page, "/informacion-al-cliente (the model open)");
});

/** Presses Tab until `target` has the focus; fails if it takes more than `limit` presses. */
async function tabTo(page: Page, target: Locator, limit: number) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target} in ${limit} presses`);
}

test("the phone's menu by keyboard alone: opened, a section chosen, and the new page names it", async ({
  page,
  visit,
  signInAs,
}) => {
  await signInAs("20304050");
  // A page under a section: the menu names the section.
  await visit("/mi-cuenta/facturacion/pagar");
  const nav = areaNav(page);
  const menu = nav.locator("summary");
  const claims = nav.getByRole("link", { name: "Reclamos" });
  const signOut = nav.getByRole("button", { name: "Cerrar sesión" });
  await expect(menu).toHaveText("Tu cuenta: Facturación");
  await expect(claims).toBeHidden();

  // Past the skip link, the logo and the header's "Mi cuenta": the menu, its focus in sight.
  await tabTo(page, menu, 4);
  expect(
    await menu.evaluate(
      (element) => element.matches(":focus-visible") && getComputedStyle(element).outlineStyle !== "none",
    ),
  ).toBe(true);
  await page.keyboard.press("Space");
  await expect(claims).toBeVisible();
  await page.keyboard.press("Space");
  await expect(claims).toBeHidden();
  await page.keyboard.press("Enter");
  await expect(claims).toBeVisible();
  for (const target of [menu, claims, signOut]) expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  // The sign-out form is the menu's last entry; then back to Reclamos, and Enter.
  await tabTo(page, signOut, 9);
  for (let presses = 0; presses < 3; presses++) await page.keyboard.press("Shift+Tab"); // Ajustes, Débito automático, Reclamos
  await expect(claims).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(`${SERVERS.main}/mi-cuenta/reclamos`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tus reclamos");
  // The new page names its section, its menu closed again (with JavaScript too).
  await expect(menu).toHaveText("Tu cuenta: Reclamos");
  await expect(claims).toBeHidden();
  await expect(nav.locator('a[aria-current="page"]')).toHaveText("Reclamos");
});
