import { createContext, href, type MiddlewareFunction, redirect, type RouterContextProvider } from "react-router";
import { createHmac } from "node:crypto";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { getConfig, type Config } from "~/config.server";
import { clientAddress } from "~/utils/client-address.server";
import { readStaffSession } from "~/utils/staff-session.server";
import { metrics } from "~/utils/metrics.server";
import { sharedRedis, type SharedRedis } from "~/utils/redis.server";
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
 * Counted in Redis when `REDIS_URL` is set, so every replica enforces the same count
 * (decision 113); in each instance's memory without it, or for as long as Redis does not
 * answer (then behind N instances a client gets up to N times the limits, which still
 * bounds it). `limiter()` is the one place that chooses: every counter is a
 * rate-limiter-flexible limiter used only through its store-neutral interface.
 */
export type RateLimitBucket = "sign-in" | "forms";

/** A filled honeypot is no person's slip (the field is hidden): it weighs this many refusals. */
export const ROBOT_WEIGHT = 5;

/** The field a public form names its person in (sign-in, password reset, consumer requests). */
const IDENTIFICATION_FIELD = "identification";

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

/** Where the limits live in Redis: `portal:limit:<bucket>:<keyed hash of the key>`. */
const REDIS_PREFIX = "portal:limit:";

/** Each limiter's bucket, the label of its refusals and fallbacks in the metrics. */
const buckets = new WeakMap<RateLimiterAbstract, string>();

/**
 * The limiter of `bucket`: `points` per `seconds` for each key. In Redis when it is
 * configured, with a limiter of the same window in this replica's memory that counts
 * instead whenever Redis does not answer at once (down, or not answering in time): limits
 * still refuse, per replica, and no page fails or waits for Redis.
 */
export function limiter(
  bucket: string,
  { points, seconds }: Window,
  redis: SharedRedis | null = sharedRedis(),
): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix: bucket, points, duration: seconds });
  if (!redis) {
    buckets.set(memory, bucket);
    return memory;
  }
  const shared = new SharedLimiter(redis, {
    storeClient: redis.client,
    useRedisPackage: true,
    // Not ready: the memory at once, rather than a command that would fail or wait.
    rejectIfRedisNotReady: true,
    keyPrefix: `${REDIS_PREFIX}${bucket}`,
    points,
    duration: seconds,
    insuranceLimiter: new MemoryFallback({ keyPrefix: bucket, points, duration: seconds }, () => {
      metrics().limiterFallbacks.inc({ bucket });
      // A refusal while connected is a command that failed; a lost connection counts itself.
      if (redis.isReady()) redis.failed("rate-limit", new Error("a command failed or answered late"));
    }),
  });
  buckets.set(shared, bucket);
  return shared;
}

/**
 * A limit in Redis. Its keys are keyed hashes: what is counted (client addresses,
 * identifications) is personal data, and Redis may be a service bought from someone else.
 * The first session secret keys them, so a rotation starts the counts afresh once.
 */
class SharedLimiter extends RateLimiterRedis {
  private readonly redis: SharedRedis;
  constructor(redis: SharedRedis, options: ConstructorParameters<typeof RateLimiterRedis>[0]) {
    super(options);
    this.redis = redis;
  }

  // rate-limiter-flexible's check behind `rejectIfRedisNotReady` (it reads node-redis's
  // `isReady`): ours also says no for a while after a command failed (a hung server).
  _isRedisReady() {
    return this.redis.isReady();
  }

  override getKey(key: string | number) {
    const digest = createHmac("sha256", getConfig().SESSION_SECRET[0]!)
      .update(`rate-limit:${key}`)
      .digest("base64url")
      .slice(0, 22);
    return super.getKey(digest);
  }
}

/** This replica's memory standing in for Redis: each use is one fallback. */
class MemoryFallback extends RateLimiterMemory {
  private readonly used: () => void;
  constructor(options: ConstructorParameters<typeof RateLimiterMemory>[0], used: () => void) {
    super(options);
    this.used = used;
  }
  override consume(...args: Parameters<RateLimiterMemory["consume"]>) {
    this.used();
    return super.consume(...args);
  }
  override penalty(...args: Parameters<RateLimiterMemory["penalty"]>) {
    this.used();
    return super.penalty(...args);
  }
  override get(...args: Parameters<RateLimiterMemory["get"]>) {
    this.used();
    return super.get(...args);
  }
}

/**
 * Limits made once, on first use, after the first connection to Redis had its chance (a
 * second at most, once per process), so a replica just started counts where the others do.
 */
export function lazyLimits<T>(make: () => T): () => Promise<T> {
  let made: T | undefined;
  return async () => {
    if (made) return made;
    await sharedRedis()?.firstConnection();
    return (made ??= make());
  };
}

/** Counts `points` of `key` against `limit`: null when allowed, the refusal (counted in the metrics) when not. */
export async function take(limit: RateLimiterAbstract, key: string, points = 1): Promise<RateLimiterRes | null> {
  try {
    await limit.consume(key, points);
    return null;
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    countLimiterRefusal(limit);
    return refusal;
  }
}

function countLimiterRefusal(limit: RateLimiterAbstract) {
  metrics().limiterRefusals.inc({ bucket: buckets.get(limit) ?? "other" });
}

function createLimits(config: Config): Limits {
  const people = config.RATE_LIMIT_FORMS_IDENTIFICATIONS;
  return {
    posts: {
      "sign-in": limiter("sign-in", config.RATE_LIMIT_SIGN_IN),
      forms: limiter("forms", config.RATE_LIMIT_FORMS),
    },
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

const allLimits = lazyLimits(() => createLimits(getConfig()));

/**
 * The public post being answered: which limits it counts against (set by `limitClient`),
 * and whether its refusal was counted already. Set for every post by `publicPostLimits`.
 */
type PublicPost = { bucket: RateLimitBucket | null; counted: boolean; client?: string };
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
 * `Retry-After`, whose "Reintentar" leads to `retry` (this page). Called before anything of the body is read.
 */
export async function limitClient(
  request: Request,
  context: Readonly<RouterContextProvider>,
  bucket: RateLimitBucket,
  retry = currentPath(request),
) {
  let post = context.get(publicPostContext);
  // A sign-in that comes back by GET (the staff's, from their identity provider: decision
  // 140) is counted as a post: its refusals too (`countRefusal`).
  if (!post) context.set(publicPostContext, (post = { bucket: null, counted: false }));
  post.bucket = bucket;
  const address = (post.client = limitedClient(request, context));
  const { posts, refused } = await allLimits();
  await consume(posts[bucket], address, retry);
  const counted = await refused[bucket].get(address);
  if (counted && counted.consumedPoints >= refused[bucket].points) {
    countLimiterRefusal(refused[bucket]);
    throw tooManyRequests(retry, counted.msBeforeNext);
  }
}

/**
 * Counts this public post as refused against its client's address (once per post): an
 * identification or password the API refused, `ROBOT_WEIGHT` for a filled honeypot.
 */
export async function countRefusal(context: Readonly<RouterContextProvider>, weight = 1) {
  const post = context.get(publicPostContext);
  if (!post?.bucket || post.counted) return;
  post.counted = true;
  await (await allLimits()).refused[post.bucket].penalty(post.client ?? clientAddress(context), weight);
}

/**
 * Whom a post counts against: a signed-in call-centre agent by their number (decision 144),
 * as a call centre is one office address whose agents would share its ceilings; anyone else
 * by the client's address.
 */
function limitedClient(request: Request, context: Readonly<RouterContextProvider>) {
  const staff = readStaffSession(request);
  return staff.state === "active" ? `agent:${staff.session.agentNumber}` : clientAddress(context);
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
  const address = limitedClient(request, context);
  const pair = `${address}|${identification}`;
  const { peopleNamed, personNamed } = await allLimits();
  if (await personNamed.get(pair)) return;
  await consume(peopleNamed, address, currentPath(request));
  await personNamed.penalty(pair);
}

/**
 * Counts one request about this identification, from whatever address: the public
 * cancellation and withdrawal forms and their status page (decision 073), so a robot spread
 * over many addresses still cannot flood one person's requests or guess their codes.
 */
export async function limitIdentification(request: Request, identification: string) {
  await consume((await allLimits()).identification, identification, currentPath(request));
}

/** Counts one of `key` against `limit`; past it, the notice page, whose "Reintentar" leads to `retry`. */
async function consume(limit: RateLimiterAbstract, key: string, retry: string) {
  const refusal = await take(limit, key);
  if (refusal) throw tooManyRequests(retry, refusal.msBeforeNext);
}

function tooManyRequests(retry: string, msBeforeNext: number) {
  const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return redirect(`${href("/demasiados-intentos")}?${new URLSearchParams({ redirectTo: retry })}`, {
    headers: { "Retry-After": String(retryAfter) },
  });
}
