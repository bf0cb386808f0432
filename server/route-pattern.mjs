import { LRUCache } from "lru-cache";
import { matchRoutes } from "react-router";

/** @import { RouteObject, ServerBuild } from "react-router" */

/**
 * The route pattern a path matches in a server build (`/mi-cuenta/facturacion/pago/:id`),
 * for logs that group requests by page and never carry an id or a DNI from a URL.
 * Data requests (`/planes/3.data`, `/_.data`, `/a/_.data` for `/a/`) are named after the page they load.
 * @param {ServerBuild} build
 * @returns {(pathname: string) => string | undefined}
 */
export function routePatterns(build) {
  const tree = treeOf(build.routes);
  const basename = build.basename || "/";
  // matchRoutes flattens and ranks the whole route table on every call: about a seventh
  // of a cached page's time under load. The paths people open repeat, so their patterns
  // are remembered (bounded: paths with ids do not repeat as much), "" for no page at all.
  /** @type {LRUCache<string, string>} */
  const known = new LRUCache({ max: 2000 });
  /** @type {(pathname: string) => string} */
  const patternOf = (pathname) => {
    // React Router 8's data URLs (v8_trailingSlashAwareDataRequests): `/_.data` is `/`.
    const page = pathname.replace(/\/_\.data$/, "/").replace(/\.data$/, "");
    const matches = matchRoutes(tree, page, basename);
    if (!matches) return "";
    const segments = matches.map((match) => match.route.path).filter(Boolean);
    return `/${segments.join("/")}`.replace(/\/{2,}/g, "/");
  };
  return (pathname) => {
    let pattern = known.get(pathname);
    if (pattern === undefined) known.set(pathname, (pattern = patternOf(pathname)));
    return pattern || undefined;
  };
}

/**
 * The build's flat route manifest as the nested routes `matchRoutes` takes.
 * @param {ServerBuild["routes"]} manifest
 * @returns {RouteObject[]}
 */
function treeOf(manifest) {
  /** @type {Map<string | undefined, NonNullable<ServerBuild["routes"][string]>[]>} */
  const children = new Map();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(route);
    children.set(route.parentId, siblings);
  }
  /** @type {(parentId: string | undefined) => RouteObject[]} */
  const build = (parentId) =>
    (children.get(parentId) ?? []).map(({ id, path, index, caseSensitive }) =>
      index ? { id, path, index, caseSensitive } : { id, path, caseSensitive, children: build(id) },
    );
  return build(undefined);
}
