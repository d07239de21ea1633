import { closeSync, openSync } from "node:fs";
import path from "node:path";
import { backup as backupSqlite, DatabaseSync } from "node:sqlite";
import { PRIVATE_FILE_MODE, restrictMode } from "../../private-files.server.ts";
import { type Command, OpsFailure } from "../command.ts";

/**
 * Tables a backup keeps empty (security review 3, L1): the generated secret, and the keyed hashes
 * of client addresses and the spent captchas, which with the secret tie a request to its sender's
 * IPv4 address, and the keyed hashes of the mailboxes the recipient cap counts. A restored copy needs none of them: a new secret is generated (or SERVER_SECRET
 * read), and the counters start again. Every other table is copied (the test lists them all).
 */
export const NOT_BACKED_UP = ["settings", "rate_limits", "captcha_spent", "recipient_sends"] as const;

/** Empties the left-out tables of a fresh copy, with their old pages overwritten and dropped. */
function emptyLeftOutTables(file: string): void {
  const copy = new DatabaseSync(file);
  try {
    // One file, no -wal beside it; zeros over what DELETE removes; VACUUM rewrites without the free pages.
    copy.exec("PRAGMA journal_mode = DELETE; PRAGMA secure_delete = ON;");
    const present = new Set(
      copy
        .prepare("select name from sqlite_master where type = 'table'")
        .all()
        .map((row) => String(row["name"])),
    );
    for (const table of NOT_BACKED_UP) if (present.has(table)) copy.exec(`DELETE FROM ${table}`);
    copy.exec("VACUUM");
  } finally {
    copy.close();
  }
}

export const backup: Command = {
  usage: "backup <file>",
  summary:
    "Copia coerente del database SQLite, anche a server avviato, senza segreto né contatori (PostgreSQL: pg_dump)",
  options: {},
  positionals: { required: ["file"] },
  async run(context, _flags, [target = ""]) {
    const source = context.database.file;
    if (!source) {
      const excluded = NOT_BACKED_UP.map((table) => `--exclude-table-data=${table}`).join(" ");
      throw new OpsFailure(`Il database è PostgreSQL: usa pg_dump con ${excluded} (vedi docs/production.md).`);
    }
    const destination = path.resolve(target);
    try {
      // Created empty and private before the backup fills it: it holds every request.
      closeSync(openSync(destination, "wx", PRIVATE_FILE_MODE));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") {
        throw new OpsFailure(`${destination} esiste già: scegli un altro nome.`);
      }
      throw error;
    }
    restrictMode(destination, PRIVATE_FILE_MODE);
    const database = new DatabaseSync(source, { readOnly: true, timeout: 5000 });
    let pages: number;
    try {
      pages = await backupSqlite(database, destination);
    } finally {
      database.close();
    }
    emptyLeftOutTables(destination);
    return {
      data: { file: destination, pages, leftOut: NOT_BACKED_UP },
      text: `Backup scritto in ${destination} (${pages} pagine), senza ${NOT_BACKED_UP.join(", ")}.`,
    };
  },
};
