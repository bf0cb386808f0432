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
  const file = readdirSync(join(clientDir, "assets")).find((name) => new RegExp(`^${language}-[\\w-]+\\.js$`).test(name));
  if (!file) throw new Error(`No locale chunk for ${language} in the build`);
  return `/assets/${file}`;
}

/**
 * Every script a first visit to a page downloads: the manifest, the entry, each matched route module
 * (leaf and its parents) with their static imports, and the page language's chunk.
 */
export function firstLoadScripts(manifest: AssetsManifest & { file: string }, leafRouteId: string, language = "es") {
  const files = new Set<string>([manifest.file, manifest.entry.module, ...manifest.entry.imports, localeChunk(language)]);
  for (let id: string | undefined = leafRouteId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`No route ${id} in the manifest`);
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files];
}

export function gzipBytes(files: string[]) {
  return files.reduce((total, file) => total + gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length, 0);
}

export const KB = 1024;
