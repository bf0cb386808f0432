import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Sandbox } from "./context.ts";
import { one, run } from "./db.ts";
import { ApiProblem } from "./http.ts";

/**
 * `Idempotency-Key` on a POST, PUT or DELETE (an addition to docs/spec.md#calls, docs/api.md): the
 * first request with a key runs; any other with the same key, caller and route gets the
 * first one's answer, even while the first is still running (it waits for it). So a form
 * sent twice — a double click, a resend after a slow answer — changes things once.
 * Answers of 5xx are not kept: the caller may try again with the same key. Nor are 401 and
 * 403: the request did not run for want of a session or of proof (decision 097), and the same
 * form sent again once the customer proved who they are must run. Nor is 429: the request
 * did not run either, and the same form sent again after `Retry-After` must run (a replay
 * would repeat "too soon" for a day, and without the header).
 */

const KEY = /^[A-Za-z0-9_-]{16,64}$/;
const KEPT_MS = 24 * 60 * 60 * 1000;
const WAIT_MS = 15_000;
const POLL_MS = 50;

type Stored = { status: number | null; body: string | null; content_type: string | null };

export function idempotency(sandbox: Sandbox): MiddlewareHandler {
  const { db } = sandbox;
  return async (c, next) => {
    const key = c.req.header("Idempotency-Key");
    if (!key || !["POST", "PUT", "PATCH", "DELETE"].includes(c.req.method)) return next();
    if (!KEY.test(key)) throw new ApiProblem(400, "La clave de idempotencia no es válida");
    const caller = c.req.header("Authorization") ?? "";
    const scope = createHash("sha256").update(`${caller}\n${c.req.method} ${c.req.path}\n${key}`).digest("hex");
    const now = sandbox.now();
    await run(db, "DELETE FROM idempotent_requests WHERE created_at < ?", [
      new Date(now.getTime() - KEPT_MS).toISOString(),
    ]);
    const claimed = await run(db, "INSERT OR IGNORE INTO idempotent_requests (scope, created_at) VALUES (?, ?)", [
      scope,
      now.toISOString(),
    ]);
    if (!claimed) return replay(scope);

    try {
      await next();
    } catch (error) {
      await run(db, "DELETE FROM idempotent_requests WHERE scope = ?", [scope]);
      throw error;
    }
    const response = c.res;
    if (response.status >= 500 || response.status === 401 || response.status === 403 || response.status === 429) {
      await run(db, "DELETE FROM idempotent_requests WHERE scope = ?", [scope]);
      return;
    }
    const body = await response.clone().text();
    await run(db, "UPDATE idempotent_requests SET status = ?, body = ?, content_type = ? WHERE scope = ?", [
      response.status,
      body,
      response.headers.get("Content-Type"),
      scope,
    ]);
  };

  async function replay(scope: string): Promise<Response> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const stored = await one<Stored>(
        db,
        "SELECT status, body, content_type FROM idempotent_requests WHERE scope = ?",
        [scope],
      );
      // The first request failed (5xx) and let go of the key: this one may not run in its
      // place without the caller knowing, so it is told to try again.
      if (!stored) throw new ApiProblem(409, "La misma operación se está procesando. Probá de nuevo.");
      if (stored.status !== null) {
        return new Response(stored.body, {
          status: stored.status,
          headers: { "Content-Type": stored.content_type ?? "application/json", "Idempotent-Replayed": "true" },
        });
      }
      if (Date.now() > deadline) throw new ApiProblem(409, "La misma operación se está procesando. Probá de nuevo.");
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}
