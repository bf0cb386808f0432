import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startTestSandbox } from "./harness";

const folder = mkdtempSync(join(tmpdir(), "sandbox-restart-"));
const dbFile = join(folder, "sandbox.db");
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("persistence", () => {
  it("keeps what the API created across a restart, and does not seed twice", async () => {
    const first = await startTestSandbox({ dbFile });
    const token = await first.client.login("20304050");
    const ticket = await first.client.call("POST", "/v3/tickets/reclamos", { token, json: { category_id: 6, subject: "Cambio de titular", message: "Quiero pasar el servicio a mi hija." } });
    expect(ticket.status).toBe(201);
    await first.client.call("POST", "/v2/customers/current/auth/enable-ls", { token, json: { password: "Cosquin2026", password_confirmation: "Cosquin2026" } });
    const plans = (await first.client.call("GET", "/p/planes")).body;
    await first.close();

    const second = await startTestSandbox({ dbFile });
    try {
      // The token issued before the restart still works: sessions live in the database.
      const shown = await second.client.call("GET", `/v3/tickets/${ticket.body.id}`, { token });
      expect(shown.body.subject).toBe("Cambio de titular");
      expect((await second.client.call("POST", "/auth/customers", { json: { identification: "20304050" } })).status).toBe(406);
      expect((await second.client.call("POST", "/auth/login", { json: { user: "20304050", password: "Cosquin2026" } })).status).toBe(200);
      expect((await second.client.call("GET", "/p/planes")).body).toEqual(plans);
      const invoices = await second.client.call("GET", "/v2/customers/current/facturas", { token });
      expect(invoices.body.meta.total).toBe(13);
    } finally {
      await second.close();
    }
  });
});
