import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { actionRoutes } from "../hostile/route-actions";

/**
 * Decision 036: a refused form goes back one way, `sendBack` (app/utils/forms.server.ts).
 * Read from the route table, so an action added later is held to it without touching this.
 */

/** A route module and the modules beside it that it imports (`./claims.server`): where its action's code lives. */
function actionSources(file: string) {
  const path = join("app", file);
  const source = readFileSync(path, "utf8");
  const siblings = [...source.matchAll(/from "\.\/([\w.-]+)"/g)].map(([, name]) => join(dirname(path), `${name}.ts`));
  return [path, ...siblings.filter((sibling) => readdirSync(dirname(sibling)).includes(sibling.split("/").pop()!))].map(
    (module) => ({ module, source: readFileSync(module, "utf8") }),
  );
}

describe("the answer of a refused form", () => {
  const routes = actionRoutes();

  it("finds the actions in the route table", () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  it.each(routes.map((route) => [route.url, route.file]))("%s answers a refused form with sendBack", (_url, file) => {
    for (const { module, source } of actionSources(file)) {
      // A reply built by hand, `{ result }` put in `data()` (conform's `.reply()` is the lint's: decision 130).
      expect(source, module).not.toMatch(/\bdata\(\s*\{[^}]*\bresult\b/);
    }
    const action = actionSources(file)[0]!.source;
    if (/\bparseForm\(/.test(action)) expect(action, file).toMatch(/\bsendBack\(/);
  });
});
