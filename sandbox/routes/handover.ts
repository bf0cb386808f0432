import { Hono } from "hono";
import { HandoverCodeRequest, HandoverExchangeRequest, type HandoverCode } from "../../contract/auth.ts";
import { recordActivity } from "../activity.ts";
import type { Sandbox, SandboxEnv } from "../context.ts";
import { all, run } from "../db.ts";
import { ApiProblem, fieldProblem, readJson } from "../http.ts";
import { hashToken, newToken } from "../secrets.ts";
import { SESSION_EXPIRED, customerOfRequest, issueAccessToken } from "../sessions.ts";

/**
 * The hand-over from another of the provider's sites (decision 127). That site,
 * holding the customer's session, asks for a one-time code naming the client that may redeem
 * it (the portal) and sends the browser to the portal's `/auth/login?code=`; the portal's
 * server exchanges the code for a session of its own. No bearer token ever travels in a URL.
 *
 * A code: 60 seconds, used once (burnt in the statement that reads it, so two exchanges at
 * once cannot both win), only for the client named, only its hash kept. Every refusal reads
 * the same, so an exchange tells nothing about a code it did not redeem.
 */

export const HANDOVER_CODE_LIFETIME_MS = 60 * 1000;
export const HANDOVER_CODE_INVALID = "El código de ingreso no es válido o ya venció.";

const codeHash = (code: string) => hashToken(`handover:${code}`);

export function handoverRoutes(sandbox: Sandbox) {
  const { db } = sandbox;
  const routes = new Hono<SandboxEnv>();

  routes.post("/auth/handover", async (c) => {
    const customer = await customerOfRequest(sandbox, c.req.header("Authorization"));
    if (!customer) throw new ApiProblem(401, SESSION_EXPIRED);
    const { client_id } = await readJson(c, HandoverCodeRequest);
    // An API that knows its clients makes codes only for one of them.
    if (Object.keys(sandbox.clients).length > 0 && !Object.hasOwn(sandbox.clients, client_id)) {
      throw fieldProblem("client_id", "El cliente no existe");
    }
    const code = newToken();
    const now = sandbox.now();
    const expiresAt = new Date(now.getTime() + HANDOVER_CODE_LIFETIME_MS).toISOString();
    await run(db, "DELETE FROM handover_codes WHERE expires_at <= ?", [now.toISOString()]);
    await run(
      db,
      "INSERT INTO handover_codes (code_hash, customer_id, client_id, expires_at, created_at) VALUES (?, ?, ?, ?, ?)",
      [codeHash(code), customer.id, client_id, expiresAt, now.toISOString()],
    );
    return c.json({ code, expires_at: expiresAt } satisfies HandoverCode, 201);
  });

  // clientOnly in the contract: with clients set, the credential was checked before this runs.
  routes.post("/auth/handover/exchange", async (c) => {
    const { code } = await readJson(c, HandoverExchangeRequest);
    const now = sandbox.now().toISOString();
    // Used once: the row is marked in the statement that finds it. A code tried by another
    // client is spent too: it was seen where it should not have been.
    const [row] = await all<{ customer_id: number; client_id: string; expires_at: string }>(
      db,
      "UPDATE handover_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL RETURNING customer_id, client_id, expires_at",
      [now, codeHash(code)],
    );
    const bound = Object.keys(sandbox.clients).length === 0 || row?.client_id === c.get("client");
    if (!row || row.expires_at <= now || !bound) {
      throw new ApiProblem(
        400,
        HANDOVER_CODE_INVALID,
        { code: [HANDOVER_CODE_INVALID] },
        undefined,
        "handover_code_invalid",
      );
    }
    // A new session of its own, quick access whatever the other site's was: the portal asks
    // for proof before any change, as after any identification-only sign-in.
    const token = await issueAccessToken(sandbox, row.customer_id);
    await recordActivity(sandbox, c, "sign_in_handover", "Ingreso desde otro sitio de la empresa", {
      customerId: row.customer_id,
      agentNumber: null,
    });
    return c.json(token);
  });

  return routes;
}
