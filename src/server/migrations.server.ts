import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";
import type { Database } from "./db.server.ts";
import { describeError } from "./logger.server.ts";

/*
 * Migrations live in this one module, in order, each under a name that sorts after the previous
 * one. A migration, once released, is never edited: add a new one.
 * Types are limited to text, integer and bigint so the same DDL runs on SQLite and PostgreSQL.
 */
const migrations: Record<string, Migration> = {
  "0001_forms_outbox": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("settings")
        .addColumn("key", "text", (column) => column.primaryKey())
        .addColumn("value", "text", (column) => column.notNull())
        .execute();

      await db.schema
        .createTable("contact_requests")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("name", "text", (column) => column.notNull())
        .addColumn("email", "text", (column) => column.notNull())
        .addColumn("message", "text", (column) => column.notNull())
        .addColumn("privacy_accepted_at", "bigint", (column) => column.notNull())
        .addColumn("privacy_policy_version", "text", (column) => column.notNull())
        .addColumn("created_at", "bigint", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("contact_requests_created_at").on("contact_requests").column("created_at").execute();

      await db.schema
        .createTable("whitepaper_requests")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("first_name", "text", (column) => column.notNull())
        .addColumn("last_name", "text", (column) => column.notNull())
        .addColumn("company_name", "text", (column) => column.notNull())
        .addColumn("email", "text", (column) => column.notNull())
        .addColumn("privacy_accepted_at", "bigint", (column) => column.notNull())
        .addColumn("privacy_policy_version", "text", (column) => column.notNull())
        .addColumn("marketing_consent", "integer", (column) => column.notNull())
        .addColumn("marketing_consent_at", "bigint")
        .addColumn("created_at", "bigint", (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex("whitepaper_requests_created_at")
        .on("whitepaper_requests")
        .column("created_at")
        .execute();
      // The per-address cap counts an address's recent requests, case-insensitively.
      await sql`create index whitepaper_requests_email on whitepaper_requests (lower(email), created_at)`.execute(db);

      await db.schema
        .createTable("outbox")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("dedupe_key", "text", (column) => column.notNull().unique())
        .addColumn("template", "text", (column) => column.notNull())
        .addColumn("request_id", "text", (column) => column.notNull())
        .addColumn("status", "text", (column) => column.notNull())
        .addColumn("attempts", "integer", (column) => column.notNull())
        .addColumn("max_attempts", "integer", (column) => column.notNull())
        .addColumn("run_at", "bigint", (column) => column.notNull())
        .addColumn("claimed_until", "bigint")
        .addColumn("claim_token", "text")
        .addColumn("last_error", "text")
        .addColumn("sent_at", "bigint")
        .addColumn("created_at", "bigint", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "run_at"]).execute();
      await db.schema.createIndex("outbox_request").on("outbox").column("request_id").execute();
      await db.schema.createIndex("outbox_created_at").on("outbox").column("created_at").execute();

      await db.schema
        .createTable("captcha_spent")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("expires_at", "bigint", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("captcha_spent_expires_at").on("captcha_spent").column("expires_at").execute();

      await db.schema
        .createTable("rate_limits")
        .addColumn("key", "text", (column) => column.primaryKey())
        .addColumn("count", "integer", (column) => column.notNull())
        .addColumn("reset_at", "bigint", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("rate_limits_reset_at").on("rate_limits").column("reset_at").execute();
    },
  },
  "0002_order_requests": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("order_requests")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("number", "text", (column) => column.notNull().unique())
        .addColumn("plan", "text", (column) => column.notNull())
        .addColumn("workers", "integer", (column) => column.notNull())
        .addColumn("company_name", "text", (column) => column.notNull())
        .addColumn("vat_number", "text", (column) => column.notNull())
        .addColumn("tax_code", "text")
        .addColumn("street", "text", (column) => column.notNull())
        .addColumn("postal_code", "text", (column) => column.notNull())
        .addColumn("city", "text", (column) => column.notNull())
        .addColumn("province", "text", (column) => column.notNull())
        .addColumn("sdi_code", "text")
        .addColumn("pec", "text")
        .addColumn("contact_name", "text", (column) => column.notNull())
        .addColumn("email", "text", (column) => column.notNull())
        .addColumn("phone", "text")
        .addColumn("notes", "text")
        .addColumn("yearly_fee_cents", "integer", (column) => column.notNull())
        .addColumn("activation_list_cents", "integer", (column) => column.notNull())
        .addColumn("activation_fee_cents", "integer", (column) => column.notNull())
        .addColumn("taxable_cents", "integer", (column) => column.notNull())
        .addColumn("vat_rate_percent", "integer", (column) => column.notNull())
        .addColumn("vat_cents", "integer", (column) => column.notNull())
        .addColumn("total_cents", "integer", (column) => column.notNull())
        .addColumn("promotion_end", "text")
        .addColumn("valid_until", "text", (column) => column.notNull())
        .addColumn("privacy_accepted_at", "bigint", (column) => column.notNull())
        .addColumn("privacy_policy_version", "text", (column) => column.notNull())
        .addColumn("created_at", "bigint", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("order_requests_created_at").on("order_requests").column("created_at").execute();

      await db.schema
        .createTable("order_counters")
        .addColumn("year", "integer", (column) => column.primaryKey())
        .addColumn("last_number", "integer", (column) => column.notNull())
        .execute();
    },
  },
  /*
   * Every accepted request writes a row to captcha_spent, rate_limits and outbox in its one
   * commit, and each index is one more B-tree page in that commit (on SQLite one more 4 KB WAL
   * frame: 16.5 a request before, 13.3 after, 2.2 for a one-row insert). These three served only
   * sweeps of rows past a time limit: the hourly purge (purge.server.ts) and the rate limit's
   * sweep, at most once a minute (rate-limit.server.ts), which now scan the table. Each table is
   * bounded by time: captcha_spent by the token TTL (30 min) plus one purge interval, rate_limits
   * by the window (10 min) plus a minute, outbox by RETENTION_DAYS like the requests, and the ops
   * statistics read most of the outbox anyway. Kept: the outbox worker's claim (outbox_due), the
   * lookups by request (outbox_request) and the requests' created_at indexes (the purge and the
   * ops listings, on tables whose rows carry the long texts).
   */
  "0003_drop_sweep_indexes": {
    async up(db: Kysely<unknown>) {
      await db.schema.dropIndex("captcha_spent_expires_at").execute();
      await db.schema.dropIndex("rate_limits_reset_at").execute();
      await db.schema.dropIndex("outbox_created_at").execute();
    },
  },
  "0004_kit_requests": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("kit_requests")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("entity_name", "text", (column) => column.notNull())
        .addColumn("kit_values", "text", (column) => column.notNull())
        .addColumn("privacy_email", "text", (column) => column.notNull())
        .addColumn("rpd_email", "text")
        .addColumn("email", "text", (column) => column.notNull())
        .addColumn("privacy_accepted_at", "bigint", (column) => column.notNull())
        .addColumn("privacy_policy_version", "text", (column) => column.notNull())
        .addColumn("marketing_consent", "integer", (column) => column.notNull())
        .addColumn("marketing_consent_at", "bigint")
        .addColumn("created_at", "bigint", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("kit_requests_created_at").on("kit_requests").column("created_at").execute();
      // The per-address cap counts an address's recent requests, case-insensitively.
      await sql`create index kit_requests_email on kit_requests (lower(email), created_at)`.execute(db);
    },
  },
  /*
   * One recipient counter across every form (docs/decisions/0024): the forms' own tables could
   * only be searched by a LIKE on the address, per table, and not by the Gmail rules. Rows live
   * 24 hours (the purge), so the index stays small.
   */
  "0005_recipient_sends": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("recipient_sends")
        .addColumn("key", "text", (column) => column.notNull())
        .addColumn("created_at", "bigint", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("recipient_sends_key").on("recipient_sends").columns(["key", "created_at"]).execute();
    },
  },
  /**
   * Address confirmation (docs/decisions/0023): when the owner of a request's address followed
   * its link, and the marketing consent that counts only from then on. Rows stored before it
   * have none: their consent was never confirmed.
   */
  "0006_address_confirmation": {
    async up(db: Kysely<unknown>) {
      for (const table of ["whitepaper_requests", "order_requests", "kit_requests"]) {
        await db.schema.alterTable(table).addColumn("confirmed_at", "bigint").execute();
      }
      for (const table of ["whitepaper_requests", "kit_requests"]) {
        await db.schema.alterTable(table).addColumn("marketing_confirmed_at", "bigint").execute();
      }
    },
  },
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

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
