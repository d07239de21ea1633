import { parseArgs } from "node:util";
import { type Command, type Flags, type OpsContext, type OpsIo, type Output, UsageError } from "./command.ts";
import { terminalSafe } from "./format.ts";

/*
 * The operator's tool from the command line to the exit code: Italian text for people, --json for
 * scripts; exit 0 on success, 1 when the command could not do its job, 2 on a wrong command line.
 * These rules, the help and the number of arguments each command takes are kept here alone.
 */

export interface OpenedContext {
  context: OpsContext;
  /** Closes the database. */
  close(): Promise<void>;
}

export interface Tool {
  /** By name, in the order the help lists them. */
  commands: Readonly<Record<string, Command>>;
  /** For the help and the usage lines. */
  formNames: readonly string[];
  /** Opens the database and builds the context, once the command line is known to be right. */
  open(io: OpsIo): Promise<OpenedContext>;
}

const HELP_HINT = "Usa «npm run ops -- help» per l'elenco dei comandi.";

function usageOf(command: Command, formNames: readonly string[]): string {
  return command.usage.replace("{forms}", formNames.join("|"));
}

function help({ commands, formNames }: Tool): string {
  const lines = Object.values(commands).map((command) => `  ${usageOf(command, formNames)}\n      ${command.summary}`);
  return [
    "Uso: npm run ops -- <comando> [opzioni] [--json]",
    "",
    "Comandi:",
    ...lines,
    "",
    "Usa la stessa configurazione del server (DATABASE_URL, DATA_DIR). Durate: 30m, 12h, 7d, 2w.",
    `Moduli: ${formNames.join(", ")}. --json stampa dati per gli script.`,
  ].join("\n");
}

function parse(command: Command, argv: readonly string[]): { flags: Flags; args: string[] } {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: { ...command.options, json: { type: "boolean" } },
      allowPositionals: true,
      strict: true,
    });
    return { flags: values, args: positionals };
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

/** Every required argument, and no more than the optional ones after them. */
function checkArguments(command: Command, args: readonly string[], usage: string): void {
  const { required, optional = [] } = command.positionals;
  const extra = args.length - required.length - optional.length;
  if (args.length < required.length || (required.length > 0 && extra > 0)) {
    throw new UsageError(`Uso: npm run ops -- ${usage}`);
  }
  if (extra > 0) {
    throw new UsageError(
      command.unexpectedArguments ?? `Argomento inatteso: «${args.join(" ")}». Uso: npm run ops -- ${usage}`,
    );
  }
}

function print(io: OpsIo, output: Output, json: boolean): void {
  if (json) io.stdout.write(`${JSON.stringify(output.data, null, 2)}\n`);
  else if (output.document !== undefined) io.stdout.write(output.document);
  else {
    io.stdout.write(`${output.text ?? JSON.stringify(output.data, null, 2)}\n`);
    if (output.warning !== undefined) io.stderr.write(`${output.warning}\n`);
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

export async function dispatch(argv: readonly string[], rawIo: OpsIo, tool: Tool): Promise<number> {
  const io = safeIo(rawIo);
  const [name, ...rest] = argv;
  if (name === undefined || name === "help" || name === "--help" || name === "-h") {
    io.stdout.write(`${help(tool)}\n`);
    return name === undefined ? 2 : 0;
  }
  let opened: OpenedContext | null = null;
  try {
    const command = Object.hasOwn(tool.commands, name) ? tool.commands[name] : undefined;
    if (!command) throw new UsageError(`Comando sconosciuto: «${name}».`);
    const { flags, args } = parse(command, rest);
    checkArguments(command, args, usageOf(command, tool.formNames));
    opened = await tool.open(io);
    print(io, await command.run(opened.context, flags, args), flags["json"] === true);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`${error.message}\n${HELP_HINT}\n`);
      return 2;
    }
    io.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await opened?.close();
  }
}
