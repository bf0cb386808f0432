import { setTimeout as sleep } from "node:timers/promises";
import { isOffered } from "~/api/capabilities.server";
import { cachedPlans, cachedStreamingBanners } from "~/api/public-data.server";
import { ApiError } from "~/api/transport.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { logWarning } from "~/utils/logger.server";

/**
 * The home page's live blocks. The page must render even when the API is slow or
 * failing, so each block waits at most a short deadline (retry included) and a failure
 * only leaves its block out. Both come through the shared cache (decision 077): a call
 * given up on here goes on, within the page's deadline, and fills it for the next visitor.
 */
export const HOME_API_DEADLINE_MS = 2_500;

async function withinDeadline<T>(what: string, call: () => Promise<T>): Promise<T | null> {
  const timer = new AbortController();
  try {
    const answer = await Promise.race([
      call(),
      sleep(HOME_API_DEADLINE_MS, null, { signal: timer.signal }).then(() => {
        throw new Error(`no answer within ${HOME_API_DEADLINE_MS} ms`);
      }),
    ]);
    return answer;
  } catch (error) {
    // A capability the API lacks was logged once, when its call said so (decision 126).
    if (error instanceof ApiError && error.notOffered) return null;
    logWarning(
      `Home page: ${what} left out (${error instanceof ApiError ? error.summary : error instanceof Error ? error.message : String(error)})`,
    );
    return null;
  } finally {
    timer.abort();
  }
}

export async function homeContent() {
  const [plans, banners] = await Promise.all([
    withinDeadline("featured plans", cachedPlans),
    isOffered("streaming") ? withinDeadline("streaming banners", cachedStreamingBanners) : null,
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
        to: safeRedirectPath(banner.link_url, "/contratar-dgo"),
      })),
  };
}
