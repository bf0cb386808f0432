import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";

/**
 * The portal's URLs as `app/routes.ts` declares them, for tests that must cover every
 * route (a new one is covered the day it is added, not the day someone lists it).
 */
export type TableRoute = {
  /** The URL pattern, `/planes/:id`. */
  pattern: string;
  /** The route module, relative to `app/`. */
  file: string;
  /** A page (its module renders HTML) rather than a resource route (a file, JSON, a redirect). */
  page: boolean;
};

const renders = (file: string) => /^export default\b/m.test(readFileSync(join("app", file), "utf8"));

function walk(entries: readonly RouteConfigEntry[], prefix: string[], into: TableRoute[]) {
  for (const entry of entries) {
    const segments = entry.path ? [...prefix, ...entry.path.split("/").filter(Boolean)] : prefix;
    // A layout (no path, not an index) only frames its children: it is no URL of its own.
    if (entry.index || entry.path !== undefined) {
      into.push({ pattern: `/${segments.join("/")}`, file: entry.file, page: renders(entry.file) });
    }
    if (entry.children) walk(entry.children, segments, into);
  }
  return into;
}

/** Every route of the table that has a URL, in the table's order, each pattern once. */
export function routeTable(): TableRoute[] {
  const seen = new Set<string>();
  return walk(routes, [], []).filter((route) => !seen.has(route.pattern) && Boolean(seen.add(route.pattern)));
}

/** The pattern with its `:params` given; fails when one is missing. */
export function pathOf(pattern: string, params: Record<string, string> = {}) {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}
