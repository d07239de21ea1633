import { closeSync, openSync } from "node:fs";
import path from "node:path";
import { backup as backupSqlite, DatabaseSync } from "node:sqlite";
import { PRIVATE_FILE_MODE, restrictMode } from "../../private-files.server.ts";
import { type Command, OpsFailure } from "../command.ts";

export const backup: Command = {
  usage: "backup <file>",
  summary: "Copia coerente del database SQLite, anche a server avviato (PostgreSQL: pg_dump)",
  options: {},
  positionals: { required: ["file"] },
  async run(context, _flags, [target = ""]) {
    const source = context.database.file;
    if (!source) throw new OpsFailure("Il database è PostgreSQL: usa pg_dump (vedi docs/production.md).");
    const destination = path.resolve(target);
    try {
      // Created empty and private before the backup fills it: it holds every request and the secret.
      closeSync(openSync(destination, "wx", PRIVATE_FILE_MODE));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") {
        throw new OpsFailure(`${destination} esiste già: scegli un altro nome.`);
      }
      throw error;
    }
    restrictMode(destination, PRIVATE_FILE_MODE);
    const database = new DatabaseSync(source, { readOnly: true, timeout: 5000 });
    try {
      const pages = await backupSqlite(database, destination);
      return { data: { file: destination, pages }, text: `Backup scritto in ${destination} (${pages} pagine).` };
    } finally {
      database.close();
    }
  },
};
