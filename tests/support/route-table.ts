import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes, { moduleFlag } from "../../app/routes";

/**
 * The portal's URLs as `app/routes.ts` declares them, for tests that must cover every
 * route (a new one is covered the day it is added, not the day someone lists it): the
 * render cache's promise, the module switches, hostile input on every action.
 */
export type TableRoute = {
  /** The URL pattern, `/planes/:id`. */
  pattern: string;
  /** The route module, relative to `app/`. */
  file: string;
  index: boolean;
  /** A page (its module renders HTML) rather than a resource route (a file, JSON, a redirect). */
  page: boolean;
  /** The flags of the module layouts it sits in (`FLAG_PLATFORM`, `FLAG_ISSUES`…), outermost first (decision 096). */
  flags: string[];
  /** Its module's source. */
  source: string;
  hasAction: boolean;
};

function walk(entries: readonly RouteConfigEntry[], prefix: string[], flags: string[], into: TableRoute[]) {
  for (const entry of entries) {
    const segments = entry.path ? [...prefix, ...entry.path.split("/").filter(Boolean)] : prefix;
    const flag = moduleFlag(entry.id);
    const inside = flag ? [...flags, flag] : flags;
    // A layout (no path, not an index) only frames its children: it is no URL of its own.
    if (entry.index || entry.path !== undefined) {
      const source = readFileSync(join("app", entry.file), "utf8");
      into.push({
        pattern: `/${segments.join("/")}`,
        file: entry.file,
        index: Boolean(entry.index),
        page: /^export default\b/m.test(source),
        flags: inside,
        source,
        hasAction: /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(source),
      });
    }
    if (entry.children) walk(entry.children, segments, inside, into);
  }
  return into;
}

/** Every route of the table that has a URL, in the table's order, each pattern once. */
export function routeTable(): TableRoute[] {
  const seen = new Set<string>();
  return walk(routes, [], [], []).filter((route) => !seen.has(route.pattern) && Boolean(seen.add(route.pattern)));
}

/** The pattern with its `:params` given; fails when one is missing. */
export function pathOf(pattern: string, params: Record<string, string> = {}) {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

/** A route's URL to request: its parameters from `params` or `fallback` for the rest, `?index` for an index route. */
export function urlOf(route: TableRoute, params: Record<string, string> = {}, fallback?: string) {
  const filled =
    fallback === undefined
      ? params
      : {
          ...Object.fromEntries([...route.pattern.matchAll(/:(\w+)/g)].map(([, name]) => [name!, fallback])),
          ...params,
        };
  return `${pathOf(route.pattern, filled)}${route.index ? "?index" : ""}`;
}
