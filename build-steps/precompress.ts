import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Formats that compress: the rest (PNG, fonts, images) already are. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|map)$/;

/**
 * Brotli (quality 11) and gzip (level 9) copies of the browser's files in a build's
 * `assets/` folder, made once at build time, which the server sends instead of compressing
 * each response on the fly at a lower level (server/precompressed.mjs, decision 135). A
 * copy no smaller than its file is not written: the server then sends the next encoding,
 * or the file itself. Run by React Router's `buildEnd` (react-router.config.ts), after both
 * builds, so the route manifest React Router writes itself is there too; zlib's thread pool
 * compresses the files side by side.
 */
export async function precompressAssets(dir: string) {
  const started = performance.now();
  const files = (await readdir(dir)).filter((name) => COMPRESSIBLE.test(name));
  let written = 0;
  await Promise.all(
    files.map(async (name) => {
      const path = join(dir, name);
      const source = await readFile(path);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: 9 }),
      ]);
      for (const [copy, extension] of [
        [br, ".br"],
        [gz, ".gz"],
      ] as const) {
        if (copy.length >= source.length) continue;
        await writeFile(`${path}${extension}`, copy);
        written += 1;
      }
    }),
  );
  return { files: files.length, copies: written, ms: Math.round(performance.now() - started) };
}
