import { describe, expect, it } from "vitest";
import { SERVERS } from "../support/servers";

/**
 * The automatic light mode (decision 108): every page asks the browser for its hints and
 * says the answer depends on them; a phone on 2g or with 1 GB gets the pages without
 * scripts, and the render cache of anonymous pages (decision 082) never hands one
 * visitor's kind of page to the other. The rule itself, header by header, is
 * tests/unit/light-mode.test.ts; every page's promise, tests/http/render-cache.test.ts.
 */

const ask = async (path: string, headers: Record<string, string> = {}) => {
  // A phone's browser says where its request comes from; one that does not gets a page with
  // its own form token, which the render cache never keeps (decision 133).
  const response = await fetch(new URL(path, SERVERS.main), {
    headers: { "Sec-Fetch-Site": "none", ...headers },
    redirect: "manual",
  });
  const html = await response.text();
  return { response, html, cache: response.headers.get("x-render-cache"), light: !/<script\b/i.test(html) };
};

const forget = async () => {
  const response = await fetch(new URL("/test/cache", SERVERS.main), {
    method: "POST",
    headers: { Origin: SERVERS.main },
  });
  expect(response.status).toBe(204);
};

// What Chromium sends once it has seen Accept-CH: the standard name and the older one.
const SLOW_PHONE = { ECT: "2g", "Device-Memory": "2", "Sec-CH-Device-Memory": "2" };
const FAST_PHONE = { ECT: "4g", "Device-Memory": "8", "Sec-CH-Device-Memory": "8" };

describe("the automatic light mode's headers", () => {
  it("every page asks for the hints, says it varies on them, and asks for no retry", async () => {
    for (const path of ["/", "/planes", "/iniciar-sesion", "/no-existe-esta-pagina"]) {
      const { response } = await ask(path);
      expect(response.headers.get("accept-ch"), path).toBe("ECT, Device-Memory, Sec-CH-Device-Memory, Save-Data");
      const vary = (response.headers.get("vary") ?? "").split(",").map((name) => name.trim().toLowerCase());
      for (const name of ["save-data", "ect", "device-memory", "sec-ch-device-memory", "cookie"])
        expect(vary, `${path}: Vary`).toContain(name);
      // A browser's first page is chosen without them: no Critical-CH round trip (decision 108).
      expect(response.headers.get("critical-ch"), path).toBeNull();
    }
  });
});

/**
 * Runs `check` until it holds, three times at most: every page's key holds the honeypot's
 * timestamp, which changes every 5 s (decision 081), so a sequence may straddle a change
 * once and find a page rendered anew where it expected a kept one.
 */
async function holds(check: () => Promise<string | null>) {
  let failure: string | null = null;
  for (let attempt = 0; attempt < 3 && (failure = await check()) !== null; attempt++);
  if (failure !== null) throw new Error(failure);
}

describe("a 2g phone and a 4g phone never get each other's page", () => {
  it.each(["/", "/planes", "/contratar/dejanos-tus-datos"])("%s", async (path) => {
    await holds(async () => {
      await forget();
      const slow = await ask(path, SLOW_PHONE);
      const fast = await ask(path, FAST_PHONE);
      if (!slow.light) return `${path}: a 2g phone got scripts`;
      if (fast.light) return `${path}: a 4g phone got no scripts`;
      // Both rendered, under keys of their own…
      if (slow.cache !== "miss" || fast.cache !== "miss")
        return `${path}: the phones share a key (${slow.cache}, ${fast.cache})`;
      // …and each is then served its own, as is a browser without hints the 4g phone's.
      for (const [who, headers, light] of [
        ["2g", SLOW_PHONE, true],
        ["4g", FAST_PHONE, false],
        ["2g", SLOW_PHONE, true],
        ["no hints", {}, false],
      ] as const) {
        const again = await ask(path, headers);
        if (again.cache !== "hit") return `${path}: ${who} not served from the cache (${again.cache})`;
        if (again.light !== light) return `${path}: ${who} was served the other kind of page`;
      }
      return null;
    });
  });

  it("a phone with 1 GB gets the light pages, under either name of the hint", async () => {
    const phones: Record<string, string>[] = [
      { "Device-Memory": "1" },
      { "Sec-CH-Device-Memory": "0.5" },
      { ECT: "slow-2g" },
    ];
    for (const headers of phones) {
      expect((await ask("/planes", headers)).light, JSON.stringify(headers)).toBe(true);
    }
  });

  it("the customer's choice wins both ways: the full version on a 2g phone, the light one on a fast phone", async () => {
    await holds(async () => {
      await forget();
      const full = await ask("/planes", { ...SLOW_PHONE, "Save-Data": "on", Cookie: "version=completa" });
      if (full.light) return "the full version chosen on a 2g phone came without scripts";
      // The very page (and cache entry) a fast phone gets.
      const fast = await ask("/planes", FAST_PHONE);
      if (fast.cache !== "hit" || fast.light)
        return `the full version on a 2g phone is not a fast phone's page (${fast.cache})`;
      return null;
    });
    expect((await ask("/planes", { ...FAST_PHONE, Cookie: "version=liviana" })).light).toBe(true);
  });
});
