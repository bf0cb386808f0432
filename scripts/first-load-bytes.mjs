#!/usr/bin/env node
// What a first visit to each page downloads as JavaScript (decision 135), measured in
// Chromium: the sum of `Network.loadingFinished.encodedDataLength` (status line, headers
// and the body as sent) of the page's script resources, each page in a new incognito
// context (an empty cache), until the network is idle (the page's code comes after its
// first paint, decision 121). Beside it, what the same scripts cost before the build's
// Brotli copies: each body compressed as the compression middleware does it on the fly
// (Brotli quality 4) with the same headers. Used by `npm run bench`; alone:
// `node scripts/first-load-bytes.mjs http://127.0.0.1:3000 / /planes`.
import { brotliCompressSync, constants } from "node:zlib";
import puppeteer from "puppeteer-core";

const KB = 1024;

/**
 * @param {string} base the portal's origin
 * @param {{ path: string, cookie?: string }[]} pages
 * @returns {Promise<{ path: string, scripts: number, beforeKb: number, afterKb: number, saved: string }[]>}
 */
export async function firstLoadBytes(base, pages) {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic"],
  });
  /** @type {Map<string, number>} the on-the-fly size of each script body, by URL */
  const onTheFly = new Map();
  const rows = [];
  try {
    for (const { path, cookie } of pages) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      if (cookie)
        await page.setCookie(
          ...cookie.split("; ").map((pair) => {
            const [name, value] = pair.split(/=(.*)/s);
            return { name, value, url: base, httpOnly: true, sameSite: "Lax" };
          }),
        );
      const cdp = await page.createCDPSession();
      await cdp.send("Network.enable");
      /** @type {Map<string, { url: string, headerBytes: number }>} */
      const scripts = new Map();
      /** @type {Map<string, number>} */
      const encoded = new Map();
      cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
        if (type !== "Script") return;
        const headers = Object.entries(response.headers).reduce(
          (total, [name, value]) => total + Buffer.byteLength(`${name}: ${value}\r\n`),
          0,
        );
        scripts.set(requestId, { url: response.url, headerBytes: headers + 19 });
      });
      cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) =>
        encoded.set(requestId, encodedDataLength),
      );
      await page.goto(`${base}${path}`, { waitUntil: "networkidle0" });
      let after = 0;
      let before = 0;
      for (const [requestId, { url, headerBytes }] of scripts) {
        after += encoded.get(requestId) ?? 0;
        if (!onTheFly.has(url)) {
          const body = Buffer.from(
            await (await fetch(url, { headers: { "Accept-Encoding": "identity" } })).arrayBuffer(),
          );
          const br4 = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
          onTheFly.set(url, br4);
        }
        before += (onTheFly.get(url) ?? 0) + headerBytes;
      }
      rows.push({
        path,
        scripts: scripts.size,
        beforeKb: Number((before / KB).toFixed(1)),
        afterKb: Number((after / KB).toFixed(1)),
        saved: `${(100 - (after / before) * 100).toFixed(1)} %`,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
  console.table(
    await firstLoadBytes(
      base,
      (paths.length ? paths : ["/"]).map((path) => ({ path })),
    ),
  );
}
