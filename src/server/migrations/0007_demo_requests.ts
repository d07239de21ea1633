import { type Kysely, sql } from "kysely";
import { requestTable } from "../request-table.server.ts";

/*
 * The demo bookings (src/features/demo/demo.server.ts, docs/decisions/0032). One slot, one
 * booking: a unique index on the start of the slots not cancelled, on SQLite and PostgreSQL
 * alike, so two requests for the same slot cannot both commit, whichever instance takes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await requestTable(db, "demo_requests", (table) =>
    table
      .addColumn("slot_start", "bigint", (column) => column.notNull())
      .addColumn("slot_end", "bigint", (column) => column.notNull())
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("organisation", "text", (column) => column.notNull())
      .addColumn("phone", "text")
      .addColumn("workers", "integer")
      .addColumn("call_link", "text", (column) => column.notNull())
      /** The secret of the booking's cancel link (single purpose; refused once the slot has begun). */
      .addColumn("manage_token", "text", (column) => column.notNull())
      /** The keyed hash of the client's network, for the cap on open bookings; null once over. */
      .addColumn("client_key", "text")
      .addColumn("cancelled_at", "bigint")
      /** Who cancelled: 'visitatore' (the link) or 'gestore' (npm run ops). */
      .addColumn("cancelled_by", "text")
      .addColumn("marketing_consent", "integer", (column) => column.notNull())
      .addColumn("marketing_consent_at", "bigint")
      .addColumn("confirmed_at", "bigint")
      .addColumn("marketing_confirmed_at", "bigint"),
  );
  await db.schema
    .createIndex("demo_requests_one_per_slot")
    .on("demo_requests")
    .column("slot_start")
    .unique()
    .where(sql.ref("cancelled_at"), "is", null)
    .execute();
  await db.schema.createIndex("demo_requests_email").on("demo_requests").column("email").execute();
}
