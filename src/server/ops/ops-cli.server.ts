import { closeSync, openSync } from "node:fs";
import path from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import { type Clock, systemClock } from "../clock.server.ts";
import { loadServerConfig } from "../config.server.ts";
import {
  type Database,
  flushDeletedData,
  openDatabase,
  type OutboxStatus,
  type OutboxTable,
  SQLITE_FILE,
} from "../db.server.ts";
import { MAIL_DIR } from "../mail.server.ts";
import { migrate } from "../migrations.server.ts";
import { PRIVATE_FILE_MODE, restrictDataDir, restrictMode } from "../private-files.server.ts";
import { copyDatabase, TargetNotEmpty } from "./copy-database.server.ts";
import { toCsv } from "./csv.ts";
import { parseDuration } from "./duration.ts";
import { isoTime, romeTime, terminalSafe, textTable } from "./format.ts";
import { cellText, type FormModule } from "../form-definition.server.ts";
import {
  type ExportColumn,
  type FormRequest,
  type FormTable,
  findRequest,
  formTables,
  listRequests,
  presentForms,
} from "./form-tables.server.ts";
import { dataAbout, erase } from "./gdpr.server.ts";
import { deliveryStatus, emailsFor, listOutbox, retryEmails } from "./outbox-admin.server.ts";
import { weeklyStats } from "./stats.server.ts";

/*
 * `npm run ops -- <command>`: the operator's tool over the server's own configuration
 * (DATABASE_URL or DATA_DIR). Italian text for people, --json for scripts; exit 0 on success,
 * 1 when the command could not do its job, 2 on a wrong command line.
 */

export interface OpsIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  /** Asks a yes/no question (erase); false when nobody answers. */
  confirm(question: string): Promise<boolean>;
  env: Record<string, string | undefined>;
  clock?: Clock;
}

class UsageError extends Error {}
class OpsFailure extends Error {}

interface Context {
  database: Database;
  /** The forms the tool knows (src/app/forms.server.ts). */
  forms: readonly FormTable[];
  mailDir: string;
  now: number;
  json: boolean;
  out(text: string): void;
  print(value: unknown): void;
  io: OpsIo;
}

type Flags = Record<string, string | boolean | undefined>;

interface Command {
  usage: string;
  summary: string;
  options: Record<string, { type: "string" | "boolean" }>;
  /** Names of the positional arguments, all required. */
  positionals: readonly string[];
  /** Commands that only print help need no database. */
  run(context: Context, flags: Flags, args: string[]): Promise<number>;
}

const STATUSES: readonly OutboxStatus[] = ["pending", "dead", "sent"];
const STATUS_LABEL: Record<OutboxStatus, string> = { pending: "in attesa", dead: "non consegnata", sent: "inviata" };

function stringFlag(flags: Flags, name: string): string | undefined {
  const value = flags[name];
  return typeof value === "string" ? value : undefined;
}

function sinceFrom(flags: Flags, now: number, fallback: number | null): number {
  const text = stringFlag(flags, "since");
  if (text === undefined) return fallback === null ? 0 : now - fallback;
  const duration = parseDuration(text);
  if (duration === null) throw new UsageError(`Durata non valida: «${text}». Usa per esempio 30m, 12h, 7d o 2w.`);
  return now - duration;
}

async function formsFrom(context: Context, flags: Flags): Promise<FormTable[]> {
  const form = stringFlag(flags, "form");
  const names = context.forms.map((known) => known.form);
  if (form !== undefined && !names.includes(form)) {
    throw new UsageError(`Modulo sconosciuto: «${form}». Moduli: ${names.join(", ")}.`);
  }
  return presentForms(context.database, context.forms, form);
}

function cellValue(column: ExportColumn, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (column.kind === "time") return romeTime(Number(value)).replace(", ", " ");
  if (column.kind === "flag") return Number(value) === 1 ? "sì" : "no";
  return cellText(value);
}

/** A request as JSON: its stored columns, instants as ISO 8601. */
function requestJson({ form, row }: FormRequest): Record<string, unknown> {
  const kinds = new Map(form.columns.map((column) => [column.name, column.kind]));
  const fields = Object.fromEntries(
    Object.entries(row).map(([name, value]) => [
      name,
      kinds.get(name) === "time" && value !== null ? isoTime(Number(value)) : value,
    ]),
  );
  return { form: form.form, ...fields };
}

function emailJson(email: OutboxTable): Record<string, unknown> {
  return {
    id: email.id,
    template: email.template,
    requestId: email.request_id,
    status: email.status,
    attempts: email.attempts,
    maxAttempts: email.max_attempts,
    nextAttemptAt: email.status === "pending" ? isoTime(email.run_at) : null,
    lastError: email.last_error,
    sentAt: isoTime(email.sent_at),
    createdAt: isoTime(email.created_at),
  };
}

function emailLine(email: OutboxTable): string[] {
  const state =
    email.status === "sent"
      ? `inviata il ${romeTime(email.sent_at)}`
      : email.status === "pending"
        ? `in attesa, prossimo tentativo ${romeTime(email.run_at)}`
        : "non consegnata";
  return [email.id, email.template, state, `${email.attempts}/${email.max_attempts}`, email.last_error ?? ""];
}

const EMAIL_HEADINGS = ["ID email", "Modello", "Stato", "Tentativi", "Ultimo errore"];

const requests: Command = {
  usage: "requests [--form contact|whitepaper|order] [--since 7d]",
  summary: "Richieste ricevute, con lo stato di consegna delle loro email",
  options: { form: { type: "string" }, since: { type: "string" } },
  positionals: [],
  async run(context, flags) {
    const since = sinceFrom(flags, context.now, null);
    const found = await listRequests(context.database, await formsFrom(context, flags), since);
    const emails = await emailsFor(
      context.database,
      found.map((request) => request.row.id),
    );
    const byRequest = Map.groupBy(emails, (email) => email.request_id);
    const listed = found.map((request) => ({
      request,
      delivery: deliveryStatus(byRequest.get(request.row.id) ?? [], romeTime),
    }));
    if (context.json) {
      context.print(
        listed.map(({ request, delivery }) => ({
          form: request.form.form,
          id: request.row.id,
          createdAt: isoTime(request.row.created_at),
          email: request.row.email,
          from: request.form.who(request.row),
          delivery: {
            state: delivery.state,
            nextAttemptAt: isoTime(delivery.nextAttemptAt),
            lastError: delivery.lastError,
          },
        })),
      );
      return 0;
    }
    if (listed.length === 0) {
      context.out("Nessuna richiesta nel periodo indicato.");
      return 0;
    }
    context.out(`${listed.length} ${listed.length === 1 ? "richiesta" : "richieste"}, dalla più recente:\n`);
    context.out(
      textTable(
        ["Ricevuta il", "Modulo", "ID", "Da", "Email", "Consegna"],
        listed.map(({ request, delivery }) => [
          romeTime(request.row.created_at),
          request.form.label,
          request.row.id,
          request.form.who(request.row),
          request.row.email,
          delivery.text,
        ]),
      ),
    );
    return 0;
  },
};

const show: Command = {
  usage: "show <id>",
  summary: "Una richiesta, con tutti i suoi dati e le sue email",
  options: {},
  positionals: ["id"],
  async run(context, _flags, [id = ""]) {
    const found = await findRequest(context.database, context.forms, id);
    if (!found) throw new OpsFailure(`Nessuna richiesta con ID ${id}.`);
    const emails = await emailsFor(context.database, [id]);
    if (context.json) {
      context.print({ request: requestJson(found), emails: emails.map(emailJson) });
      return 0;
    }
    context.out(`Richiesta (${found.form.label}) ${id}\n`);
    const known = new Set(found.form.columns.map((column) => column.name));
    const lines = found.form.columns.map((column) => [column.heading, cellValue(column, found.row[column.name])]);
    // Columns a newer form stores that the list above does not name yet are shown as they are.
    for (const [name, value] of Object.entries(found.row)) {
      if (!known.has(name)) lines.push([name, cellText(value)]);
    }
    const width = Math.max(...lines.map(([heading = ""]) => heading.length));
    // A message's later lines start under its value, so no line of visitor text looks like a field.
    const indent = `\n${" ".repeat(width + 4)}`;
    context.out(
      lines
        .map(([heading = "", value = ""]) => `  ${`${heading}:`.padEnd(width + 1)} ${value.replace(/\r?\n/g, indent)}`)
        .join("\n"),
    );
    context.out(`\nEmail (${emails.length}):\n`);
    context.out(emails.length === 0 ? "  nessuna" : textTable(EMAIL_HEADINGS, emails.map(emailLine), 80));
    return 0;
  },
};

const exportCommand: Command = {
  usage: "export [--form contact|whitepaper|order] [--since 30d] [--separator ';'|',']",
  summary: "Le richieste in CSV (UTF-8 con BOM) sullo standard output",
  options: { form: { type: "string" }, since: { type: "string" }, separator: { type: "string" } },
  positionals: [],
  async run(context, flags) {
    const separator = stringFlag(flags, "separator") ?? ";";
    if (separator !== ";" && separator !== ",") {
      throw new UsageError(`Separatore non valido: «${separator}». Usa ';' (Excel in italiano) o ','.`);
    }
    const forms = await formsFrom(context, flags);
    const found = await listRequests(context.database, forms, sinceFrom(flags, context.now, null));
    if (context.json) {
      context.print(found.map(requestJson));
      return 0;
    }
    // One sheet for every form: the union of their columns, blank where a form has none.
    const columns: ExportColumn[] = [];
    for (const form of forms) {
      for (const column of form.columns) {
        if (!columns.some((known) => known.name === column.name)) columns.push(column);
      }
    }
    const rows = found.map(({ form, row }) => [
      form.label,
      ...columns.map((column) => (column.name in row ? cellValue(column, row[column.name]) : "")),
    ]);
    context.io.stdout.write(toCsv(["Modulo", ...columns.map((column) => column.heading)], rows, separator));
    return 0;
  },
};

const outbox: Command = {
  usage: "outbox [--status pending|dead|sent]",
  summary: "Le email in attesa e quelle non consegnate (o solo lo stato indicato)",
  options: { status: { type: "string" } },
  positionals: [],
  async run(context, flags) {
    const status = stringFlag(flags, "status");
    if (status !== undefined && !STATUSES.includes(status as OutboxStatus)) {
      throw new UsageError(`Stato non valido: «${status}». Stati: ${STATUSES.join(", ")}.`);
    }
    const statuses = status ? [status as OutboxStatus] : (["pending", "dead"] as const);
    const rows = await listOutbox(context.database, statuses);
    if (context.json) {
      context.print(rows.map(emailJson));
      return 0;
    }
    if (rows.length === 0) {
      context.out(`Nessuna email ${statuses.map((name) => STATUS_LABEL[name]).join(" o ")}.`);
      return 0;
    }
    context.out(
      textTable(
        ["Creata il", "ID email", "Modello", "ID richiesta", "Stato", "Tentativi", "Ultimo errore"],
        rows.map((row) => {
          const [id = "", template = "", state = "", attempts = "", error = ""] = emailLine(row);
          return [romeTime(row.created_at), id, template, row.request_id, state, attempts, error];
        }),
        80,
      ),
    );
    return 0;
  },
};

const retry: Command = {
  usage: "retry <id email> | retry --dead",
  summary: "Rimette in coda un'email (o tutte quelle non consegnate) per un nuovo invio",
  options: { dead: { type: "boolean" } },
  positionals: [],
  async run(context, flags, args) {
    const [id] = args;
    if (flags["dead"] === true && id !== undefined) throw new UsageError("Indica un ID oppure --dead, non entrambi.");
    if (flags["dead"] !== true && id === undefined) throw new UsageError("Indica l'ID di un'email oppure --dead.");
    const outcome = await retryEmails(context.database, id ? { id } : { allDead: true }, context.now);
    if (!outcome.ok) {
      const why = {
        "not-found": `Nessuna email con ID ${outcome.id}.`,
        "already-sent": `L'email ${outcome.id} è già stata inviata: non la rimetto in coda.`,
        sending: `L'email ${outcome.id} è in invio proprio ora: riprova tra qualche minuto.`,
      };
      throw new OpsFailure(why[outcome.reason]);
    }
    if (context.json) {
      context.print({ requeued: outcome.ids });
      return 0;
    }
    context.out(
      outcome.ids.length === 0
        ? "Nessuna email da rimettere in coda."
        : `${outcome.ids.length} ${outcome.ids.length === 1 ? "email rimessa" : "email rimesse"} in coda: ` +
            "il server le invia entro pochi secondi (oppure npm run outbox-worker -- --once).",
    );
    return 0;
  },
};

function addressArgument(text: string): string {
  if (!/^[^\s@]+@[^\s@]+$/.test(text.trim())) throw new UsageError(`Indirizzo email non valido: «${text}».`);
  return text.trim();
}

const access: Command = {
  usage: "access <email>",
  summary: "Tutto ciò che è conservato su un indirizzo, in JSON (GDPR art. 15)",
  options: {},
  positionals: ["email"],
  async run(context, _flags, [text = ""]) {
    const data = await dataAbout(context.database, context.forms, context.mailDir, addressArgument(text));
    context.print({
      address: data.address,
      generatedAt: isoTime(context.now),
      requests: data.requests.map(requestJson),
      emails: data.emails.map(emailJson),
      mailFiles: data.mailFiles,
    });
    return 0;
  },
};

const eraseCommand: Command = {
  usage: "erase <email> [--yes]",
  summary: "Cancella richieste, email in coda e file .eml di un indirizzo (GDPR art. 17)",
  options: { yes: { type: "boolean" } },
  positionals: ["email"],
  async run(context, flags, [text = ""]) {
    const data = await dataAbout(context.database, context.forms, context.mailDir, addressArgument(text));
    const total = data.requests.length + data.emails.length + data.mailFiles.length;
    if (total === 0) {
      // A repeat after a WAL that could not be emptied (see below) empties it now.
      await flushDeletedData(context.database);
      if (context.json) context.print({ address: data.address, erased: { requests: [], emails: 0, mailFiles: [] } });
      else context.out(`Nessun dato conservato per ${data.address}.`);
      return 0;
    }
    // An e-mail being sent right now would write its .eml after the erasure: wait for it.
    if (data.emails.some((email) => email.status === "pending" && (email.claimed_until ?? 0) > context.now)) {
      throw new OpsFailure("Un'email di questo indirizzo è in invio proprio ora: riprova tra qualche minuto.");
    }
    const summary =
      `Per ${data.address}: ${data.requests.length} richieste, ${data.emails.length} email in archivio, ` +
      `${data.mailFiles.length} file .eml.`;
    if (flags["yes"] !== true) {
      context.io.stderr.write(`${summary}\n`);
      if (!(await context.io.confirm("Cancellarli definitivamente? Scrivi «si» per confermare: "))) {
        throw new OpsFailure("Nessun dato cancellato.");
      }
    }
    const erased = await erase(context.database, data);
    if (context.json) {
      context.print({ address: data.address, erased });
      return 0;
    }
    context.out(`Cancellati per ${data.address}:`);
    for (const request of erased.requests) context.out(`  richiesta ${request.form} ${request.id}`);
    context.out(`  ${erased.emails} email dall'archivio dell'outbox`);
    for (const file of erased.mailFiles) context.out(`  file ${file}`);
    if (erased.flushError !== undefined) {
      context.io.stderr.write(
        `Attenzione: la pulizia del file del database non è riuscita (${erased.flushError}): il file o il suo ` +
          "WAL (site.sqlite-wal) possono conservare ancora una copia dei dati cancellati. Ripeti il comando.\n",
      );
    } else if (!erased.walCleared) {
      context.io.stderr.write(
        "Attenzione: un altro processo stava leggendo il database e il suo WAL (site.sqlite-wal) conserva " +
          "ancora una copia dei dati cancellati fino al prossimo checkpoint. Ripeti il comando tra qualche minuto.\n",
      );
    }
    return 0;
  },
};

const stats: Command = {
  usage: "stats [--since 30d]",
  summary: "Richieste per modulo e per settimana ISO, ed e-mail non consegnate",
  options: { since: { type: "string" } },
  positionals: [],
  async run(context, flags) {
    const forms = await presentForms(context.database, context.forms);
    const weeks = await weeklyStats(context.database, forms, sinceFrom(flags, context.now, 30 * 24 * 60 * 60_000));
    if (context.json) {
      context.print(weeks);
      return 0;
    }
    if (weeks.length === 0) {
      context.out("Nessuna richiesta nel periodo indicato.");
      return 0;
    }
    context.out(
      textTable(
        ["Settimana", ...forms.map((form) => form.label), "E-mail non consegnate", "In attesa", "Con più tentativi"],
        weeks.map((week) => [
          week.week,
          ...forms.map((form) => String(week.requests[form.form] ?? 0)),
          String(week.dead),
          String(week.pending),
          String(week.retried),
        ]),
      ),
    );
    return 0;
  },
};

const backupCommand: Command = {
  usage: "backup <file>",
  summary: "Copia coerente del database SQLite, anche a server avviato (PostgreSQL: pg_dump)",
  options: {},
  positionals: ["file"],
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
      const pages = await backup(database, destination);
      if (context.json) context.print({ file: destination, pages });
      else context.out(`Backup scritto in ${destination} (${pages} pagine).`);
    } finally {
      database.close();
    }
    return 0;
  },
};

/** The target's URL holds a password: from the environment, never the command line (ps, shell history). */
const TARGET_URL_VARIABLE = "TARGET_DATABASE_URL";

const copyToPostgres: Command = {
  usage: `copy-to-postgres   (con ${TARGET_URL_VARIABLE}=postgres://… nell'ambiente)`,
  summary: "Copia il database SQLite in un database PostgreSQL vuoto (a server fermo)",
  options: {},
  positionals: [],
  async run(context) {
    if (!context.database.file) throw new OpsFailure("Il database configurato è già PostgreSQL: togli DATABASE_URL.");
    const url = context.io.env[TARGET_URL_VARIABLE]?.trim() ?? "";
    // The value is never echoed: it carries the password.
    if (url === "")
      throw new UsageError(`Indica il database di destinazione in ${TARGET_URL_VARIABLE} (postgres://…).`);
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new UsageError(`${TARGET_URL_VARIABLE} non valido: serve un URL postgres://…`);
    }
    const target = openDatabase({ databaseUrl: url, dataDir: path.dirname(context.database.file) });
    try {
      await migrate(target);
      const copied = await copyDatabase(context.database, target);
      if (context.json) {
        context.print({ copied });
        return 0;
      }
      context.out("Copiati in PostgreSQL:");
      for (const [table, rows] of Object.entries(copied)) context.out(`  ${table}: ${rows} righe`);
      context.out("Ora avvia il server con DATABASE_URL impostato su questo database.");
      return 0;
    } catch (error) {
      if (error instanceof TargetNotEmpty) throw new OpsFailure(error.message);
      throw error;
    } finally {
      await target.close();
    }
  },
};

const COMMANDS: Record<string, Command> = {
  requests,
  show,
  export: exportCommand,
  outbox,
  retry,
  access,
  erase: eraseCommand,
  stats,
  backup: backupCommand,
  "copy-to-postgres": copyToPostgres,
};

function help(forms: readonly FormTable[]): string {
  const lines = Object.values(COMMANDS).map((command) => `  ${command.usage}\n      ${command.summary}`);
  return [
    "Uso: npm run ops -- <comando> [opzioni] [--json]",
    "",
    "Comandi:",
    ...lines,
    "",
    "Usa la stessa configurazione del server (DATABASE_URL, DATA_DIR). Durate: 30m, 12h, 7d, 2w.",
    `Moduli: ${forms.map((form) => form.form).join(", ")}. --json stampa dati per gli script.`,
  ].join("\n");
}

function parse(command: Command, argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: { ...command.options, json: { type: "boolean" } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const option = /'(-[^']*)'/.exec(message)?.[1] ?? "";
    const code = (error as { code?: string }).code;
    if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") throw new UsageError(`Opzione sconosciuta: ${option}.`);
    if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE")
      throw new UsageError(`Valore mancante o non valido per ${option}.`);
    throw new UsageError(`Argomenti non validi: ${message}`);
  }
}

/**
 * Every text the tool prints goes through terminalSafe: stored visitor text, an SMTP server's
 * answer, what the operator typed. JSON escapes C0 controls itself; DEL, C1 and bidi controls are
 * written as \uXXXX too, which JSON.parse reads back as the same characters.
 */
function safeIo(io: OpsIo): OpsIo {
  return {
    ...io,
    stdout: { write: (text: string) => io.stdout.write(terminalSafe(text)) },
    stderr: { write: (text: string) => io.stderr.write(terminalSafe(text)) },
  };
}

/** Runs one command of the tool over the given forms (src/app/ops.server.ts passes the server's). */
export async function runOps(argv: readonly string[], rawIo: OpsIo, modules: readonly FormModule[]): Promise<number> {
  const io = safeIo(rawIo);
  const forms = formTables(modules);
  const [name, ...rest] = argv;
  if (name === undefined || name === "help" || name === "--help" || name === "-h") {
    io.stdout.write(`${help(forms)}\n`);
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS[name];
  let database: Database | null = null;
  try {
    if (!command) throw new UsageError(`Comando sconosciuto: «${name}».`);
    const { values, positionals } = parse(command, rest);
    const expected = command.positionals.length;
    if (expected > 0 && positionals.length !== expected) {
      throw new UsageError(`Uso: npm run ops -- ${command.usage}`);
    }
    if (command === copyToPostgres && positionals.length > 0) {
      // Not echoed: the argument is most likely the URL with its password.
      throw new UsageError(
        `copy-to-postgres non accetta l'URL sulla riga di comando (la password resterebbe visibile in ps e ` +
          `nella cronologia della shell): impostalo in ${TARGET_URL_VARIABLE}.`,
      );
    }
    if (expected === 0 && positionals.length > (command === retry ? 1 : 0)) {
      throw new UsageError(`Argomento inatteso: «${positionals.join(" ")}». Uso: npm run ops -- ${command.usage}`);
    }
    const config = loadServerConfig(io.env);
    restrictDataDir(config.dataDir, { sqliteFile: SQLITE_FILE, mailDir: MAIL_DIR });
    database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
    await migrate(database);
    const json = values.json === true;
    const context: Context = {
      database,
      forms,
      mailDir: path.join(config.dataDir, MAIL_DIR),
      now: (io.clock ?? systemClock)(),
      json,
      out: (text) => io.stdout.write(`${text}\n`),
      print: (value) => io.stdout.write(`${JSON.stringify(value, null, 2)}\n`),
      io,
    };
    return await command.run(context, values, positionals);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`${error.message}\nUsa «npm run ops -- help» per l'elenco dei comandi.\n`);
      return 2;
    }
    io.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await database?.close();
  }
}
