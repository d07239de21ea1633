import path from "node:path";
import { openDatabase } from "../../db.server.ts";
import { migrate } from "../../migrations.server.ts";
import { type Command, OpsFailure, UsageError } from "../command.ts";
import { copyDatabase, TargetNotEmpty } from "../copy-database.server.ts";

/** The target's URL holds a password: from the environment, never the command line (ps, shell history). */
const TARGET_URL_VARIABLE = "TARGET_DATABASE_URL";

export const copyToPostgres: Command = {
  usage: `copy-to-postgres   (con ${TARGET_URL_VARIABLE}=postgres://… nell'ambiente)`,
  summary: "Copia il database SQLite in un database PostgreSQL vuoto (a server fermo)",
  options: {},
  positionals: { required: [] },
  // Not echoed: the argument is most likely the URL with its password.
  unexpectedArguments:
    `copy-to-postgres non accetta l'URL sulla riga di comando (la password resterebbe visibile in ps e ` +
    `nella cronologia della shell): impostalo in ${TARGET_URL_VARIABLE}.`,
  async run(context) {
    if (!context.database.file) throw new OpsFailure("Il database configurato è già PostgreSQL: togli DATABASE_URL.");
    const url = context.io.env[TARGET_URL_VARIABLE]?.trim() ?? "";
    // The value is never echoed: it carries the password.
    if (url === "") {
      throw new UsageError(`Indica il database di destinazione in ${TARGET_URL_VARIABLE} (postgres://…).`);
    }
    if (!/^postgres(ql)?:\/\//.test(url))
      throw new UsageError(`${TARGET_URL_VARIABLE} non valido: serve un URL postgres://…`);
    const target = openDatabase({ databaseUrl: url, dataDir: path.dirname(context.database.file) });
    try {
      await migrate(target);
      const copied = await copyDatabase(context.database, target);
      return {
        data: { copied },
        text: [
          "Copiati in PostgreSQL:",
          ...Object.entries(copied).map(([table, rows]) => `  ${table}: ${rows} righe`),
          "Ora avvia il server con DATABASE_URL impostato su questo database.",
        ].join("\n"),
      };
    } catch (error) {
      if (error instanceof TargetNotEmpty) throw new OpsFailure(error.message);
      throw error;
    } finally {
      await target.close();
    }
  },
};
