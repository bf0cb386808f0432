import { Hono, type Context } from "hono";
import type { ActivityEntry, ActivityKindName } from "../contract/activity.ts";
import { ActivityQuery } from "../contract/activity.ts";
import { maskAddress } from "../contract/masking.ts";
import type { Sandbox, SandboxEnv } from "./context.ts";
import { all, insert, one } from "./db.ts";
import { readQuery } from "./http.ts";
import { isVerified } from "./sessions.ts";

/**
 * The account's activity (decision 141): every sign-in and every change, written by the
 * route that makes it, right after it is made, with the actor taken from the token (an
 * agent's when an agent holds it) and the address from `clientAddress` (`client-address.ts`).
 * An answer replayed for an `Idempotency-Key` runs no route, so it writes nothing twice.
 */

/** Whom an entry is about and who acted: by default, the customer of the call and its token's agent. */
export type Subject = { customerId: number | null; agentNumber: string | null };

export async function recordActivity(
  sandbox: Sandbox,
  c: Context<SandboxEnv>,
  kind: ActivityKindName,
  description: string,
  subject?: Subject,
) {
  const customer = subject ? undefined : c.get("customer");
  const about = subject ?? { customerId: customer!.id, agentNumber: customer!.session.agentNumber };
  await insert(
    sandbox.db,
    "INSERT INTO activity (customer_id, kind, description, agent_number, client_address, at) VALUES (?, ?, ?, ?, ?, ?)",
    [
      about.customerId,
      kind,
      description,
      about.agentNumber,
      c.get("clientAddress") ?? null,
      sandbox.now().toISOString(),
    ],
  );
}

export type ActivityRow = {
  id: number;
  customer_id: number | null;
  kind: string;
  description: string;
  agent_number: string | null;
  client_address: string | null;
  at: string;
};

export const ACTIVITY_COLUMNS = "id, customer_id, kind, description, agent_number, client_address, at";

export const toActivityEntry = (row: ActivityRow, { masked = false } = {}): ActivityEntry => ({
  id: row.id,
  at: row.at,
  kind: row.kind,
  description: row.description,
  actor: row.agent_number === null ? "customer" : { agent_number: row.agent_number },
  client_address: row.client_address === null ? null : masked ? maskAddress(row.client_address) : row.client_address,
});

/** `GET /v2/customers/current/activity`: the customer's own, newest first; addresses masked to quick access. */
export function activityRoutes(sandbox: Sandbox) {
  const routes = new Hono<SandboxEnv>();
  routes.get("/activity", async (c) => {
    const customer = c.get("customer");
    const { page, per_page } = readQuery(c, ActivityQuery);
    const rows = await all<ActivityRow>(
      sandbox.db,
      `SELECT ${ACTIVITY_COLUMNS} FROM activity WHERE customer_id = ? ORDER BY id DESC LIMIT ${per_page} OFFSET ${(page - 1) * per_page}`,
      [customer.id],
    );
    const total = await one<{ n: number }>(sandbox.db, "SELECT COUNT(*) AS n FROM activity WHERE customer_id = ?", [
      customer.id,
    ]);
    const masked = !isVerified(customer);
    return c.json({
      data: rows.map((row) => toActivityEntry(row, { masked })),
      meta: { page, per_page, total: total?.n ?? 0 },
    });
  });
  return routes;
}

/** A day as the descriptions say it: `2026-11-27` → `27/11/2026`. */
export const shownDate = (isoDate: string) => isoDate.slice(0, 10).split("-").reverse().join("/");
