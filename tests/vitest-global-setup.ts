// Once per vitest run, in the main process: the dialect decision every worker uses, and the
// cleanup of what a run leaves behind (this run's at the end, a killed run's at the next start).
import pg from "pg";
import type { TestProject } from "vitest/node";
import type { DialectName } from "../src/server/db.server.ts";
import { decideDialects, testDatabaseUrl } from "../scripts/test-dialects.ts";
import { DATA_DIR_PREFIX, DATABASE_PREFIX, ownerOf, processAlive, removeOwnedTempDirs } from "./support/owned-temp.ts";

declare module "vitest" {
  export interface ProvidedContext {
    testDialects: DialectName[];
    /** The pid the run's temporary databases and directories are named after. */
    testRunPid: number;
  }
}

/** Drops this run's PostgreSQL databases, and those of runs whose process is gone. */
async function dropDatabases(which: (owner: number) => boolean): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl(), connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like $1", [
      `${DATABASE_PREFIX}%`,
    ]);
    for (const { datname } of rows) {
      const owner = ownerOf(DATABASE_PREFIX, datname);
      if (owner !== null && which(owner)) await client.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await client.end().catch(() => {});
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Each project calls this in the same main process: the first decides, the others reuse it.
  const dialects = await decideDialects();
  process.env["TEST_DIALECTS"] = dialects.join(",");
  project.provide("testDialects", dialects);
  project.provide("testRunPid", process.pid);
  removeOwnedTempDirs(DATA_DIR_PREFIX);
  if (dialects.includes("postgres")) await dropDatabases((owner) => !processAlive(owner)).catch(() => {});
  return async () => {
    // What a crashed worker left (its suite's afterAll never ran): this run's, by name.
    removeOwnedTempDirs(DATA_DIR_PREFIX, (owner) => owner === process.pid);
    if (dialects.includes("postgres")) await dropDatabases((owner) => owner === process.pid).catch(() => {});
  };
}
