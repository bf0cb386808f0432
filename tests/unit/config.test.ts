import { describe, expect, it } from "vitest";
import { features } from "~/api/capabilities.server";
import { ConfigError, parseConfig, publicConfig, type Config } from "~/config.server";

/** A configuration and its modules and capabilities as on now, as the root loader hands them to publicConfig. */
const featuresOf = (config: Config) => [config, features(config)] as const;

const base = { API_BASE_URL: "http://127.0.0.1:3100" };

describe("configuration", () => {
  it("applies the documented defaults", () => {
    const config = parseConfig(base);
    expect(config.PORT).toBe(3000);
    expect(config.APP_ENV).toBe("development");
    expect(config.API_POLLING).toBe(true);
    // A capability's flag unset: the portal follows what the API offers (decision 126).
    expect(config.FLAG_PLATFORM).toBeUndefined();
    expect(config.FLAG_SERVICES).toBe(true);
    expect(config.GEOCODER_URL).toBe("http://127.0.0.1:3100/geocoder/api");
  });

  it("defaults APP_ENV to production for a production build", () => {
    const config = parseConfig({ ...base, NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) });
    expect(config.APP_ENV).toBe("production");
  });

  it("reads flags in the common spellings", () => {
    const config = parseConfig({
      ...base,
      FLAG_ISSUES: "off",
      FLAG_SERVICES: "0",
      API_POLLING: "false",
      FLAG_AUTOMATIC_DEBIT: "yes",
    });
    expect([config.FLAG_ISSUES, config.FLAG_SERVICES, config.API_POLLING, config.FLAG_AUTOMATIC_DEBIT]).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });

  it("splits rotated session secrets, newest first", () => {
    const config = parseConfig({ ...base, SESSION_SECRET: "new-secret-0123456789, old-secret-0123456789" });
    expect(config.SESSION_SECRET).toEqual(["new-secret-0123456789", "old-secret-0123456789"]);
  });

  it.each([
    [{ PORT: "abc" }, /PORT: expected a port number/],
    [{ PORT: "70000" }, /PORT: expected a port number between 1 and 65535/],
    [{ APP_ENV: "qa" }, /APP_ENV: expected production, staging or development/],
    [{ FLAG_PLATFORM: "maybe" }, /FLAG_PLATFORM: expected one of/],
    [{ API_BASE_URL: "ftp://x" }, /API_BASE_URL: expected an absolute http\(s\) URL/],
    [{ MAP_TILES_URL: "https://tiles.example/a.png" }, /MAP_TILES_URL: expected a tile URL template/],
    // Written into CSS by the map's picture: nothing that could end its url("…").
    [
      { MAP_TILES_URL: 'https://tiles.example/{z}/{x}/{y}.png");background:url("https://evil.example/' },
      /MAP_TILES_URL: expected a tile URL template/,
    ],
    [{ MAP_TILES_URL: "https://tiles.example/{z}/{x}/{y}.png?a=(1)" }, /MAP_TILES_URL: expected a tile URL template/],
    [{ SESSION_SECRET: "short" }, /SESSION_SECRET: expected one or more comma-separated secrets/],
    [{ PUBLIC_ORIGIN: "https://portal.example/mi-cuenta" }, /PUBLIC_ORIGIN: expected an origin only/],
    [{ PUBLIC_ORIGIN: "ftp://portal.example" }, /PUBLIC_ORIGIN: expected an absolute http\(s\) URL/],
  ])("refuses %o naming the variable", (env, message) => {
    expect(() => parseConfig({ ...base, ...env })).toThrow(message);
  });

  it("takes PUBLIC_ORIGIN as an origin, https only in production (decision 134)", () => {
    expect(parseConfig({ ...base, PUBLIC_ORIGIN: "https://portal.example/" }).PUBLIC_ORIGIN).toBe(
      "https://portal.example",
    );
    expect(parseConfig({ ...base, PUBLIC_ORIGIN: "http://localhost:3000" }).PUBLIC_ORIGIN).toBe(
      "http://localhost:3000",
    );
    const production = { ...base, NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) };
    expect(() => parseConfig({ ...production, PUBLIC_ORIGIN: "http://portal.example" })).toThrow(
      /PUBLIC_ORIGIN: expected an https origin when NODE_ENV=production/,
    );
    expect(parseConfig(production).PUBLIC_ORIGIN).toBeUndefined();
  });

  it("requires API_BASE_URL", () => {
    expect(() => parseConfig({})).toThrow(/API_BASE_URL/);
  });

  it("requires SESSION_SECRET in production", () => {
    expect(() => parseConfig({ ...base, NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => parseConfig({ ...base, NODE_ENV: "production" })).toThrow(
      /SESSION_SECRET: required when NODE_ENV=production/,
    );
  });

  it("validates the footer's legal links at start-up and hands them to the browser in order", () => {
    expect(() => parseConfig({ ...base, TIC_RULES_URL: "enacom.gob.ar" })).toThrow(/TIC_RULES_URL/);
    expect(() => parseConfig({ ...base, ENACOM_CONTACT_URL: "javascript:alert(1)" })).toThrow(/ENACOM_CONTACT_URL/);
    const browser = publicConfig(
      ...featuresOf(parseConfig({ ...base, ADHESION_CONTRACTS_URL: "https://isp.example/contratos" })),
    );
    expect(Object.keys(browser.LEGAL_LINKS)).toEqual(["ticRules", "adhesionContracts", "consumerNotice", "enacom"]);
    expect(browser.LEGAL_LINKS.adhesionContracts).toBe("https://isp.example/contratos");
    expect(parseConfig(base).RATE_LIMIT_IDENTIFICATION).toEqual({ points: 20, seconds: 3600 });
  });

  it("reads the per-address limits (decision 100): far higher ceilings than what robots do may reach", () => {
    const config = parseConfig(base);
    expect(config.RATE_LIMIT_SIGN_IN).toEqual({ points: 1000, seconds: 900 });
    expect(config.RATE_LIMIT_SIGN_IN_REFUSED).toEqual({ points: 15, seconds: 900 });
    expect(config.RATE_LIMIT_FORMS).toEqual({ points: 3000, seconds: 600 });
    expect(config.RATE_LIMIT_FORMS_REFUSED).toEqual({ points: 100, seconds: 600 });
    expect(config.RATE_LIMIT_FORMS_IDENTIFICATIONS).toEqual({ points: 100, seconds: 3600 });
    expect(parseConfig({ ...base, RATE_LIMIT_SIGN_IN_REFUSED: "5/60" }).RATE_LIMIT_SIGN_IN_REFUSED).toEqual({
      points: 5,
      seconds: 60,
    });
    for (const name of ["RATE_LIMIT_SIGN_IN_REFUSED", "RATE_LIMIT_FORMS_REFUSED", "RATE_LIMIT_FORMS_IDENTIFICATIONS"]) {
      expect(() => parseConfig({ ...base, [name]: "many" })).toThrow(new RegExp(`${name}: expected requests/seconds`));
      expect(() => parseConfig({ ...base, [name]: "0/60" })).toThrow(new RegExp(name));
    }
  });

  it("lets only the whitelist reach the browser", () => {
    const browser = publicConfig(...featuresOf(parseConfig({ ...base, SESSION_SECRET: "a-very-secret-value-123" })));
    const serialised = JSON.stringify(browser);
    expect(serialised).not.toContain("a-very-secret-value-123");
    expect(Object.keys(browser)).not.toContain("API_BASE_URL");
    expect(Object.keys(browser)).not.toContain("GEOCODER_URL");
    expect(browser.PRODUCT_NAME).toBe("Nodo Sur");
  });

  it("reads how the server logs and stops, with defaults for a terminal-less start", () => {
    const defaults = parseConfig(base);
    expect([defaults.LOG_LEVEL, defaults.LOG_FORMAT, defaults.SHUTDOWN_DELAY_MS, defaults.SHUTDOWN_TIMEOUT_MS]).toEqual(
      ["info", "json", 0, 10_000],
    );
    const set = parseConfig({
      ...base,
      LOG_LEVEL: "warn",
      LOG_FORMAT: "pretty",
      SHUTDOWN_DELAY_MS: "5000",
      SHUTDOWN_TIMEOUT_MS: "20000",
      HOST: "0.0.0.0",
    });
    expect([set.LOG_LEVEL, set.LOG_FORMAT, set.SHUTDOWN_DELAY_MS, set.SHUTDOWN_TIMEOUT_MS, set.HOST]).toEqual([
      "warn",
      "pretty",
      5000,
      20_000,
      "0.0.0.0",
    ]);
    expect(() => parseConfig({ ...base, LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL: expected fatal, error/);
    expect(() => parseConfig({ ...base, SHUTDOWN_TIMEOUT_MS: "-1" })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });

  it("reads the staff sign-in (decision 140): off without an issuer, its client and audience required with one", () => {
    const off = parseConfig(base);
    expect(off.STAFF_OIDC_ISSUER).toBeUndefined();
    expect(off.STAFF_OIDC_ROLES_CLAIM).toBe("roles");
    const staff = {
      STAFF_OIDC_ISSUER: "https://id.nodosur.example/realms/personal/",
      STAFF_OIDC_CLIENT_ID: "portal",
      STAFF_OIDC_CLIENT_SECRET: "a-client-secret-0123456789",
      STAFF_OIDC_AUDIENCE: "https://api.nodosur.example",
    };
    const on = parseConfig({ ...base, ...staff, STAFF_OIDC_ROLES_CLAIM: "realm_access.roles" });
    // The issuer as discovery compares it: without its last slash.
    expect(on.STAFF_OIDC_ISSUER).toBe("https://id.nodosur.example/realms/personal");
    expect([on.STAFF_OIDC_CLIENT_ID, on.STAFF_OIDC_AUDIENCE, on.STAFF_OIDC_ROLES_CLAIM]).toEqual([
      "portal",
      "https://api.nodosur.example",
      "realm_access.roles",
    ]);
    // http only on this machine (the demo's identity provider), whatever NODE_ENV says.
    const local = { ...staff, STAFF_OIDC_ISSUER: "http://127.0.0.1:3200" };
    expect(
      parseConfig({ ...base, ...local, NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) }).STAFF_OIDC_ISSUER,
    ).toBe("http://127.0.0.1:3200");
    expect(parseConfig({ ...base, ...staff, STAFF_OIDC_AUDIENCE: "urn:nodo-sur:api" }).STAFF_OIDC_AUDIENCE).toBe(
      "urn:nodo-sur:api",
    );
    for (const [change, message] of [
      [{ STAFF_OIDC_ISSUER: "http://id.nodosur.example" }, /STAFF_OIDC_ISSUER: expected an https URL/],
      [
        { STAFF_OIDC_ISSUER: "https://id.nodosur.example/?realm=1" },
        /STAFF_OIDC_ISSUER: expected the issuer without a query/,
      ],
      [{ STAFF_OIDC_CLIENT_ID: undefined }, /STAFF_OIDC_CLIENT_ID: required with STAFF_OIDC_ISSUER/],
      [{ STAFF_OIDC_CLIENT_SECRET: undefined }, /STAFF_OIDC_CLIENT_SECRET: required with STAFF_OIDC_ISSUER/],
      [{ STAFF_OIDC_CLIENT_SECRET: "short" }, /STAFF_OIDC_CLIENT_SECRET: expected the client secret/],
      [{ STAFF_OIDC_AUDIENCE: undefined }, /STAFF_OIDC_AUDIENCE: required with STAFF_OIDC_ISSUER/],
      [{ STAFF_OIDC_AUDIENCE: "api" }, /STAFF_OIDC_AUDIENCE: expected the API's identifier/],
      [{ STAFF_OIDC_ROLES_CLAIM: "roles[0]" }, /STAFF_OIDC_ROLES_CLAIM: expected a claim's name/],
      [{ STAFF_OIDC_ISSUER: undefined }, /STAFF_OIDC_CLIENT_ID: given without STAFF_OIDC_ISSUER/],
    ] as const) {
      expect(() => parseConfig({ ...base, ...staff, ...change })).toThrow(message);
    }
  });

  it("never hands the staff sign-in's settings to the browser", () => {
    const config = parseConfig({
      ...base,
      STAFF_OIDC_ISSUER: "https://id.nodosur.example",
      STAFF_OIDC_CLIENT_ID: "portal",
      STAFF_OIDC_CLIENT_SECRET: "a-client-secret-0123456789",
      STAFF_OIDC_AUDIENCE: "https://api.nodosur.example",
    });
    const serialised = JSON.stringify(publicConfig(...featuresOf(config)));
    expect(serialised).not.toContain("a-client-secret-0123456789");
    expect(serialised).not.toContain("STAFF_OIDC");
  });

  it("reads REDIS_URL (decision 113): optional, redis:// or rediss:// only", () => {
    expect(parseConfig(base).REDIS_URL).toBeUndefined();
    expect(parseConfig({ ...base, REDIS_URL: "" }).REDIS_URL).toBeUndefined();
    expect(parseConfig({ ...base, REDIS_URL: "redis://redis:6379" }).REDIS_URL).toBe("redis://redis:6379");
    expect(parseConfig({ ...base, REDIS_URL: "rediss://:secret@cache.example:6380/1" }).REDIS_URL).toBe(
      "rediss://:secret@cache.example:6380/1",
    );
    for (const wrong of ["http://redis:6379", "redis", "localhost:6379"]) {
      expect(() => parseConfig({ ...base, REDIS_URL: wrong })).toThrow(
        /REDIS_URL: expected a redis:\/\/ or rediss:\/\/ URL/,
      );
    }
  });
});
