import { createClient, type Client, type InArgs } from "@libsql/client";
import { SCHEMA, SCHEMA_VERSION, UPGRADES } from "./schema.ts";

/** The sandbox's SQLite database, through libsql, with the few helpers every route uses. */

export type Db = Client;

export async function openDatabase(url: string): Promise<Db> {
  const db = createClient({ url });
  // WAL lets a reader (a GET) proceed while a write is committing; foreign keys catch seed mistakes.
  await db.execute("PRAGMA journal_mode = WAL");
  await db.execute("PRAGMA foreign_keys = ON");
  await db.execute("PRAGMA busy_timeout = 5000");
  await db.execute("PRAGMA synchronous = NORMAL");
  await migrate(db);
  return db;
}

async function migrate(db: Db) {
  const version = Number((await one<{ user_version: number }>(db, "PRAGMA user_version"))?.user_version ?? 0);
  if (version >= SCHEMA_VERSION) return;
  await db.executeMultiple(SCHEMA);
  // A database made by an earlier version: what its tables lack (a new database has it all from SCHEMA).
  if (version > 0) {
    for (let next = version + 1; next <= SCHEMA_VERSION; next++) {
      const upgrade = UPGRADES[next];
      if (upgrade) await db.executeMultiple(upgrade);
    }
  }
  await db.execute(`PRAGMA user_version = ${SCHEMA_VERSION}`);
}

export async function all<Row>(db: Db, sql: string, args: InArgs = []): Promise<Row[]> {
  const result = await db.execute({ sql, args });
  return result.rows as unknown as Row[];
}

export async function one<Row>(db: Db, sql: string, args: InArgs = []): Promise<Row | undefined> {
  return (await all<Row>(db, sql, args))[0];
}

/** Runs a write and answers the new row's id. */
export async function insert(db: Db, sql: string, args: InArgs = []): Promise<number> {
  const result = await db.execute({ sql, args });
  return Number(result.lastInsertRowid);
}

export async function run(db: Db, sql: string, args: InArgs = []): Promise<number> {
  return (await db.execute({ sql, args })).rowsAffected;
}

/** Inserts many rows with multi-row VALUES, in chunks small enough for SQLite's limits. */
export async function insertRows(db: Db, table: string, columns: string[], rows: unknown[][]) {
  const perStatement = Math.max(1, Math.floor(900 / columns.length));
  const statements = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const placeholders = chunk.map(() => `(${columns.map(() => "?").join(", ")})`).join(", ");
    statements.push({
      sql: `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${placeholders}`,
      args: chunk.flat() as InArgs,
    });
  }
  if (statements.length) await db.batch(statements as never, "write");
}
