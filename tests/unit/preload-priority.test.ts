import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "~/utils/preload-priority.server";

const PAGE =
  '<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/><title>Planes — Nodo Sur ñ</title>' +
  '<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n"/><link rel="modulepreload" href="/assets/framework-b.js" nonce="n"/>' +
  '<style nonce="n">body{margin:0}</style></head><body><p>Texto: <code>&lt;link rel="modulepreload" href="x"&gt;</code> ñandú</p>' +
  '<script nonce="n">/* <link rel="modulepreload" kept in the body */</script></body></html>';

async function through(chunks: Buffer[]) {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(lowPriorityModulePreloads())) out.push(chunk as Buffer);
  return Buffer.concat(out).toString("utf8");
}

describe("module preloads at low priority", () => {
  const expected = PAGE.replace(
    '<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n"/><link rel="modulepreload" href="/assets/framework-b.js" nonce="n"/>',
    '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-a.js" nonce="n"/><link rel="modulepreload" fetchpriority="low" href="/assets/framework-b.js" nonce="n"/>',
  );

  it("marks the head's modulepreloads low and leaves everything else, the body's text included, as it was", async () => {
    expect(await through([Buffer.from(PAGE)])).toBe(expected);
  });

  it("wherever the stream cuts the page, even inside a marker or a character", async () => {
    const bytes = Buffer.from(PAGE);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at byte ${cut}`).toBe(expected);
    }
    // And one byte at a time.
    expect(await through([...bytes].map((byte) => Buffer.from([byte])))).toBe(expected);
  });
});
