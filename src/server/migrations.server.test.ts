import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db.server.ts";
import { loadMigrations, migrate, MIGRATION_FILE, MIGRATIONS_DIR } from "./migrations.server.ts";

/*
 * One file a migration (src/server/migrations/): numbered without gaps or twins, each with up(db),
 * and the names that databases already record (kysely_migration) unchanged.
 */
const RELEASED = [
  "0001_forms_outbox",
  "0002_order_requests",
  "0003_drop_sweep_indexes",
  "0004_kit_requests",
  "0005_recipient_sends",
  "0006_address_confirmation",
];

describe("migrations, one file each", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "migrations-test-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("are numbered 0001, 0002… without gaps or twins; every file in the folder is one", () => {
    const files = readdirSync(MIGRATIONS_DIR).sort();
    expect(files.filter((file) => !MIGRATION_FILE.test(file))).toEqual([]);
    const numbers = files.map((file) => Number(MIGRATION_FILE.exec(file)?.[1]));
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });

  it("keep the names of the released migrations, in order", async () => {
    const names = Object.keys(await loadMigrations());
    expect(names.slice(0, RELEASED.length)).toEqual(RELEASED);
  });

  it("bring an empty SQLite database to the schema, and a second run changes nothing", async () => {
    const database = openDatabase({ dataDir: dir });
    try {
      await migrate(database);
      await migrate(database);
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db);
      expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(await loadMigrations()));
      await database.db.selectFrom("contact_requests").select("id").execute();
    } finally {
      await database.close();
    }
  });
});
