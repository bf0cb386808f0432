import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import { codeAfterPaint, DEFERRED_MODULE_TYPE } from "~/utils/after-paint.server";

// A page as React Router and React write it (decision 121): the preloads hoisted into the
// head, the context script, then the module script that imports the route modules and,
// last, the entry.
const NONCE = "n0nce+/A==";
const ENTRY = "/assets/entry.client-AAA.js";
const CHUNKS = ["/assets/framework-BBB.js", "/assets/root-CCC.js", "/assets/home-DDD.js"];
const MODULE_TEXT = `;\nimport * as route0 from "/assets/root-CCC.js";\nimport * as route1 from "/assets/home-DDD.js";\n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("${ENTRY}");`;
const PAGE =
  `<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/>` +
  [ENTRY, ...CHUNKS].map((href) => `<link rel="modulepreload" href="${href}" nonce="${NONCE}"/>`).join("") +
  `<title>Inicio - Nodo Sur</title><style nonce="${NONCE}">.layout>main{flex:1}</style></head>` +
  `<body><main><h1>Internet para tu casa — señal rápida ñandú</h1><p>a &lt;b&gt; c</p></main>` +
  `<script nonce="${NONCE}">window.__reactRouterContext = {"x":"\\u003c/script>"};</script>` +
  `<script nonce="${NONCE}" type="module" async="">${MODULE_TEXT}</script>` +
  `<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script></body></html>`;

/** The page through the stream, cut into chunks of `size` bytes (UTF-8 cut mid-character too). */
async function through(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  const out: Buffer[] = [];
  await pipeline(
    Readable.from(chunks),
    codeAfterPaint(),
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        out.push(chunk);
        callback();
      },
    }),
  );
  return Buffer.concat(out).toString("utf8");
}

describe("the page's code after its first paint", () => {
  it.each([1, 7, 64, 100_000])(
    "takes the preloads out and makes the module script wait (chunks of %i bytes)",
    async (size) => {
      const html = await through(PAGE, size);
      // Nothing for the browser to fetch from the head, and no live module script.
      expect(html).not.toContain('<link rel="modulepreload"');
      expect(html).not.toMatch(/<script[^>]* type="module"/);
      // The module script, inert, with the page's other chunks as static imports before its
      // own text (the entry stays the dynamic import it was, last).
      const inert = new RegExp(
        `<script nonce="${NONCE.replace(/[+/]/g, "\\$&")}" type="${DEFERRED_MODULE_TYPE}">([\\s\\S]*?)</script>`,
      ).exec(html);
      expect(inert?.[1]).toBe(CHUNKS.map((href) => `import "${href}";`).join("") + MODULE_TEXT);
      // Right after it, the loader, under the same nonce, preloading the entry alone.
      const after = html.slice(html.indexOf(inert![0]) + inert![0].length);
      expect(after).toMatch(new RegExp(`^<script nonce="${NONCE.replace(/[+/]/g, "\\$&")}">\\(function\\(d,h\\)`));
      expect(after).toContain(`(document,["${ENTRY}"])</script>`);
      expect(after).toContain("first-contentful-paint");
      // Everything else as it was, byte for byte.
      const rest = (text: string) =>
        text
          .replace(/<link rel="modulepreload"[^>]*\/>/g, "")
          .replace(
            /<script nonce="[^"]+" type="[^"]+"( async="")?>[\s\S]*?<\/script>(<script nonce="[^"]+">\(function\(d,h\)[\s\S]*?<\/script>)?/,
            "",
          );
      expect(rest(html)).toBe(rest(PAGE));
      expect(html).toContain("Internet para tu casa — señal rápida ñandú");
    },
  );

  it("leaves a page without a module script as it was (light mode, error pages without scripts)", async () => {
    const page = `<!DOCTYPE html><html><head><title>x</title></head><body><p>1 &lt; 2</p><p>sin scripts</p></body></html>`;
    expect(await through(page, 5)).toBe(page);
  });

  it("preloads every module when the script does not end by importing one of them", async () => {
    const page = PAGE.replace(`import("${ENTRY}");`, "");
    const html = await through(page, 64);
    expect(html).toContain(`<script nonce="${NONCE}" type="${DEFERRED_MODULE_TYPE}">;\nimport * as route0`);
    expect(html).toContain(`(document,${JSON.stringify([ENTRY, ...CHUNKS])})</script>`);
  });

  it("gives back a page cut short inside the module script as it came", async () => {
    const cut = PAGE.slice(0, PAGE.indexOf("window.__reactRouterRouteModules"));
    const html = await through(cut, 16);
    expect(html).toContain(`<script nonce="${NONCE}" type="module" async="">;\nimport * as route0`);
    expect(html.endsWith('import * as route1 from "/assets/home-DDD.js";\n  ')).toBe(true);
  });
});
