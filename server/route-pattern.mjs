import { LRUCache } from "lru-cache";
import { matchRoutes } from "react-router";

/**
 * The route pattern a path matches in a server build (`/mi-cuenta/facturacion/pago/:id`),
 * for logs that group requests by page and never carry an id or a DNI from a URL.
 * Data requests (`/planes/3.data`, `/_root.data`) are named after the page they load.
 */
export function routePatterns(build) {
  const tree = treeOf(build.routes);
  const basename = build.basename || "/";
  // matchRoutes flattens and ranks the whole route table on every call: about a seventh
  // of a cached page's time under load. The paths people open repeat, so their patterns
  // are remembered (bounded: paths with ids do not repeat as much).
  const known = new LRUCache({ max: 2000 });
  const patternOf = (pathname) => {
    const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
    const matches = matchRoutes(tree, page, basename);
    if (!matches) return null;
    const segments = matches.map((match) => match.route.path).filter(Boolean);
    return `/${segments.join("/")}`.replace(/\/{2,}/g, "/");
  };
  return (pathname) => {
    let pattern = known.get(pathname);
    if (pattern === undefined) known.set(pathname, (pattern = patternOf(pathname)));
    return pattern ?? undefined;
  };
}

function treeOf(manifest) {
  const children = new Map();
  for (const route of Object.values(manifest)) {
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(route);
    children.set(route.parentId, siblings);
  }
  const build = (parentId) =>
    (children.get(parentId) ?? []).map((route) => ({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: route.index ? undefined : build(route.id),
    }));
  return build(undefined);
}
