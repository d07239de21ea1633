import { sql } from "kysely";
import { escapeLike, recipientKey } from "../../lib/email-address.ts";
import { type Database, flushDeletedData, type OutboxTable } from "../db.server.ts";
import { asRequestRow, type FormRequest, type FormTable, looseDb, presentForms } from "./form-tables.server.ts";
import { deleteFiles, mailFilesAbout } from "./mail-files.server.ts";
import { emailsFor } from "./outbox-admin.server.ts";

/*
 * GDPR art. 15 (access) and art. 17 (erasure) for one mailbox: every request sent from any
 * spelling of it, the outbox rows of those requests and the .eml files that carry it. Spellings
 * are matched by recipientKey, the recipient cap's own key (case, '+tag', Gmail's dots and
 * googlemail.com; security review 3, L4), in every address column of a form; free text
 * (messages, notes) is not searched.
 *
 * A request is the address's own when its `email` (who sent it) is the address. When only
 * another column names it (a kit's privacy or DPO contact, an order's PEC), the request is
 * somebody else's: erasure blanks that column and keeps the request, its e-mails and files.
 */

/** Somebody else's request that names the address in some of its columns. */
export interface Mention extends FormRequest {
  /** The columns holding the address, each with what erasure writes there (NULL when allowed). */
  columns: { name: string; blank: null | "" }[];
}

export interface AddressData {
  address: string;
  /** The spellings of the mailbox found in the stored requests, as stored, sorted. */
  variants: string[];
  /** The requests the address sent. */
  requests: FormRequest[];
  mentions: Mention[];
  emails: OutboxTable[];
  mailFiles: string[];
}

export async function dataAbout(
  database: Database,
  forms: readonly FormTable[],
  mailDir: string,
  address: string,
): Promise<AddressData> {
  const db = looseDb(database);
  const wanted = address.trim().toLowerCase();
  const key = recipientKey(wanted);
  // The database narrows the rows to the mailbox's domain; recipientKey decides, as for the cap.
  const domain = key.slice(key.lastIndexOf("@") + 1);
  const domains = domain === "gmail.com" ? ["gmail.com", "googlemail.com"] : [domain];
  const sameMailbox = (value: unknown): value is string => typeof value === "string" && recipientKey(value) === key;
  const requests: FormRequest[] = [];
  const mentions: Mention[] = [];
  const variants = new Set<string>();
  const tables = await database.db.introspection.getTables();
  const nullable = (table: string, column: string) =>
    tables.find((found) => found.name === table)?.columns.find((found) => found.name === column)?.isNullable ?? false;
  for (const form of await presentForms(database, forms)) {
    const rows = await db
      .selectFrom(form.table)
      .selectAll()
      .where((eb) =>
        eb.or(
          form.addressColumns.flatMap((column) =>
            domains.map((name) => sql<boolean>`lower(${sql.ref(column)}) like ${`%@${escapeLike(name)}`} escape '\\'`),
          ),
        ),
      )
      .orderBy("created_at")
      .execute();
    for (const row of rows) {
      const found = form.addressColumns.filter((column) => sameMailbox(row[column]));
      if (found.length === 0) continue;
      for (const column of found) variants.add(String(row[column]));
      const request = { form, row: asRequestRow(row) };
      if (sameMailbox(row["email"])) requests.push(request);
      else {
        const columns = found.map((name) => ({ name, blank: nullable(form.table, name) ? null : ("" as const) }));
        mentions.push({ ...request, columns });
      }
    }
  }
  const emails = await emailsFor(
    database,
    requests.map((request) => request.row.id),
  );
  const mailFiles = await mailFilesAbout(mailDir, {
    outboxIds: emails.map((email) => email.id),
    addresses: [wanted, ...variants],
  });
  return { address: wanted, variants: [...variants].sort(), requests, mentions, emails, mailFiles };
}

export interface Erased {
  requests: { form: string; id: string }[];
  /** Other people's requests the address was taken out of, and from which columns. */
  blanked: { form: string; id: string; columns: string[] }[];
  emails: number;
  mailFiles: string[];
  /** False when the SQLite WAL could not be emptied yet (a reader held it): it keeps a copy until then. */
  walCleared: boolean;
  /** Why rebuilding the SQLite file failed, when it did: the rows and files are gone all the same. */
  flushError?: string;
}

/**
 * Deletes what dataAbout found: rows in one transaction, then the files. On SQLite the file is
 * then rebuilt and its WAL emptied, so the erased data is not left in free pages or old WAL
 * frames; that comes last, so a failure there (a full disk) leaves no .eml file behind.
 */
export async function erase(database: Database, data: AddressData, flush = flushDeletedData): Promise<Erased> {
  const ids = data.requests.map((request) => request.row.id);
  await database.db.transaction().execute(async (trx) => {
    const loose = trx as unknown as ReturnType<typeof looseDb>;
    if (ids.length > 0) await trx.deleteFrom("outbox").where("request_id", "in", ids).execute();
    for (const request of data.requests) {
      await loose.deleteFrom(request.form.table).where("id", "=", request.row.id).execute();
    }
    for (const mention of data.mentions) {
      const blanks = Object.fromEntries(mention.columns.map((column) => [column.name, column.blank]));
      await loose.updateTable(mention.form.table).set(blanks).where("id", "=", mention.row.id).execute();
    }
  });
  const mailFiles = await deleteFiles(data.mailFiles);
  const result = {
    requests: data.requests.map((request) => ({ form: request.form.form, id: request.row.id })),
    blanked: data.mentions.map((mention) => ({
      form: mention.form.form,
      id: mention.row.id,
      columns: mention.columns.map((column) => column.name),
    })),
    emails: data.emails.length,
    mailFiles,
  };
  try {
    return { ...result, walCleared: await flush(database, { compact: true }) };
  } catch (error) {
    return { ...result, walCleared: false, flushError: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * What to run on PostgreSQL after an erasure, as the database owner: a deleted row stays in its
 * table's files until autovacuum reuses the space, and VACUUM FULL rewrites the tables without
 * it (docs/production.md, 'Erased data on disk'). Every form's table, from the forms' registry,
 * and the outbox; security review 3, L7.
 */
export function vacuumFullStatement(forms: readonly Pick<FormTable, "table">[]): string {
  return `VACUUM FULL ${[...forms.map((form) => form.table), "outbox"].join(", ")};`;
}

/** Runs vacuumFullStatement (not in a transaction: VACUUM cannot run in one). Table names come from code. */
export async function vacuumFull(database: Database, forms: readonly Pick<FormTable, "table">[]): Promise<void> {
  await sql.raw(vacuumFullStatement(forms)).execute(database.db);
}
