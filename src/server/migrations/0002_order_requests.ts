import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
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
}
