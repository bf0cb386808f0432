import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { InvoicePage } from "../../contract/customer";
import { vatOf } from "../../contract/e-invoice";
import { TicketCategoryList, TicketPage } from "../../contract/tickets";
import { run, type Db } from "../../sandbox/db";
import { caeFor } from "../../sandbox/e-invoice";
import { SCHEMA_VERSION } from "../../sandbox/schema";
import { startTestSandbox } from "./harness";

/** What version 7 (decision 118) added to invoices. */
const VERSION_7_INVOICE_COLUMNS = ["second_due_date", "second_due_amount", "cae", "cae_expires_on"];

/** What version 11 (decision 146) added: the staff token of an agent's customer token, and the ended staff tokens. */
async function asVersion10(db: Db) {
  await run(db, "ALTER TABLE access_tokens DROP COLUMN staff_jti");
  await run(db, "DROP TABLE ended_staff_tokens");
}

/** What version 10 (decision 141) added: the agent of tokens, codes and applications, and the activity. */
async function asVersion9(db: Db) {
  await asVersion10(db);
  for (const [table, column] of [
    ["access_tokens", "agent_number"],
    ["access_tokens", "access"],
    ["proof_codes", "agent_number"],
    ["applications", "agent_number"],
    ["applications", "channel"],
  ])
    await run(db, `ALTER TABLE ${table} DROP COLUMN ${column}`);
  await run(db, "DROP TABLE activity");
}

const folder = mkdtempSync(join(tmpdir(), "sandbox-restart-"));
const dbFile = join(folder, "sandbox.db");
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("persistence", () => {
  it("keeps what the API created across a restart, and does not seed twice", async () => {
    const first = await startTestSandbox({ dbFile });
    const token = await first.client.loginProved("20304050");
    const ticket = await first.client.call("POST", "/v3/tickets/reclamos", {
      token,
      json: { category_id: 6, subject: "Cambio de titular", message: "Quiero pasar el servicio a mi hija." },
    });
    expect(ticket.status).toBe(201);
    expect(
      (
        await first.client.call("POST", "/v2/customers/current/auth/enable-ls", {
          token,
          json: { password: "Cosquin2026", password_confirmation: "Cosquin2026" },
        })
      ).status,
    ).toBe(200);
    const plans = (await first.client.call("GET", "/p/planes")).body;
    await first.close();

    const second = await startTestSandbox({ dbFile });
    try {
      // The token issued before the restart still works: sessions live in the database.
      const shown = await second.client.call("GET", `/v3/tickets/${ticket.body.id}`, { token });
      expect(shown.body.subject).toBe("Cambio de titular");
      expect(
        (await second.client.call("POST", "/auth/customers", { json: { identification: "20304050" } })).status,
      ).toBe(406);
      expect(
        (await second.client.call("POST", "/auth/login", { json: { user: "20304050", password: "Cosquin2026" } }))
          .status,
      ).toBe(200);
      expect((await second.client.call("GET", "/p/planes")).body).toEqual(plans);
      const invoices = await second.client.call("GET", "/v2/customers/current/facturas", { token });
      expect(invoices.body.meta.total).toBe(13);
    } finally {
      await second.close();
    }
  });

  it("upgrades a database of an earlier version: the claim categories get their deadlines, cancellations their codes", async () => {
    const olderFile = join(folder, "version-3.db");
    const older = await startTestSandbox({ dbFile: olderFile });
    await asVersion9(older.sandbox.db);
    // As version 3 left it: no deadline column, no proof column, no confirmation codes, none of the columns of decisions 101 to 103 and 118.
    await run(older.sandbox.db, "ALTER TABLE ticket_categories DROP COLUMN deadline_working_days");
    for (const [table, column] of [
      ["tickets", "outage_id"],
      ["tickets", "visit_required"],
      ["tickets", "diagnosis"],
      ["invoices", "credit_days"],
      ["invoices", "credit_amount"],
      ["ticket_categories", "kind"],
      ...VERSION_7_INVOICE_COLUMNS.map((column) => ["invoices", column]),
    ]) {
      await run(older.sandbox.db, `ALTER TABLE ${table} DROP COLUMN ${column}`);
    }
    await run(older.sandbox.db, "ALTER TABLE access_tokens DROP COLUMN verified_until");
    await run(older.sandbox.db, "DROP TABLE consumer_request_codes");
    await run(older.sandbox.db, "PRAGMA user_version = 3");
    await older.close();

    const upgraded = await startTestSandbox({ dbFile: olderFile });
    try {
      const token = await upgraded.client.login("20304050");
      const categories = TicketCategoryList.parse(
        (await upgraded.client.call("GET", "/v3/tickets/reclamos/categorias", { token })).body,
      );
      expect(categories.map((category) => category.deadline_working_days)).toEqual([3, 3, 3, 5, 10, 10]);
      expect(categories.map((category) => category.kind)).toEqual([
        "no_service",
        "slow_service",
        "tv",
        "billing",
        "plan_or_address",
        "other",
      ]);
      const claims = TicketPage.parse((await upgraded.client.call("GET", "/v3/tickets", { token })).body);
      expect(claims.data.length).toBeGreaterThan(0);
      const cancellation = await upgraded.client.call("POST", "/p/bajas", {
        json: { identification: "20304050", connection_number: "CN-4101", service: "tv" },
      });
      expect(cancellation.body.status).toBe("pending_verification");
      expect(
        (await upgraded.client.outbox({ identification: "20304050" })).filter(
          (message) => message.purpose === "cancellation_code",
        ),
      ).toHaveLength(1);
      expect(Number((await upgraded.sandbox.db.execute("PRAGMA user_version")).rows[0]!.user_version)).toBe(
        SCHEMA_VERSION,
      );
    } finally {
      await upgraded.close();
    }
  });

  it("upgrades a version 6 database: every invoice gets its second due date, surcharged amount, CAE and its expiry (decision 118)", async () => {
    const olderFile = join(folder, "version-6.db");
    const older = await startTestSandbox({ dbFile: olderFile });
    await asVersion9(older.sandbox.db);
    for (const column of VERSION_7_INVOICE_COLUMNS)
      await run(older.sandbox.db, `ALTER TABLE invoices DROP COLUMN ${column}`);
    await run(older.sandbox.db, "PRAGMA user_version = 6");
    await older.close();

    const upgraded = await startTestSandbox({ dbFile: olderFile });
    try {
      const token = await upgraded.client.login("20304050");
      const { data } = InvoicePage.parse(
        (await upgraded.client.call("GET", "/v2/customers/current/facturas?per_page=50", { token })).body,
      );
      expect(data).toHaveLength(13);
      for (const invoice of data) {
        const second = new Date(`${invoice.due_date}T12:00:00Z`);
        second.setUTCDate(second.getUTCDate() + 10);
        expect(invoice.second_due).toEqual({
          date: second.toISOString().slice(0, 10),
          amount: Math.round(invoice.amount * 105) / 100,
        });
        // The CAE the seed would have given it: the upgrade's SQL and the seed's function agree.
        expect(invoice.electronic!.cae).toBe(caeFor(invoice.id));
        expect(invoice.electronic!.cae_expires_on > invoice.issue_date).toBe(true);
        expect(invoice.electronic!.vat).toMatchObject(vatOf(invoice.amount));
      }
      expect(Number((await upgraded.sandbox.db.execute("PRAGMA user_version")).rows[0]!.user_version)).toBe(
        SCHEMA_VERSION,
      );
    } finally {
      await upgraded.close();
    }
  });
  it("upgrades a version 7 database: promises to pay get their table (decision 119)", async () => {
    const olderFile = join(folder, "version-7.db");
    const older = await startTestSandbox({ dbFile: olderFile });
    await asVersion9(older.sandbox.db);
    await run(older.sandbox.db, "DROP TABLE payment_promises");
    await run(older.sandbox.db, "PRAGMA user_version = 7");
    await older.close();

    const upgraded = await startTestSandbox({ dbFile: olderFile });
    try {
      const token = await upgraded.client.login("20304050");
      const asked = await upgraded.client.call("POST", "/v2/customers/current/payment-promise", { token, json: {} });
      expect(asked.status).toBe(201);
      expect(
        (await upgraded.client.call("GET", "/v2/customers/current/payment-promise", { token })).body.current,
      ).toMatchObject({ id: asked.body.id, state: "active" });
      expect(Number((await upgraded.sandbox.db.execute("PRAGMA user_version")).rows[0]!.user_version)).toBe(
        SCHEMA_VERSION,
      );
    } finally {
      await upgraded.close();
    }
  });

  it("upgrades a version 10 database: tokens get their staff token, and the ended staff tokens their table (decision 146)", async () => {
    const olderFile = join(folder, "version-10.db");
    const older = await startTestSandbox({ dbFile: olderFile });
    const kept = await older.client.login("27222333", "Portal2026");
    await asVersion10(older.sandbox.db);
    await run(older.sandbox.db, "PRAGMA user_version = 10");
    await older.close();

    const upgraded = await startTestSandbox({ dbFile: olderFile });
    try {
      // A session of before the upgrade is the customer's own, and still works.
      expect((await upgraded.client.call("GET", "/v2/customers/current/info", { token: kept })).status).toBe(200);
      const columns = (await upgraded.sandbox.db.execute("PRAGMA table_info(access_tokens)")).rows.map(
        (row) => row.name,
      );
      expect(columns).toContain("staff_jti");
      expect((await upgraded.sandbox.db.execute("SELECT COUNT(*) AS n FROM ended_staff_tokens")).rows[0]!.n).toBe(0);
      expect(Number((await upgraded.sandbox.db.execute("PRAGMA user_version")).rows[0]!.user_version)).toBe(
        SCHEMA_VERSION,
      );
    } finally {
      await upgraded.close();
    }
  });

  it("upgrades a version 9 database: tokens, codes and applications get their agent, and the activity its table (decision 141)", async () => {
    const olderFile = join(folder, "version-9.db");
    const older = await startTestSandbox({ dbFile: olderFile });
    const kept = await older.client.login("27222333", "Portal2026");
    await asVersion9(older.sandbox.db);
    await run(older.sandbox.db, "PRAGMA user_version = 9");
    await older.close();

    const upgraded = await startTestSandbox({ dbFile: olderFile });
    try {
      // A session of before the upgrade is the customer's own; the activity starts with the next sign-in.
      expect((await upgraded.client.call("GET", "/v2/customers/current/info", { token: kept })).status).toBe(200);
      const token = await upgraded.client.login("20304050");
      const activity = await upgraded.client.call("GET", "/v2/customers/current/activity", { token });
      expect(activity.body.data.map((entry: { kind: string }) => entry.kind)).toEqual(["sign_in_quick_access"]);
      expect(Number((await upgraded.sandbox.db.execute("PRAGMA user_version")).rows[0]!.user_version)).toBe(
        SCHEMA_VERSION,
      );
    } finally {
      await upgraded.close();
    }
  });
});
