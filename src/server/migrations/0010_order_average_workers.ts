import { PostgresAdapter, type Kysely } from "kysely";

/*
 * The order's workers are an average (legal-facts.md, "The 50-worker average"): 49,5 is under 50.
 * PostgreSQL's integer column would refuse it, so it becomes double precision (read back as a
 * number). SQLite's integer affinity already keeps 49.5 as a real: nothing to change there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await db.schema
    .alterTable("order_requests")
    .alterColumn("workers", (column) => column.setDataType("double precision"))
    .execute();
}
