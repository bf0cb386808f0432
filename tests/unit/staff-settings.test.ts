import { describe, expect, it } from "vitest";
import { parseStaffSettings } from "../../sandbox/staff";

// The sandbox's call-centre staff settings (decision 141): SANDBOX_STAFF_ISSUER and SANDBOX_STAFF_AUDIENCE.
describe("the sandbox's staff settings", () => {
  it("are none without an issuer: no staff", () => {
    expect(parseStaffSettings(undefined, undefined)).toBeNull();
    expect(parseStaffSettings("  ", "")).toBeNull();
  });

  it("take an http or https issuer and the audience its tokens name", () => {
    expect(parseStaffSettings("http://127.0.0.1:3200", "http://127.0.0.1:3100")).toEqual({
      issuer: "http://127.0.0.1:3200",
      audience: "http://127.0.0.1:3100",
    });
    expect(parseStaffSettings(" https://idp.nodosur.example/realms/atencion ", "api-nodosur")).toEqual({
      issuer: "https://idp.nodosur.example/realms/atencion",
      audience: "api-nodosur",
    });
  });

  it.each([
    ["idp.nodosur.example", "https://api", /SANDBOX_STAFF_ISSUER must be the identity provider's issuer URL/],
    ["ftp://idp.nodosur.example", "https://api", /SANDBOX_STAFF_ISSUER must be an http or https URL/],
    ["https://idp.nodosur.example/?realm=x", "https://api", /without query, fragment or credentials/],
    ["https://user:secret@idp.nodosur.example", "https://api", /without query, fragment or credentials/],
    ["https://idp.nodosur.example", undefined, /SANDBOX_STAFF_AUDIENCE must name this API/],
    ["https://idp.nodosur.example", "api nodosur", /SANDBOX_STAFF_AUDIENCE must be 1 to 500 printable characters/],
    [undefined, "https://api", /SANDBOX_STAFF_AUDIENCE is set without SANDBOX_STAFF_ISSUER/],
  ])("refuses %s with %s, naming the variable", (issuer, audience, message) => {
    expect(() => parseStaffSettings(issuer, audience)).toThrow(message);
  });

  it("never repeats a secret an issuer URL carried", () => {
    const message = (() => {
      try {
        parseStaffSettings("https://user:secret@idp.nodosur.example", "x");
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/got a URL with credentials$/);
    expect(message).not.toContain("secret");
  });
});
