import type { CreateTableBuilder, Kysely } from "kysely";

/*
 * The table of a form's requests, for its migration (src/server/migrations/): the columns every
 * request has (the id, the sender's address, the notice read and its version, when it arrived)
 * around the form's own, and the index on created_at the purge and the operator's tool read.
 * The row type to match is RequestRowBase (db.server.ts) and the form's columns.
 */

type Columns = (table: CreateTableBuilder<string, "id">) => CreateTableBuilder<string, string>;

export async function requestTable(db: Kysely<unknown>, name: string, columns: Columns): Promise<void> {
  const start = db.schema.createTable(name).addColumn("id", "text", (column) => column.primaryKey());
  await columns(start)
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("privacy_accepted_at", "bigint", (column) => column.notNull())
    .addColumn("privacy_policy_version", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema.createIndex(`${name}_created_at`).on(name).column("created_at").execute();
}
