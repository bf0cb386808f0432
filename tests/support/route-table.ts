import { readFileSync } from "node:fs";
import { join } from "node:path";
import routes, { moduleFlag } from "../../app/routes";

/**
 * The portal's URL table as tests read it: every route of app/routes.ts with its full
 * path and the module flags of the layouts around it, so a screen added later is covered
 * by the tests that walk the table without touching them.
 */
type RouteEntry = { id?: string; path?: string; index?: boolean; file: string; children?: RouteEntry[] };

export type TableRoute = {
  /** The path pattern, `/` first (`/mi-cuenta/reclamos/:id`). */
  path: string;
  file: string;
  index: boolean;
  /** The flags of the module layouts it sits in (`FLAG_PLATFORM`, `FLAG_ISSUES`…), outermost first. */
  flags: string[];
  /** Its module's source. */
  source: string;
  hasAction: boolean;
  hasLoader: boolean;
};

function joinPath(parent: string, path: string | undefined) {
  if (!path) return parent;
  return `${parent.replace(/\/$/, "")}/${path}`;
}

export function routeTable(): TableRoute[] {
  const found: TableRoute[] = [];
  const visit = (entries: RouteEntry[], parent: string, flags: string[]) => {
    for (const entry of entries) {
      const path = joinPath(parent, entry.path);
      const flag = moduleFlag(entry.id);
      const inside = flag ? [...flags, flag] : flags;
      if (!flag) {
        const source = readFileSync(join("app", entry.file), "utf8");
        found.push({
          path,
          file: entry.file,
          index: Boolean(entry.index),
          flags: inside,
          source,
          hasAction: /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(source),
          hasLoader: /export\s+(async\s+)?function\s+loader\b|export\s+const\s+loader\b/.test(source),
        });
      }
      if (entry.children) visit(entry.children, path, inside);
    }
  };
  visit(routes as unknown as RouteEntry[], "/", []);
  return found;
}

/** A route's URL with its parameters filled (`:id` → `params.id` or "1"), `?index` for index routes. */
export function urlOf(route: TableRoute, params: Record<string, string> = {}) {
  const filled = route.path.replace(/:(\w+)\??/g, (_, name: string) => params[name] ?? "1") || "/";
  return `${filled.startsWith("/") ? filled : `/${filled}`}${route.index ? "?index" : ""}`;
}
