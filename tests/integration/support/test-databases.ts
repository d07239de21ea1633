import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import type { Database, DialectName, RequestTableName } from "../../../src/server/db.server.ts";
import { dialectsFromEnv, testDatabaseUrl } from "../../../scripts/test-dialects.ts";
import { DATA_DIR_PREFIX, DATABASE_PREFIX, ownedName, ownedTempDir } from "../../support/owned-temp.ts";

/** Named after the run's main process, so that the run (or the next one) removes what a crash left. */
const runPid = (): number => inject("testRunPid") ?? process.pid;

/**
 * The dialects a suite runs on: always SQLite, PostgreSQL unless the run decided it unreachable
 * (outside CI only). Decided once for the whole run, never by a worker on its own:
 * scripts/test-dialects.ts.
 */
export function testDialects(): DialectName[] {
  return dialectsFromEnv() ?? inject("testDialects");
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
  const client = new pg.Client({ connectionString: testDatabaseUrl(), connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database for one suite: a temporary directory, plus its own PostgreSQL database. */
export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  const dataDir = ownedTempDir(DATA_DIR_PREFIX, runPid());
  if (dialect === "sqlite") {
    return {
      dialect,
      env: { DATA_DIR: dataDir },
      dataDir,
      drop: () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })),
    };
  }
  const name = `${ownedName(DATABASE_PREFIX, runPid())}${randomBytes(6).toString("hex")}`;
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(testDatabaseUrl());
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

/** Rows in one of the forms' tables (src/app/forms.server.ts) or the outbox. */
export async function countRows(
  database: Database,
  table: RequestTableName | "outbox" | "recipient_sends",
): Promise<number> {
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
