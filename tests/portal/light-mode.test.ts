import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesOf, honeypotFields, startTestPortal } from "./harness";

/**
 * Light mode's byte budget (decision 080): what a slow phone downloads for a page, its
 * HTML and its style sheets compressed as the server sends them, stays under a fixed
 * number of bytes. Sizes, not times: the figure does not depend on the machine.
 */
const BUDGET_BYTES = 9 * 1024;
const PUBLIC_PAGES = ["/", "/planes", "/planes/7", "/iniciar-sesion", "/contratar/dejanos-tus-datos"];
const CUSTOMER_PAGES = ["/mi-cuenta", "/mi-cuenta/facturacion", "/mi-cuenta/reclamos/crear"];

let portal: Awaited<ReturnType<typeof startTestPortal>>;
let session = "";

beforeAll(async () => {
  portal = await startTestPortal();
  // A demo customer signed in through the form, as a browser without JavaScript would.
  const signedIn = await fetch(`${portal.url}/iniciar-sesion`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: portal.url },
    body: new URLSearchParams({ ...(await honeypotFields(portal.url, "/iniciar-sesion")), identification: "20304050" }),
  });
  session = cookiesOf(signedIn);
  expect(session).toContain("__session=");
}, 90_000);
afterAll(() => portal?.close());

const gzipped = (text: string) => gzipSync(Buffer.from(text)).length;

async function lightPage(path: string, cookie = "") {
  const response = await fetch(`${portal.url}${path}`, { headers: { "Save-Data": "on", Cookie: cookie } });
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const sheets = [
    ...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"|<link[^>]*href="([^"]+)"[^>]*rel="stylesheet"/g),
  ].map((match) => match[1] ?? match[2]!);
  let bytes = gzipped(html);
  for (const sheet of sheets) bytes += gzipped(await (await fetch(`${portal.url}${sheet}`)).text());
  const inlineStyles = [...html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "").matchAll(/<style nonce="[^"]+">/g)]
    .length;
  return { html, sheets, inlineStyles, bytes };
}

describe("light mode's byte budget", () => {
  it.each([
    ...PUBLIC_PAGES.map((path) => [path, false] as const),
    ...CUSTOMER_PAGES.map((path) => [path, true] as const),
  ])("%s: HTML and CSS under the budget, not one script", async (path, signedIn) => {
    const { html, inlineStyles, bytes } = await lightPage(path, signedIn ? session : "");
    // The site's stylesheet comes in the page (decision 111); a page's own sheet may be a link.
    expect(inlineStyles).toBe(1);
    expect(html).not.toMatch(/<script\b|modulepreload/i);
    expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it("lists half the invoices a page, the pager reaching the rest (the full page: twelve)", async () => {
    const rows = (html: string) => (/<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? "").match(/<tr>/g)?.length ?? 0;
    const { html } = await lightPage("/mi-cuenta/facturacion", session);
    expect(rows(html)).toBe(6);
    expect(html).toContain('href="/mi-cuenta/facturacion?pagina=2"');
    const full = await (await fetch(`${portal.url}/mi-cuenta/facturacion`, { headers: { Cookie: session } })).text();
    expect(rows(full)).toBe(12);
  });

  it("is far lighter than the full page, whose scripts alone are over ten times the budget", async () => {
    const full = await (await fetch(`${portal.url}/`)).text();
    // The modules the page's (deferred) module script imports, and the entry it imports last.
    const scripts = [
      ...new Set([...full.matchAll(/(?:import|from) ?\(?"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!)),
    ];
    expect(scripts.length).toBeGreaterThan(3);
    let scriptBytes = 0;
    for (const script of scripts) scriptBytes += gzipped(await (await fetch(`${portal.url}${script}`)).text());
    expect(scriptBytes).toBeGreaterThan(10 * BUDGET_BYTES);
  });
});
