import { StringDecoder } from "node:string_decoder";
import { Transform, type TransformCallback } from "node:stream";

/**
 * The page's code after its first paint (decision 121).
 *
 * React Router's `<Scripts>` writes a module preload for each of the page's chunks (React
 * hoists them to the head) and, at the end of the body, the module script that imports
 * the route modules and then hydrates. On a slow link the preloads share the bandwidth
 * with the rest of the HTML, and a lab model (Lighthouse) counts their high priority as
 * blocking the paint. This stream takes the preloads out as they pass, keeps the module
 * script inert (a data block of its own type, the page's chunks as static imports at its
 * top) and puts right after it a small classic script, under the response's nonce, that
 * runs a copy of it and preloads the entry once the page has been painted.
 *
 * A module script it does not recognise is left as written, and runs as before (without
 * preloads); `tests/unit/after-paint.test.ts` and `tests/http/first-paint.test.ts` fail
 * if React's markup drifts from what is matched here.
 */

export const DEFERRED_MODULE_TYPE = "text/x-after-paint";

// An address with no quote or angle bracket: written into a script as JSON, it cannot close it.
const PRELOAD = /<link rel="modulepreload" href="([^"<>]+)"(?: [a-zA-Z-]+="[^"<>]*")*\/>/g;
const MODULE_SCRIPT = /<script nonce="([^"<>]+)" type="module" async="">/;
const SCRIPT_END = "</script>";

/**
 * The loader: once the browser reports the page's first contentful paint (or, where it
 * cannot, after two animation frames), a preload of each module in `preload` goes to the
 * head and a live copy of the module script to the body's end; at once in a tab not on
 * screen, where nothing is painted, and after a second at the latest. React's hydration
 * skips both: they match the preloads it expects, and the body is a singleton that
 * tolerates extra scripts. The nonce is read where browsers hide it (the `nonce` property)
 * or, in older ones without it, from the attribute.
 */
export function loaderScript(nonce: string, preload: string[]): string {
  const code =
    "(function(d,h){var s=d.currentScript.previousElementSibling,n=0;function go(){if(n++)return;" +
    'h.forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";l.href=u;d.head.appendChild(l)});' +
    'var m=d.createElement("script");m.type="module";m.setAttribute("nonce",s.nonce||s.getAttribute("nonce"));m.textContent=s.textContent;d.body.appendChild(m)}' +
    'var P=window.PerformanceObserver;if(d.visibilityState!="visible")go();' +
    'else if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>-1)new P(function(l,o){l.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),go())}).observe({type:"paint",buffered:true});' +
    "else requestAnimationFrame(function(){requestAnimationFrame(go)});setTimeout(go,1e3)})" +
    `(document,${JSON.stringify(preload)})`;
  return `<script nonce="${nonce}">${code}</script>`;
}

/**
 * The module script, inert, and its loader. The script's own static imports are fetched
 * in parallel when it runs, so the page's other chunks become static imports at its top
 * (fetched at once, evaluated before the route modules, which import them anyway); only
 * the entry, which the script imports last (dynamically, once the route modules are in
 * place), needs a preload. A script that does not end by importing one of the preloaded
 * modules keeps its text, and every module is preloaded.
 */
function deferredScript(nonce: string, text: string, hrefs: string[]): string {
  // A plain address (no escape in its JSON string), as React Router writes its entry's.
  const entryHref = /import\("([^"\\]+)"\);\s*$/.exec(text)?.[1];
  const known = entryHref !== undefined && hrefs.includes(entryHref);
  const imports = known
    ? hrefs
        .filter((href) => href !== entryHref)
        .map((href) => `import ${JSON.stringify(href)};`)
        .join("")
    : "";
  return (
    `<script nonce="${nonce}" type="${DEFERRED_MODULE_TYPE}">${imports}${text}</script>` +
    loaderScript(nonce, known ? [entryHref] : hrefs)
  );
}

/** Where a tag may have been cut by a chunk's end: the last `<` with no `>` after it. */
function cutAt(text: string): number {
  const open = text.lastIndexOf("<");
  return open !== -1 && text.indexOf(">", open) === -1 ? open : text.length;
}

export function codeAfterPaint(): Transform {
  const decoder = new StringDecoder("utf8");
  const hrefs: string[] = [];
  // Before the module script, inside it (its text kept until its end), then done.
  let state: "before" | "inside" | "done" = "before";
  let nonce = "";
  let held = "";

  function take(text: string, final: boolean): string {
    let out = "";
    let rest = held + text;
    held = "";
    if (state === "before") {
      const script = MODULE_SCRIPT.exec(rest);
      const head = script ? rest.slice(0, script.index) : rest;
      const keep = script || final ? head.length : cutAt(head);
      out += head.slice(0, keep).replace(PRELOAD, (_tag, href: string) => {
        hrefs.push(href);
        return "";
      });
      if (!script) {
        held = head.slice(keep);
        return out;
      }
      nonce = script[1]!;
      rest = rest.slice(script.index + script[0].length);
      state = "inside";
    }
    if (state === "inside") {
      const end = rest.indexOf(SCRIPT_END);
      if (end === -1) {
        if (!final) {
          held = rest;
          return out;
        }
        // A page cut short inside the script: what came, as it came.
        return `${out}<script nonce="${nonce}" type="module" async="">${rest}`;
      }
      out += deferredScript(nonce, rest.slice(0, end), hrefs);
      rest = rest.slice(end + SCRIPT_END.length);
      state = "done";
    }
    return out + rest;
  }

  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      const text = take(typeof chunk === "string" ? chunk : decoder.write(chunk), false);
      callback(null, text.length > 0 ? text : undefined);
    },
    flush(callback: TransformCallback) {
      const text = take(decoder.end(), true);
      callback(null, text.length > 0 ? text : undefined);
    },
  });
}
