import type { BrowserContext, Page } from "@playwright/test";
import { expect, showInScanner, test, violations } from "./fixtures";
import { api, freshDni } from "../support/sandbox";
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
  /**
   * What the page's script adds after hydration, later than the check of what it changed
   * can see (a chunk loaded on demand): with JavaScript, axe scans it whatever that check says.
   */
  client?: string;
  /** What the page's script changes at hydration: the comparison must find it (proof that it sees a change). */
  changedByScript?: string;
};

/**
 * `scan(pages)`: each page in turn, its heading checked, then axe. Without JavaScript, the
 * server's HTML (fetched with the browser's cookies) in the worker's scanner tab: every
 * page. With JavaScript, the page as the browser runs it, hydrated with no console error;
 * axe scans it when its script changed what the server sent, when it is marked `client`,
 * and when it has no script (a light page, scanned only here). Decision 110.
 */
export const it = test.extend<{ scan: (scans: Scan[]) => Promise<void> }>({
  scan: async ({ page, expectAccessible, js, scanner }, use) => {
    await use(async (scans) => {
      for (const scan of scans) {
        if (scan.withoutJavaScriptOnly && js) continue;
        await test.step(scan.path, async () => {
          if (js) {
            const response = await page.goto(scan.path);
            const scripted = (await page.locator("script").count()) > 0;
            if (scripted) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
            expect(response?.status(), scan.path).toBe(scan.status ?? 200);
            if (scan.lands) expect(new URL(page.url()).pathname, scan.path).toBe(scan.lands);
            await expect(page.getByRole("heading", { level: 1 }), scan.path).toHaveText(scan.heading);
            // A light page has no script: this is its only scan. Otherwise axe runs here only
            // on what the script made different from the server's HTML, which the no-JS
            // project scans (decision 110); hydrating without a console error is checked for all.
            const changes = scripted ? await clientChanges(page, await response!.text()) : [];
            if (scan.changedByScript) expect(changes, `${scan.path}: ${scan.changedByScript}`).not.toEqual([]);
            if (!scripted || scan.client || changes.length) {
              if (changes.length)
                test
                  .info()
                  .annotations.push({ type: "changed by its script", description: `${scan.path}: ${changes[0]}` });
              await expectAccessible();
            }
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

/**
 * What the page's script changed in the server's HTML once hydrated, in words (the first
 * few): the body's elements, attributes and text (scripts and comments aside), and of the
 * head what axe reads: <html>'s attributes, the title, the viewport. Nothing means the
 * browser shows the very document the no-JS project scans (decision 110).
 */
export async function clientChanges(page: Page, serverHtml: string): Promise<string[]> {
  return page.evaluate((html) => {
    // data-hydrated: set by the root's effect so tests can tell a hydrated page (no style
    // reads it). nonce: the browser hides it from the DOM once the element is in a page.
    const IGNORED = new Set(["data-hydrated", "nonce"]);
    const changes: string[] = [];
    const collapse = (text: string) => text.replace(/\s+/g, " ").trim();
    const name = (element: Element) => element.tagName.toLowerCase() + (element.id ? `#${element.id}` : "");
    const show = (child: Element | string | undefined) =>
      child === undefined
        ? "nothing"
        : typeof child === "string"
          ? JSON.stringify(child.slice(0, 60))
          : `<${name(child)}>`;
    // Elements and text, scripts and comments aside; adjacent text joined (React separates it with comments).
    const children = (element: Element) => {
      const kept: (Element | string)[] = [];
      for (const node of element.childNodes) {
        if (node.nodeType === Node.ELEMENT_NODE && (node as Element).tagName !== "SCRIPT") kept.push(node as Element);
        else if (node.nodeType === Node.TEXT_NODE) {
          if (typeof kept.at(-1) === "string") kept[kept.length - 1] += node.textContent ?? "";
          else kept.push(node.textContent ?? "");
        }
      }
      return kept.map((child) => (typeof child === "string" ? collapse(child) : child)).filter((child) => child !== "");
    };
    const attributes = (live: Element, served: Element, path: string) => {
      for (const attribute of new Set([...live.getAttributeNames(), ...served.getAttributeNames()])) {
        if (IGNORED.has(attribute) || live.getAttribute(attribute) === served.getAttribute(attribute)) continue;
        changes.push(
          `${path}: [${attribute}] ${JSON.stringify(served.getAttribute(attribute))} became ${JSON.stringify(live.getAttribute(attribute))}`,
        );
      }
    };
    const compare = (live: Element, served: Element, path: string) => {
      if (changes.length >= 5) return;
      if (live.tagName !== served.tagName) return void changes.push(`${path}: ${show(served)} became ${show(live)}`);
      attributes(live, served, path);
      const [now, then] = [children(live), children(served)];
      for (let index = 0; index < Math.max(now.length, then.length); index++) {
        const [a, b] = [now[index], then[index]];
        if (a === undefined || b === undefined || typeof a !== typeof b)
          return void changes.push(`${path} > ${index}: ${show(b)} became ${show(a)}`);
        if (typeof a !== "string") compare(a, b as Element, `${path} > ${name(a)}`);
        else if (a !== b) changes.push(`${path} > ${index}: text ${show(b)} became ${show(a)}`);
      }
    };
    const served = new DOMParser().parseFromString(html, "text/html");
    attributes(document.documentElement, served.documentElement, "html");
    if (document.title !== served.title) changes.push(`title: ${show(served.title)} became ${show(document.title)}`);
    const viewport = (doc: Document) => doc.querySelector("meta[name=viewport]")?.getAttribute("content");
    if (viewport(document) !== viewport(served)) changes.push("the viewport changed");
    compare(document.body, served.body, "body");
    return changes;
  }, serverHtml);
}

/** A signed-in visitor's cookies, or a hiring draft's, made over HTTP, handed to the browser. */
export async function adopt(context: BrowserContext, visitor: Visitor) {
  await context.addCookies([...visitor.cookies].map(([name, value]) => ({ name, value, url: SERVERS.main })));
}

/** An applicant's hiring draft, made through the portal's forms; `address` checked on the location step when given. */
export async function hiringDraft(address?: string) {
  const visitor = new Visitor();
  const identification = await freshDni();
  const data = await visitor.submit("/contratar/dejanos-tus-datos", {
    nombre: "Ana",
    apellido: "Ruiz",
    dni: identification,
    phone: "0351 15 555-1234",
    email: `ana.${identification}@example.com`,
    date: "02/04/1990",
  });
  expect(data.url.pathname).toBe("/contratar/seleccionar-ubicacion");
  if (address) await visitor.submit("/contratar/seleccionar-ubicacion", { localidad_id: "14", direccion: address });
  return visitor;
}

/** A payment of the customer's first unpaid invoice, decided on the payment site's stand-in page. */
export async function payment(token: string, decision?: "approve" | "reject") {
  const [invoice] = (await api("GET", "/v2/customers/current/facturas?status=unpaid", { token })).body.data as {
    id: number;
  }[];
  const created = await api("POST", "/v2/customers/current/payments/create", {
    token,
    json: { invoice_ids: [invoice!.id], return_url: `${SERVERS.main}/mi-cuenta/facturacion/pago` },
  });
  expect(created.status).toBe(201);
  if (decision)
    expect(
      (await fetch(`${created.body.checkout_url}/${decision}`, { method: "POST", redirect: "manual" })).status,
    ).toBe(303);
  return created.body.id as number;
}

/** An automatic debit of the customer's first service, approved on the card site's stand-in page. */
export async function activeDebit(token: string) {
  const [connection] = (await api("GET", "/v2/customers/current/conexiones", { token })).body;
  const created = await api("POST", "/v2/customers/current/debit-subscription/create", {
    token,
    json: { services: [connection.services[0].id], return_url: `${SERVERS.main}/subscription/success` },
  });
  expect(created.status).toBe(201);
  expect((await fetch(`${created.body.checkout_url}/approve`, { method: "POST", redirect: "manual" })).status).toBe(
    303,
  );
  return created.body.subscription.id as number;
}
