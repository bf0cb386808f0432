import { readFileSync } from "node:fs";
import { join } from "node:path";
import routes from "../../app/routes";

/**
 * Every route of the URL table whose module has an action, read from the route config
 * itself: a screen added later is covered without touching the hostile-input test.
 */
type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };

export type ActionRoute = {
  /** The URL to post to, parameters filled with sample values, `?index` for index routes. */
  url: string;
  file: string;
  /** Inside the customer area: posted with a customer's session. */
  customer: boolean;
  /** Reads a multipart upload. */
  upload: boolean;
};

const SAMPLE_PARAMS: Record<string, string> = { id: "1", service: "internet" };

function join_(parent: string, path: string | undefined) {
  if (!path) return parent;
  return `${parent.replace(/\/$/, "")}/${path}`;
}

export function actionRoutes(): ActionRoute[] {
  const found: ActionRoute[] = [];
  const visit = (entries: RouteEntry[], parent: string) => {
    for (const entry of entries) {
      const path = join_(parent, entry.path);
      const source = readFileSync(join("app", entry.file), "utf8");
      if (/export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(source) && !path.includes("*")) {
        const filled = path.replace(/:(\w+)\??/g, (_, name: string) => SAMPLE_PARAMS[name] ?? "1") || "/";
        found.push({
          url: `${filled.startsWith("/") ? filled : `/${filled}`}${entry.index ? "?index" : ""}`,
          file: entry.file,
          customer: filled.replace(/^\//, "").startsWith("mi-cuenta"),
          upload: /readUploadForm\(/.test(source),
        });
      }
      if (entry.children) visit(entry.children, path);
    }
  };
  visit(routes as unknown as RouteEntry[], "/");
  return found;
}
