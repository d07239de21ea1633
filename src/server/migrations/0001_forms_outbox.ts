import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
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
}
