import { describe, expect, it } from "vitest";
import { freshDni } from "../support/sandbox";
import { SERVERS } from "../support/servers";
import { Visitor } from "../support/visitor";

// What a page's first paint waits for (decision 111): only the page itself. The site's
// stylesheet comes inline with the response's CSP nonce; the modules that hydrate the
// page are fetched once it has been painted (decision 121).

async function page(path: string) {
  const response = await fetch(new URL(path, SERVERS.main));
  expect(response.status, path).toBe(200);
  const html = await response.text();
  // The head, without its <noscript> rule (tested below).
  const head = html.slice(0, html.indexOf("</head>")).replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  return { html, head, nonce };
}

describe("first paint", () => {
  // Twice each: rendered, then from the render cache of anonymous pages (decision 094).
  it.each(["/", "/", "/planes", "/planes", "/iniciar-sesion"])(
    "%s: the stylesheet inline under this response's nonce, no stylesheet to fetch",
    async (path) => {
      const { head, html, nonce } = await page(path);
      expect(nonce).toBeTruthy();
      const styles = [...head.matchAll(/<style nonce="([^"]+)">([\s\S]*?)<\/style>/g)];
      expect(styles).toHaveLength(1);
      expect(styles[0]![1]).toBe(nonce);
      // The whole site's sheet, minified (its first rule and a rule from its end).
      expect(styles[0]![2]).toMatch(/^:root\{--brand:/);
      expect(styles[0]![2]).toContain(".honeypot{");
      expect(head).not.toMatch(/rel="stylesheet"/);
      // Nothing in the head blocks the paint: no stylesheet, no classic script.
      expect(head).not.toMatch(/<script(?![^>]*type="module")[^>]*src=/);
      // Nor does the page's code compete with it: no preload anywhere, and the module script
      // waits, inert, for its loader (decision 121), both under this response's nonce.
      expect(html).not.toMatch(/<link rel="modulepreload"/);
      expect(html).not.toMatch(/<script[^>]* type="module"/);
      const deferred =
        /<script nonce="([^"]+)" type="text\/x-after-paint">([\s\S]*?)<\/script><script nonce="([^"]+)">([\s\S]*?)<\/script>/.exec(
          html,
        );
      expect(deferred?.[1]).toBe(nonce);
      expect(deferred?.[3]).toBe(nonce);
      const [, , module, , loader] = deferred!;
      // The page's chunks as static imports (fetched at once when it runs), the route
      // modules, and the entry imported last; the loader preloads the entry alone.
      expect([...module!.matchAll(/import "\/assets\/[^"]+\.js";/g)].length).toBeGreaterThan(3);
      const entry = /import\("(\/assets\/entry\.client-[^"]+\.js)"\);\s*$/.exec(module!)?.[1];
      expect(entry).toBeTruthy();
      expect(module).not.toContain(`import "${entry}"`);
      expect(loader).toContain("first-contentful-paint");
      expect(loader).toContain(`(document,["${entry}"])`);
    },
  );
});

describe("the hiring map's frame", () => {
  it("comes with the location step, its box kept for the map with its picture, and not in light mode, which has no script to draw it", async () => {
    const visitor = new Visitor();
    const dni = await freshDni();
    const data = await visitor.submit("/contratar/dejanos-tus-datos", {
      nombre: "Ana",
      apellido: "Ruiz",
      dni,
      phone: "0351 15 555-1234",
      email: `ana.${dni}@example.com`,
      date: "02/04/1990",
    });
    expect(data.url.pathname).toBe("/contratar/seleccionar-ubicacion");
    const full = await visitor.open("/contratar/seleccionar-ubicacion");
    const frame = full.doc.querySelector("section#mapa.needs-script");
    expect(frame?.querySelector("h2")?.textContent).toBe("Ubicación en el mapa");
    expect(frame?.querySelector("#mapa-lienzo.location-map-canvas")).not.toBeNull();
    // The map's picture (decision 122): the region's tiles at zoom 10, from the tile server's
    // template, the phone's first; no marker before a place is known; the button that opens it.
    const tiles = [...frame!.querySelectorAll<HTMLElement>("#mapa-lienzo .map-preview-tile")];
    const near = tiles.filter((tile) => !tile.classList.contains("wide"));
    expect(near.length).toBeGreaterThanOrEqual(4);
    expect(near.length).toBeLessThanOrEqual(9);
    expect(tiles.length).toBeGreaterThan(near.length);
    expect(tiles.indexOf(near.at(-1)!)).toBe(near.length - 1);
    for (const tile of tiles)
      expect(tile.getAttribute("style")).toMatch(
        /^background-image:url\("http:\/\/127\.0\.0\.1:\d+\/tiles\/10\/\d+\/\d+\.png"\);left:calc\(50% \+ -?\d+px\);top:calc\(50% \+ -?\d+px\);width:256px;height:256px$/,
      );
    expect(frame?.querySelector(".map-preview")?.getAttribute("aria-hidden")).toBe("true");
    expect(frame?.querySelector(".map-preview-marker")).toBeNull();
    expect(frame?.querySelector("button.map-preview-open")?.textContent).toBe("Usar el mapa");
    // Without JavaScript the frame takes no room: the head's <noscript> rule.
    expect(full.doc.head.querySelector("noscript")?.innerHTML).toContain(".needs-script{display:none}");
    const light = await visitor.open("/contratar/seleccionar-ubicacion", { headers: { "Save-Data": "on" } });
    expect(light.doc.querySelector("h1")?.textContent).toBe("Seleccioná tu ubicación");
    expect(light.doc.querySelector("#mapa")).toBeNull();
  });
});
