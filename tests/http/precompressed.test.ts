import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { download } from "../support/downloaded";
import { SERVERS } from "../support/servers";

/**
 * The build's Brotli and gzip copies (decision 135): every compressible file of
 * build/client/assets has them, and the server sends the one the browser accepts, br first,
 * with the file's type; pages stay compressed on the fly.
 */

const assets = join(import.meta.dirname, "..", "..", "build", "client", "assets");
const names = readdirSync(assets);
const entry = names.find((name) => /^entry\.client-[\w-]+\.js$/.test(name))!;
const source = readFileSync(join(assets, entry));

describe("precompressed assets", () => {
  it("the build wrote a Brotli and a gzip copy of every script and stylesheet, each decoding to the file", () => {
    // A copy no smaller than its file is not written: the route modules of resource routes are a few bytes.
    const scripts = names.filter((name) => /\.(js|css)$/.test(name) && statSync(join(assets, name)).size > 1024);
    expect(scripts.length).toBeGreaterThan(50);
    const missing = scripts.filter((name) => !names.includes(`${name}.br`) || !names.includes(`${name}.gz`));
    expect(missing).toEqual([]);
    expect(brotliDecompressSync(readFileSync(join(assets, `${entry}.br`)))).toEqual(source);
    expect(gunzipSync(readFileSync(join(assets, `${entry}.gz`)))).toEqual(source);
  });

  it.each([
    ["gzip, deflate, br, zstd", "br", ".br"],
    ["gzip", "gzip", ".gz"],
    ["br;q=0, gzip;q=0.5", "gzip", ".gz"],
    ["*", "br", ".br"],
    ["gzip;q=1, br;q=0.5", "gzip", ".gz"],
    ["gzip;q=0, *", "br", ".br"],
  ])("Accept-Encoding %s gets the %s copy, with the file's type and Vary", async (accept, encoding, extension) => {
    const response = await download(`${SERVERS.main}/assets/${entry}`, { "Accept-Encoding": accept });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe(encoding);
    // The type the file itself is sent with (express's), not the copy's.
    const plain = await download(`${SERVERS.main}/assets/${entry}`, { "Accept-Encoding": "identity" });
    expect(plain.headers["content-type"]).toMatch(/^(application|text)\/javascript; charset=utf-8$/i);
    expect(response.headers["content-type"]).toBe(plain.headers["content-type"]);
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.body).toEqual(readFileSync(join(assets, entry + extension)));
  });

  it("a browser that accepts neither gets the file itself", async () => {
    const response = await download(`${SERVERS.main}/assets/${entry}`, { "Accept-Encoding": "identity" });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.body).toEqual(source);
  });

  it("a file not in the build is still a plain 404, and pages are compressed on the fly", async () => {
    expect((await download(`${SERVERS.main}/assets/nothing-here.js`)).status).toBe(404);
    const page = await download(`${SERVERS.main}/planes`);
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
  });
});
