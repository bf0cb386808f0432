import { describe, expect, it } from "vitest";
import { MAX_AGE_MS, NO_ONE, nextStep } from "../../worker/saved-copy";

/** What the service worker does with the customer's saved offline page (decision 151). */
describe("the saved copy's next step", () => {
  const now = Date.UTC(2026, 10, 29, 12);
  const fresh = (key: string | null) => ({ key, savedAt: now - 60_000 });

  it("erases any copy when nobody may have one, and keeps nothing", () => {
    expect(nextStep(NO_ONE, fresh("a"), now, false)).toBe("erase");
    expect(nextStep(NO_ONE, fresh("a"), now, true)).toBe("erase");
    expect(nextStep(NO_ONE, null, now, false)).toBe("keep");
  });

  it("replaces the copy of another session, or makes one for a session that has none", () => {
    expect(nextStep("b", fresh("a"), now, false)).toBe("replace");
    expect(nextStep("b", fresh(null), now, false)).toBe("replace");
    expect(nextStep("b", null, now, false)).toBe("replace");
  });

  it("keeps the session's own copy while it is recent, and reads it again after a form or once old", () => {
    expect(nextStep("a", fresh("a"), now, false)).toBe("keep");
    expect(nextStep("a", { key: "a", savedAt: now - MAX_AGE_MS }, now, false)).toBe("keep");
    expect(nextStep("a", fresh("a"), now, true)).toBe("refresh");
    expect(nextStep("a", { key: "a", savedAt: now - MAX_AGE_MS - 1 }, now, false)).toBe("refresh");
  });

  it("reads again a copy whose date cannot be trusted: missing, or far in the phone's future", () => {
    expect(nextStep("a", { key: "a", savedAt: Number.NaN }, now, false)).toBe("refresh");
    expect(nextStep("a", { key: "a", savedAt: now + MAX_AGE_MS + 1 }, now, false)).toBe("refresh");
  });
});
