import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPortal } from "./harness";

// Load shedding on the built portal (decision 107): its event loop held by the testing
// route /test/busy, a page is answered 503 at once with Retry-After and the shed page,
// the probes and files still answer, the log counts what was shed, and once the loop is
// free pages are served again. Needs a build (`npm run build`).

let portal: Awaited<ReturnType<typeof startTestPortal>>;
beforeAll(async () => {
  portal = await startTestPortal({ LOAD_SHED_DELAY_MS: "200", LOAD_SHED_WINDOW_MS: "200" });
});
afterAll(() => portal?.close());

/** A page's status, its body read and dropped. */
async function status(path: string) {
  const response = await fetch(`${portal.url}${path}`);
  await response.arrayBuffer();
  return response.status;
}

// A file of the build (the site's stylesheet is inline since decision 111).
const asset = readdirSync(join("build", "client", "assets")).find((name) => name.startsWith("shell-") && name.endsWith(".js"));

describe("load shedding", () => {
  it("answers 503 with Retry-After while the loop is held, keeps the probes and files, logs the count, then serves again", async () => {
    // A portal on a busy machine may be shedding already: served first.
    await expect.poll(() => status("/planes"), { timeout: 10_000, interval: 100 }).toBe(200);

    // Busy slices of 500 ms with a turn of the loop between them, for 4 s. A hold that came
    // while the portal was shedding is refused at once: asked again.
    let held: Response | undefined;
    for (let attempt = 0; attempt < 20 && !held; attempt++) {
      const response = await fetch(`${portal.url}/test/busy?ms=4000`);
      if (response.status === 200) held = response;
      else await response.arrayBuffer();
    }
    expect(held?.status).toBe(200);
    let shed: Response | undefined;
    await expect
      .poll(
        async () => {
          const response = await fetch(`${portal.url}/planes`);
          if (response.status === 503) shed = response;
          else await response.arrayBuffer();
          return response.status;
        },
        { timeout: 6_000, interval: 50 },
      )
      .toBe(503);
    expect(shed!.headers.get("retry-after")).toBe("5");
    expect(shed!.headers.get("cache-control")).toBe("no-store");
    expect(shed!.headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
    const page = await shed!.text();
    expect(page).toContain("<h1>Hay mucha gente usando el portal</h1>");
    expect(page).toContain("Probá de nuevo en unos segundos.");

    // Still held: the probes and a file answer.
    expect(await status("/healthz")).toBe(200);
    expect(await status("/readyz")).toBe(200);
    expect(asset).toBeTruthy();
    expect(await status(`/assets/${asset}`)).toBe(200);

    expect(await held!.text()).toBe("holding\ndone\n");
    await expect.poll(() => status("/planes"), { timeout: 10_000, interval: 100 }).toBe(200);
    await expect.poll(() => portal.output(), { timeout: 5_000 }).toMatch(/"msg":"load shedding: pages answered 503 at once"/);
    const counted = [...portal.output().matchAll(/"shed":(\d+)[^\n]*"msg":"load shedding: pages answered 503 at once"/g)];
    expect(counted.reduce((sum, [, count]) => sum + Number(count), 0)).toBeGreaterThanOrEqual(1);
  });
});
