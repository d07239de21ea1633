import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type Migration, type MigrationProvider, Migrator } from "kysely";
import type { Database } from "./db.server.ts";
import { describeError } from "./logger.server.ts";

/*
 * Migrations are one file each in src/server/migrations/, `NNNN_what.ts` exporting `up(db)`, run
 * in the order of their names (as graphile-worker keeps one file per step): a new table is a new
 * file, never an edit of another. A migration, once released, is never edited: add a new one.
 * Types are limited to text, integer and bigint so the same DDL runs on SQLite and PostgreSQL;
 * a form's table starts from requestTable() (request-table.server.ts) with the columns every
 * request has.
 */

export const MIGRATIONS_DIR = path.join(import.meta.dirname, "migrations");
/** A migration's file name: four digits, an underscore, lower-case words. */
export const MIGRATION_FILE = /^(\d{4})_[a-z0-9_]+\.ts$/;

/** The migrations of a folder, by name (the file name without `.ts`). */
export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Record<string, Migration>> {
  const migrations: Record<string, Migration> = {};
  for (const file of readdirSync(dir)
    .filter((name) => MIGRATION_FILE.test(name))
    .sort()) {
    const module = (await import(pathToFileURL(path.join(dir, file)).href)) as Partial<Migration>;
    if (typeof module.up !== "function") throw new Error(`La migrazione ${file} non esporta up(db).`);
    migrations[file.slice(0, -".ts".length)] = { up: module.up };
  }
  return migrations;
}

const provider: MigrationProvider = { getMigrations: () => loadMigrations() };

/** Brings the schema up to date; on PostgreSQL, Kysely's lock lets several instances start at once. */
export async function migrate(database: Database): Promise<void> {
  const migrator = new Migrator({ db: database.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : error === undefined ? "" : describeError(error);
    throw new Error(`Migrazione del database non riuscita (${failed?.migrationName ?? "?"}): ${reason}`);
  }
}
