import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { Database, DialectName } from "../../../src/server/db.server.ts";

/** The PostgreSQL server tests create their databases in (trust auth on the project's machines). */
export const TEST_DATABASE_URL = process.env["TEST_DATABASE_URL"] ?? "postgres://postgres@127.0.0.1:5432/test";

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const reachable = await postgresReachable();

/**
 * The dialects a suite runs on: always SQLite; PostgreSQL when reachable. In CI an unreachable
 * PostgreSQL stays in the list, so its tests fail instead of passing silently.
 */
export function testDialects(): DialectName[] {
  if (reachable || process.env["CI"] === "true") return ["sqlite", "postgres"];
  console.warn(
    `\n!!! PostgreSQL non raggiungibile su ${TEST_DATABASE_URL}: i test su PostgreSQL sono SALTATI.\n` +
      "!!! Avvialo con: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start\n",
  );
  return ["sqlite"];
}

export interface TestDatabase {
  dialect: DialectName;
  /** Environment for loadServerConfig: DATA_DIR always, DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  dataDir: string;
  /** Drops the PostgreSQL database and deletes the data directory. */
  drop(): Promise<void>;
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database for one suite: a temporary directory, plus its own PostgreSQL database. */
export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "forms-test-"));
  if (dialect === "sqlite") {
    return {
      dialect,
      env: { DATA_DIR: dataDir },
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `forms_test_${randomBytes(6).toString("hex")}`;
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    dialect,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    dataDir,
    async drop() {
      await admin((client) => client.query(`drop database if exists ${name} with (force)`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type FormTable = "contact_requests" | "whitepaper_requests" | "order_requests" | "outbox";

/** Rows in one of the form tables. */
export async function countRows(database: Database, table: FormTable): Promise<number> {
  const row = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What the form tables hold: the tests' proof that a request was (or was not) stored. */
export async function storedRows(database: Database): Promise<{ contact: number; whitepaper: number; outbox: number }> {
  return {
    contact: await countRows(database, "contact_requests"),
    whitepaper: await countRows(database, "whitepaper_requests"),
    outbox: await countRows(database, "outbox"),
  };
}
