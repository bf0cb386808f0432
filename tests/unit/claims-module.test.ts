import { describe, expect, it, vi } from "vitest";
import { RouterContextProvider } from "react-router";

// No test server runs with FLAG_ISSUES=0, so the guard is checked on the route modules
// themselves: with the module off, every claims page and file answers 404 before any
// API call (the API session is not even looked at).
vi.mock("~/config.server", () => ({
  getConfig: () => ({ FLAG_PLATFORM: true, FLAG_ISSUES: false, FLAG_SERVICES: true, FLAG_AUTOMATIC_DEBIT: true, APP_ENV: "development" }),
}));

const list = await import("~/routes/mi-cuenta/reclamos/index");
const create = await import("~/routes/mi-cuenta/reclamos/crear");
const claim = await import("~/routes/mi-cuenta/reclamos/reclamo");
const file = await import("~/routes/mi-cuenta/reclamos/archivo");

async function statusOf(call: () => unknown) {
  try {
    await call();
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status;
  }
  throw new Error("The route did not refuse");
}

const args = (path: string, method = "GET", params: Record<string, string> = {}) =>
  ({ request: new Request(`http://portal.test${path}`, { method }), context: new RouterContextProvider(), params }) as never;

describe("claims with FLAG_ISSUES off", () => {
  it.each([
    ["the list", () => list.loader(args("/mi-cuenta/reclamos"))],
    ["the new claim form", () => create.loader(args("/mi-cuenta/reclamos/crear"))],
    ["sending a new claim", () => create.action(args("/mi-cuenta/reclamos/crear", "POST"))],
    ["a claim", () => claim.loader(args("/mi-cuenta/reclamos/1", "GET", { id: "1" }))],
    ["answering a claim", () => claim.action(args("/mi-cuenta/reclamos/1", "POST", { id: "1" }))],
    ["a claim's file", () => file.loader(args("/mi-cuenta/reclamos/1/archivos/a", "GET", { id: "1", fileId: "a" }))],
  ])("%s is a 404", async (_name, call) => {
    expect(await statusOf(call)).toBe(404);
  });
});
