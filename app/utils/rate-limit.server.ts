import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { getConfig, type Config } from "~/config.server";
import { clientAddress } from "~/utils/client-address.server";
import { identificationDigits, isIdentification } from "~/utils/normalize.server";
import { currentPath } from "~/utils/session.server";

/**
 * The portal's own limits, before any call to the API (decisions 035, 075, 100). They
 * count what robots do, not what people do: thousands of mobile customers share one
 * public address (carrier-grade NAT), and a call centre files hundreds of applications
 * from one. So each client address has a far higher ceiling for all its posts
 * (`RATE_LIMIT_SIGN_IN`, `RATE_LIMIT_FORMS`) than for what no crowd of people does often:
 *
 * - sign-ins the API refused, an unknown identification or a wrong password
 *   (`RATE_LIMIT_SIGN_IN_REFUSED`): a script guessing DNIs is stopped within 20;
 * - public forms refused, i.e. sent back with a 4xx, and a filled honeypot, which weighs
 *   `ROBOT_WEIGHT` refusals (`RATE_LIMIT_FORMS_REFUSED`);
 * - different people named in the public requests, their `identification` field
 *   (`RATE_LIMIT_FORMS_IDENTIFICATIONS`). The hiring flow names its applicant `dni`: a
 *   call centre names many people, by trade.
 *
 * Wrong passwords per identification are the API's lock (decision 035), where the password
 * is checked and where a new password clears it. Requests about one identification from
 * any address: `limitIdentification` (decision 075).
 *
 * Counted in each instance's memory: behind N instances a client gets up to N times the
 * limits, which still bounds it. Every counter is a rate-limiter-flexible limiter used only
 * through its store-neutral interface, so a shared store (`RateLimiterRedis`) replaces
 * `RateLimiterMemory` in `limiter()` without changing the callers.
 */
export type RateLimitBucket = "sign-in" | "forms";

/** A filled honeypot is no person's slip (the field is hidden): it weighs this many refusals. */
export const ROBOT_WEIGHT = 5;

/** The field a public form names its person in (sign-in, password reset, consumer requests). */
const IDENTIFICATION_FIELD = "identification";

export const TOO_MANY_REQUESTS_PATH = "/demasiados-intentos";

type Limits = {
  /** Every post of an address: the ceiling. */
  posts: Record<RateLimitBucket, RateLimiterAbstract>;
  /** What was refused, per address. */
  refused: Record<RateLimitBucket, RateLimiterAbstract>;
  /** Different people an address named in the public forms, and which ones it already did. */
  peopleNamed: RateLimiterAbstract;
  personNamed: RateLimiterAbstract;
  /** Requests about one identification, from any address (decision 075). */
  identification: RateLimiterAbstract;
};

type Window = { points: number; seconds: number };

function limiter(keyPrefix: string, { points, seconds }: Window): RateLimiterAbstract {
  return new RateLimiterMemory({ keyPrefix, points, duration: seconds });
}

function createLimits(config: Config): Limits {
  const people = config.RATE_LIMIT_FORMS_IDENTIFICATIONS;
  return {
    posts: { "sign-in": limiter("sign-in", config.RATE_LIMIT_SIGN_IN), forms: limiter("forms", config.RATE_LIMIT_FORMS) },
    refused: {
      "sign-in": limiter("sign-in-refused", config.RATE_LIMIT_SIGN_IN_REFUSED),
      forms: limiter("forms-refused", config.RATE_LIMIT_FORMS_REFUSED),
    },
    peopleNamed: limiter("people-named", people),
    // Remembered as long as the count it was added to.
    personNamed: limiter("person-named", { points: 1, seconds: people.seconds }),
    identification: limiter("identification", config.RATE_LIMIT_IDENTIFICATION),
  };
}

let limits: Limits | undefined;
const allLimits = () => (limits ??= createLimits(getConfig()));

/**
 * The public post being answered: which limits it counts against (set by `limitClient`),
 * and whether its refusal was counted already. Set for every post by `publicPostLimits`.
 */
type PublicPost = { bucket: RateLimitBucket | null; counted: boolean };
const publicPostContext = createContext<PublicPost | null>(null);

/**
 * Root middleware: a public form's post answered with a 4xx (sent back invalid or refused,
 * unreadable, too big) counts as refused against its address, whatever page it was; the
 * sign-in counts its own refusals (the API's answer), since its 400s are mostly people's typos.
 */
export const publicPostLimits: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (request.method === "GET" || request.method === "HEAD") return next();
  const post: PublicPost = { bucket: null, counted: false };
  context.set(publicPostContext, post);
  const response = await next();
  if (post.bucket === "forms" && response.status >= 400 && response.status < 500) await countRefusal(context);
  return response;
};

/**
 * Counts one post of this client against its bucket's ceiling, and stops a client whose
 * refusals reached their limit: past either, throws the redirect to the notice page, with
 * `Retry-After`. Called before anything of the body is read.
 */
export async function limitClient(request: Request, context: Readonly<RouterContextProvider>, bucket: RateLimitBucket) {
  const post = context.get(publicPostContext);
  if (post) post.bucket = bucket;
  const address = clientAddress(context);
  const { posts, refused } = allLimits();
  await consume(request, posts[bucket], address);
  const counted = await refused[bucket].get(address);
  if (counted && counted.consumedPoints >= refused[bucket].points) throw tooManyRequests(request, counted.msBeforeNext);
}

/**
 * Counts this public post as refused against its client's address (once per post): an
 * identification or password the API refused, `ROBOT_WEIGHT` for a filled honeypot.
 */
export async function countRefusal(context: Readonly<RouterContextProvider>, weight = 1) {
  const post = context.get(publicPostContext);
  if (!post?.bucket || post.counted) return;
  post.counted = true;
  await allLimits().refused[post.bucket].penalty(clientAddress(context), weight);
}

/**
 * Counts the person a public form names (its `identification` field) against its client's
 * address, once per person and window: past the limit of different people, a new one is
 * refused; people already named still pass, so the one who checks their own request again
 * is never stopped. Only for the "forms" bucket: signing in names one person per customer,
 * and behind one carrier's address there are thousands.
 */
export async function limitPeopleNamed(request: Request, context: Readonly<RouterContextProvider>, formData: FormData) {
  const named = formData.get(IDENTIFICATION_FIELD);
  if (context.get(publicPostContext)?.bucket !== "forms" || typeof named !== "string") return;
  const identification = identificationDigits(named);
  // Not one: the form is refused by its schema, and that counts as a refusal.
  if (!isIdentification(identification)) return;
  const address = clientAddress(context);
  const pair = `${address}|${identification}`;
  const { peopleNamed, personNamed } = allLimits();
  if (await personNamed.get(pair)) return;
  await consume(request, peopleNamed, address);
  await personNamed.penalty(pair);
}

/**
 * Counts one request about this identification, from whatever address: the public
 * cancellation and withdrawal forms and their status page (issue 13), so a robot spread
 * over many addresses still cannot flood one person's requests or guess their codes.
 */
export async function limitIdentification(request: Request, identification: string) {
  await consume(request, allLimits().identification, identification);
}

async function consume(request: Request, limit: RateLimiterAbstract, key: string) {
  try {
    await limit.consume(key);
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    throw tooManyRequests(request, refusal.msBeforeNext);
  }
}

function tooManyRequests(request: Request, msBeforeNext: number) {
  const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return redirect(`${TOO_MANY_REQUESTS_PATH}?${new URLSearchParams({ redirectTo: currentPath(request) })}`, {
    headers: { "Retry-After": String(retryAfter) },
  });
}
