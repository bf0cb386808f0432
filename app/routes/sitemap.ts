import type { Route } from "./+types/sitemap";
import { sitemapPages, sitemapXml } from "~/crawlers/crawlers.server";
import { canonicalOrigin } from "~/crawlers/origin.server";

/** The public pages of the route table, with the modules on now (decision 134). */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(sitemapXml(canonicalOrigin(request), sitemapPages()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
