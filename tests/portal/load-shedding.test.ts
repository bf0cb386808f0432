import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPortal } from "./harness";

// Load shedding on the built portal (decision 107): its event loop held by the testing
// route /test/busy, a page is answered 503 at once with Retry-After and the shed page,
// the probes and files still answer, the log counts what was shed, and once the loop is
// free pages are served again; with one page at a time (decision 120), a page that waits
// past its turn is shed while another is in flight. Needs a build (`npm run build`).

let portal: Awaited<ReturnType<typeof startTestPortal>>;
beforeAll(async () => {
  portal = await startTestPortal({ LOAD_SHED_DELAY_MS: "200", LOAD_SHED_WINDOW_MS: "200" });
});
afterAll(() => portal?.close());

/** A page's status, its body read and dropped (a path: on the first portal). */
async function status(path: string) {
  const response = await fetch(path.startsWith("http") ? path : `${portal.url}${path}`);
  await response.arrayBuffer();
  return response.status;
}

// A file of the build (the site's stylesheet is inline since decision 111).
const asset = readdirSync(join("build", "client", "assets")).find(
  (name) => name.startsWith("shell-") && name.endsWith(".js"),
);

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
    await expect
      .poll(() => portal.output(), { timeout: 5_000 })
      .toMatch(/"msg":"load shedding: pages answered 503 at once"/);
    const counted = [
      ...portal.output().matchAll(/"shed":(\d+)[^\n]*"msg":"load shedding: pages answered 503 at once"/g),
    ];
    expect(counted.reduce((sum, [, count]) => sum + Number(count), 0)).toBeGreaterThanOrEqual(1);
  });
});

describe("turns for pages (decision 120)", () => {
  let turns: Awaited<ReturnType<typeof startTestPortal>>;
  // One page at a time, 200 ms of waiting; the event-loop rule out of the way.
  beforeAll(async () => {
    turns = await startTestPortal({
      LOAD_SHED_DELAY_MS: "10000",
      LOAD_SHED_MAX_PAGES: "1",
      LOAD_SHED_MAX_WAIT_MS: "200",
    });
  });
  afterAll(() => turns?.close());

  const sandbox = (method: string, path: string, body?: unknown) =>
    fetch(`${turns.sandbox}${path}`, {
      method,
      headers: { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it("sheds a page that waited past its turn while another is in flight, files pass, and the next page is served", async () => {
    // The catalogue's call takes 3 s once: /planes stays in flight that long, the loop free.
    await sandbox("DELETE", "/__faults/requests");
    expect(
      (await sandbox("POST", "/__faults/rules", { method: "GET", path: "/p/planes", delay_ms: 3_000, times: 1 }))
        .status,
    ).toBe(201);
    const slow = fetch(`${turns.url}/planes`);
    await expect
      .poll(async () => (await (await sandbox("GET", "/__faults/requests")).json()).counts["GET /p/planes"] ?? 0)
      .toBe(1);

    const waited = await fetch(`${turns.url}/iniciar-sesion`);
    expect(waited.status).toBe(503);
    expect(waited.headers.get("x-load-shed")).toBe("1");
    expect(waited.headers.get("retry-after")).toBe("5");
    expect(await waited.text()).toContain("<h1>Hay mucha gente usando el portal</h1>");
    expect(await status(`${turns.url}/assets/${asset}`)).toBe(200);
    expect(await status(`${turns.url}/healthz`)).toBe(200);

    // Read to its end, as a browser does: the page holds its turn until its last byte is sent.
    const slowPage = await slow;
    expect(slowPage.status).toBe(200);
    await slowPage.text();
    expect(await status(`${turns.url}/iniciar-sesion`)).toBe(200);
    await expect
      .poll(() => turns.output(), { timeout: 5_000 })
      .toMatch(/"inFlight":\d+,"waiting":\d+,"msg":"load shedding: pages answered 503 at once"/);
  });
});
