import type { Kysely } from "kysely";

/*
 * Address confirmation (docs/decisions/0023): when the owner of a request's address followed
 * its link, and the marketing consent that counts only from then on. Rows stored before it
 * have none: their consent was never confirmed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["whitepaper_requests", "order_requests", "kit_requests"]) {
    await db.schema.alterTable(table).addColumn("confirmed_at", "bigint").execute();
  }
  for (const table of ["whitepaper_requests", "kit_requests"]) {
    await db.schema.alterTable(table).addColumn("marketing_confirmed_at", "bigint").execute();
  }
}
