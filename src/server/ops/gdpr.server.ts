import { sql } from "kysely";
import { type Database, flushDeletedData, type OutboxTable } from "../db.server.ts";
import { asRequestRow, type FormRequest, type FormTable, looseDb, presentForms } from "./form-tables.server.ts";
import { deleteFiles, mailFilesAbout } from "./mail-files.server.ts";
import { emailsFor } from "./outbox-admin.server.ts";

/*
 * GDPR art. 15 (access) and art. 17 (erasure) for one e-mail address: every request it sent,
 * the outbox rows of those requests and the .eml files that carry it. Addresses match
 * case-insensitively, in every address column of a form (an order's PEC too); free text
 * (messages, notes) is not searched.
 */

export interface AddressData {
  address: string;
  requests: FormRequest[];
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
  const requests: FormRequest[] = [];
  for (const form of await presentForms(database, forms)) {
    const rows = await db
      .selectFrom(form.table)
      .selectAll()
      .where((eb) =>
        eb.or(form.addressColumns.map((column) => eb(sql<string>`lower(${sql.ref(column)})`, "=", wanted))),
      )
      .orderBy("created_at")
      .execute();
    for (const row of rows) requests.push({ form, row: asRequestRow(row) });
  }
  const emails = await emailsFor(
    database,
    requests.map((request) => request.row.id),
  );
  const mailFiles = await mailFilesAbout(mailDir, { outboxIds: emails.map((email) => email.id), address: wanted });
  return { address: wanted, requests, emails, mailFiles };
}

export interface Erased {
  requests: { form: string; id: string }[];
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
  });
  const mailFiles = await deleteFiles(data.mailFiles);
  const result = {
    requests: data.requests.map((request) => ({ form: request.form.form, id: request.row.id })),
    emails: data.emails.length,
    mailFiles,
  };
  try {
    return { ...result, walCleared: await flush(database, { compact: true }) };
  } catch (error) {
    return { ...result, walCleared: false, flushError: error instanceof Error ? error.message : String(error) };
  }
}
