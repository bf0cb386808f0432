import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { firstLoadBytes, firstLoadScripts, KB, loadManifest } from "./first-load";

// The hiring flow on a low-end phone: every step's first load within the 120 KB budget,
// with no validation library in it, and the map's weight (Leaflet, its plugins and
// styles) only on the location step, after the page is interactive.

const assets = join(import.meta.dirname, "..", "..", "build", "client", "assets");
const read = (file: string) => readFileSync(join(assets, file.replace(/^\/assets\//, "")), "utf8");
const jsFiles = () => readdirSync(assets).filter((name) => name.endsWith(".js"));
const cssFiles = () => readdirSync(assets).filter((name) => name.endsWith(".css"));

const STEPS = [
  "routes/contratar/dejanos-tus-datos",
  "routes/contratar/seleccionar-ubicacion",
  "routes/contratar/formulario",
  "routes/contratar/solicitud-enviada",
  "routes/sin-servicio",
];
const LOCATION_STEP = "routes/contratar/seleccionar-ubicacion";

/** Chunks holding Leaflet or the cluster plugin, recognised by the class names they set. */
function mapChunks() {
  return jsFiles().filter((name) => /leaflet-container|marker-cluster/.test(read(name)));
}

/** Every chunk a module can load, statically or with `import()`. */
function reachable(file: string, seen = new Set<string>()): Set<string> {
  const name = file.replace(/^\/assets\//, "");
  if (seen.has(name)) return seen;
  seen.add(name);
  for (const [, imported] of read(name).matchAll(/(?:from\s*|import\s*\(\s*)["'`]\.\/([\w.-]+\.js)["'`]/g))
    reachable(imported!, seen);
  return seen;
}

describe("hiring flow budgets", () => {
  it.each(STEPS)("%s: first-load JavaScript within 120 KB gzip", async (routeId) => {
    const manifest = await loadManifest();
    const bytes = firstLoadBytes(manifest, routeId);
    expect(bytes, `${routeId}: ${(bytes / KB).toFixed(1)} KB gzip`).toBeLessThanOrEqual(120 * KB);
  });

  it("no step downloads zod, conform or libphonenumber: validation stays on the server", async () => {
    const manifest = await loadManifest();
    for (const routeId of STEPS) {
      for (const file of firstLoadScripts(manifest, routeId)) {
        const source = read(file);
        expect(source, `${file} (${routeId})`).not.toMatch(/country_calling_codes|invalid_type|__intent__/);
      }
    }
  });

  it("Leaflet and the cluster plugin are in no chunk any route loads first, and only the location step can load them", async () => {
    const manifest = await loadManifest();
    const map = mapChunks();
    expect(map.length).toBeGreaterThan(0);
    for (const routeId of Object.keys(manifest.routes)) {
      const route = manifest.routes[routeId]!;
      const firstLoad = firstLoadScripts(manifest, routeId).map((file) => file.replace(/^\/assets\//, ""));
      expect(
        firstLoad.filter((file) => map.includes(file)),
        routeId,
      ).toEqual([]);
      // Only the location step's own lazily loaded chunks lead to them.
      const reaches = [...reachable(route.module)].some((file) => map.includes(file));
      expect(reaches, `${routeId} can load the map`).toBe(routeId === LOCATION_STEP);
    }
  });

  it("Leaflet's styles reach no page's first load", async () => {
    const manifest = await loadManifest();
    const leafletCss = cssFiles().filter((name) => read(name).includes(".leaflet-container"));
    expect(leafletCss.length).toBeGreaterThan(0);
    const routes = manifest.routes as Record<string, { css?: string[] }>;
    for (const [routeId, route] of Object.entries(routes)) {
      for (const css of route.css ?? [])
        expect(leafletCss, `${routeId} loads ${css}`).not.toContain(css.replace(/^\/assets\//, ""));
    }
  });
});
