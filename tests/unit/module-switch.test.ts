import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";

// The switch of a module's layout (decision 096); which routes sit behind it is the route
// table's, checked end to end by tests/http/modules-off.test.ts.
vi.mock("~/config.server", () => ({
  getConfig: () => ({ FLAG_PLATFORM: true, FLAG_ISSUES: false, FLAG_SERVICES: true, FLAG_AUTOMATIC_DEBIT: true }),
}));

const { moduleSwitch } = await import("~/utils/modules.server");

const args = (path: string) =>
  ({
    request: new Request(`http://portal.test${path}`),
    context: new RouterContextProvider(),
    params: {},
    unstable_pattern: path,
  }) as never;

describe("a module's switch", () => {
  it("answers 404 while its flag is off, before anything inside it runs", async () => {
    const next = vi.fn(async () => new Response("page"));
    const thrown = await (async () => moduleSwitch("FLAG_ISSUES")(args("/mi-cuenta/reclamos?x=1"), next))().catch(
      (error: unknown) => error,
    );
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(404);
    expect((thrown as { data?: string }).data).toBe("Page not found: /mi-cuenta/reclamos?x=1");
    expect(next).not.toHaveBeenCalled();
  });

  it("lets the request through while its flag is on", async () => {
    const next = vi.fn(async () => new Response("page"));
    const answer = await moduleSwitch("FLAG_SERVICES")(args("/mi-cuenta/servicios"), next);
    expect(next).toHaveBeenCalledOnce();
    expect(await (answer as Response).text()).toBe("page");
  });
});
