import type { Kysely } from "kysely";
import { requestTable } from "../request-table.server.ts";

/* The requests of the demo form (src/features/demo/demo.server.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await requestTable(db, "demo_requests", (table) =>
    table
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("message", "text", (column) => column.notNull()),
  );
}
