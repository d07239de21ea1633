import path from "node:path";
import { systemClock } from "../clock.server.ts";
import { loadServerConfig } from "../start-config.server.ts";
import { openDatabase, SQLITE_FILE } from "../db.server.ts";
import type { FormModule } from "../form-definition.server.ts";
import { MAIL_DIR } from "../mail.server.ts";
import { migrate } from "../migrations.server.ts";
import { restrictDataDir } from "../private-files.server.ts";
import type { Command, OpsContext, OpsIo } from "./command.ts";
import { access } from "./commands/access.ts";
import { backup } from "./commands/backup.ts";
import { copyToPostgres } from "./commands/copy-to-postgres.ts";
import { erase } from "./commands/erase.ts";
import { exportCommand } from "./commands/export.ts";
import { outbox } from "./commands/outbox.ts";
import { requests } from "./commands/requests.ts";
import { retry } from "./commands/retry.ts";
import { show } from "./commands/show.ts";
import { stats } from "./commands/stats.ts";
import { dispatch, type OpenedContext } from "./dispatch.ts";
import { findRequest, type FormTable, formTables, listRequests, presentForms } from "./form-tables.server.ts";
import { dataAbout } from "./gdpr.server.ts";

/*
 * `npm run ops -- <command>`: the operator's tool over the server's own configuration
 * (DATABASE_URL or DATA_DIR). Its commands, one file each under commands/, and the one place that
 * builds what they get: the database and, through `forms`, the requests of the forms it is given.
 */

const COMMANDS: Record<string, Command> = {
  requests,
  show,
  export: exportCommand,
  outbox,
  retry,
  access,
  erase,
  stats,
  backup,
  "copy-to-postgres": copyToPostgres,
};

async function openContext(io: OpsIo, forms: readonly FormTable[]): Promise<OpenedContext> {
  const config = loadServerConfig(io.env);
  restrictDataDir(config.dataDir, { sqliteFile: SQLITE_FILE, mailDir: MAIL_DIR });
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  // Where the e-mails are written as .eml files when there is no SMTP_URL: GDPR access finds them.
  const mailDir = path.join(config.dataDir, MAIL_DIR);
  const context: OpsContext = {
    database,
    forms: {
      names: forms.map((form) => form.form),
      present: (name) => presentForms(database, forms, name),
      list: (chosen, since) => listRequests(database, chosen, since),
      find: (id) => findRequest(database, forms, id),
      about: (address) => dataAbout(database, forms, mailDir, address),
    },
    now: (io.clock ?? systemClock)(),
    io,
  };
  return { context, close: () => database.close() };
}

/**
 * Runs one command of the tool over the given forms (src/app/ops.server.ts passes the server's),
 * with the commands a capability adds of its own (the demo bookings' list and cancel).
 */
export async function runOps(
  argv: readonly string[],
  io: OpsIo,
  modules: readonly FormModule[],
  own: Readonly<Record<string, Command>> = {},
): Promise<number> {
  const forms = formTables(modules);
  for (const name of Object.keys(own)) if (name in COMMANDS) throw new Error(`Comando «${name}» definito due volte`);
  return dispatch(argv, io, {
    commands: { ...COMMANDS, ...own },
    formNames: forms.map((form) => form.form),
    open: (safeIo) => openContext(safeIo, forms),
  });
}
