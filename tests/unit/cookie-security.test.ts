import { describe, expect, it } from "vitest";
import { isLoopback, withoutSecure } from "../../server/cookie-security.mjs";

describe("the Secure cookie rule (decision 085)", () => {
  it.each(["localhost", "app.localhost", "127.0.0.1", "127.1.2.3", "[::1]", "::1", "LOCALHOST"])(
    "keeps Secure for the loopback name %s",
    (host) => {
      expect(isLoopback(host)).toBe(true);
    },
  );

  it.each(["192.168.1.20", "10.0.0.5", "portal.example", "localhost.example", "128.0.0.1", "[fe80::1]"])(
    "drops it over plain HTTP to %s",
    (host) => {
      expect(isLoopback(host)).toBe(false);
    },
  );

  it("takes out the Secure attribute only, whatever its case or place", () => {
    expect(withoutSecure("__session=v1.abc; Path=/; HttpOnly; Secure; SameSite=Lax")).toBe(
      "__session=v1.abc; Path=/; HttpOnly; SameSite=Lax",
    );
    expect(withoutSecure("lng=es; secure; Path=/")).toBe("lng=es; Path=/");
    // A value that merely says "Secure" is the value, not the attribute.
    expect(withoutSecure("Secure=Secure; Path=/")).toBe("Secure=Secure; Path=/");
  });
});
