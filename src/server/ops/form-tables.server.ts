import type { Kysely } from "kysely";
import type { Database } from "../db.server.ts";
import type { ColumnKind, ExportColumn, FormModule, OpsView, RequestRow } from "../form-definition.server.ts";

/*
 * The forms the operator's tool knows, as data: each form module's table and view (its label, how
 * a row is named in lists, the columns exported to CSV), never a branch in the commands.
 */

export type { ColumnKind, ExportColumn, RequestRow };

export interface FormTable extends OpsView {
  form: string;
  table: string;
}

/** The forms' tables and views, in the order of the list the tool was given. */
export function formTables(forms: readonly FormModule[]): FormTable[] {
  return forms.map((form) => ({ form: form.name, table: form.table, ...form.ops }));
}

/** The tool reads tables by name, so it queries through an untyped view of the schema. */
export type LooseDb = Kysely<Record<string, Record<string, unknown>>>;

export function looseDb(database: Database): LooseDb {
  return database.db as unknown as LooseDb;
}

/** The forms whose tables exist in this database, in the order given. */
export async function presentForms(
  database: Database,
  forms: readonly FormTable[],
  only?: string,
): Promise<FormTable[]> {
  const tables = new Set((await database.db.introspection.getTables()).map((table) => table.name));
  return forms.filter((form) => (only === undefined || form.form === only) && tables.has(form.table));
}

export function asRequestRow(row: Record<string, unknown>): RequestRow {
  return { ...row, id: String(row["id"]), email: String(row["email"]), created_at: Number(row["created_at"]) };
}

export interface FormRequest {
  form: FormTable;
  row: RequestRow;
}

/** Requests received since `since` (epoch ms), newest first, across the given forms. */
export async function listRequests(
  database: Database,
  forms: readonly FormTable[],
  since: number,
): Promise<FormRequest[]> {
  const db = looseDb(database);
  const found: FormRequest[] = [];
  for (const form of forms) {
    const rows = await db.selectFrom(form.table).selectAll().where("created_at", ">=", since).execute();
    for (const row of rows) found.push({ form, row: asRequestRow(row) });
  }
  return found.sort((a, b) => b.row.created_at - a.row.created_at);
}

export async function findRequest(
  database: Database,
  forms: readonly FormTable[],
  id: string,
): Promise<FormRequest | null> {
  const db = looseDb(database);
  for (const form of await presentForms(database, forms)) {
    const row = await db.selectFrom(form.table).selectAll().where("id", "=", id).executeTakeFirst();
    if (row) return { form, row: asRequestRow(row) };
  }
  return null;
}
