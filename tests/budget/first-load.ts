import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const root = join(import.meta.dirname, "..", "..");
const clientDir = join(root, "build", "client");

type AssetsManifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[]; parentId?: string }>;
};

/** React Router's client manifest (`assets/manifest-<hash>.js`), as the browser gets it. */
export async function loadManifest(): Promise<AssetsManifest & { file: string }> {
  const assets = join(clientDir, "assets");
  const file = existsSync(assets) && readdirSync(assets).find((name) => /^manifest-\w+\.js$/.test(name));
  if (!file) throw new Error("No build: run `npm run build` first.");
  const source = readFileSync(join(assets, file), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as AssetsManifest;
  return { ...manifest, file: `/assets/${file}` };
}

/** The locale chunk the entry imports for a language (`es-<hash>.js`). */
export function localeChunk(language: string) {
  const file = readdirSync(join(clientDir, "assets")).find((name) =>
    new RegExp(`^${language}-[\\w-]+\\.js$`).test(name),
  );
  if (!file) throw new Error(`No locale chunk for ${language} in the build`);
  return `/assets/${file}`;
}

/**
 * Every script a first visit to a page downloads: the entry, each matched route module
 * (leaf and its parents) with their static imports, and the page language's chunk. Not the
 * whole route manifest (`manifest-<hash>.js`): with lazy route discovery (React Router's
 * default, checked in the test) the page inlines only its own routes' entries
 * (`inlineManifestBytes`), and the rest is asked for as links are used.
 */
export function firstLoadScripts(manifest: AssetsManifest & { file: string }, leafRouteId: string, language = "es") {
  const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports, localeChunk(language)]);
  for (let id: string | undefined = leafRouteId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`No route ${id} in the manifest`);
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files];
}

/** The route manifest a page inlines: the entry and its matched routes, plus the home page's (React Router adds it). */
export function inlineManifestBytes(manifest: AssetsManifest & { file: string }, leafRouteId: string) {
  const routes: Record<string, unknown> = {};
  for (const start of [leafRouteId, "routes/home"]) {
    for (let id: string | undefined = start; id; id = manifest.routes[id]?.parentId) routes[id] = manifest.routes[id];
  }
  const inline = JSON.stringify({ entry: manifest.entry, routes, url: manifest.file, version: "00000000" }, null, 2);
  return gzipSync(inline, { level: 9 }).length;
}

/** What a first visit to a page downloads as JavaScript, gzip: its scripts and its inline manifest. */
export function firstLoadBytes(manifest: AssetsManifest & { file: string }, leafRouteId: string, language = "es") {
  return gzipBytes(firstLoadScripts(manifest, leafRouteId, language)) + inlineManifestBytes(manifest, leafRouteId);
}

/** React Router's route discovery as built: "lazy" means pages do not download the whole manifest. */
export function routeDiscoveryMode() {
  // The server build may be split in chunks (a `lazy` component's module is one): its entry re-exports the build's.
  const dir = join(root, "build", "server");
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".js"));
  for (const file of files) {
    const found = /routeDiscovery = \{\s*"mode": "(\w+)"/.exec(readFileSync(join(dir, file), "utf8"))?.[1];
    if (found) return found;
  }
  return undefined;
}

export function gzipBytes(files: string[]) {
  return files.reduce((total, file) => total + gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length, 0);
}

export const KB = 1024;
