import type { Kysely } from "kysely";

/*
 * One recipient counter across every form (docs/decisions/0024): the forms' own tables could
 * only be searched by a LIKE on the address, per table, and not by the Gmail rules. Rows live
 * 24 hours (the purge), so the index stays small.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("recipient_sends")
    .addColumn("key", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("recipient_sends_key").on("recipient_sends").columns(["key", "created_at"]).execute();
}
