import type { Kysely } from "kysely";

/*
 * A request stored while its mailbox was past the daily cap (docs/decisions/0024, fresh security
 * read 7, M1): the order or demo is kept and the operator notified, but nothing is e-mailed to the
 * address, then or later. Null on every row stored before it: their e-mails went as usual.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["order_requests", "demo_requests"]) {
    await db.schema.alterTable(table).addColumn("mailbox_capped_at", "bigint").execute();
  }
}
