import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
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
}
