import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseSettings, SettingsError } from "../../idp/settings";
import { checkCredentials, STAFF } from "../../idp/staff";

/** The staff identity provider's settings (decision 140): defaults, and a message naming each bad variable. */

const required = {
  IDP_CLIENT_SECRET: "0123456789abcdef0123456789abcdef",
  IDP_REDIRECT_URIS: "http://localhost:3000/agentes/ingresar/retorno, http://127.0.0.1:3000/agentes/ingresar/retorno",
};

describe("the identity provider's settings", () => {
  it("fills in the defaults: port 3200 on 127.0.0.1, its issuer there, the portal as client, the API's audience, keys made for the run", () => {
    const settings = parseSettings(required);
    expect(settings).toMatchObject({
      IDP_PORT: 3200,
      IDP_HOST: "127.0.0.1",
      IDP_ISSUER: "http://127.0.0.1:3200",
      IDP_CLIENT_ID: "portal",
      IDP_AUDIENCE: "urn:nodo-sur:api",
      IDP_POST_LOGOUT_REDIRECT_URIS: [],
    });
    expect(settings.IDP_JWKS).toBeUndefined();
    expect(settings.IDP_REDIRECT_URIS).toEqual([
      "http://localhost:3000/agentes/ingresar/retorno",
      "http://127.0.0.1:3000/agentes/ingresar/retorno",
    ]);
  });

  it("takes an issuer (without its last slash), an audience and a key set", () => {
    const jwks = { keys: [{ kty: "EC", crv: "P-256", x: "x", y: "y", d: "d", use: "sig" }] };
    const settings = parseSettings({
      ...required,
      IDP_ISSUER: "https://id.nodosur.example/",
      IDP_AUDIENCE: "https://api.nodosur.example",
      IDP_JWKS: JSON.stringify(jwks),
    });
    expect(settings.IDP_ISSUER).toBe("https://id.nodosur.example");
    expect(settings.IDP_AUDIENCE).toBe("https://api.nodosur.example");
    expect(settings.IDP_JWKS).toEqual(jwks);
  });

  it.each([
    [{ IDP_CLIENT_SECRET: undefined }, "IDP_CLIENT_SECRET"],
    [{ IDP_CLIENT_SECRET: "short" }, "IDP_CLIENT_SECRET"],
    [{ IDP_REDIRECT_URIS: "" }, "IDP_REDIRECT_URIS"],
    [{ IDP_REDIRECT_URIS: "javascript:alert(1)" }, "IDP_REDIRECT_URIS"],
    [{ IDP_REDIRECT_URIS: "https://portal.example/agentes/ingresar/retorno#x" }, "IDP_REDIRECT_URIS"],
    [{ IDP_PORT: "70000" }, "IDP_PORT"],
    [{ IDP_ISSUER: "https://id.example/?tenant=1" }, "IDP_ISSUER"],
    [{ IDP_AUDIENCE: "not a uri" }, "IDP_AUDIENCE"],
    [{ IDP_JWKS: "{" }, "IDP_JWKS"],
    [{ IDP_JWKS: JSON.stringify({ keys: [{ kty: "RSA", n: "n", e: "AQAB" }] }) }, "IDP_JWKS"],
    [{ IDP_CLIENT_ID: "a client" }, "IDP_CLIENT_ID"],
  ])("refuses %j, naming %s", (change, variable) => {
    const env: Record<string, string | undefined> = { ...required, ...change };
    expect(() => parseSettings(env)).toThrow(SettingsError);
    expect(() => parseSettings(env)).toThrow(new RegExp(`\\b${variable}: `));
  });
});

describe("the demo staff", () => {
  it("has two agents, a supervisor and someone with neither role, each with a name, a number and a password", () => {
    expect(STAFF.filter((member) => member.roles.includes("agent"))).toHaveLength(2);
    expect(STAFF.filter((member) => member.roles.includes("supervisor"))).toHaveLength(1);
    expect(STAFF.filter((member) => member.roles.length === 0)).toHaveLength(1);
    for (const member of STAFF) {
      expect(member.name).not.toBe("");
      expect(member.agent_number).toMatch(/^\d{4}$/);
      expect(member.password.length).toBeGreaterThanOrEqual(8);
    }
  });

  it("signs in by username (any case) and password, and nobody with a wrong one", () => {
    expect(checkCredentials(" LFernandez ", "Agente2026")?.agent_number).toBe("4127");
    expect(checkCredentials("lfernandez", "agente2026")).toBeUndefined();
    expect(checkCredentials("nadie", "Agente2026")).toBeUndefined();
    expect(checkCredentials("lfernandez", "")).toBeUndefined();
  });
});

describe("the demo staff as people are told of them", () => {
  it("are printed by npm start and listed in the README as idp/ seeds them", () => {
    const start = readFileSync("scripts/start.mjs", "utf8");
    const readme = readFileSync("README.md", "utf8");
    for (const member of STAFF) {
      expect(start).toMatch(new RegExp(`${member.username} +password ${member.password}: ${member.name}`));
      expect(readme).toContain(`| \`${member.username}\` | \`${member.password}\` | ${member.name}`);
    }
  });
});
