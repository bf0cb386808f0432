import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resources } from "~/locales";
import pageNamespaces from "~/locales/es/pages";
import { firstLoadBytes, firstLoadScripts, KB, loadManifest, routeDiscoveryMode } from "./first-load";

const client = join(import.meta.dirname, "..", "..", "build", "client");

/** Every string of a nested locale table. */
function leaves(table: unknown): string[] {
  return typeof table === "string" ? [table] : Object.values(table as object).flatMap(leaves);
}

// Customers on slow phones: every page within 120 KB of JavaScript as a browser downloads it,
// Brotli copies and headers included, is tests/http/first-load-downloaded.test.ts (decision
// 135), the budget. Here, from the build alone: the home page's gzip 9 estimate, and how the
// first load is made up.
describe("first-load JavaScript budget", () => {
  it("the home page stays within 120 KB gzip", async () => {
    const manifest = await loadManifest();
    expect(firstLoadScripts(manifest, "routes/home").length).toBeGreaterThan(3);
    const bytes = firstLoadBytes(manifest, "routes/home");
    expect(bytes, `home page JavaScript: ${(bytes / KB).toFixed(1)} KB gzip`).toBeLessThanOrEqual(120 * KB);
  });

  it("a Spanish page downloads no English copy of its page namespaces", async () => {
    const manifest = await loadManifest();
    const english = Object.keys(pageNamespaces).flatMap((namespace) => {
      const es = new Set(leaves(resources.es[namespace as keyof typeof pageNamespaces]));
      return leaves(resources.en[namespace as keyof typeof pageNamespaces]).filter(
        (text) => text.length > 24 && !es.has(text),
      );
    });
    expect(english.length).toBeGreaterThan(100);
    const files = new Set(Object.keys(manifest.routes).flatMap((routeId) => firstLoadScripts(manifest, routeId)));
    const leaked = [...files].flatMap((file) => {
      const source = readFileSync(join(client, file), "utf8");
      return english.filter((text) => source.includes(text)).map((text) => `${file}: ${text}`);
    });
    expect(leaked).toEqual([]);
  });

  it("pages discover routes lazily, so none downloads the whole route manifest", () => {
    expect(routeDiscoveryMode()).toBe("lazy");
  });

  it("counts what the page's HTML references", async () => {
    const manifest = await loadManifest();
    const files = firstLoadScripts(manifest, "routes/home");
    expect(files).toContain(manifest.entry.module);
    expect(files).toContain(manifest.routes.root!.module);
    expect(files).toContain(manifest.routes["layouts/default"]!.module);
  });
});
