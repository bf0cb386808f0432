import type { BrowserContext } from "@playwright/test";
import { expect, showInScanner, test, violations } from "./fixtures";
import { api } from "../support/sandbox";
import { SERVERS } from "../support/servers";
import { Visitor } from "../support/visitor";

/**
 * What the accessibility specs share (decision 090): `it` with a `scan(pages)` fixture, and
 * the scenes they open, made without the browser.
 */

type Scan = {
  path: string;
  /** The page's first heading, proof of the state scanned. */
  heading: string | RegExp;
  /** When the page answers other than 200 (a notice, an error screen). */
  status?: number;
  /** When the address redirects: where the browser must end up. */
  lands?: string;
  /** A page that leaves by itself once its script runs (the sign-out page): scanned without JavaScript only. */
  withoutJavaScriptOnly?: true;
};

/**
 * `scan(pages)`: each page in turn, its heading checked, then axe. With JavaScript, the page
 * as the browser runs it, once hydrated (light pages have no script to wait for); without,
 * the server's HTML (fetched with the browser's cookies), in the worker's scanner tab.
 */
export const it = test.extend<{ scan: (scans: Scan[]) => Promise<void> }>({
  scan: async ({ page, expectAccessible, js, scanner }, use) => {
    await use(async (scans) => {
      for (const scan of scans) {
        if (scan.withoutJavaScriptOnly && js) continue;
        await test.step(scan.path, async () => {
          if (js) {
            const response = await page.goto(scan.path);
            if ((await page.locator("script").count()) > 0) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
            expect(response?.status(), scan.path).toBe(scan.status ?? 200);
            if (scan.lands) expect(new URL(page.url()).pathname, scan.path).toBe(scan.lands);
            await expect(page.getByRole("heading", { level: 1 }), scan.path).toHaveText(scan.heading);
            await expectAccessible();
            return;
          }
          const response = await page.request.get(scan.path);
          expect(response.status(), scan.path).toBe(scan.status ?? 200);
          if (scan.lands) expect(new URL(response.url()).pathname, scan.path).toBe(scan.lands);
          const shown = await showInScanner(scanner, response.url(), await response.text());
          await expect(shown.getByRole("heading", { level: 1 }), scan.path).toHaveText(scan.heading);
          expect(await violations(shown)).toEqual([]);
        });
      }
    });
  },
});

/** A signed-in visitor's cookies, or a hiring draft's, made over HTTP, handed to the browser. */
export async function adopt(context: BrowserContext, visitor: Visitor) {
  await context.addCookies([...visitor.cookies].map(([name, value]) => ({ name, value, url: SERVERS.main })));
}

export const dni = () => String(40_000_000 + Math.floor(Math.random() * 9_000_000));

/** An applicant's hiring draft, made through the portal's forms; `address` checked on the location step when given. */
export async function hiringDraft(address?: string) {
  const visitor = new Visitor();
  const identification = dni();
  const data = await visitor.submit("/contratar/dejanos-tus-datos", {
    nombre: "Ana", apellido: "Ruiz", dni: identification, phone: "0351 15 555-1234", email: `ana.${identification}@example.com`, date: "02/04/1990",
  });
  expect(data.url.pathname).toBe("/contratar/seleccionar-ubicacion");
  if (address) await visitor.submit("/contratar/seleccionar-ubicacion", { localidad_id: "14", direccion: address });
  return visitor;
}

/** A payment of the customer's first unpaid invoice, decided on the payment site's stand-in page. */
export async function payment(token: string, decision?: "approve" | "reject") {
  const [invoice] = (await api("GET", "/v2/customers/current/facturas?status=unpaid", { token })).body.data as { id: number }[];
  const created = await api("POST", "/v2/customers/current/payments/create", {
    token, json: { invoice_ids: [invoice!.id], return_url: `${SERVERS.main}/mi-cuenta/facturacion/pago` },
  });
  expect(created.status).toBe(201);
  if (decision) expect((await fetch(`${created.body.checkout_url}/${decision}`, { method: "POST", redirect: "manual" })).status).toBe(303);
  return created.body.id as number;
}

/** An automatic debit of the customer's first service, approved on the card site's stand-in page. */
export async function activeDebit(token: string) {
  const [connection] = (await api("GET", "/v2/customers/current/conexiones", { token })).body;
  const created = await api("POST", "/v2/customers/current/debit-subscription/create", {
    token, json: { services: [connection.services[0].id], return_url: `${SERVERS.main}/subscription/success` },
  });
  expect(created.status).toBe(201);
  expect((await fetch(`${created.body.checkout_url}/approve`, { method: "POST", redirect: "manual" })).status).toBe(303);
  return created.body.subscription.id as number;
}

