// The database dialects a test run covers, decided once for the whole run (scripts/test.ts, or
// vitest's global setup when vitest is started directly) and handed to every worker: a worker
// never probes PostgreSQL on its own, so a slow PostgreSQL cannot silently drop one file's copies.
import pg from "pg";
import type { DialectName } from "../src/server/db.server.ts";

/** The PostgreSQL server tests create their databases in (trust auth on the project's machines). */
export function testDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env["TEST_DATABASE_URL"] ?? "postgres://postgres@127.0.0.1:5432/test";
}

export async function postgresReachable(url = testDatabaseUrl()): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
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

/** TEST_DIALECTS as set by the parent of this run ("sqlite,postgres" or "sqlite"), if it is. */
export function dialectsFromEnv(env: NodeJS.ProcessEnv = process.env): DialectName[] | null {
  const value = env["TEST_DIALECTS"];
  if (!value) return null;
  const names = value.split(",").map((name) => name.trim());
  for (const name of names) {
    if (name !== "sqlite" && name !== "postgres") throw new Error(`TEST_DIALECTS: dialetto sconosciuto «${name}»`);
  }
  return names as DialectName[];
}

/**
 * Always SQLite; PostgreSQL when reachable. In CI an unreachable PostgreSQL stays in the list, so
 * its tests fail instead of passing silently. Outside CI its copies are counted as skipped.
 */
export async function decideDialects(env: NodeJS.ProcessEnv = process.env): Promise<DialectName[]> {
  const given = dialectsFromEnv(env);
  if (given) return given;
  if (env["CI"] === "true" || (await postgresReachable(testDatabaseUrl(env)))) return ["sqlite", "postgres"];
  console.warn(
    `\n!!! PostgreSQL non raggiungibile su ${testDatabaseUrl(env)}: i test su PostgreSQL sono SALTATI.\n` +
      "!!! Avvialo con: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start\n",
  );
  return ["sqlite"];
}
