import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * renovate.json: exact versions kept, a schedule, and the packages that must move together
 * each in one group, whatever is added to package.json later.
 */

type Rule = { groupName?: string; matchPackageNames?: string[] };
const renovate = JSON.parse(readFileSync("renovate.json", "utf8")) as {
  rangeStrategy?: string;
  schedule?: string[];
  packageRules: Rule[];
};
const manifest = JSON.parse(readFileSync("package.json", "utf8")) as Record<string, Record<string, string>>;
const dependencies = Object.keys({
  ...manifest.dependencies,
  ...manifest.devDependencies,
  ...manifest.optionalDependencies,
});

/** Renovate's matchPackageNames: an exact name, a `/regex/`, or a glob (`*` within a segment, `**` across). */
function matches(pattern: string, name: string) {
  const regex = pattern.match(/^\/(.+)\/(\w*)$/);
  if (regex) return new RegExp(regex[1]!, regex[2]).test(name);
  const glob = pattern
    .split("**")
    .map((part) =>
      part
        .split("*")
        .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
        .join("[^/]*"),
    )
    .join(".*");
  return new RegExp(`^${glob}$`).test(name);
}

/** The groups a package falls in. */
const groupsOf = (name: string) =>
  renovate.packageRules
    .filter((rule) => rule.groupName && rule.matchPackageNames?.some((pattern) => matches(pattern, name)))
    .map((rule) => rule.groupName);

describe("renovate.json", () => {
  it("keeps versions exact and updates on a schedule", () => {
    expect(renovate.rangeStrategy).toBe("pin");
    expect(renovate.schedule?.length).toBeGreaterThan(0);
    for (const version of dependencies.map(
      (name) =>
        manifest.dependencies?.[name] ?? manifest.devDependencies?.[name] ?? manifest.optionalDependencies?.[name],
    ))
      expect(version).toMatch(/^\d+\.\d+\.\d+(-[\w.]+)?$/);
  });

  it("moves every React Router package of package.json in the React Router group, and only those", () => {
    const reactRouter = dependencies.filter((name) => name === "react-router" || name.startsWith("@react-router/"));
    expect(reactRouter).toEqual(expect.arrayContaining(["react-router", "@react-router/dev", "@react-router/node"]));
    for (const name of reactRouter)
      expect({ name, groups: groupsOf(name) }).toEqual({ name, groups: ["React Router"] });
    for (const name of dependencies.filter((name) => !reactRouter.includes(name)))
      expect({ name, groups: groupsOf(name) }).not.toEqual({ name, groups: ["React Router"] });
  });

  it("moves React with react-dom, and the ESLint family together", () => {
    for (const name of ["react", "react-dom", "@types/react", "@types/react-dom"])
      expect({ name, groups: groupsOf(name) }).toEqual({ name, groups: ["React"] });
    const eslint = dependencies.filter((name) => /eslint/.test(name));
    expect(eslint.length).toBeGreaterThan(3);
    for (const name of eslint) expect({ name, groups: groupsOf(name) }).toEqual({ name, groups: ["ESLint"] });
  });

  it("moves the Node.js line together: the image, engines, the binaries npm installs, Node's types and undici", () => {
    const line = ["node", ...dependencies.filter((name) => /^node-linux-/.test(name)), "@types/node", "undici"];
    expect(line.length).toBe(5);
    for (const name of line) expect({ name, groups: groupsOf(name) }).toEqual({ name, groups: ["Node.js"] });
  });
});
