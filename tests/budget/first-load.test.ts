import { describe, expect, it } from "vitest";
import { firstLoadScripts, gzipBytes, KB, loadManifest } from "./first-load";

// Customers on slow phones: the home page must stay within 120 KB of JavaScript (gzip).
describe("first-load JavaScript budget", () => {
  it("the home page stays within 120 KB gzip", async () => {
    const manifest = await loadManifest();
    const files = firstLoadScripts(manifest, "routes/home");
    expect(files.length).toBeGreaterThan(3);
    const bytes = gzipBytes(files);
    expect(bytes, `home page JavaScript: ${(bytes / KB).toFixed(1)} KB gzip`).toBeLessThanOrEqual(120 * KB);
  });

  it("counts what the page's HTML references", async () => {
    const manifest = await loadManifest();
    const files = firstLoadScripts(manifest, "routes/home");
    expect(files).toContain(manifest.entry.module);
    expect(files).toContain(manifest.routes.root!.module);
    expect(files).toContain(manifest.routes["layouts/default"]!.module);
  });
});
