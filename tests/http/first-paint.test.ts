import { describe, expect, it } from "vitest";
import { SERVERS } from "../support/servers";

// What a page's first paint waits for (issue 22): only the page itself. The site's
// stylesheet comes inline with the response's CSP nonce, and the modules that hydrate the
// page are preloaded at low priority, after what the paint needs.

async function page(path: string) {
  const response = await fetch(new URL(path, SERVERS.main));
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  return { html, head, nonce };
}

describe("first paint", () => {
  // Twice each: rendered, then from the render cache of anonymous pages (decision 094).
  it.each(["/", "/", "/planes", "/planes", "/iniciar-sesion"])("%s: the stylesheet inline under this response's nonce, the module preloads low", async (path) => {
    const { head, html, nonce } = await page(path);
    expect(nonce).toBeTruthy();
    const styles = [...head.matchAll(/<style nonce="([^"]+)">([\s\S]*?)<\/style>/g)];
    expect(styles).toHaveLength(1);
    expect(styles[0]![1]).toBe(nonce);
    // The whole site's sheet, minified (its first rule and a rule from its end).
    expect(styles[0]![2]).toMatch(/^:root\{--brand:/);
    expect(styles[0]![2]).toContain(".honeypot{");
    expect(head).not.toMatch(/rel="stylesheet"/);
    const preloads = [...head.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(([tag]) => tag);
    expect(preloads.length).toBeGreaterThan(3);
    for (const tag of preloads) expect(tag).toContain('fetchpriority="low"');
    // The page still hydrates: its module script is there.
    expect(html).toMatch(/<script nonce="[^"]+" type="module" async="">/);
  });
});
