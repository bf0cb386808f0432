import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPortal } from "./harness";

/**
 * The code that works around the framework, switched off (decision 129): the same build
 * serves React Router's and React's stock behaviour. The other side, each switch on, is
 * what the rest of the suite runs (tests/http/render-cache.test.ts, first-paint.test.ts).
 */
let portal: Awaited<ReturnType<typeof startTestPortal>>;

beforeAll(async () => {
  portal = await startTestPortal({ RENDER_CACHE: "0", CODE_AFTER_PAINT: "0" });
}, 90_000);
afterAll(() => portal?.close());

async function page(path: string) {
  const response = await fetch(`${portal.url}${path}`);
  expect(response.status, path).toBe(200);
  return { response, html: await response.text() };
}

describe("the framework's stock behaviour", () => {
  it("RENDER_CACHE=0: an anonymous page is rendered every time", async () => {
    for (let time = 0; time < 2; time++) {
      const { response } = await page("/planes");
      expect(response.headers.get("X-Render-Cache")).toBe("none");
    }
  });

  it("CODE_AFTER_PAINT=0: React Router's preloads and module script, as it writes them", async () => {
    const { html } = await page("/planes");
    expect(html).toMatch(/<link rel="modulepreload" href="[^"]+"/);
    expect(html).toMatch(/<script nonce="[^"]+" type="module" async="">/);
    expect(html).not.toContain("text/x-after-paint");
  });
});
