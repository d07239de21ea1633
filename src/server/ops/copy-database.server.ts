import type { Database } from "../db.server.ts";
import { looseDb } from "./form-tables.server.ts";

/*
 * Moving from SQLite to PostgreSQL (docs/production.md): every table both schemas have is copied
 * as it is, in one transaction on the target, including the settings (the generated secret) and
 * the outbox with its pending e-mails. The target must be empty: a copy never merges.
 */

const BATCH = 200;

export class TargetNotEmpty extends Error {}

export async function copyDatabase(source: Database, target: Database): Promise<Record<string, number>> {
  const targetTables = new Set((await target.db.introspection.getTables()).map((table) => table.name));
  const tables = (await source.db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => targetTables.has(name));
  const from = looseDb(source);
  for (const table of tables) {
    const row = await looseDb(target)
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    if (Number(row["n"]) > 0) {
      throw new TargetNotEmpty(
        `Il database di destinazione non è vuoto (tabella ${table}): usa un database nuovo, ` +
          "senza avviarci prima il server.",
      );
    }
  }
  const copied: Record<string, number> = {};
  await target.db.transaction().execute(async (trx) => {
    const to = trx as unknown as ReturnType<typeof looseDb>;
    for (const table of tables) {
      const rows = await from.selectFrom(table).selectAll().execute();
      for (let start = 0; start < rows.length; start += BATCH) {
        await to
          .insertInto(table)
          .values(rows.slice(start, start + BATCH))
          .execute();
      }
      copied[table] = rows.length;
    }
  });
  return copied;
}
