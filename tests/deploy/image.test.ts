import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { configVariables, parseConfig } from "~/config.server";
import { parseSettings as parseIdpSettings } from "../../idp/settings";
import { parseStaffSettings } from "../../sandbox/staff";

/**
 * The Dockerfile, .dockerignore and compose.yaml read statically (Docker does not run on
 * the machines that run these tests): what the images hold, how they run, and that the
 * slim runtime has every package its code imports.
 */
const root = join(import.meta.dirname, "..", "..");
const read = (path: string) => readFileSync(join(root, path), "utf8");

type Instruction = { op: string; args: string };
type Stage = { name: string; from: string; instructions: Instruction[] };

function stagesOf(dockerfile: string): Stage[] {
  const lines = dockerfile
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, op = "", args = ""] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (op.toUpperCase() === "FROM") {
      const [, from = "", name = ""] = /^(\S+)(?:\s+AS\s+(\S+))?/i.exec(args) ?? [];
      stages.push({ name, from, instructions: [] });
    } else stages.at(-1)?.instructions.push({ op: op.toUpperCase(), args });
  }
  return stages;
}

const dockerfile = read("Dockerfile");
const stages = stagesOf(dockerfile);
const stage = (name: string) => stages.find((candidate) => candidate.name === name)!;
const all = (of: Stage, op: string) =>
  of.instructions.filter((instruction) => instruction.op === op).map((instruction) => instruction.args);
const last = (of: Stage, op: string) => all(of, op).at(-1);
const packageJson = JSON.parse(read("package.json")) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const ignored = read(".dockerignore")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#"));

/**
 * The packages a folder's code imports by name (not node: built-ins, not relative paths),
 * in the files the image gets (.dockerignore leaves some out).
 */
function importedPackages(folder: string, extension: RegExp) {
  const names = new Set<string>();
  const walk = (path: string) => {
    for (const entry of readdirSync(join(root, path), { withFileTypes: true })) {
      const child = join(path, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (extension.test(entry.name) && !ignored.includes(child)) {
        // Values only: `import type` is gone after the build.
        const source = read(child).replace(/^import type[^;]*;/gm, "");
        // A specifier has no spaces: "from" ending a string of words is no import.
        for (const [, specifier = ""] of source.matchAll(/(?:from|import)\s*\(?\s*"([^"./\s][^"\s]*)"/g)) {
          // `virtual:` modules are the bundler's (the server build itself), not packages.
          if (specifier.startsWith("node:") || specifier.startsWith("~/") || specifier.startsWith("virtual:")) continue;
          names.add(specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]!);
        }
      }
    }
  };
  walk(folder);
  return [...names];
}

describe("the portal's image", () => {
  const portal = stages.at(-1)!;

  it("is the default target: the last stage, on the slim image of the Node.js line `engines` names", () => {
    expect(portal.name).toBe("portal");
    const major = /\^(\d+)\./.exec(packageJson.engines.node)![1];
    expect(dockerfile).toMatch(new RegExp(`^ARG NODE_IMAGE=node:${major}-bookworm-slim$`, "m"));
    expect(portal.from).toBe("base");
    expect(stage("base").from).toBe("${NODE_IMAGE}");
  });

  it("builds in its own stage from `npm ci`, and runs with production dependencies only", () => {
    expect(all(stage("deps"), "RUN").join(" ")).toMatch(/npm ci\b/);
    expect(all(stage("production-deps"), "RUN").join(" ")).toMatch(/npm ci --omit=dev/);
    // The Node.js binary npm installs for machines without Node.js of the line stays out: the image has its own.
    for (const name of ["deps", "production-deps"]) {
      expect(all(stage(name), "RUN").join(" ")).toMatch(/rm -rf node_modules\/node-linux-\* node_modules\/\.bin\/node/);
    }
    expect(all(stage("build"), "RUN").join(" ")).toMatch(/react-router build/);
    const copies = all(portal, "COPY");
    expect(copies).toContain("--from=production-deps /app/node_modules ./node_modules");
    expect(copies).toContain("--from=build /app/build ./build");
    expect(copies.some((copy) => /--from=(deps|build) \/app\/node_modules/.test(copy))).toBe(false);
  });

  it("has every package the server and the built app import among the production dependencies", () => {
    const server = importedPackages("server", /\.mjs$/);
    // Everything under app/ but the route table, which only the build reads, and tests.
    const app = importedPackages("app", /(?<!^routes)(?<!\.test)\.tsx?$/);
    expect(server).toContain("pino-http");
    for (const name of [...server, ...app]) {
      expect(
        packageJson.dependencies,
        `${name} is imported at run time but is not a production dependency`,
      ).toHaveProperty([name]);
    }
    // pino-pretty is for terminals: optional at run time (app/utils/logger.server.ts).
    expect(packageJson.devDependencies).toHaveProperty(["pino-pretty"]);
  });

  it("runs as a numeric non-root user, in production mode, on port 3000, with a health check on /healthz", () => {
    const user = last(portal, "USER") ?? "";
    expect(user).toMatch(/^\d+(:\d+)?$/);
    expect(Number(user.split(":")[0])).toBeGreaterThan(0);
    expect(all(portal, "ENV").join(" ")).toMatch(/NODE_ENV=production/);
    expect(all(portal, "EXPOSE")).toEqual(["3000"]);
    // Exec form, valid JSON (Docker would silently run anything else through a shell the
    // slim image has, but not curl): node's own fetch on /healthz.
    const [, probe = "[]"] = /CMD (\[.*\])$/.exec(last(portal, "HEALTHCHECK") ?? "") ?? [];
    const [command, flag, script] = JSON.parse(probe) as string[];
    expect([command, flag]).toEqual(["node", "-e"]);
    expect(script).toMatch(/fetch\(`http:\/\/127\.0\.0\.1:\$\{process\.env\.PORT\}\/healthz`\)/);
    // Node itself is PID 1, so SIGTERM reaches the server's drain (no npm in between).
    expect(JSON.parse(last(portal, "CMD") ?? "[]")).toEqual(["node", "server/portal.mjs", "build/server/index.js"]);
  });

  it("bakes in no secret: no ENV or ARG names one, and .env files stay out", () => {
    const names = stages
      .flatMap((of) => [...all(of, "ENV"), ...all(of, "ARG")])
      .concat(dockerfile.match(/^ARG .*/gm) ?? []);
    expect(names.join(" ")).not.toMatch(/SECRET|TOKEN|PASSWORD|KEY/i);
    const instructions = stages.flatMap((of) => of.instructions.map(({ op, args }) => `${op} ${args}`)).join("\n");
    expect(instructions).not.toMatch(/SESSION_SECRET/);
    expect(instructions).not.toMatch(/COPY.*\.env\b/);
  });
});

describe("the sandbox's image", () => {
  const sandbox = stage("sandbox");

  it("runs the sandbox from its sources with Node itself, listening beyond its container", () => {
    expect(JSON.parse(last(sandbox, "CMD") ?? "[]")).toEqual(["node", "sandbox/main.ts"]);
    expect(all(sandbox, "ENV").join(" ")).toMatch(/SANDBOX_HOST=0\.0\.0\.0/);
    for (const name of importedPackages("sandbox", /\.ts$/).concat(importedPackages("contract", /\.ts$/))) {
      expect(packageJson.dependencies, `the sandbox imports ${name}`).toHaveProperty([name]);
    }
  });

  it("keeps its database on a volume, written by a non-root user", () => {
    expect(all(sandbox, "ENV").join(" ")).toMatch(/SANDBOX_DB=\/data\//);
    expect(all(sandbox, "VOLUME")).toEqual(['["/data"]']);
    expect(all(sandbox, "RUN").join(" ")).toMatch(/chown 1000:1000 \/data/);
    expect(last(sandbox, "USER")).toBe("1000:1000");
  });
});

describe("the staff identity provider's image", () => {
  const idp = stage("idp");

  it("runs the stand-in from its sources with Node itself, as a non-root user, listening beyond its container", () => {
    expect(JSON.parse(last(idp, "CMD") ?? "[]")).toEqual(["node", "idp/main.ts"]);
    expect(all(idp, "ENV").join(" ")).toMatch(/IDP_HOST=0\.0\.0\.0/);
    expect(all(idp, "EXPOSE")).toEqual(["3200"]);
    expect(last(idp, "USER")).toBe("1000:1000");
    expect(all(idp, "COPY")).toEqual([
      "--from=production-deps /app/node_modules ./node_modules",
      "package.json ./",
      "idp ./idp",
    ]);
    for (const name of importedPackages("idp", /\.ts$/))
      expect(packageJson.dependencies, `the identity provider imports ${name}`).toHaveProperty([name]);
  });

  it("is healthy when its discovery document answers, the first thing every client reads", () => {
    const [, probe = "[]"] = /CMD (\[.*\])$/.exec(last(idp, "HEALTHCHECK") ?? "") ?? [];
    const [command, flag, script] = JSON.parse(probe) as string[];
    expect([command, flag]).toEqual(["node", "-e"]);
    expect(script).toMatch(
      /fetch\(`http:\/\/127\.0\.0\.1:\$\{process\.env\.IDP_PORT\}\/\.well-known\/openid-configuration`\)/,
    );
  });
});

describe(".dockerignore", () => {
  it("keeps dependencies, build output, data, secrets, test results and history out of the build context", () => {
    for (const entry of [
      "node_modules",
      "build",
      "data",
      ".env",
      "test-results",
      "playwright-report",
      "bench",
      ".git",
    ]) {
      expect(ignored).toContain(entry);
    }
  });

  it("keeps in what the image copies", () => {
    const copied = stages.flatMap((of) => all(of, "COPY")).filter((copy) => !copy.startsWith("--from"));
    const sources = copied.flatMap((copy) => copy.split(/\s+/).slice(0, -1));
    expect(sources).toEqual(expect.arrayContaining(["server", "sandbox", "contract", "package.json"]));
    for (const source of sources) expect(ignored, source).not.toContain(source);
  });
});

describe("compose.yaml", () => {
  const compose = parse(read("compose.yaml")) as { services: Record<string, any> };
  /** The identity provider's settings as it reads them, its secret given and IDP_JWKS unset (both from .env). */
  const idpSettings = (secret = "s".repeat(64)) =>
    parseIdpSettings({ ...compose.services.idp.environment, IDP_CLIENT_SECRET: secret, IDP_JWKS: "" });

  it("runs the portal pointed at the sandbox, with variables the portal reads", () => {
    const { portal, sandbox } = compose.services;
    expect(sandbox.build.target).toBe("sandbox");
    expect(portal.build.target).toBeUndefined();
    expect(portal.depends_on.sandbox.condition).toBe("service_healthy");
    expect(portal.network_mode).toBe("service:sandbox");
    expect(new URL(portal.environment.API_BASE_URL).port).toBe("3100");
    expect(sandbox.volumes).toEqual(["sandbox-data:/data"]);
    for (const name of Object.keys(portal.environment)) expect(configVariables, name).toContain(name);
    expect(portal.read_only).toBe(true);
  });

  it("serves the portal's metrics on a port of their own that is not published to the host (decision 115)", () => {
    const { portal, sandbox } = compose.services;
    const metricsPort = parseConfig({
      API_BASE_URL: "http://localhost:3100",
      METRICS_PORT: portal.environment.METRICS_PORT,
    }).METRICS_PORT;
    expect(metricsPort).toBeDefined();
    const published = [...(sandbox.ports ?? []), ...(portal.ports ?? [])].map(String);
    expect(published).toEqual(["3000:3000", "3100:3100", "3200:3200"]);
    for (const mapping of published) expect(mapping.split(":").map(Number)).not.toContain(metricsPort);
  });

  it("gives the portal a Redis of its own for the limits and the cache (decision 113): healthy before the portal starts, nothing persisted", () => {
    const { portal, redis } = compose.services;
    const url = new URL(portal.environment.REDIS_URL);
    expect(url.protocol).toBe("redis:");
    expect(compose.services[url.hostname]).toBe(redis);
    expect(redis.image).toMatch(/^redis:\d/);
    expect(redis.healthcheck.test).toContain("ping");
    expect(portal.depends_on.redis.condition).toBe("service_healthy");
    expect(redis.command.join(" ")).toMatch(/--save\s+--appendonly no/);
    expect(() =>
      parseConfig({ API_BASE_URL: portal.environment.API_BASE_URL, REDIS_URL: portal.environment.REDIS_URL }),
    ).not.toThrow();
  });

  it("gives the portal and the sandbox one API_KEY from the environment or .env (decision 127), and the committed example is refused", () => {
    const { portal, sandbox } = compose.services;
    expect(portal.environment.API_KEY).toMatch(/^\$\{API_KEY:\?/);
    expect(sandbox.environment.SANDBOX_CLIENT_KEYS).toMatch(/^portal:\$\{API_KEY:\?/);
    const example = /^API_KEY=(.*)$/m.exec(read(".env.example"))?.[1];
    expect(example).toBeDefined();
    expect(() => parseConfig({ API_BASE_URL: "http://localhost:3100", API_KEY: example })).toThrow(/API_KEY/);
  });

  it("runs the staff identity provider in the sandbox's network, healthy before the portal starts, with settings it accepts (decision 140)", () => {
    const { portal, sandbox, idp } = compose.services;
    expect(idp.build.target).toBe("idp");
    expect(idp.network_mode).toBe("service:sandbox");
    expect(portal.depends_on.idp.condition).toBe("service_healthy");
    expect(idp.read_only).toBe(true);
    const settings = idpSettings();
    // Its published port, and the portal's return addresses at the portal's.
    expect(sandbox.ports.map(String)).toContain(`${settings.IDP_PORT}:${settings.IDP_PORT}`);
    const portalOrigin = `http://localhost:${sandbox.ports.map(String)[0].split(":")[0]}`;
    expect(settings.IDP_REDIRECT_URIS).toContain(`${portalOrigin}/agentes/ingresar/retorno`);
    expect(settings.IDP_POST_LOGOUT_REDIRECT_URIS).toContain(`${portalOrigin}/agentes/ingresar`);
  });

  it("names one issuer and one audience to the portal, the sandbox and the identity provider, and one client", () => {
    const { portal, sandbox, idp } = compose.services;
    const issuer = idp.environment.IDP_ISSUER;
    expect(idpSettings().IDP_ISSUER).toBe(issuer);
    expect(new URL(issuer).port).toBe(String(idpSettings().IDP_PORT));
    expect(portal.environment.STAFF_OIDC_ISSUER).toBe(issuer);
    expect(sandbox.environment.SANDBOX_STAFF_ISSUER).toBe(issuer);
    expect(portal.environment.STAFF_OIDC_AUDIENCE).toBe(idp.environment.IDP_AUDIENCE);
    expect(sandbox.environment.SANDBOX_STAFF_AUDIENCE).toBe(idp.environment.IDP_AUDIENCE);
    expect(portal.environment.STAFF_OIDC_CLIENT_ID).toBe(idp.environment.IDP_CLIENT_ID);
    expect(
      parseStaffSettings(sandbox.environment.SANDBOX_STAFF_ISSUER, sandbox.environment.SANDBOX_STAFF_AUDIENCE),
    ).toEqual({ issuer, audience: idp.environment.IDP_AUDIENCE });
    const config = parseConfig({
      API_BASE_URL: portal.environment.API_BASE_URL,
      ...Object.fromEntries(Object.entries(portal.environment).filter(([name]) => name.startsWith("STAFF_OIDC_"))),
      STAFF_OIDC_CLIENT_SECRET: "s".repeat(64),
    });
    expect(config.STAFF_OIDC_ISSUER).toBe(issuer);
  });

  it("gives the portal and the identity provider one IDP_CLIENT_SECRET from the environment or .env, and the committed example is refused", () => {
    const { portal, idp } = compose.services;
    expect(idp.environment.IDP_CLIENT_SECRET).toMatch(/^\$\{IDP_CLIENT_SECRET:\?/);
    expect(portal.environment.STAFF_OIDC_CLIENT_SECRET).toBe(idp.environment.IDP_CLIENT_SECRET);
    const example = /^IDP_CLIENT_SECRET=(.*)$/m.exec(read(".env.example"))?.[1];
    expect(example).toBeDefined();
    expect(() => idpSettings(example)).toThrow(/IDP_CLIENT_SECRET/);
    // Its signing keys (decision 147): from .env when given, else made at each start.
    expect(idp.environment.IDP_JWKS).toBe("${IDP_JWKS:-}");
    expect(/^IDP_JWKS=(.*)$/m.exec(read(".env.example"))?.[1]).toBe("");
  });

  it("takes SESSION_SECRET from the environment or .env, and the committed example is refused", () => {
    expect(compose.services.portal.environment.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?/);
    const example = /^SESSION_SECRET=(.*)$/m.exec(read(".env.example"))?.[1];
    expect(example).toBeDefined();
    expect(() =>
      parseConfig({ API_BASE_URL: "http://localhost:3100", NODE_ENV: "production", SESSION_SECRET: example }),
    ).toThrow(/SESSION_SECRET/);
  });
});
