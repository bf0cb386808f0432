import { href } from "react-router";
import { isOffered } from "~/api/capabilities.server";
import { cachedPlans, cachedStreamingBanners } from "~/api/public-data.server";
import { optional } from "~/api/failures.server";
import { safeRedirectPath } from "~/utils/safe-redirect";

/**
 * The home page's live blocks. The page must render even when the API is slow or
 * failing, so each block waits at most a short deadline (retry included) and a failure
 * only leaves its block out. Both come through the shared cache (decision 077): a call
 * given up on here goes on, within the page's deadline, and fills it for the next visitor.
 */
export const HOME_API_DEADLINE_MS = 2_500;

const homeBlock = <T>(what: string, call: () => Promise<T>) =>
  optional(`Home page: ${what}`, call(), { within: HOME_API_DEADLINE_MS, whatever: true });

export async function homeContent() {
  const [plans, banners] = await Promise.all([
    homeBlock("featured plans", cachedPlans),
    isOffered("streaming") ? homeBlock("streaming banners", cachedStreamingBanners) : null,
  ]);
  return {
    featured: plans?.filter((plan) => plan.featured) ?? [],
    banners: (banners ?? [])
      .sort((a, b) => a.order - b.order)
      // Only pages of this site: the banner's image host is not one the page may load from.
      .map((banner) => ({
        id: banner.id,
        title: banner.title,
        subtitle: banner.subtitle,
        to: safeRedirectPath(banner.link_url, href("/contratar-dgo")),
      })),
  };
}
