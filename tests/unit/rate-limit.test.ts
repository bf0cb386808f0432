import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * The per-address limits' rules (decision 100) in one process, with small numbers: what
 * counts against an address and what does not. The real numbers over HTTP, with a whole
 * portal: tests/portal/limits.test.ts.
 */

const LIMITS = {
  RATE_LIMIT_SIGN_IN: "6/900",
  RATE_LIMIT_SIGN_IN_REFUSED: "3/900",
  RATE_LIMIT_FORMS: "20/600",
  RATE_LIMIT_FORMS_REFUSED: "10/600",
  RATE_LIMIT_FORMS_IDENTIFICATIONS: "3/3600",
};

// The limiters are made from the configuration once per process: a fresh copy per test.
async function load() {
  vi.resetModules();
  vi.stubEnv("API_BASE_URL", "http://127.0.0.1:3100");
  vi.stubEnv("SESSION_SECRET", "unit-test-session-secret-0123456789");
  for (const [key, value] of Object.entries(LIMITS)) vi.stubEnv(key, value);
  const limits = await import("~/utils/rate-limit.server");
  // The context the fresh modules read, not a copy from before the reset.
  const { clientAddressContext } = await import("~/utils/client-address.server");
  const forms = await import("~/utils/forms.server");
  const { getHoneypot } = await import("~/utils/honeypot.server");
  const honeypot = await getHoneypot().getInputProps();

  /**
   * One POST from `address`, through the root middleware as the server runs it: what the
   * action throws (a redirect, a 400) is the answer, as React Router makes it.
   */
  async function post(
    address: string,
    fields: Record<string, string>,
    action: (request: Request, context: RouterContextProvider) => Promise<Response>,
  ) {
    const context = new RouterContextProvider();
    context.set(clientAddressContext, address);
    const request = new Request("http://portal.test/contratar/dejanos-tus-datos", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
    return limits.publicPostLimits({ request, context, params: {}, unstable_pattern: "" } as never, async () => {
      try {
        return await action(request, context);
      } catch (thrown) {
        if (thrown instanceof Response) return thrown;
        const init = (thrown as { init?: ResponseInit }).init;
        if (init?.status) return new Response(null, init);
        throw thrown;
      }
    }) as Promise<Response>;
  }
  const human = { [honeypot.nameFieldName]: "", [honeypot.validFromFieldName!]: honeypot.encryptedValidFrom };
  return { limits, forms, post, human };
}

const stopped = (response: Response) =>
  response.status === 302 && /^\/demasiados-intentos\?/.test(response.headers.get("Location") ?? "");

afterEach(() => vi.unstubAllEnvs());

describe("the sign-in's limits per address", () => {
  it("count the attempts the API refused, not the others, and stop the address at its limit with Retry-After", async () => {
    const { limits, forms, post, human } = await load();
    const signIn = (address: string, outcome: "refused" | "typo" | "in") =>
      post(address, { ...human, identification: "11222333" }, async (request, context) => {
        await forms.readForm(request, context, { honeypot: true, rateLimit: "sign-in" });
        if (outcome === "in") return new Response(null, { status: 302, headers: { Location: "/mi-cuenta" } });
        if (outcome === "refused") await limits.countRefusal(context);
        return new Response(null, { status: 400 });
      });
    // Typos the portal sends back itself (400) and sign-ins that went in count only towards the ceiling.
    for (const outcome of ["typo", "in", "typo", "in", "typo"] as const)
      expect(stopped(await signIn("198.51.100.1", outcome))).toBe(false);
    expect(stopped(await signIn("198.51.100.1", "in"))).toBe(false);
    // The ceiling: a seventh attempt.
    expect(stopped(await signIn("198.51.100.1", "in"))).toBe(true);

    for (let refusal = 1; refusal <= 3; refusal++) expect((await signIn("198.51.100.2", "refused")).status).toBe(400);
    const limited = await signIn("198.51.100.2", "in");
    expect(stopped(limited)).toBe(true);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(890);
    // Another address is not affected.
    expect(stopped(await signIn("198.51.100.3", "in"))).toBe(false);
  });

  it("weigh a filled honeypot as several refusals", async () => {
    const { forms, post, human } = await load();
    const robot = () =>
      post(
        "198.51.100.4",
        { ...human, nombre__confirmar: "Robot", identification: "11222333" },
        async (request, context) => {
          await forms.readForm(request, context, { honeypot: true, rateLimit: "sign-in" });
          return new Response(null, { status: 204 });
        },
      );
    expect((await robot()).status).toBe(400);
    expect(stopped(await robot())).toBe(true);
  });
});

describe("the public forms' limits per address", () => {
  const send =
    (forms: Awaited<ReturnType<typeof load>>["forms"], status = 302) =>
    async (request: Request, context: RouterContextProvider) => {
      await forms.readForm(request, context, { honeypot: true });
      return new Response(null, { status, headers: status === 302 ? { Location: "/siguiente" } : {} });
    };

  it("count every post towards a far higher ceiling than the posts sent back", async () => {
    const { forms, post, human } = await load();
    for (let sent = 1; sent <= 20; sent++) expect(stopped(await post("198.51.100.10", human, send(forms)))).toBe(false);
    expect(stopped(await post("198.51.100.10", human, send(forms)))).toBe(true);

    for (let refused = 1; refused <= 10; refused++)
      expect((await post("198.51.100.11", human, send(forms, 400))).status).toBe(400);
    const limited = await post("198.51.100.11", human, send(forms));
    expect(stopped(limited)).toBe(true);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(590);
    expect(stopped(await post("198.51.100.12", human, send(forms)))).toBe(false);
  });

  it("count a filled honeypot as five refusals, once", async () => {
    const { forms, post, human } = await load();
    for (let robot = 1; robot <= 2; robot++)
      expect((await post("198.51.100.13", { ...human, nombre__confirmar: "Robot" }, send(forms))).status).toBe(400);
    expect(stopped(await post("198.51.100.13", human, send(forms)))).toBe(true);
  });

  it("count the different people an address names, and let the ones it named already through", async () => {
    const { forms, post, human } = await load();
    const name = (address: string, identification: string) => post(address, { ...human, identification }, send(forms));
    for (const identification of ["20304050", "27222333", "30712345671"])
      expect(stopped(await name("198.51.100.14", identification))).toBe(false);
    const limited = await name("198.51.100.14", "11222333");
    expect(stopped(limited)).toBe(true);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(3590);
    // The same person again, however it is typed.
    expect(stopped(await name("198.51.100.14", "20.304.050"))).toBe(false);
    // Another address names its own.
    expect(stopped(await name("198.51.100.15", "11222333"))).toBe(false);
  });

  it("leave the people a sign-in names alone: behind one carrier's address there are thousands", async () => {
    const { forms, post, human } = await load();
    for (const identification of ["20304050", "27222333", "30712345671", "11222333", "22333444"]) {
      const answer = await post("198.51.100.16", { ...human, identification }, async (request, context) => {
        await forms.readForm(request, context, { honeypot: true, rateLimit: "sign-in" });
        return new Response(null, { status: 302, headers: { Location: "/mi-cuenta" } });
      });
      expect(stopped(answer)).toBe(false);
    }
  });
});

/**
 * A limit kept in Redis (decision 113) whose Redis does not answer: a stand-in for
 * node-redis that is not ready (commands would be refused at once) or is, and fails
 * every command (a server that hung).
 */
function unansweringRedis(ready: boolean) {
  const failed: string[] = [];
  const refuse = () => Promise.reject(new Error("Redis did not answer in time"));
  const chain = { get: () => chain, pTTL: () => chain, incrBy: () => chain, set: () => chain, exec: refuse };
  const client = { isReady: ready, eval: refuse, multi: () => chain, del: refuse };
  const redis = {
    client,
    isReady: () => ready,
    firstConnection: async () => {},
    failed: (component: string) => void failed.push(component),
  };
  return { failed, redis: redis as unknown as import("~/utils/redis.server").SharedRedis };
}

describe("a limit kept in Redis, when Redis does not answer", () => {
  for (const ready of [false, true]) {
    it(`counts in this replica's memory and refuses at the same count, counted in the metrics (${ready ? "connected, commands failing" : "not connected"})`, async () => {
      const { limits } = await load();
      const { metrics } = await import("~/utils/metrics.server");
      const bucket = `test-${ready ? "hung" : "down"}`;
      const { failed, redis } = unansweringRedis(ready);
      const count = async (metric: "limiterFallbacks" | "limiterRefusals") =>
        (await metrics()[metric].get()).values.find(({ labels }) => labels.bucket === bucket)?.value ?? 0;
      const limit = limits.limiter(bucket, { points: 3, seconds: 60 }, redis);
      for (let attempt = 1; attempt <= 3; attempt++) expect(await limits.take(limit, "198.51.100.9")).toBeNull();
      const refusal = await limits.take(limit, "198.51.100.9");
      expect(refusal?.msBeforeNext).toBeGreaterThan(0);
      expect(await limits.take(limit, "198.51.100.10")).toBeNull();
      expect(await count("limiterFallbacks")).toBe(5);
      expect(await count("limiterRefusals")).toBe(1);
      // A lost connection is counted and logged by the connection; a failed command here.
      expect(failed).toEqual(ready ? Array(5).fill("rate-limit") : []);
    });
  }

  it("keeps no address nor identification in clear in Redis: its keys are keyed hashes", async () => {
    const { limits } = await load();
    const limit = limits.limiter("identification", { points: 3, seconds: 60 }, unansweringRedis(true).redis);
    const key = limit.getKey("20304050");
    expect(key).toMatch(/^portal:limit:identification:[\w-]{22}$/);
    expect(key).not.toContain("20304050");
    expect(limit.getKey("20304050")).toBe(key);
  });
});
