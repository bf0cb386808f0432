import { describe, expect, it } from "vitest";
import { RELOAD_GUARD_TTL_MS } from "~/constants";
import { isAbortError } from "~/utils/aborted-requests";
import { isChunkLoadError, mayReload } from "~/utils/chunk-reload";

describe("chunk reload guard", () => {
  it("reloads a path once, then not again within 10 s", () => {
    expect(RELOAD_GUARD_TTL_MS).toBe(10_000);
    expect(mayReload({}, "/planes", 1_000)).toBe(true);
    expect(mayReload({ "/planes": 1_000 }, "/planes", 10_000)).toBe(false);
    expect(mayReload({ "/planes": 1_000 }, "/planes", 11_001)).toBe(true);
    expect(mayReload({ "/planes": 1_000 }, "/", 2_000)).toBe(true);
  });

  it("recognises the browsers' chunk load errors", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Network down"))).toBe(false);
  });

  it("tells a cancelled request from a failure", () => {
    const controller = new AbortController();
    controller.abort();
    expect(isAbortError(controller.signal.reason)).toBe(true);
    expect(isAbortError(new DOMException("signal timed out", "TimeoutError"))).toBe(false);
    expect(isAbortError(new Error("signal is aborted without reason"))).toBe(false);
    expect(isAbortError(new TypeError("Failed to fetch"))).toBe(false);
  });
});
