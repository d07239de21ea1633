import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Database, Tables } from "../../../src/server/db.server.ts";
import { createServer, type ServerParts } from "../../../src/app/server.server.ts";
import { createTestDatabase, type TestDatabase } from "./test-databases.ts";
import { type testClock, testConfig } from "./test-server.ts";

export interface ServerPair {
  app: FastifyInstance;
  /** Another instance on PostgreSQL, for races between two processes' pools; on SQLite (one file) the same app. */
  second: FastifyInstance;
  database: Database;
}

/**
 * The servers of a suite, on a fresh database of `dialect`, with a test clock set back to
 * 2 March 2026 and `tables` emptied before each test, with the recipient cap's counter: each test
 * starts with every mailbox's allowance.
 */
export function useServerPair(
  dialect: "sqlite" | "postgres",
  clock: ReturnType<typeof testClock>,
  tables: readonly (keyof Tables)[],
): ServerPair {
  const pair = {} as ServerPair;
  let testDb: TestDatabase | undefined;
  let other: ServerParts | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    const server = await createServer(testConfig(testDb), { clock });
    other = dialect === "postgres" ? await createServer(testConfig(testDb), { clock }) : undefined;
    Object.assign(pair, { app: server.app, database: server.database, second: other?.app ?? server.app });
  });
  afterAll(async () => {
    await other?.app.close();
    await pair.app?.close();
    await testDb?.drop();
  });
  beforeEach(async () => {
    clock.set(Date.parse("2026-03-02T09:00:00Z"));
    for (const table of new Set([...tables, "recipient_sends" as const])) {
      await pair.database.db.deleteFrom(table).execute();
    }
  });
  return pair;
}
