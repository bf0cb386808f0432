import { listPlans, listStreamingBanners } from "~/api/public.server";
import { safeRedirectPath } from "~/utils/safe-redirect";

/**
 * The home page's live blocks. The page must render even when the API is slow or
 * failing, so each call gets a short deadline (retry included) and a failure only
 * leaves its block out.
 */
export const HOME_API_DEADLINE_MS = 2_500;

async function withinDeadline<T>(what: string, call: (options: { timeoutMs: number; signal: AbortSignal }) => Promise<T>): Promise<T | null> {
  try {
    return await call({ timeoutMs: HOME_API_DEADLINE_MS, signal: AbortSignal.timeout(HOME_API_DEADLINE_MS) });
  } catch (error) {
    console.warn(`Home page: ${what} left out (${error instanceof Error ? error.message : String(error)})`);
    return null;
  }
}

export async function homeContent() {
  const [plans, banners] = await Promise.all([
    withinDeadline("featured plans", listPlans),
    withinDeadline("streaming banners", listStreamingBanners),
  ]);
  return {
    featured: plans?.filter((plan) => plan.featured) ?? [],
    banners: (banners ?? [])
      .sort((a, b) => a.order - b.order)
      // Only pages of this site: the banner's image host is not one the page may load from.
      .map((banner) => ({ id: banner.id, title: banner.title, subtitle: banner.subtitle, to: safeRedirectPath(banner.link_url, "/contratar-dgo") })),
  };
}
