import type { ServerBuild } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { ModulesOn } from "~/modules";

vi.mock("virtual:react-router/server-build", () => ({ routes: {} }));
const { publicPages, robotsText, sitemapXml } = await import("~/crawlers/crawlers.server");

/** The sitemap's pages from a route manifest (decision 134): pages only, no params, no disallowed paths, modules on. */

const page = { default: () => null };
const resource = { loader: () => new Response() };
const manifest = {
  root: { id: "root", path: "", module: page },
  "layouts/simple": { id: "layouts/simple", parentId: "root", module: page },
  home: { id: "home", parentId: "layouts/simple", index: true, module: page },
  planes: { id: "planes", parentId: "layouts/simple", path: "planes", module: page },
  plan: { id: "plan", parentId: "layouts/simple", path: "planes/:id", module: page },
  healthz: { id: "healthz", parentId: "root", path: "healthz", module: resource },
  "module.streaming.public": { id: "module.streaming.public", parentId: "layouts/simple", module: resource },
  dgo: { id: "dgo", parentId: "module.streaming.public", path: "contratar-dgo", module: page },
  "module.platform.area": { id: "module.platform.area", parentId: "root", path: "mi-cuenta", module: page },
  area: { id: "area", parentId: "module.platform.area", index: true, module: page },
  enviada: { id: "enviada", parentId: "layouts/simple", path: "baja/enviada", module: page },
  missing: { id: "missing", parentId: "root", path: "*", module: page },
} as unknown as ServerBuild["routes"];

const on = (flags: Partial<ModulesOn> = {}) =>
  new Proxy(flags, { get: (target, key: string) => target[key as keyof ModulesOn] ?? true }) as ModulesOn;

describe("the crawlers' files", () => {
  it("lists the public pages without params, results or the area", () => {
    expect(publicPages(manifest, on())).toEqual(["/", "/contratar-dgo", "/planes"]);
  });

  it("leaves out a module's pages while it is off", () => {
    expect(publicPages(manifest, on({ FLAG_STREAMING: false }))).toEqual(["/", "/planes"]);
  });

  it("writes robots.txt and the sitemap with the origin given", () => {
    expect(robotsText("https://portal.example")).toMatch(
      /^User-agent: \*\n(Disallow: \/\S*\n)+Allow: \/\n\nSitemap: https:\/\/portal.example\/sitemap.xml\n$/,
    );
    expect(sitemapXml("https://portal.example", ["/", "/planes?a&b"])).toContain(
      "<url><loc>https://portal.example/planes?a&amp;b</loc></url>",
    );
  });
});
