import type { Kysely } from "kysely";
import type { Database } from "../db.server.ts";

/*
 * The forms the operator's tool knows, as data: a new form is one more entry here (its table,
 * how a row is named in lists, the columns exported to CSV), not a new branch in the commands.
 */

export type ColumnKind = "text" | "time" | "flag";

export interface ExportColumn {
  name: string;
  /** The CSV heading and the label in `show`. */
  heading: string;
  kind: ColumnKind;
}

export interface FormTable {
  form: string;
  /** Italian name of the form in lists. */
  label: string;
  table: string;
  /** Tables added by a later migration: the tool works without them until they exist. */
  optional?: boolean;
  /** Every column holding an e-mail address: GDPR access and erasure search them all. */
  addressColumns: readonly string[];
  /** Who sent the request, in one short line (name, company, order number…). */
  who(row: RequestRow): string;
  columns: readonly ExportColumn[];
}

export type RequestRow = Record<string, unknown> & { id: string; email: string; created_at: number };

const text = (row: RequestRow, column: string) => String(row[column] ?? "");

const ID: ExportColumn = { name: "id", heading: "ID", kind: "text" };
const RECEIVED: ExportColumn = { name: "created_at", heading: "Ricevuta il", kind: "time" };
const EMAIL: ExportColumn = { name: "email", heading: "Email", kind: "text" };
const PRIVACY: readonly ExportColumn[] = [
  { name: "privacy_accepted_at", heading: "Informativa letta il", kind: "time" },
  { name: "privacy_policy_version", heading: "Versione informativa", kind: "text" },
];

export const FORM_TABLES: readonly FormTable[] = [
  {
    form: "contact",
    label: "Contatto",
    table: "contact_requests",
    addressColumns: ["email"],
    who: (row) => text(row, "name"),
    columns: [
      ID,
      RECEIVED,
      { name: "name", heading: "Nome e cognome", kind: "text" },
      EMAIL,
      { name: "message", heading: "Messaggio", kind: "text" },
      ...PRIVACY,
    ],
  },
  {
    form: "whitepaper",
    label: "Whitepaper",
    table: "whitepaper_requests",
    addressColumns: ["email"],
    who: (row) => `${text(row, "first_name")} ${text(row, "last_name")} (${text(row, "company_name")})`,
    columns: [
      ID,
      RECEIVED,
      { name: "first_name", heading: "Nome", kind: "text" },
      { name: "last_name", heading: "Cognome", kind: "text" },
      { name: "company_name", heading: "Azienda", kind: "text" },
      EMAIL,
      { name: "marketing_consent", heading: "Consenso marketing", kind: "flag" },
      { name: "marketing_consent_at", heading: "Consenso marketing il", kind: "time" },
      ...PRIVACY,
    ],
  },
  {
    // The online order (decisions.md §20). Add its billing columns here as the form settles.
    form: "order",
    label: "Ordine",
    table: "order_requests",
    optional: true,
    // The PEC may be a person's own address (a sole trader's): it is theirs as much as `email`.
    addressColumns: ["email", "pec"],
    who: (row) => `ordine n. ${text(row, "number")}`,
    columns: [ID, { name: "number", heading: "Numero ordine", kind: "text" }, RECEIVED, EMAIL],
  },
];

export const FORM_NAMES: readonly string[] = FORM_TABLES.map((form) => form.form);

/** The tool reads tables by name, so it queries through an untyped view of the schema. */
export type LooseDb = Kysely<Record<string, Record<string, unknown>>>;

export function looseDb(database: Database): LooseDb {
  return database.db as unknown as LooseDb;
}

/** The forms whose tables exist in this database, in FORM_TABLES order. */
export async function presentForms(database: Database, only?: string): Promise<FormTable[]> {
  const tables = new Set((await database.db.introspection.getTables()).map((table) => table.name));
  return FORM_TABLES.filter((form) => (only === undefined || form.form === only) && tables.has(form.table));
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

export async function findRequest(database: Database, id: string): Promise<FormRequest | null> {
  const db = looseDb(database);
  for (const form of await presentForms(database)) {
    const row = await db.selectFrom(form.table).selectAll().where("id", "=", id).executeTakeFirst();
    if (row) return { form, row: asRequestRow(row) };
  }
  return null;
}
