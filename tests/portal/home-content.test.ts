import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestSandbox } from "../sandbox/harness";

/**
 * The home page's live blocks against a real sandbox: a slow or failing API leaves
 * them out within the deadline instead of taking the page down.
 */
let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
let homeContent: typeof import("~/routes/home.server").homeContent;
let sharedCache: typeof import("~/api/shared-cache.server").sharedCache;
let DEADLINE: number;

beforeAll(async () => {
  sandbox = await startTestSandbox({ faults: true });
  vi.resetModules();
  vi.stubEnv("API_BASE_URL", sandbox.url);
  vi.stubEnv("API_POLLING", "0");
  ({ homeContent, HOME_API_DEADLINE_MS: DEADLINE } = await import("~/routes/home.server"));
  ({ sharedCache } = await import("~/api/shared-cache.server"));
  vi.spyOn((await import("~/utils/logger.server")).getLogger(), "warn").mockImplementation(() => {});
});
// A rule the client gave up on before using it must not reach the next test, nor a copy
// of the public data (the shared cache) a test that needs the API's failure.
afterEach(async () => {
  sharedCache().clear();
  await sandbox.client.call("POST", "/__faults/reset");
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await sandbox.close();
});

const fault = (rule: Record<string, unknown>) => sandbox.client.call("POST", "/__faults/rules", { json: rule });

describe("home page content", () => {
  it("has the featured plans and the streaming banners, in order, linking to pages of this site", async () => {
    const content = await homeContent();
    expect(content.featured.map((plan) => plan.name)).toEqual(["Internet 300 Megas", "Combo 300 Megas + TV Digital"]);
    expect(content.banners.map((banner) => banner.title)).toEqual([
      "DIRECTV GO con tu internet",
      "Todo el fútbol en vivo",
      "Estrenos todas las semanas",
    ]);
    expect(content.banners.every((banner) => banner.to === "/contratar-dgo")).toBe(true);
  });

  it("leaves the plans out when the API fails, even after the retry", async () => {
    await fault({ method: "GET", path: "/p/planes", status: 500, times: 2 });
    const content = await homeContent();
    expect(content.featured).toEqual([]);
    expect(content.banners).toHaveLength(3);
  });

  it("gives up on a slow API within the deadline, retry included", async () => {
    await fault({ method: "GET", path: "/p/planes", delay_ms: 8000, times: 2 });
    await fault({ method: "GET", path: "/p/dgo-banners", delay_ms: 8000, times: 2 });
    const started = Date.now();
    const content = await homeContent();
    expect(Date.now() - started).toBeLessThan(DEADLINE + 1000);
    expect(content).toEqual({ featured: [], banners: [] });
  });

  it("leaves everything out while the API is in maintenance, without calling it", async () => {
    const { checkApiStatus } = await import("~/api/status.server");
    await sandbox.client.call("PUT", "/__faults/status", { json: { status: "offline" } });
    await checkApiStatus();
    await sandbox.client.call("DELETE", "/__faults/requests");
    expect(await homeContent()).toEqual({ featured: [], banners: [] });
    expect((await sandbox.client.call("GET", "/__faults/requests")).body.counts).toEqual({});
    await sandbox.client.call("PUT", "/__faults/status", { json: { status: "online" } });
    await checkApiStatus();
  });
});
