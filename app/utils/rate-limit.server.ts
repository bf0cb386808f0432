import { redirect, type RouterContextProvider } from "react-router";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { getConfig } from "~/config.server";
import { clientAddress } from "~/utils/client-address.server";
import { currentPath } from "~/utils/session.server";

/**
 * The portal's own limits per client address (decision 035), before any call to the API:
 * the API locks an identification after five wrong passwords, so without these one client
 * could lock out account after account, or flood the public forms. Counted in each
 * instance's memory: behind N instances a client gets up to N times the limit, which still
 * bounds it; a shared store can replace the memory one without changing the callers.
 */
export type RateLimitBucket = "sign-in" | "forms";

let limiters: Record<RateLimitBucket | "identification", RateLimiterMemory> | undefined;

function allLimiters() {
  if (!limiters) {
    const config = getConfig();
    const make = (keyPrefix: string, { points, seconds }: { points: number; seconds: number }) =>
      new RateLimiterMemory({ keyPrefix, points, duration: seconds });
    limiters = {
      "sign-in": make("sign-in", config.RATE_LIMIT_SIGN_IN),
      forms: make("forms", config.RATE_LIMIT_FORMS),
      identification: make("identification", config.RATE_LIMIT_IDENTIFICATION),
    };
  }
  return limiters;
}

export const TOO_MANY_REQUESTS_PATH = "/demasiados-intentos";

/** Counts one request of this client; past the limit throws the redirect to the notice page, with `Retry-After`. */
export async function limitClient(request: Request, context: Readonly<RouterContextProvider>, bucket: RateLimitBucket) {
  await consume(request, bucket, clientAddress(context));
}

/**
 * Counts one request about this identification, from whatever address: the public
 * cancellation and withdrawal forms and their status page (issue 13), so a robot spread
 * over many addresses still cannot flood one person's requests or guess their codes.
 */
export async function limitIdentification(request: Request, identification: string) {
  await consume(request, "identification", identification);
}

async function consume(request: Request, bucket: RateLimitBucket | "identification", key: string) {
  try {
    await allLimiters()[bucket].consume(key);
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    const retryAfter = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    throw redirect(`${TOO_MANY_REQUESTS_PATH}?${new URLSearchParams({ redirectTo: currentPath(request) })}`, {
      headers: { "Retry-After": String(retryAfter) },
    });
  }
}
