import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox } from "./harness";

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>;
let token: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = await sandbox.client.login("20304050");
});
afterAll(() => sandbox.close());

const RETURN_URL = "http://portal.test/mi-cuenta/facturacion/pago";

async function create(key: string | undefined, invoiceIds: number[]) {
  const response = await fetch(`${sandbox.url}/v2/customers/current/payments/create`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", ...(key ? { "Idempotency-Key": key } : {}) },
    body: JSON.stringify({ invoice_ids: invoiceIds, return_url: RETURN_URL }),
  });
  return { status: response.status, body: await response.json(), replayed: response.headers.get("Idempotent-Replayed") };
}

async function unpaid() {
  const answer = await sandbox.client.call("GET", "/v2/customers/current/facturas?status=unpaid", { token });
  return answer.body.data as { id: number }[];
}

describe("Idempotency-Key", () => {
  it("answers requests sent at once with one key with the first one's answer: one payment", async () => {
    const [invoice] = await unpaid();
    const key = "double-click-0001-abcdef";
    const answers = await Promise.all([create(key, [invoice!.id]), create(key, [invoice!.id]), create(key, [invoice!.id])]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.replayed === "true")).toHaveLength(2);
    const later = await create(key, [invoice!.id]);
    expect(later.body.id).toBe(answers[0]!.body.id);
    const payments = await sandbox.client.call("GET", "/v2/customers/current/payments?status=pending", { token });
    expect(payments.body.data.filter((payment: { id: number }) => payment.id === answers[0]!.body.id)).toHaveLength(1);
  });

  it("keeps keys of different callers apart, and refuses a malformed key", async () => {
    const other = await sandbox.client.login("27222333", "Portal2026");
    const key = "shared-key-0002-abcdef";
    const mine = await create(key, [(await unpaid())[0]!.id]);
    const theirs = await fetch(`${sandbox.url}/v2/customers/current/payments/create`, {
      method: "POST",
      headers: { Authorization: `Bearer ${other}`, "Content-Type": "application/json", "Idempotency-Key": key },
      body: JSON.stringify({ invoice_ids: [mine.body.invoice_ids[0]], return_url: RETURN_URL }),
    });
    // Not a replay of this customer's payment: their own request, refused on its merits.
    expect(theirs.headers.get("Idempotent-Replayed")).toBeNull();
    expect(theirs.status).toBeGreaterThanOrEqual(400);
    expect((await create("short", [mine.body.invoice_ids[0]])).status).toBe(400);
  });
});
