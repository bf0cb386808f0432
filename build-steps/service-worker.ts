import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "vite";
import { injectManifest } from "workbox-build";

/**
 * The service worker (decision 150): `worker/service-worker.ts` bundled with the Workbox
 * modules it imports (one classic script, minified, Workbox's logging compiled out), then
 * Workbox's `injectManifest` writes into it the list it precaches with each file's
 * revision: the web app manifest, the icons, and the general offline page, whose revision
 * is the build's id. That id changes every build, so every build's worker is a new one and
 * replaces the old. Written to the client build's root as `/sw.js`: a worker controls the
 * pages under its own path.
 */
export async function buildServiceWorker(clientDir: string, buildId: string) {
  const started = performance.now();
  const bundleDir = await mkdtemp(join(tmpdir(), "service-worker-"));
  try {
    await build({
      configFile: false,
      logLevel: "warn",
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      build: {
        outDir: bundleDir,
        emptyOutDir: true,
        target: "es2022",
        minify: true,
        lib: {
          entry: join(import.meta.dirname, "..", "worker", "service-worker.ts"),
          formats: ["iife"],
          name: "sw",
          fileName: () => "sw.js",
        },
      },
    });
    const { count, size, warnings } = await injectManifest({
      swSrc: join(bundleDir, "sw.js"),
      swDest: join(clientDir, "sw.js"),
      globDirectory: clientDir,
      globPatterns: ["manifest.webmanifest", "icons/*.{png,svg}"],
      additionalManifestEntries: [{ url: "/sin-conexion", revision: buildId }],
    });
    if (warnings.length) throw new Error(`service worker: ${warnings.join("; ")}`);
    return { count, size, ms: Math.round(performance.now() - started) };
  } finally {
    await rm(bundleDir, { recursive: true, force: true });
  }
}
