import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seal } from "../../app/utils/sealed-cookie.server";
import { startTestPortal, TEST_SESSION_SECRET } from "./harness";

/**
 * FLAG_AUTOMATIC_DEBIT=0 (DESIGN §7): the automatic debit's pages do not exist, for a
 * signed-in customer too, and its actions are not reached; the rest of the area stays.
 * A portal of its own over real HTTP: the browser tests have no server with the flag off.
 * Needs a build (`npm run build`).
 */
let portal: Awaited<ReturnType<typeof startTestPortal>>;
let cookie: string;

beforeAll(async () => {
  portal = await startTestPortal({ FLAG_AUTOMATIC_DEBIT: "0" });
  const json = (body: unknown) => ({ method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const created = await fetch(`${portal.sandbox}/__faults/customers`, json({ identification: "33555777", email: "apagado@example.com", plans: [2] }));
  expect(created.status).toBe(201);
  const token = (await (await fetch(`${portal.sandbox}/auth/customers`, json({ identification: "33555777" }))).json()).access_token;
  cookie = `__session=${seal({ accessToken: token }, [TEST_SESSION_SECRET], "__session")}`;
}, 90_000);
afterAll(() => portal?.close());

const get = (path: string) => fetch(`${portal.url}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });

describe("automatic debit switched off", () => {
  it.each(["/mi-cuenta/debito-automatico", "/mi-cuenta/debito-automatico/solicitar", "/mi-cuenta/debito-automatico/gestionar", "/subscription/success?subscription_id=1"])(
    "%s answers 404 to a signed-in customer",
    async (path) => {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      expect(await answer.text()).toContain("Página no encontrada");
    },
  );

  it.each(["/mi-cuenta/debito-automatico/solicitar", "/mi-cuenta/debito-automatico/gestionar"])("a post to %s is a 404 too", async (path) => {
    const answer = await fetch(`${portal.url}${path}`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: portal.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "cancel", services: "1", idempotency_key: "a".repeat(32) }),
      redirect: "manual",
    });
    expect(answer.status).toBe(404);
  });

  it("leaves the payment reports, which are not part of the module", async () => {
    expect((await get("/mi-cuenta/facturacion/informar-pago")).status).toBe(200);
  });
});
