import { Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import { all, run, type Db } from "./db.ts";
import { ApiProblem, parseWith, readJson } from "./http.ts";
import { hashToken } from "./secrets.ts";

/**
 * The fault switch: lets tests and demos take the API "offline", make chosen calls
 * fail or slow down, read the messages the sandbox would have sent, and count the
 * requests it received. Its routes exist only when the sandbox starts with faults on;
 * its state lives in memory and a restart clears it.
 */

type FaultRule = {
  method: string;
  path: string;
  remaining: number;
  status?: number;
  delayMs?: number;
  message?: string;
  /** No answer at all: the connection ends before a status line, as when the API cannot be reached. */
  drop?: boolean;
  /** Only requests whose body contains this text (e.g. one identification), so parallel tests do not take each other's faults. */
  bodyContains?: string;
  /** Only requests carrying this bearer token: one test's customer, for the calls that have no body (GET). */
  token?: string;
};

export class FaultSwitch {
  apiStatus: "online" | "offline" = "online";
  private rules: FaultRule[] = [];
  private counts = new Map<string, number>();
  /** The latest requests' X-Request-Id, so a test can follow one page's calls (bounded). */
  private recent: { method: string; path: string; requestId: string | null }[] = [];
  /** The same counts per bearer token, so a test reads its own customer's calls among parallel tests. */
  private countsByToken = new Map<string, Map<string, number>>();
  /** Requests still being answered, per method and path: a test waits for none rather than for a while. */
  private answering = new Map<string, number>();

  /** Marks a request as being answered until the returned function is called. */
  answer(method: string, path: string) {
    const key = `${method} ${path}`;
    this.answering.set(key, (this.answering.get(key) ?? 0) + 1);
    return () => {
      const left = (this.answering.get(key) ?? 1) - 1;
      if (left > 0) this.answering.set(key, left);
      else this.answering.delete(key);
    };
  }

  inFlight(): Record<string, number> {
    return Object.fromEntries(this.answering);
  }

  addRule(rule: FaultRule) {
    this.rules.push(rule);
  }

  /** Whether a rule for this call looks at the request's body (so the middleware must read it). */
  needsBody(method: string, path: string) {
    return this.rules.some((rule) => rule.method === method && rule.path === path && rule.bodyContains !== undefined);
  }

  /** The rule the next matching request uses up, if any. */
  takeRule(method: string, path: string, body?: string, token?: string): FaultRule | undefined {
    const rule = this.rules.find(
      (candidate) =>
        candidate.method === method &&
        candidate.path === path &&
        candidate.remaining > 0 &&
        (candidate.bodyContains === undefined || (body ?? "").includes(candidate.bodyContains)) &&
        (candidate.token === undefined || candidate.token === token),
    );
    if (rule && --rule.remaining === 0) this.rules = this.rules.filter((candidate) => candidate !== rule);
    return rule;
  }

  count(method: string, path: string, requestId: string | null = null, token?: string) {
    const key = `${method} ${path}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    this.recent.push({ method, path, requestId });
    if (this.recent.length > RECENT_REQUESTS) this.recent.shift();
    if (token) {
      const counts = this.countsByToken.get(token) ?? new Map<string, number>();
      counts.set(key, (counts.get(key) ?? 0) + 1);
      this.countsByToken.set(token, counts);
    }
  }

  recentRequests() {
    return this.recent.map((entry) => ({ ...entry }));
  }

  requestCounts(token?: string): Record<string, number> {
    return Object.fromEntries(token === undefined ? this.counts : (this.countsByToken.get(token) ?? []));
  }

  resetCounts() {
    this.counts.clear();
    this.recent = [];
    this.countsByToken.clear();
  }

  reset() {
    this.apiStatus = "online";
    this.rules = [];
    this.resetCounts();
  }

  pendingRules() {
    return this.rules.map((rule) => ({ ...rule }));
  }
}

const CONTROL_PREFIX = "/__faults";
const RECENT_REQUESTS = 500;

/**
 * Counts every request (faulted ones too, not the switch's own) and applies the first
 * rule matching its method and path.
 */
export function faultMiddleware(faults: FaultSwitch, enabled: boolean): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    if (path.startsWith(CONTROL_PREFIX)) return next();
    const token = c.req.header("Authorization")?.replace(/^Bearer\s+/i, "");
    faults.count(c.req.method, path, c.req.header("X-Request-Id") ?? null, token);
    const answered = faults.answer(c.req.method, path);
    try {
      // Hono keeps the body it read, so the route can still parse it.
      const body = enabled && faults.needsBody(c.req.method, path) ? await c.req.text() : undefined;
      const rule = enabled ? faults.takeRule(c.req.method, path, body, token) : undefined;
      if (rule?.delayMs) await new Promise((resolve) => setTimeout(resolve, rule.delayMs));
      if (rule?.drop) return dropConnection(c.req.raw);
      if (rule?.status) {
        if (rule.status === 429) c.header("Retry-After", "60");
        return c.json({ message: rule.message ?? `Falla simulada (${rule.status})` }, rule.status as 500);
      }
      return await next();
    } finally {
      answered();
    }
  };
}

/**
 * Ends the connection without a byte of answer, as an API that cannot be reached does. The
 * Node adapter keeps the socket's request under a private symbol; elsewhere (a test calling
 * `app.fetch` directly) a body that fails before its first byte ends the connection too.
 */
function dropConnection(request: Request): Response {
  const key = Object.getOwnPropertySymbols(request).find((symbol) => symbol.description === "incomingKey");
  const incoming = key
    ? (request as unknown as Record<symbol, { socket?: { destroy(): void } } | undefined>)[key]
    : undefined;
  if (incoming?.socket) {
    incoming.socket.destroy();
    return new Response(null, { status: 204 });
  }
  return new Response(
    new ReadableStream({ start: (controller) => controller.error(new Error("Fault: connection dropped")) }),
  );
}

const RuleRequest = z
  .object({
    method: z.enum(["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"]),
    path: z.string().startsWith("/"),
    times: z.number().int().positive().max(1000).default(1),
    status: z.number().int().min(400).max(599).optional(),
    delay_ms: z.number().int().positive().max(120_000).optional(),
    message: z.string().optional(),
    body_contains: z.string().min(1).optional(),
    token: z.string().min(1).optional(),
    drop: z.boolean().optional(),
  })
  .refine((rule) => rule.status !== undefined || rule.delay_ms !== undefined || rule.drop, {
    message: "Indicá status, delay_ms, drop o una combinación",
    path: ["status"],
  });

const OutboxQuery = z.object({ recipient: z.string().optional(), identification: z.string().optional() });
const RecordQuery = z.object({ identification: z.string().optional() });

export function faultRoutes(faults: FaultSwitch, db: Db) {
  const routes = new Hono();

  routes.put("/status", async (c) => {
    const { status } = await readJson(c, z.object({ status: z.enum(["online", "offline"]) }));
    faults.apiStatus = status;
    return c.json({ status });
  });

  routes.post("/rules", async (c) => {
    const rule = await readJson(c, RuleRequest);
    faults.addRule({
      method: rule.method,
      path: rule.path,
      remaining: rule.times,
      status: rule.status,
      delayMs: rule.delay_ms,
      message: rule.message,
      bodyContains: rule.body_contains,
      token: rule.token,
      drop: rule.drop,
    });
    return c.json({ rules: faults.pendingRules() }, 201);
  });

  routes.get("/rules", (c) => c.json({ rules: faults.pendingRules() }));

  routes.get("/outbox", async (c) => {
    const { recipient, identification } = parseWith(OutboxQuery, c.req.query());
    const messages = await all(
      db,
      `SELECT id, channel, purpose, recipient, identification, subject, body, token, code, link, created_at FROM outbox
       WHERE (?1 IS NULL OR recipient = ?1) AND (?2 IS NULL OR identification = ?2) ORDER BY id`,
      [recipient ?? null, identification ?? null],
    );
    return c.json({ messages });
  });

  // What the hiring flow left behind, for tests to check that a double submit created one
  // application and that an address without service still recorded the sales attempt.
  routes.get("/applications", async (c) => {
    const { identification } = parseWith(RecordQuery, c.req.query());
    const rows = await all<{
      id: number;
      number: string;
      request_id: string;
      plan_id: number;
      status: string;
      payload: string;
      created_at: string;
      agent_number: string | null;
      channel: "web" | "phone";
    }>(
      db,
      `SELECT id, number, request_id, plan_id, status, payload, created_at, agent_number, channel FROM applications
       WHERE ?1 IS NULL OR json_extract(payload, '$.applicant.identification') = ?1 ORDER BY id`,
      [identification ?? null],
    );
    return c.json({ applications: rows.map(({ payload, ...row }) => ({ ...row, ...JSON.parse(payload) })) });
  });

  routes.get("/sales-attempts", async (c) => {
    const { identification } = parseWith(RecordQuery, c.req.query());
    const rows = await all<{ id: number; payload: string; created_at: string }>(
      db,
      "SELECT id, payload, created_at FROM sales_attempts WHERE ?1 IS NULL OR json_extract(payload, '$.dni') = ?1 ORDER BY id",
      [identification ?? null],
    );
    return c.json({ attempts: rows.map(({ payload, ...row }) => ({ ...row, ...JSON.parse(payload) })) });
  });

  // `?token=…`: only the requests that carried that bearer token (one test's customer).
  // `in_flight`: the requests still being answered, by method and path.
  routes.get("/requests", (c) =>
    c.json({
      counts: faults.requestCounts(c.req.query("token")),
      recent: faults.recentRequests(),
      in_flight: faults.inFlight(),
    }),
  );
  routes.delete("/requests", (c) => {
    faults.resetCounts();
    return c.json({ counts: {}, recent: [] });
  });

  // A session's proof ends as after 15 idle minutes (decision 097), so a test need not wait for it.
  routes.post("/proof/lapse", async (c) => {
    const { token } = await readJson(c, z.object({ token: z.string().min(1) }));
    if (!(await run(db, "UPDATE access_tokens SET verified_until = NULL WHERE token_hash = ?", [hashToken(token)]))) {
      throw new ApiProblem(404, "La sesión no existe");
    }
    return c.json({ state: "quick_access" });
  });

  routes.post("/reset", (c) => {
    faults.reset();
    return c.json({ status: faults.apiStatus, rules: [], counts: {} });
  });

  return routes;
}
