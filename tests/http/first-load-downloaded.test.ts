import { describe, expect, it } from "vitest";
import { firstLoadScripts, inlineManifestBytes, KB, loadManifest } from "../budget/first-load";
import { download } from "../support/downloaded";
import { SERVERS } from "../support/servers";

/**
 * The first-load budget as a browser downloads it (decision 135): every script of a first
 * visit to each page of the build, fetched from the running portal as Chromium asks for it
 * (`Accept-Encoding: gzip, deflate, br, zstd`), counted as its `encodedDataLength` counts
 * an HTTP/1.1 response (status line and headers as received, body as sent), plus the route
 * manifest the page inlines (gzip 9, as tests/budget counts it). Each page within 120 KB.
 * Each file is fetched once: about a hundred requests to this machine, under a second.
 */

describe("first-load JavaScript as downloaded", () => {
  it("every page's first visit downloads at most 120 KB of JavaScript, headers included", async () => {
    const manifest = await loadManifest();
    const downloaded = new Map<string, Promise<{ bytes: number; encoding: string | undefined }>>();
    const fetchOnce = (file: string) => {
      let response = downloaded.get(file);
      if (!response)
        downloaded.set(
          file,
          (response = download(`${SERVERS.main}${file}`).then((answer) => {
            expect(answer.status, file).toBe(200);
            return {
              bytes: answer.body.length + answer.headerBytes,
              encoding: answer.headers["content-encoding"] as string | undefined,
            };
          })),
        );
      return response;
    };
    const pages = await Promise.all(
      Object.keys(manifest.routes).map(async (routeId) => {
        const files = await Promise.all(firstLoadScripts(manifest, routeId).map(fetchOnce));
        const bytes = files.reduce((total, file) => total + file.bytes, 0) + inlineManifestBytes(manifest, routeId);
        return { routeId, kb: bytes / KB };
      }),
    );
    // Every script of any size came as the build's Brotli copy.
    const encodings = new Set([...(await Promise.all(downloaded.values()))].map((file) => file.encoding));
    expect(encodings.has("br")).toBe(true);
    expect(encodings.has("gzip")).toBe(false);
    expect(pages.length).toBeGreaterThan(30);
    const over = pages.filter(({ kb }) => kb > 120).map(({ routeId, kb }) => `${routeId}: ${kb.toFixed(1)} KB`);
    expect(over).toEqual([]);
    const home = pages.find((page) => page.routeId === "routes/home")!;
    expect(home.kb).toBeGreaterThan(20);
  });
});
