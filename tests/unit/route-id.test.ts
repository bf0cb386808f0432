import { describe, expect, it } from "vitest";
import { routeId } from "~/utils/route-id";

describe("a route's id", () => {
  it("takes only plain positive ids from an address", () => {
    expect(routeId("42")).toBe(42);
    expect(routeId("1234567890")).toBe(1234567890);
    for (const bad of [undefined, null, "", "0", "-1", "01", "1e3", "4.2", "12345678901", "42abc", " 42", "４２"])
      expect(routeId(bad)).toBeNull();
  });
});
