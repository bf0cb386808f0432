import { firstLoadScripts, loadManifest } from "../budget/first-load";
import { download } from "../support/downloaded";
import { SERVERS } from "../support/servers";
import { expect, test } from "./fixtures";

/**
 * The HTTP budget test (tests/http/first-load-downloaded.test.ts) counts what Chromium
 * counts (decision 135): the home page's scripts as this browser downloads them
 * (`Network.loadingFinished.encodedDataLength`, headers included) are the bytes that test
 * adds up for the same files, within 1 %, and every one came as the build's Brotli copy.
 */
test("the home page's first visit downloads the scripts the budget test counts, as many bytes", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const scripts = new Map<string, { path: string; encoding?: string }>();
  const encoded = new Map<string, number>();
  cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
    if (type === "Script")
      scripts.set(requestId, {
        path: new URL(response.url).pathname,
        encoding: response.headers["content-encoding"] ?? response.headers["Content-Encoding"],
      });
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => encoded.set(requestId, encodedDataLength));
  await page.goto("/", { waitUntil: "networkidle" });

  const files = firstLoadScripts(await loadManifest(), "routes/home");
  const inBrowser = [...scripts].filter(([, { path }]) => files.includes(path));
  expect(inBrowser.map(([, { path }]) => path).sort()).toEqual([...files].sort());
  expect(new Set(inBrowser.map(([, { encoding }]) => encoding))).toEqual(new Set(["br"]));
  const browserBytes = inBrowser.reduce((total, [requestId]) => total + (encoded.get(requestId) ?? 0), 0);
  let testBytes = 0;
  for (const file of files) {
    const response = await download(`${SERVERS.main}${file}`);
    testBytes += response.body.length + response.headerBytes;
  }
  expect(Math.abs(browserBytes - testBytes) / testBytes).toBeLessThan(0.01);
});
