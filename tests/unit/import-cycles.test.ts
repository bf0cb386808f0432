import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * No import cycles in app/: a cycle makes a module's exports `undefined` while the other
 * one loads (an error that depends on which page is opened first), and it ties the root
 * route's module into every component's chunk. Type-only imports are erased at build
 * time, so they do not count; dynamic `import()` loads later and does not either.
 */

const APP = resolve(import.meta.dirname, "../../app");
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const bare = specifier.replace(/\?.*$/, "");
  let base: string;
  if (bare.startsWith("~/")) base = join(APP, bare.slice(2));
  else if (bare.startsWith(".")) base = resolve(dirname(from), bare);
  else return null; // a package
  if (!base.startsWith(APP)) return null; // the shared contract cannot import app/
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  for (const extension of ["", ...EXTENSIONS]) {
    const candidate = base + extension;
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The modules a file loads when it runs: value imports and re-exports. */
function runtimeImports(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause &&
        !clause.name &&
        bindings &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      if (onlyTypes) continue;
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers.map((specifier) => resolveImport(path, specifier)).filter((file): file is string => file !== null);
}

function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, "visiting" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "visiting");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "visiting") cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe("app/ has no import cycles", () => {
  it("finds none", () => {
    const graph = new Map(sourceFiles(APP).map((file) => [file, runtimeImports(file)]));
    const cycles = findCycles(graph).map((cycle) => cycle.map((file) => relative(APP, file)).join(" → "));
    expect(cycles).toEqual([]);
  });

  it("follows value imports through the `~/` alias and leaves packages out", () => {
    const imports = runtimeImports(join(APP, "root.tsx")).map((file) => relative(APP, file));
    expect(imports).toContain("components/error-screen.tsx");
    expect(imports.every((file) => !file.startsWith(".."))).toBe(true);
    // `import type { loader } from "~/root"` is erased: no edge back to the root.
    expect(runtimeImports(join(APP, "utils/root-data.ts"))).not.toContain(join(APP, "root.tsx"));
  });

  it("reports a cycle, and only a real one", () => {
    const cycle = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(findCycles(cycle)).toEqual([["a", "b", "c", "a"]]);
    expect(
      findCycles(
        new Map([
          ["a", ["b", "c"]],
          ["b", ["c"]],
          ["c", []],
        ]),
      ),
    ).toEqual([]);
  });
});
