import { getStreamingCatalogue } from "./streaming.server";
import { listInfrastructureBoxes, listLocalities, listPlans, listStreamingBanners } from "./public.server";
import { sharedCache } from "./shared-cache.server";
import { listClaimCategories } from "./tickets.server";
import type { ApiSession } from "./transport.server";
import { isApiError } from "./failures.server";

/**
 * Public data through the shared cache (decision 077): the same answer for everyone, so
 * one API call serves every page view for a while. Pages read these; the uncached calls
 * in `public.server.ts` stay for whoever needs the API's answer of this very moment.
 */

export const cachedPlans = () => sharedCache().get("plans", () => listPlans());

export const cachedLocalities = () => sharedCache().get("localities", () => listLocalities());

/** Every box of the map (the call without a locality). */
export const cachedInfrastructureBoxes = () =>
  sharedCache().get("infrastructure-boxes", () => listInfrastructureBoxes());

export const cachedStreamingBanners = () => sharedCache().get("streaming-banners", () => listStreamingBanners());

/**
 * The streaming plans and extras as a visitor sees them: asked without a token, so the
 * answer has no subscription in it. A customer's page asks `getStreamingCatalogue(session)`.
 */
export const cachedStreamingCatalogue = () =>
  sharedCache().get("streaming-catalogue", async () => {
    const { plans, extras } = await getStreamingCatalogue();
    return { plans, extras };
  });

/**
 * Claim categories need a signed-in customer's token, but are the same list for all of
 * them: the first customer's call fills the cache for everyone. Concurrent misses share
 * that call, so a 401 may be another customer's expired session: the customer asks again
 * with their own token, and only that answer decides whether they are signed out.
 */
export async function cachedClaimCategories(session: ApiSession) {
  try {
    return await sharedCache().get("claim-categories", () => listClaimCategories(session));
  } catch (error) {
    if (isApiError(error, 401)) return listClaimCategories(session);
    throw error;
  }
}
